import type { ProductSummary } from "@shop/contracts";
import { CardActions } from "@/features/cart/components/product-card-actions";

/*
 * The cart and wishlist buttons inside the (static) catalog pages, given only the fields
 * they use. The cards' buttons are server HTML (forms) with one delegated client handler
 * per page (issue 44); the product page's purchase box is a client component of its own.
 */
export const slotProduct = (p: ProductSummary) => ({ product_id: p.product_id, slug: p.slug, name: p.name, current_stock: p.current_stock });

/** Under each product card: Add to Cart (disabled when out of stock) and the wishlist heart. */
export function ProductCardActions({ product }: { product: ProductSummary }) {
  return <CardActions product={slotProduct(product)} />;
}
