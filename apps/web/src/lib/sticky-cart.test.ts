import { describe, expect, it } from "vitest";
import { showsStickyCart } from "./sticky-cart";

describe("showsStickyCart (spec §2)", () => {
  it("shows on each listed route and the pages under it", () => {
    for (const path of [
      "/category",
      "/category/sensors-modules",
      "/search",
      "/product/arduino-uno-r3",
      "/brands",
      "/brands/arduino",
      "/new-products",
      "/offers",
      "/popular-products",
      "/special-products",
      "/today-deals",
    ]) {
      expect(showsStickyCart(path), path).toBe(true);
    }
  });

  it("needs a whole-segment match", () => {
    expect(showsStickyCart("/categoryx")).toBe(false);
    expect(showsStickyCart("/products")).toBe(false);
    expect(showsStickyCart("/offers-archive")).toBe(false);
  });

  it("hides on the other pages", () => {
    for (const path of ["/", "/my-cart", "/checkout", "/faq", "/my-orders", "/signin"]) {
      expect(showsStickyCart(path), path).toBe(false);
    }
  });
});
