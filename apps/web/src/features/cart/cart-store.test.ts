import type { CartData } from "@shop/contracts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/client";
import { useCountsStore } from "@/lib/stores/counts-store";
import { toastStore } from "@/lib/toast";

vi.mock("@/lib/api/cart", () => ({
  getCart: vi.fn(),
  addToCart: vi.fn(),
  setCartQuantity: vi.fn(),
  removeFromCart: vi.fn(),
}));
const api = await import("@/lib/api/cart");
const { addProductToCart, pendingSubtotal, refreshCart, removeLine, saveLineQuantity, setPendingQuantity } = await import("./cart-store");
const { resetCart, useCartStore } = await import("./cart-state");

function answer(quantity: number, count = 1): { message: string; data: CartData } {
  const line = {
    product_id: 1,
    name: "Arduino Uno",
    slug: "arduino-uno",
    image: "/x",
    quantity,
    price: 100,
    has_discount_price: false,
    discount_price: null,
    subtotal: 100 * quantity,
    current_stock: 5,
    is_available: true,
  };
  return {
    message: "Added to cart successfully",
    data: {
      cart_product_count: count,
      wishlist_product_count: 2,
      cart: {
        products: count ? [line] : [],
        total_product_price: 100 * quantity,
        total_product_price_with_discount: 100 * quantity,
        shipping_fee: 70,
        shipping_estimated: true,
        delivery_method: "home_delivery",
        arrives_by: null,
        discounts: [],
        cart_total_amount: 100 * quantity + 70,
        cod_advance: null,
        coupon: null,
        address: null,
        checkout_blocker: null,
      },
    },
  };
}

beforeEach(() => {
  vi.mocked(api.getCart).mockReset();
  vi.mocked(api.setCartQuantity).mockReset();
  vi.mocked(api.removeFromCart).mockReset();
  vi.mocked(api.addToCart).mockReset();
  resetCart();
  useCountsStore.getState().resetCounts();
  toastStore.dismiss();
});

describe("cart store", () => {
  it("takes the cart and both badge counts from an answer", async () => {
    vi.mocked(api.addToCart).mockResolvedValue(answer(1));
    expect(await addProductToCart({ product: "arduino-uno" })).toBe(true);
    expect(useCartStore.getState().cart?.products[0].quantity).toBe(1);
    expect(useCountsStore.getState()).toMatchObject({ cartProductCount: 1, wishlistProductCount: 2 });
    expect(toastStore.get()).toMatchObject({ kind: "success", message: "Added to cart successfully" });
  });

  it("keeps a line busy until the answer with the new cart arrives", async () => {
    let resolve!: (a: ReturnType<typeof answer>) => void;
    vi.mocked(api.setCartQuantity).mockReturnValue(new Promise((r) => (resolve = r)));
    const saving = saveLineQuantity({ product: "arduino-uno", quantity: 3 });
    expect(useCartStore.getState().busy["arduino-uno"]).toBe(true);
    resolve(answer(3));
    expect(await saving).toBe(true);
    expect(useCartStore.getState().busy["arduino-uno"]).toBeUndefined();
    expect(useCartStore.getState().cart?.products[0].quantity).toBe(3);
  });

  it("on a failed save or removal: toasts the API's message and clears the busy marker", async () => {
    vi.mocked(api.setCartQuantity).mockRejectedValue(
      new ApiError("Only 2 left in stock", 422, [{ field: "quantity", message: "Only 2 left in stock", code: "validation_failed" }]),
    );
    expect(await saveLineQuantity({ product: "arduino-uno", quantity: 4 })).toBe(false);
    expect(useCartStore.getState().busy).toEqual({});
    expect(toastStore.get()).toMatchObject({ kind: "error", message: "Only 2 left in stock" });

    vi.mocked(api.removeFromCart).mockRejectedValue(new TypeError("network down"));
    expect(await removeLine({ product: "arduino-uno" })).toBe(false);
    expect(useCartStore.getState().busy).toEqual({});
    expect(toastStore.get()).toMatchObject({ kind: "error", message: "Something went wrong" });
  });

  it("shares one GET between callers and marks a failed read", async () => {
    vi.mocked(api.getCart).mockResolvedValue(answer(2));
    await Promise.all([refreshCart(), refreshCart()]);
    expect(api.getCart).toHaveBeenCalledTimes(1);
    expect(useCartStore.getState().cart?.products[0].quantity).toBe(2);

    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.mocked(api.getCart).mockRejectedValue(new ApiError("Something went wrong", 500));
    await refreshCart();
    expect(useCartStore.getState().failed).toBe(true);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe("pendingSubtotal (the drawer's Sub Total while a change waits)", () => {
  it("is the cart's Sub Total when nothing waits", () => {
    const { cart } = answer(2).data;
    expect(pendingSubtotal(cart, {})).toBe(200);
  });

  it("follows a waiting quantity at once, at the discounted price, in whole poisha", () => {
    const { cart } = answer(2).data;
    const line = { ...cart.products[0], has_discount_price: true, discount_price: 90.1 };
    const discounted = { ...cart, products: [line], total_product_price_with_discount: 180.2 };
    expect(pendingSubtotal(discounted, { "arduino-uno": 3 })).toBe(270.3);
    expect(pendingSubtotal(discounted, { "arduino-uno": 1 })).toBe(90.1);
  });

  it("ignores lines that cannot be bought and pending values of other products", () => {
    const { cart } = answer(2).data;
    const gone = { ...cart, products: [{ ...cart.products[0], is_available: false }], total_product_price_with_discount: 0 };
    expect(pendingSubtotal(gone, { "arduino-uno": 4 })).toBe(0);
    expect(pendingSubtotal(cart, { "other-product": 4 })).toBe(200);
  });

  it("is kept in the store until the save answers, and cleared by a reset", () => {
    setPendingQuantity("arduino-uno", 4);
    expect(useCartStore.getState().pending).toEqual({ "arduino-uno": 4 });
    setPendingQuantity("arduino-uno", null);
    expect(useCartStore.getState().pending).toEqual({});
    setPendingQuantity("arduino-uno", 3);
    resetCart();
    expect(useCartStore.getState().pending).toEqual({});
  });
});
