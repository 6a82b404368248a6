import { describe, expect, it } from "vitest";
import { CART_MESSAGES, FREE_DELIVERY_MIN_SUBTOTAL_POISHA, SHIPPING_FEES_POISHA, type DeliveryMethod } from "@shop/contracts";
import { couponDiscount, priceCart, validateCoupon, type PricingCouponInput, type PricingInput, type PricingLineInput } from "./pricing";

const now = new Date("2026-06-01T00:00:00Z");
const line = (over: Partial<PricingLineInput> = {}): PricingLineInput => ({
  pricePoisha: 100_00,
  discountPricePoisha: null,
  quantity: 1,
  stock: 10,
  active: true,
  tags: [],
  ...over,
});
const coupon = (over: Partial<PricingCouponInput> = {}): PricingCouponInput => ({
  code: "SAVE",
  kind: "percentage",
  amount: 10,
  minSubtotal: 0,
  maxDiscount: null,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  usedCount: 0,
  perUserLimit: null,
  userUses: 0,
  ...over,
});
const price = (over: Partial<PricingInput> = {}) => priceCart({ lines: [line()], coupon: null, deliveryMethod: "home_delivery", address: null, now, ...over });

const inside = { insideDhaka: true };
const outside = { insideDhaka: false };

describe("line totals", () => {
  it("sums regular and discounted prices over available lines", () => {
    const b = price({ lines: [line({ quantity: 2 }), line({ pricePoisha: 500_00, discountPricePoisha: 450_50, quantity: 3 })] });
    expect(b.totalProductPrice).toBe(2 * 100_00 + 3 * 500_00);
    expect(b.totalProductPriceWithDiscount).toBe(2 * 100_00 + 3 * 450_50);
    expect(b.lines.map((l) => l.subtotal)).toEqual([200_00, 1351_50]);
  });

  it("prices a quantity above stock at the stock", () => {
    const b = price({ lines: [line({ quantity: 9, stock: 4 })] });
    expect(b.lines[0]).toMatchObject({ available: true, pricedQuantity: 4, subtotal: 400_00 });
    expect(b.totalProductPriceWithDiscount).toBe(400_00);
  });

  it("leaves out-of-stock and inactive lines out of every total", () => {
    const b = price({ lines: [line({ stock: 0, quantity: 2 }), line({ active: false }), line({ pricePoisha: 300_00 })] });
    expect(b.lines.map((l) => l.available)).toEqual([false, false, true]);
    expect(b.lines.map((l) => l.subtotal)).toEqual([0, 0, 300_00]);
    expect(b.totalProductPrice).toBe(300_00);
    expect(b.total).toBe(300_00 + SHIPPING_FEES_POISHA.home_delivery.inside_dhaka);
  });

  it("charges no shipping when nothing is available", () => {
    const b = price({ lines: [line({ stock: 0 })], address: outside });
    expect(b).toMatchObject({ totalProductPrice: 0, shippingFee: 0, total: 0, discounts: [] });
    expect(price({ lines: [] }).total).toBe(0);
  });
});

describe("shipping fee by method and address", () => {
  const cases: [DeliveryMethod, { insideDhaka: boolean } | null, number, boolean][] = [
    ["home_delivery", inside, 70_00, false],
    ["home_delivery", outside, 130_00, false],
    ["home_delivery", null, 70_00, true],
    ["express_delivery", inside, 150_00, false],
    ["express_delivery", null, 150_00, true],
    ["office_pickup", inside, 0, false],
    ["office_pickup", outside, 0, false],
    ["office_pickup", null, 0, true],
  ];
  it.each(cases)("%s with address %j costs %i poisha (estimated %s)", (method, address, fee, estimated) => {
    const b = price({ deliveryMethod: method, address });
    expect(b.shippingFee).toBe(fee);
    expect(b.shippingEstimated).toBe(estimated);
    expect(b.deliveryError).toBeNull();
    expect(b.total).toBe(100_00 + fee);
  });

  it("refuses express delivery outside Dhaka and shows home delivery's outside fee", () => {
    const b = price({ deliveryMethod: "express_delivery", address: outside });
    expect(b.deliveryError).toBe(CART_MESSAGES.expressOutsideDhaka);
    expect(b.shippingFee).toBe(SHIPPING_FEES_POISHA.home_delivery.outside_dhaka);
    expect(b.deliveryDiscount).toBe(0);
  });
});

describe("discount_on_delivery_address", () => {
  const big = line({ pricePoisha: FREE_DELIVERY_MIN_SUBTOTAL_POISHA });

  it("waives home delivery at the threshold, inside and outside Dhaka", () => {
    for (const address of [inside, outside, null]) {
      const b = price({ lines: [big], address });
      expect(b.deliveryDiscount).toBe(b.shippingFee);
      expect(b.discounts).toEqual([{ key: "discount_on_delivery_address", text: "Free delivery", amount: b.shippingFee }]);
      expect(b.total).toBe(FREE_DELIVERY_MIN_SUBTOTAL_POISHA);
    }
  });

  it("does not waive one poisha below the threshold (discounted subtotal counts)", () => {
    const b = price({ lines: [line({ pricePoisha: FREE_DELIVERY_MIN_SUBTOTAL_POISHA + 100_00, discountPricePoisha: FREE_DELIVERY_MIN_SUBTOTAL_POISHA - 1 })] });
    expect(b.deliveryDiscount).toBe(0);
    expect(b.discounts).toEqual([]);
  });

  it("waives when every available line is tagged free_delivery, not when one is not", () => {
    const tagged = line({ tags: ["free_delivery", "hot"] });
    expect(price({ lines: [tagged, tagged], address: outside }).deliveryDiscount).toBe(130_00);
    expect(price({ lines: [tagged, line()], address: outside }).deliveryDiscount).toBe(0);
    // An unavailable untagged line does not block the waiver.
    expect(price({ lines: [tagged, line({ stock: 0 })], address: inside }).deliveryDiscount).toBe(70_00);
  });

  it("never waives express delivery; pickup has nothing to waive", () => {
    const express = price({ lines: [big], deliveryMethod: "express_delivery", address: inside });
    expect(express.deliveryDiscount).toBe(0);
    expect(express.total).toBe(FREE_DELIVERY_MIN_SUBTOTAL_POISHA + 150_00);
    const pickup = price({ lines: [big], deliveryMethod: "office_pickup", address: inside });
    expect(pickup.discounts).toEqual([]);
  });
});

describe("coupon discount", () => {
  it("floors a percentage to the poisha", () => {
    expect(couponDiscount(coupon({ amount: 15 }), 333)).toBe(49);
    const b = price({ lines: [line({ pricePoisha: 999_99 })], coupon: coupon({ amount: 10 }) });
    expect(b.coupon).toEqual({ applied: true, message: null, discount: 99_99 });
    expect(b.discounts[0]).toEqual({ key: "coupon_discount", text: "Coupon (SAVE)", amount: 99_99 });
    expect(b.total).toBe(999_99 - 99_99 + 70_00);
  });

  it("caps a percentage by maxDiscount", () => {
    const b = price({ lines: [line({ pricePoisha: 10_000_00 })], coupon: coupon({ amount: 20, maxDiscount: 1000_00 }) });
    expect(b.coupon?.discount).toBe(1000_00);
  });

  it("caps a fixed amount at the subtotal, so the total never goes negative", () => {
    const b = price({ lines: [line({ pricePoisha: 50_00 })], coupon: coupon({ kind: "fixed", amount: 200_00 }), deliveryMethod: "office_pickup" });
    expect(b.coupon?.discount).toBe(50_00);
    expect(b.total).toBe(0);
  });

  it("lists the coupon and the delivery waiver together and keeps the invariant", () => {
    const b = price({ lines: [line({ pricePoisha: 6000_00 })], coupon: coupon({ kind: "fixed", amount: 100_00 }), address: outside });
    expect(b.discounts.map((d) => d.key)).toEqual(["coupon_discount", "discount_on_delivery_address"]);
    const sum = b.discounts.reduce((s, d) => s + d.amount, 0);
    expect(b.total).toBe(b.totalProductPriceWithDiscount - sum + b.shippingFee);
    expect(b.total).toBe(6000_00 - 100_00);
  });

  it("applies to the discounted subtotal of available lines only", () => {
    const b = price({
      lines: [line({ pricePoisha: 200_00, discountPricePoisha: 100_00 }), line({ pricePoisha: 900_00, stock: 0 })],
      coupon: coupon({ amount: 50 }),
    });
    expect(b.coupon?.discount).toBe(50_00);
  });
});

describe("coupon rules (validateCoupon and the cart's applied flag)", () => {
  const sub = { subtotal: 1000_00, now };
  it.each([
    ["not started", coupon({ startsAt: new Date("2026-07-01T00:00:00Z") }), CART_MESSAGES.couponNotStarted],
    ["expired", coupon({ endsAt: new Date("2026-05-31T23:59:59Z") }), CART_MESSAGES.couponExpired],
    ["used up", coupon({ usageLimit: 5, usedCount: 5 }), CART_MESSAGES.couponUsedUp],
    ["used by this shopper", coupon({ perUserLimit: 1, userUses: 1 }), CART_MESSAGES.couponAlreadyUsed],
    ["below the minimum", coupon({ minSubtotal: 1500_00 }), "Minimum order amount for this coupon is ৳1,500"],
    ["switched off", coupon({ active: false }), CART_MESSAGES.couponNoLongerApplies],
  ])("%s", (_name, c, message) => {
    expect(validateCoupon(c, sub)).toBe(message);
    const b = price({ lines: [line({ pricePoisha: 1000_00 })], coupon: c });
    expect(b.coupon).toEqual({ applied: false, message, discount: 0 });
    expect(b.discounts).toEqual([]);
    expect(b.total).toBe(1000_00 + 70_00);
  });

  it("accepts a coupon inside its window, under its limits and at exactly the minimum", () => {
    const c = coupon({
      startsAt: new Date("2026-01-01T00:00:00Z"),
      endsAt: new Date("2026-12-31T00:00:00Z"),
      usageLimit: 5,
      usedCount: 4,
      perUserLimit: 2,
      userUses: 1,
      minSubtotal: 1000_00,
    });
    expect(validateCoupon(c, sub)).toBeNull();
  });

  it("refuses an empty cart", () => {
    expect(validateCoupon(coupon(), { subtotal: 0, now })).toBe(CART_MESSAGES.couponEmptyCart);
  });
});
