import { MESSAGES } from "@shop/contracts";
import { toast } from "@/lib/toast";
import type { addProductToCart as addToCart } from "../cart-store";

type CartStore = { addProductToCart: typeof addToCart };

/**
 * Add to Cart on a catalog page: the cart's store and calls (cart-store, lib/api/cart)
 * load on the first press, not with every page that shows a product card. The press
 * starts the load (pointer down, before the click), so the add seldom waits for it.
 * `load` is the store's import; a test hands in one that fails.
 */
export function cartOnFirstUse(load: () => Promise<CartStore>) {
  return {
    preloadCartStore(): void {
      load().catch(() => {
        // The press's own call reports a failed load.
      });
    },

    /** cart-store's addProductToCart: toasts the outcome; true when added. */
    async addProductToCart(line: { product: string; quantity?: number }): Promise<boolean> {
      let store: CartStore;
      try {
        store = await load();
      } catch (error) {
        console.error("The cart's code could not be loaded", error);
        toast.error(MESSAGES.somethingWentWrong);
        return false;
      }
      return store.addProductToCart(line);
    },
  };
}

export const { preloadCartStore, addProductToCart } = cartOnFirstUse(() => import("../cart-store"));
