import { describe, expect, it } from "vitest";
import { priceCart, unitPriceFor, type PricingLineInput } from "./pricing";

const now = new Date("2026-06-01T00:00:00Z");
// HC-SR04: ৳120, 10+ ৳110, 50+ ৳100 (tiers given out of order on purpose).
const tiers = [
  { minQuantity: 50, unitPrice: 100_00 },
  { minQuantity: 10, unitPrice: 110_00 },
];
const line = (over: Partial<PricingLineInput> = {}): PricingLineInput => ({
  pricePoisha: 120_00,
  discountPricePoisha: null,
  quantity: 1,
  stock: 500,
  active: true,
  tags: [],
  tiers,
  ...over,
});

describe("price breaks (decision 045)", () => {
  it.each([
    [1, 120_00, null],
    [9, 120_00, null],
    [10, 110_00, 10],
    [11, 110_00, 10],
    [49, 110_00, 10],
    [50, 100_00, 50],
    [51, 100_00, 50],
  ])("%i units cost %i poisha each (tier %s)", (quantity, unitPrice, tier) => {
    expect(unitPriceFor(line(), quantity)).toEqual({ unitPrice, tierMinQuantity: tier });
    const [priced] = priceCart({ lines: [line({ quantity })], coupon: null, deliveryMethod: "office_pickup", address: null, now }).lines;
    expect(priced.subtotal).toBe(unitPrice * quantity);
    expect(priced.regularSubtotal).toBe(120_00 * quantity);
  });

  it("applies a tier below the discount price, and the discount price when the tier is not below it", () => {
    expect(unitPriceFor(line({ discountPricePoisha: 115_00 }), 10)).toEqual({ unitPrice: 110_00, tierMinQuantity: 10 });
    expect(unitPriceFor(line({ discountPricePoisha: 105_00 }), 10)).toEqual({ unitPrice: 105_00, tierMinQuantity: null });
    expect(unitPriceFor(line({ discountPricePoisha: 105_00 }), 50)).toEqual({ unitPrice: 100_00, tierMinQuantity: 50 });
  });

  it("chooses the tier by the quantity charged: a line capped at stock prices at the stock", () => {
    const [priced] = priceCart({ lines: [line({ quantity: 12, stock: 9 })], coupon: null, deliveryMethod: "office_pickup", address: null, now }).lines;
    expect(priced).toMatchObject({ pricedQuantity: 9, unitPrice: 120_00, tierMinQuantity: null });
  });

  it("takes a coupon off the subtotal after the tiers", () => {
    const coupon = {
      code: "TEN",
      kind: "percentage" as const,
      amount: 10,
      minSubtotal: 0,
      maxDiscount: null,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      usedCount: 0,
      perUserLimit: null,
      userUses: 0,
    };
    const b = priceCart({ lines: [line({ quantity: 10 })], coupon, deliveryMethod: "office_pickup", address: null, now });
    expect(b.totalProductPriceWithDiscount).toBe(1100_00);
    expect(b.coupon?.discount).toBe(110_00);
    expect(b.total).toBe(990_00);
  });
});
