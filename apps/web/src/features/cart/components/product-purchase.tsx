"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { WishlistButton } from "@/features/wishlist/components/wishlist-button";
import { addProductToCart } from "../cart-store";
import { clampQuantity } from "../lib/quantity";
import { AddToCartButton } from "./add-to-cart-button";
import { QuantityStepper } from "./quantity-stepper";
import type { CardProduct } from "./product-card-actions";

/** The product page's buying box: quantity (1..stock), Add to Cart, Buy Now, wishlist. */
export function PurchaseBox({ product }: { product: CardProduct }) {
  const router = useRouter();
  const [quantity, setQuantity] = useState(1);
  const [buying, setBuying] = useState(false);
  const out = product.current_stock <= 0;

  const buyNow = async () => {
    setBuying(true);
    const added = await addProductToCart({ product: product.slug, quantity });
    if (added) router.push("/checkout");
    else setBuying(false);
  };

  return (
    <div className="flex flex-col gap-3">
      {out ? null : (
        <div className="flex items-center gap-3">
          <span className="text-sm font-medium text-slate-700">Quantity</span>
          <QuantityStepper
            count={quantity}
            stock={product.current_stock}
            onChange={(next) => setQuantity(clampQuantity(next, product.current_stock))}
            productName={product.name}
            size="md"
          />
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <AddToCartButton product={product} quantity={quantity} size="lg" variant="outlined" className="min-w-40 flex-1" />
        {out ? null : (
          <Button size="lg" className="min-w-40 flex-1" onClick={buyNow} loading={buying}>
            Buy Now
          </Button>
        )}
        <WishlistButton product={product} look="full" />
      </div>
    </div>
  );
}
