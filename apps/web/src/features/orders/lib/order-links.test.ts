import { describe, expect, it } from "vitest";
import { cancelConfirmHref, cancelSuccessHref, externalHref, itemCount, itemCountText, orderHref, paymentHref } from "./order-links";

describe("order links", () => {
  it("carry the key escaped", () => {
    expect(orderHref("Ab_c-12")).toBe("/my-orders/Ab_c-12");
    expect(orderHref("a/b?c")).toBe("/my-orders/a%2Fb%3Fc");
    expect(cancelConfirmHref("k&x=1")).toBe("/order-cancel-confirm?order_key=k%26x%3D1");
    expect(cancelSuccessHref("key")).toBe("/order-cancel-success?order_key=key");
  });
});

describe("externalHref", () => {
  it("keeps http and https addresses", () => {
    expect(externalHref("https://pay.example/checkout?id=1")).toBe("https://pay.example/checkout?id=1");
    expect(externalHref("http://courier.example/t/123")).toBe("http://courier.example/t/123");
  });

  it("drops anything else", () => {
    expect(externalHref("javascript:alert(1)")).toBeNull();
    expect(externalHref("JaVaScRiPt:alert(1)")).toBeNull();
    expect(externalHref("data:text/html,hi")).toBeNull();
    expect(externalHref("/relative")).toBeNull();
    expect(externalHref("")).toBeNull();
    expect(externalHref(null)).toBeNull();
  });
});

describe("itemCount", () => {
  it("adds up the quantities", () => {
    expect(itemCount({ items: [] })).toBe(0);
    const line = { product_slug: "x", name: "X", image: null, price: 1, has_discount_price: false, discount_price: null, total: 1, is_reviewed: false };
    expect(
      itemCount({
        items: [
          { ...line, quantity: 2 },
          { ...line, quantity: 3 },
        ],
      }),
    ).toBe(5);
  });

  it("says item or items", () => {
    expect(itemCountText(1)).toBe("1 item");
    expect(itemCountText(0)).toBe("0 items");
    expect(itemCountText(4)).toBe("4 items");
  });
});

describe("paymentHref", () => {
  it("keeps the shop's own payment start path and http(s) gateway addresses, nothing else", () => {
    expect(paymentHref("/api/v1/payments/AbC_123-x/start")).toBe("/api/v1/payments/AbC_123-x/start");
    expect(paymentHref("https://sandbox.payment.bkash.com/redirect/tokenized/?paymentID=TR1")).toBe(
      "https://sandbox.payment.bkash.com/redirect/tokenized/?paymentID=TR1",
    );
    expect(paymentHref("//evil.example/api/v1/payments/x/start")).toBeNull();
    expect(paymentHref("/api/v1/payments/x/start/../../../evil")).toBeNull();
    expect(paymentHref("javascript:alert(1)")).toBeNull();
  });
});
