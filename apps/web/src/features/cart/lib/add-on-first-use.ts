import { codeOnFirstUse } from "@/lib/code-on-first-use";
import type { addProductToCart as addToCart } from "../cart-store";

type CartStore = { addProductToCart: typeof addToCart };

/**
 * Add to Cart on a catalog page: the cart's store and calls (cart-store, lib/api/cart)
 * load on first use, not with every page that shows a product card. A press starts the
 * load (pointer down, before the click), and so does the page once idle after hydrating
 * (`preloadCartStoreWhenIdle`). A press waits for code on its way a moment at most
 * (`cartStoreArrivesWithin`), then posts the form natively (issue 44, decision 035).
 * `load` is the store's import; a test hands in one that fails.
 */
export function cartOnFirstUse(load: () => Promise<CartStore>) {
  const code = codeOnFirstUse(load, "The cart's code");
  return {
    preloadCartStore: code.preload,
    preloadCartStoreWhenIdle: code.preloadWhenIdle,
    cartStoreReady: code.ready,
    cartStoreArrivesWithin: code.arrivesWithin,
    /** cart-store's addProductToCart: toasts the outcome; true when added. */
    addProductToCart: (line: { product: string; quantity?: number }): Promise<boolean> => code.run((store) => store.addProductToCart(line), false),
  };
}

export const { preloadCartStore, preloadCartStoreWhenIdle, cartStoreReady, cartStoreArrivesWithin, addProductToCart } = cartOnFirstUse(
  () => import("../cart-store"),
);
