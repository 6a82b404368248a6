import { describe, expect, it } from "vitest";
import type { Cart } from "@shop/contracts";
import { attemptKey, checkoutBlocker, forgetAttempt } from "./checkout-state";

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe("attemptKey", () => {
  it("gives a retry of the same request the same key, another request a new one, and a new key after forgetAttempt", () => {
    const storage = memoryStorage();
    let n = 0;
    const newKey = () => `key-${++n}`;
    const first = attemptKey('{"payment_method":"cash_on_delivery"}', storage, newKey);
    expect(attemptKey('{"payment_method":"cash_on_delivery"}', storage, newKey)).toBe(first);
    const other = attemptKey('{"payment_method":"bkash"}', storage, newKey);
    expect(other).not.toBe(first);
    forgetAttempt(storage);
    expect(attemptKey('{"payment_method":"bkash"}', storage, newKey)).not.toBe(other);
  });

  it("works without storage and with broken storage", () => {
    expect(attemptKey("x", null, () => "fresh")).toBe("fresh");
    const broken = {
      getItem: () => "{not json",
      setItem: () => {
        throw new Error("full");
      },
    };
    expect(attemptKey("x", broken, () => "fresh-2")).toBe("fresh-2");
  });
});

describe("checkoutBlocker", () => {
  const base: Cart = {
    products: [
      {
        product_id: 1,
        name: "Arduino Uno",
        slug: "uno",
        image: "/i",
        quantity: 1,
        price: 100,
        has_discount_price: false,
        discount_price: null,
        subtotal: 100,
        current_stock: 3,
        is_available: true,
      },
    ],
    total_product_price: 100,
    total_product_price_with_discount: 100,
    shipping_fee: 70,
    shipping_estimated: true,
    delivery_method: "home_delivery",
    discounts: [],
    cart_total_amount: 170,
    coupon: null,
    address: null,
  };
  it("asks for an address for home delivery but not for office pickup", () => {
    expect(checkoutBlocker(base)).toEqual({ message: "Please choose a shipping address", fix: "address" });
    expect(checkoutBlocker({ ...base, delivery_method: "office_pickup" })).toBeNull();
  });
  it("names a line that is out of stock and a coupon that no longer applies", () => {
    const out = { ...base, delivery_method: "office_pickup" as const, products: [{ ...base.products[0], is_available: false }] };
    expect(checkoutBlocker(out)?.message).toBe("Arduino Uno is out of stock. Please remove it from your cart");
    const coupon = { ...base, delivery_method: "office_pickup" as const, coupon: { code: "X", name: "X", applied: false, message: "This coupon has expired" } };
    expect(checkoutBlocker(coupon)).toEqual({ message: "This coupon has expired", fix: "cart" });
  });
  it("holds the order while a quantity was cut to the stock left, until the shopper keeps it or removes the line", () => {
    const cut = { ...base, delivery_method: "office_pickup" as const, products: [{ ...base.products[0], quantity: 1, current_stock: 1, asked_quantity: 2 }] };
    expect(checkoutBlocker(cut)).toEqual({ message: "Only 1 left in stock of Arduino Uno. Please update your cart", fix: "cart" });
    const kept = { ...cut, products: [{ ...cut.products[0], asked_quantity: null }] };
    expect(checkoutBlocker(kept)).toBeNull();
  });
});
