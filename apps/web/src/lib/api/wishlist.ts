import type { Counts, WishlistItem } from "@shop/contracts";
import { api } from "./client";

export type WishlistAnswer = { message: string; data: Counts & { wishlist: WishlistItem[] } };
type MoveAnswer = { message: string; data: Counts & { moved: number; skipped: number } };

/** GET /v1/wishlist (signed-in only). */
export async function getWishlist(): Promise<WishlistAnswer> {
  return (await api.get<WishlistAnswer>("/v1/wishlist", { cache: "no-store" })).data;
}

/** PUT /v1/wishlist */
export async function addToWishlist({ product }: { product: string }): Promise<Partial<WishlistAnswer>> {
  return (await api.put<Partial<WishlistAnswer>>("/v1/wishlist", { product })).data;
}

/** DELETE /v1/wishlist */
export async function removeFromWishlist({ product }: { product: string }): Promise<Partial<WishlistAnswer>> {
  return (await api.delete<Partial<WishlistAnswer>>("/v1/wishlist", { product })).data;
}

/** PUT /v2/wishlist-to-cart: moves every in-stock wishlist product into the cart. */
export async function moveWishlistToCart(): Promise<MoveAnswer> {
  return (await api.put<MoveAnswer>("/v2/wishlist-to-cart")).data;
}
