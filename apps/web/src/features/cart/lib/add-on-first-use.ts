import { MESSAGES } from "@shop/contracts";
import { toast } from "@/lib/toast";

/**
 * Add to Cart on a catalog page: the cart's store and calls (cart-store, lib/api/cart)
 * load on the first press, not with every page that shows a product card. The press
 * starts the load (pointer down, before the click), so the add seldom waits for it.
 */
const loadCartStore = () => import("../cart-store");

export function preloadCartStore(): void {
  loadCartStore().catch(() => {
    // The press's own call reports a failed load.
  });
}

/** cart-store's addProductToCart: toasts the outcome; true when added. */
export async function addProductToCart(line: { product: string; quantity?: number }): Promise<boolean> {
  let store: Awaited<ReturnType<typeof loadCartStore>>;
  try {
    store = await loadCartStore();
  } catch (error) {
    console.error("The cart's code could not be loaded", error);
    toast.error(MESSAGES.somethingWentWrong);
    return false;
  }
  return store.addProductToCart(line);
}
