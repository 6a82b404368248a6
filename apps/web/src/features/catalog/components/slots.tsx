import type { ProductDetail, ProductSummary } from "@shop/contracts";
import { CardActions } from "@/features/cart/components/product-card-actions";
import { PurchaseBox } from "@/features/cart/components/product-purchase";

/*
 * The cart and wishlist buttons inside the (static) catalog pages: small client
 * components given only the fields they use, so the page's payload stays small.
 */
const pick = (p: ProductSummary) => ({ product_id: p.product_id, slug: p.slug, name: p.name, current_stock: p.current_stock });

/** Under each product card: Add to Cart (disabled when out of stock) and the wishlist heart. */
export function ProductCardActions({ product }: { product: ProductSummary }) {
  return <CardActions product={pick(product)} />;
}

/** On the product page, under price and stock: quantity, Add to Cart, Buy Now, wishlist. */
export function ProductPurchase({ product }: { product: ProductDetail }) {
  return <PurchaseBox product={pick(product)} />;
}
