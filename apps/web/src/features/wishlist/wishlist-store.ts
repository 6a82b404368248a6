import type { WishlistItem } from "@shop/contracts";
import { create } from "zustand";
import type { WishlistAnswer } from "@/lib/api/wishlist";
import { useCountsStore } from "@/lib/stores/counts-store";

/**
 * Which products are in the signed-in shopper's wishlist (spec §3: wishlistItems, a
 * map of product id to true), for the hearts on cards and product pages. Filled only
 * while signed in; cleared otherwise.
 */
export type WishlistState = { wishlistItems: Record<number, true> };

export const useWishlistStore = create<WishlistState>()(() => ({ wishlistItems: {} }));

export function setWishlistItems(items: ReadonlyArray<Pick<WishlistItem, "product_id">>): void {
  const wishlistItems: Record<number, true> = {};
  for (const item of items) wishlistItems[item.product_id] = true;
  useWishlistStore.setState({ wishlistItems });
}

export function markWishlisted(productId: number, on: boolean): void {
  useWishlistStore.setState((s) => {
    const wishlistItems = { ...s.wishlistItems };
    if (on) wishlistItems[productId] = true;
    else delete wishlistItems[productId];
    return { wishlistItems };
  });
}

/** A wishlist answer carries the counts and, when present, the whole list. */
export function applyWishlistAnswer(answer: Partial<WishlistAnswer>): void {
  const data = answer.data;
  if (!data) return;
  if (Array.isArray(data.wishlist)) setWishlistItems(data.wishlist);
  useCountsStore.getState().setCounts({ cartProductCount: data.cart_product_count, wishlistProductCount: data.wishlist_product_count });
}

export function clearWishlist(): void {
  useWishlistStore.setState({ wishlistItems: {} });
}
