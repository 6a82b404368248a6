import { codeOnFirstUse } from "@/lib/code-on-first-use";
import type { addProductToCart as addToCart } from "../cart-store";

type CartStore = { addProductToCart: typeof addToCart };

/**
 * Add to Cart on a catalog page: the cart's store and calls (cart-store, lib/api/cart)
 * load on the first press, not with every page that shows a product card. The press
 * starts the load (pointer down, before the click), so the add seldom waits for it.
 * `load` is the store's import; a test hands in one that fails.
 */
export function cartOnFirstUse(load: () => Promise<CartStore>) {
  const code = codeOnFirstUse(load, "The cart's code");
  return {
    preloadCartStore: code.preload,
    /** cart-store's addProductToCart: toasts the outcome; true when added. */
    addProductToCart: (line: { product: string; quantity?: number }): Promise<boolean> => code.run((store) => store.addProductToCart(line), false),
  };
}

export const { preloadCartStore, addProductToCart } = cartOnFirstUse(() => import("../cart-store"));
