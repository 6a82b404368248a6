import type { Cart } from "@shop/contracts";
import { create } from "zustand";

/**
 * The cart as the API last answered it, shared by the drawer and /my-cart, and the
 * lines being saved or removed (busy until the answer carrying the new cart arrives:
 * every cart write answers the whole cart, so that answer is the refetch).
 * Browser-only writes, as in counts-store. The state alone, so the shell can reset it on
 * a change of shopper; the calls that fill it (cart-store) load with the cart's screens
 * or on the first Add to Cart.
 */
export type CartState = {
  cart: Cart | null;
  /** A GET /v2/carts is under way. */
  loading: boolean;
  /** The last GET failed (shown with a retry). */
  failed: boolean;
  busy: Record<string, true>;
  /** Quantities the shopper has set on a line and that are not saved yet (the 700 ms wait, then the call). */
  pending: Record<string, number>;
};

export const useCartStore = create<CartState>()(() => ({ cart: null, loading: false, failed: false, busy: {}, pending: {} }));

/** Who the shopper is changed (sign-in, sign-out): the cart held here is someone else's. */
export function resetCart(): void {
  useCartStore.setState({ cart: null, loading: false, failed: false, busy: {}, pending: {} });
}
