import { MESSAGES } from "@shop/contracts";
import * as wishlistApi from "@/lib/api/wishlist";
import { toast } from "@/lib/toast";
import { errorMessage } from "../cart/lib/error-message";
import { applyWishlistAnswer, markWishlisted } from "./wishlist-store";

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
