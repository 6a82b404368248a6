import type { ProductDetail } from "@shop/contracts";
import { PurchaseBox } from "@/features/cart/components/product-purchase";
import { slotProduct } from "./slots";

/** On the product page, under price and stock: quantity, Add to Cart, Buy Now, wishlist. */
export function ProductPurchase({ product }: { product: ProductDetail }) {
  return <PurchaseBox product={slotProduct(product)} />;
}
