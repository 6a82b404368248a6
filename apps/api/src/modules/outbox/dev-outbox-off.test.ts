import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { randomPhone } from "../../test/factories";

const t = useTestApp();

describe("GET /v1/dev/outbox without DEV_OUTBOX", () => {
  it("is 404 even when messages exist", async () => {
    const phone = randomPhone();
    await t.app.inject({ method: "POST", url: "/v1/auth/otp", payload: { phone } });
    const res = await t.app.inject({ method: "GET", url: `/v1/dev/outbox?to=${phone}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].code).toBe("not_found");
  });
});
