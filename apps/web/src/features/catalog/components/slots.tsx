import type { ProductSummary } from "@shop/contracts";
import { CardActions } from "@/features/cart/components/product-card-actions";

/*
 * The cart and wishlist buttons inside the (static) catalog pages: small client
 * components given only the fields they use, so the page's payload stays small. One
 * module per slot: a page gets the client code of the slots it renders, not of every
 * slot in a shared module (the product page's purchase box stays off listings).
 */
export const slotProduct = (p: ProductSummary) => ({ product_id: p.product_id, slug: p.slug, name: p.name, current_stock: p.current_stock });

/** Under each product card: Add to Cart (disabled when out of stock) and the wishlist heart. */
export function ProductCardActions({ product }: { product: ProductSummary }) {
  return <CardActions product={slotProduct(product)} />;
}
