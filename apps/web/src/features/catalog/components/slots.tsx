import type { ProductDetail, ProductSummary } from "@shop/contracts";

/*
 * Slots the cart and wishlist issue fills. Until then they render nothing: a button
 * that does nothing would be worse than no button. Replace the bodies (or pass
 * `actions` to ProductCard / `renderActions` to ProductGrid) — every product card
 * and the product page already render these in the right place.
 */

/** Under each product card: Add to Cart (disabled when out of stock) and the wishlist heart. */
export function ProductCardActions(_props: { product: ProductSummary }) {
  return null;
}

/** On the product page, under price and stock: quantity, Add to Cart, Buy Now, wishlist, stock request. */
export function ProductPurchase(_props: { product: ProductDetail }) {
  return null;
}
