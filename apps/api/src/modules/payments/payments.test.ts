import { describe, expect, it } from "vitest";
import { paymentMethodsResponse } from "@shop/contracts";
import { useTestApp } from "../../test/app";

const t = useTestApp();

describe("GET /v1/payment-methods", () => {
  it("lists only what an order can be paid with today: cash on delivery, by its shopper-facing name", async () => {
    const res = await t.app.inject({ method: "GET", url: "/v1/payment-methods" });
    expect(res.statusCode).toBe(200);
    expect(paymentMethodsResponse.parse(res.json()).data.payment_methods).toEqual([{ key: "cash_on_delivery", name: "Cash On Delivery" }]);
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
  });
});
