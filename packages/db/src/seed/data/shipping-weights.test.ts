import { describe, expect, it } from "vitest";
import { PRODUCT_GROUPS } from "./products";
import { SHIPPING_WEIGHTS, shippingWeightOf } from "./shipping-weights";

const names = PRODUCT_GROUPS.flatMap((g) => g.items.map((i) => i.name));

describe("demo shipping weights", () => {
  it("weighs every pattern against a real demo product (a renamed product would silently ship at 100 g)", () => {
    const unused = SHIPPING_WEIGHTS.filter(([pattern]) => !names.some((n) => pattern.test(n))).map(([p]) => String(p));
    expect(unused).toEqual([]);
  });

  it("has parts over 1 kg (the journey's heavy part) and leaves small parts at 100 g", () => {
    expect(shippingWeightOf("NEMA 23 Stepper Motor 2.8A (57x57x76mm)")).toBeGreaterThan(1000);
    expect(names.filter((n) => shippingWeightOf(n) > 1000).length).toBeGreaterThanOrEqual(5);
    expect(shippingWeightOf("L298N Dual H-Bridge Motor Driver Module")).toBe(100);
  });
});
