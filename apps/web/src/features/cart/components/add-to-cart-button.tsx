"use client";

import { useState } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { CartIcon } from "@/components/ui/icons";
import { addProductToCart, preloadCartStore } from "../lib/add-on-first-use";

type Props = Omit<ButtonProps, "onClick" | "loading" | "children"> & {
  product: { slug: string; name: string; current_stock: number };
  quantity?: number;
  /** Names the product for screen readers where the card around it does not. */
  labelWithName?: boolean;
  /** Narrow product cards: no icon on a phone, so the words fit. */
  compact?: boolean;
};

/** Add to Cart; disabled and reading Stock Out when the product is out of stock. */
export function AddToCartButton({ product, quantity = 1, labelWithName = false, compact = false, ...props }: Props) {
  const [adding, setAdding] = useState(false);
  const out = product.current_stock <= 0;
  const onClick = async () => {
    setAdding(true);
    await addProductToCart({ product: product.slug, quantity });
    setAdding(false);
  };
  return (
    <Button
      {...props}
      onClick={onClick}
      onPointerDown={preloadCartStore}
      onFocus={preloadCartStore}
      loading={adding}
      disabled={out || props.disabled}
      aria-label={labelWithName ? `${out ? "Stock Out" : "Add to Cart"}: ${product.name}` : undefined}
    >
      {out ? (
        "Stock Out"
      ) : (
        <>
          <CartIcon className={compact ? "hidden size-4 sm:block" : "size-4"} />
          Add to Cart
        </>
      )}
    </Button>
  );
}
