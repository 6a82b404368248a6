import { describe, expect, it } from "vitest";
import { discountLabel, discountPercent, effectivePrice } from "./pricing";

describe("discountPercent", () => {
  it("gives whole percent saved", () => {
    expect(discountPercent(1000, 750)).toBe(25);
  });
  it("rounds down so the badge never overstates the saving", () => {
    expect(discountPercent(1000, 904)).toBe(9);
    expect(discountPercent(350, 299)).toBe(14);
  });
  it("is null without a real discount", () => {
    expect(discountPercent(1000, null)).toBeNull();
    expect(discountPercent(1000, 1000)).toBeNull();
    expect(discountPercent(1000, 1200)).toBeNull();
    expect(discountPercent(0, 0)).toBeNull();
    expect(discountPercent(1000, 995)).toBeNull();
  });
  it("labels the badge", () => {
    expect(discountLabel(1450, 1160)).toBe("20% off");
    expect(discountLabel(1450, null)).toBeNull();
  });
});

describe("effectivePrice", () => {
  it("is the discount price when there is one", () => {
    expect(effectivePrice({ price: 500, has_discount_price: true, discount_price: 420 })).toBe(420);
  });
  it("is the price otherwise", () => {
    expect(effectivePrice({ price: 500, has_discount_price: false, discount_price: null })).toBe(500);
    expect(effectivePrice({ price: 500, has_discount_price: true, discount_price: null })).toBe(500);
  });
});
