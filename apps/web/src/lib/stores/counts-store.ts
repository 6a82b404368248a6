import { create } from "zustand";

/**
 * Cart and wishlist counts for the header badges and the sticky cart button.
 * Filled from GET /v1/notifications by the cart and identity work; 0 until then.
 * Only ever written in the browser (never during a server render), so the module-level
 * store is not shared between shoppers' requests.
 */
export type CountsState = {
  cartProductCount: number;
  wishlistProductCount: number;
  setCartProductCount: (count: number) => void;
  setWishlistProductCount: (count: number) => void;
  setCounts: (counts: { cartProductCount?: number; wishlistProductCount?: number }) => void;
  /** Sign-out resets both counters to 0 (spec §4). */
  resetCounts: () => void;
};

/** Spec §3: counts are rounded up. */
const clean = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.ceil(n)) : 0);

export const useCountsStore = create<CountsState>()((set) => ({
  cartProductCount: 0,
  wishlistProductCount: 0,
  setCartProductCount: (count) => set({ cartProductCount: clean(count) }),
  setWishlistProductCount: (count) => set({ wishlistProductCount: clean(count) }),
  setCounts: (counts) =>
    set((state) => ({
      cartProductCount: counts.cartProductCount === undefined ? state.cartProductCount : clean(counts.cartProductCount),
      wishlistProductCount: counts.wishlistProductCount === undefined ? state.wishlistProductCount : clean(counts.wishlistProductCount),
    })),
  resetCounts: () => set({ cartProductCount: 0, wishlistProductCount: 0 }),
}));
