import { describe, expect, it } from "vitest";
import { discountPercent, formatTaka } from "./money";

describe("discountPercent: one rule for the API and the badges", () => {
  it("rounds down, so a 9.6 % cut reads 9 everywhere", () => {
    expect(discountPercent(1000, 904)).toBe(9);
    expect(discountPercent(350, 299)).toBe(14);
    expect(discountPercent(1000, 750)).toBe(25);
  });

  it("is 0 without a real discount", () => {
    expect(discountPercent(1000, null)).toBe(0);
    expect(discountPercent(1000, 1000)).toBe(0);
    expect(discountPercent(1000, 1200)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});

describe("formatTaka", () => {
  it("groups lakhs", () => {
    expect(formatTaka(123456)).toBe("৳1,23,456");
  });
});
