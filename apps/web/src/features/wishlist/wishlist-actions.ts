import { MESSAGES } from "@shop/contracts";
import * as wishlistApi from "@/lib/api/wishlist";
import { useCountsStore } from "@/lib/stores/counts-store";
import { toast } from "@/lib/toast";
import { errorMessage } from "../cart/lib/error-message";
import { markWishlisted, setWishlistItems } from "./wishlist-store";

type Answer = Partial<wishlistApi.WishlistAnswer>;

/** A wishlist answer carries the counts and, when present, the whole list. */
export function applyWishlistAnswer(answer: Answer): void {
  const data = answer.data;
  if (!data) return;
  if (Array.isArray(data.wishlist)) setWishlistItems(data.wishlist);
  useCountsStore.getState().setCounts({ cartProductCount: data.cart_product_count, wishlistProductCount: data.wishlist_product_count });
}

/** Adds or removes a product (signed-in only). Toasts the outcome; true when done. */
export async function setWishlisted({ productId, slug, on }: { productId: number; slug: string; on: boolean }): Promise<boolean> {
  try {
    const answer = on ? await wishlistApi.addToWishlist({ product: slug }) : await wishlistApi.removeFromWishlist({ product: slug });
    markWishlisted(productId, on);
    applyWishlistAnswer(answer);
    toast.success(answer.message || (on ? MESSAGES.addedToWishlist : MESSAGES.removedFromWishlist));
    return true;
  } catch (error) {
    toast.error(errorMessage(error));
    return false;
  }
}

/** GET /v1/wishlist into the store; answers the list for the wishlist page. */
export async function loadWishlist(): Promise<wishlistApi.WishlistAnswer["data"]> {
  const answer = await wishlistApi.getWishlist();
  applyWishlistAnswer(answer);
  return answer.data;
}
