"use client";

import { useCallback, useState } from "react";
import { Button } from "@/components/ui/button";
import { useLiveStock } from "@/features/catalog/live-stock";
import { WishlistButton } from "@/features/wishlist/components/wishlist-button";
import { useT } from "@/i18n/client";
import { lazyComponent } from "@/lib/lazy-component";
import { clampQuantity } from "../lib/quantity";
import { AddToCartSubmit } from "./add-to-cart-button";
import { CartForm } from "./cart-form";
import { QuantityStepper } from "./quantity-stepper";
import type { CardProduct } from "./product-card-actions";

// Out of stock is the rare case: Notify Me's code comes only with a product that is.
// (A prerendered page has the button in its HTML; the space holds its place otherwise.)
const NotifyMe = lazyComponent(() => import("@/features/catalog/components/notify-me").then((m) => m.NotifyMe), <span className="min-w-36 flex-1" />);

/**
 * The product page's buying box: quantity (1..stock), Add to Cart, Buy Now, wishlist.
 * The stepper, Add to Cart and Buy Now are one form (CartForm), and the heart its own:
 * each works from the server's HTML before the page's code has come.
 */
export function PurchaseBox({ product: cached }: { product: CardProduct }) {
  const [quantity, setQuantity] = useState(1);
  // The page is cached: the stock this moment decides what can be bought.
  const product = { ...cached, current_stock: useLiveStock(cached.slug, cached.current_stock) };
  const out = product.current_stock <= 0;
  const stock = product.current_stock;
  const t = useT("buy");
  const onLive = useCallback((count: number) => setQuantity(clampQuantity(count, stock)), [stock]);

  return (
    // Phones: the stepper and Add to Cart share a row, Buy Now and the wishlist the next,
    // so the buy box is on the first screen; from 768 px the stepper has a row of its own.
    <div className="flex flex-wrap items-center gap-3">
      {out ? (
        <>
          <AddToCartSubmit product={product} size="lg" variant="outlined" className="min-w-36 flex-1" />
          <NotifyMe slug={product.slug} name={product.name} />
        </>
      ) : (
        <CartForm slug={product.slug} quantity={quantity}>
          {(busy) => (
            <>
              <div className="flex items-center gap-3 md:basis-full">
                <span className="text-sm font-medium text-slate-700 max-md:sr-only">{t("quantity")}</span>
                <QuantityStepper
                  count={quantity}
                  stock={stock}
                  onChange={(next) => setQuantity(clampQuantity(next, stock))}
                  productName={product.name}
                  size="md"
                  field={{ name: "quantity", onLive }}
                />
              </div>
              <AddToCartSubmit product={product} size="lg" variant="outlined" className="min-w-36 flex-1" loading={busy === "add"} disabled={busy === "buy"} />
              <Button type="submit" name="intent" value="buy" size="lg" className="min-w-36 flex-1" loading={busy === "buy"} disabled={busy === "add"}>
                {t("buyNow")}
              </Button>
            </>
          )}
        </CartForm>
      )}
      <WishlistButton product={product} look="full" />
    </div>
  );
}
