import { describe, expect, it } from "vitest";
import { adminReceiveReturnBody } from "@shop/contracts/returns";
import { RETURN_MESSAGES } from "@shop/contracts/returns-words";
import { formErrors } from "./forms";
import { linesError, queueTab, receiveBody, returnSteps } from "./returns";

const customer = { id: "u1", full_name: "Karim Hossain", phone: "01712345678" };
const staff = { id: "u2", full_name: null, phone: "01811000000" };

describe("returns", () => {
  it("opens the queue on the requests waiting unless a known status is asked for", () => {
    expect(queueTab(null)).toBe("requested");
    expect(queueTab("nonsense")).toBe("requested");
    expect(queueTab("received")).toBe("received");
    expect(queueTab("all")).toBe("all");
  });

  it("lists the steps that happened, oldest first, the request by the customer", () => {
    const steps = returnSteps({
      requested_at: "2026-12-01T10:00:00+06:00",
      customer,
      approved: { at: "2026-12-01T11:00:00+06:00", by: staff },
      refused: null,
      received: { at: "2026-12-02T09:00:00+06:00", by: null },
      closed: null,
    });
    expect(steps.map((step) => step.status)).toEqual(["requested", "approved", "received"]);
    expect(steps[0].by).toEqual(customer);
    expect(steps[1].by).toEqual(staff);
  });

  it("refuses a receipt until every line is sellable or faulty, and names the error for the form", () => {
    const lines = [{ id: 7 }, { id: 8 }];
    const half = receiveBody(lines, { 7: "faulty" });
    const errors = formErrors(adminReceiveReturnBody, half);
    expect(linesError(errors)).toBe(RETURN_MESSAGES.conditionRequired);
    const whole = receiveBody(lines, { 7: "faulty", 8: "sellable" });
    expect(formErrors(adminReceiveReturnBody, whole)).toEqual({});
    expect(whole).toEqual({
      lines: [
        { id: 7, condition: "faulty" },
        { id: 8, condition: "sellable" },
      ],
    });
    expect(linesError({ "lines.1.condition": "From the API" })).toBe("From the API");
  });
});
