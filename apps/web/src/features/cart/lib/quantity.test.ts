import { describe, expect, it } from "vitest";
import { canDecrease, canIncrease, clampQuantity } from "./quantity";

describe("cart line quantity (spec §4)", () => {
  it("is bounded 1..current stock", () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-3, 5)).toBe(1);
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });

  it("never goes under 1 even when the stock is 0", () => {
    expect(clampQuantity(4, 0)).toBe(1);
  });

  it("disables minus when stock is 0 or the count is 1 or less", () => {
    expect(canDecrease(2, 5)).toBe(true);
    expect(canDecrease(1, 5)).toBe(false);
    expect(canDecrease(0, 5)).toBe(false);
    expect(canDecrease(3, 0)).toBe(false);
  });

  it("disables plus when stock is 0 or the count equals the stock", () => {
    expect(canIncrease(4, 5)).toBe(true);
    expect(canIncrease(5, 5)).toBe(false);
    expect(canIncrease(6, 5)).toBe(false);
    expect(canIncrease(1, 0)).toBe(false);
  });
});
