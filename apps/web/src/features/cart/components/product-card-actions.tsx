"use client";

import { WishlistButton } from "@/features/wishlist/components/wishlist-button";
import { AddToCartButton } from "./add-to-cart-button";

export type CardProduct = { product_id: number; slug: string; name: string; current_stock: number };

/** Under each product card: Add to Cart and the wishlist heart. */
export function CardActions({ product }: { product: CardProduct }) {
  return (
    <div className="flex items-center gap-2 pt-1">
      <AddToCartButton product={product} size="sm" className="min-w-0 flex-1 max-sm:px-1.5 max-sm:text-[13px]" labelWithName compact />
      <WishlistButton product={product} />
    </div>
  );
}
