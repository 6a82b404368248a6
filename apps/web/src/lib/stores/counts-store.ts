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
  /** Goes up with every change of the counts (see `setCountsUnlessChangedSince`). */
  version: number;
  setCartProductCount: (count: number) => void;
  setWishlistProductCount: (count: number) => void;
  setCounts: (counts: { cartProductCount?: number; wishlistProductCount?: number }) => void;
  /**
   * The counts of an answer to a request made at `version`, unless the counts changed
   * since: then an answer that came sooner (an add to cart's, say, made after this
   * request was asked and answered before it) knows better, and this one is dropped.
   */
  setCountsUnlessChangedSince: (version: number, counts: { cartProductCount?: number; wishlistProductCount?: number }) => void;
  /** Sign-out resets both counters to 0 (spec §4). */
  resetCounts: () => void;
};

/** Spec §3: counts are rounded up. */
const clean = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.ceil(n)) : 0);

const merged = (state: CountsState, counts: { cartProductCount?: number; wishlistProductCount?: number }) => ({
  cartProductCount: counts.cartProductCount === undefined ? state.cartProductCount : clean(counts.cartProductCount),
  wishlistProductCount: counts.wishlistProductCount === undefined ? state.wishlistProductCount : clean(counts.wishlistProductCount),
  version: state.version + 1,
});

export const useCountsStore = create<CountsState>()((set) => ({
  cartProductCount: 0,
  wishlistProductCount: 0,
  version: 0,
  setCartProductCount: (count) => set((state) => merged(state, { cartProductCount: count })),
  setWishlistProductCount: (count) => set((state) => merged(state, { wishlistProductCount: count })),
  setCounts: (counts) => set((state) => merged(state, counts)),
  setCountsUnlessChangedSince: (version, counts) => set((state) => (state.version === version ? merged(state, counts) : state)),
  resetCounts: () => set((state) => ({ cartProductCount: 0, wishlistProductCount: 0, version: state.version + 1 })),
}));
