"use client";

import { useEffect } from "react";
import { getCounts } from "@/lib/api/counts";
import { useCountsStore } from "@/lib/stores/counts-store";
import { useShopSession } from "@/features/identity/session";
import { applyWishlistAnswer, clearWishlist } from "@/features/wishlist/wishlist-store";
import { getWishlist } from "@/lib/api/wishlist";
import { resetCart } from "../cart-state";

/**
 * Keeps the badges and wishlist hearts in step with who the shopper is (spec §4): the
 * counts for everyone on load and whenever the session changes (unless an add or
 * another change of the counts was answered while they were on their way); the
 * wishlist only while signed in, cleared otherwise. Renders nothing.
 */
export function CartSync() {
  const { status, user } = useShopSession();

  useEffect(() => {
    if (status === "loading") return;
    let current = true;
    resetCart();
    // An add to cart answered before this (slower) request is fresher than its answer.
    const asked = useCountsStore.getState().version;
    getCounts()
      .then((counts) => {
        if (current) {
          useCountsStore
            .getState()
            .setCountsUnlessChangedSince(asked, { cartProductCount: counts.cart_product_count, wishlistProductCount: counts.wishlist_product_count });
        }
      })
      .catch((error: unknown) => console.error("Cart counts could not be loaded", error));
    if (status === "authenticated") {
      getWishlist()
        .then((answer) => {
          if (current) applyWishlistAnswer(answer);
        })
        .catch((error: unknown) => console.error("Wishlist could not be loaded", error));
    } else {
      clearWishlist();
    }
    return () => {
      current = false;
    };
  }, [status, user?.phone]);

  return null;
}
