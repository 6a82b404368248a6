import { describe, expect, it } from "vitest";
import { NO_LOADER_SEGMENTS, shouldShowLoader } from "./route-loader";

describe("shouldShowLoader (spec §4)", () => {
  it("runs for plain catalog and information routes", () => {
    for (const url of ["/", "/category/sensors-modules", "/product/arduino-uno-r3", "/offers", "/faq", "/signin"]) {
      expect(shouldShowLoader(url), url).toBe(true);
    }
  });

  it("stays off for URLs with query parameters", () => {
    expect(shouldShowLoader("/search?query=arduino")).toBe(false);
    expect(shouldShowLoader("/category/sensors-modules?sort=price_asc&page=2")).toBe(false);
  });

  it("stays off for URLs with & parameters even without a ?", () => {
    expect(shouldShowLoader("/category/motors-drivers&page=2")).toBe(false);
  });

  it("runs when the parameters carry a callbackUrl", () => {
    expect(shouldShowLoader("/signin?callbackUrl=%2Fmy-orders")).toBe(true);
    expect(shouldShowLoader("/signin?error=SessionRequired&callbackUrl=/checkout")).toBe(true);
  });

  it("stays off on the account, wishlist, cart, addresses, checkout, payment, orders and order-outcome pages", () => {
    for (const path of [
      "/my-account",
      "/my-wishlist",
      "/my-cart",
      "/addresses",
      "/checkout",
      "/payment-info",
      "/my-orders",
      "/my-orders/ORD-12345678",
      "/order-cancel-confirm",
      "/order-cancel-success",
      "/order-success",
    ]) {
      expect(shouldShowLoader(path), path).toBe(false);
    }
    expect(NO_LOADER_SEGMENTS).toHaveLength(10);
  });

  it("matches whole segments, not prefixes", () => {
    expect(shouldShowLoader("/checkout-guide")).toBe(true);
    expect(shouldShowLoader("/category/my-cart-accessories")).toBe(true);
  });

  it("accepts absolute URLs and ignores the hash", () => {
    expect(shouldShowLoader("https://shop.example/product/esp32#specs")).toBe(true);
    expect(shouldShowLoader("https://shop.example/my-cart#top")).toBe(false);
  });
});
