import { describe, expect, it } from "vitest";
import { refundRequest, returnRefundValue, type RefundFormValues } from "./refund-form";

const online = { id: "7d0c8a5e-4b8e-4c1a-9d55-0d7f4f7c1a11", method: "bkash" as const, refundable: 57000 };
const cod = { ...online, method: "cash_on_delivery" as const };
const values = (changes: Partial<RefundFormValues> = {}): RefundFormValues => ({
  amount: "285",
  reason: "One part returned",
  channel: "",
  reference: "",
  account: "",
  ...changes,
});

describe("the Refund form", () => {
  it("sends poisha, read exactly from the typed taka", () => {
    expect(refundRequest(values({ amount: "285.50" }), online)).toEqual({
      body: { payment_id: online.id, amount: 28550, reason: "One part returned" },
      errors: null,
    });
    expect(refundRequest(values({ amount: "৳570" }), online, 12).body).toMatchObject({ amount: 57000, return_id: 12 });
  });

  it("refuses nothing, a bad amount or more than is refundable, and an empty reason", () => {
    expect(refundRequest(values({ amount: "0" }), online).errors).toHaveProperty("amount");
    expect(refundRequest(values({ amount: "12.345" }), online).errors).toHaveProperty("amount");
    expect(refundRequest(values({ amount: "570.01" }), online).errors).toEqual({ amount: "At most ৳570 can be refunded from this payment" });
    expect(refundRequest(values({ reason: "  " }), online).errors).toHaveProperty("reason");
  });

  it("cash on delivery needs the payout's channel, reference and account; an online payment sends none", () => {
    expect(Object.keys(refundRequest(values(), cod).errors ?? {}).sort()).toEqual(["account", "channel", "reference"]);
    expect(refundRequest(values({ channel: "payout_bkash", reference: " 8N7A6D5 ", account: "01712345678" }), cod).body).toMatchObject({
      payout: { channel: "payout_bkash", reference: "8N7A6D5", account: "01712345678" },
    });
    expect(refundRequest(values({ channel: "payout_bkash", reference: "X", account: "Y" }), online).body).not.toHaveProperty("payout");
  });
});

describe("a return's refund amount", () => {
  const order = {
    lines: [
      { product_id: 1, name: "Arduino Uno R3", unit_price_poisha: 50000, unit_discount_price_poisha: 45000, line_total_poisha: 90000 },
      { product_id: 2, name: "HC-SR04 sensor", unit_price_poisha: 20000, unit_discount_price_poisha: null, line_total_poisha: 20000 },
    ],
    coupon_discount_poisha: 0,
  };

  it("is the paid unit price (the offer price) × the quantity returned", () => {
    expect(returnRefundValue([{ product_id: 1, name: "Arduino Uno R3", quantity: 1 }], order)).toBe(45000);
    expect(
      returnRefundValue(
        [
          { product_id: 1, name: "Arduino Uno R3", quantity: 2 },
          { product_id: 2, name: "HC-SR04 sensor", quantity: 1 },
        ],
        order,
      ),
    ).toBe(110000);
  });

  it("less the coupon's share in proportion to the goods' value", () => {
    // ৳110 off ৳1,100 of goods: the ৳450 board carries ৳45 of it.
    expect(returnRefundValue([{ product_id: 1, name: "Arduino Uno R3", quantity: 1 }], { ...order, coupon_discount_poisha: 11000 })).toBe(40500);
  });
});
