"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useLiveStock } from "@/features/catalog/live-stock";
import { WishlistButton } from "@/features/wishlist/components/wishlist-button";
import { lazyComponent } from "@/lib/lazy-component";
import { addProductToCart, preloadCartStore } from "../lib/add-on-first-use";
import { clampQuantity } from "../lib/quantity";
import { AddToCartButton } from "./add-to-cart-button";
import { QuantityStepper } from "./quantity-stepper";
import type { CardProduct } from "./product-card-actions";

// Out of stock is the rare case: Notify Me's code comes only with a product that is.
// (A prerendered page has the button in its HTML; the space holds its place otherwise.)
const NotifyMe = lazyComponent(() => import("@/features/catalog/components/notify-me").then((m) => m.NotifyMe), <span className="min-w-36 flex-1" />);

/** The product page's buying box: quantity (1..stock), Add to Cart, Buy Now, wishlist. */
export function PurchaseBox({ product: cached }: { product: CardProduct }) {
  const router = useRouter();
  const [quantity, setQuantity] = useState(1);
  const [buying, setBuying] = useState(false);
  // The page is cached: the stock this moment decides what can be bought.
  const product = { ...cached, current_stock: useLiveStock(cached.slug, cached.current_stock) };
  const out = product.current_stock <= 0;

  const buyNow = async () => {
    setBuying(true);
    const added = await addProductToCart({ product: product.slug, quantity });
    if (added) router.push("/checkout");
    else setBuying(false);
  };

  return (
    // Phones: the stepper and Add to Cart share a row, Buy Now and the wishlist the next,
    // so the buy box is on the first screen; from 768 px the stepper has a row of its own.
    <div className="flex flex-wrap items-center gap-3">
      {out ? null : (
        <div className="flex items-center gap-3 md:basis-full">
          <span className="text-sm font-medium text-slate-700 max-md:sr-only">Quantity</span>
          <QuantityStepper
            count={quantity}
            stock={product.current_stock}
            onChange={(next) => setQuantity(clampQuantity(next, product.current_stock))}
            productName={product.name}
            size="md"
          />
        </div>
      )}
      <AddToCartButton product={product} quantity={quantity} size="lg" variant="outlined" className="min-w-36 flex-1" />
      {out ? (
        <NotifyMe slug={product.slug} name={product.name} />
      ) : (
        <Button size="lg" className="min-w-36 flex-1" onClick={buyNow} onPointerDown={preloadCartStore} onFocus={preloadCartStore} loading={buying}>
          Buy Now
        </Button>
      )}
      <WishlistButton product={product} look="full" />
    </div>
  );
}
