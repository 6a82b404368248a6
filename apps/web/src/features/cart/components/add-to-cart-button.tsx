"use client";

import { Button, type ButtonProps } from "@/components/ui/button";
import { CartIcon } from "@/components/ui/icons";
import { useT } from "@/i18n/client";
import { CartForm } from "./cart-form";

type Props = Omit<ButtonProps, "onClick" | "loading" | "children" | "type"> & {
  product: { slug: string; name: string; current_stock: number };
  /** Names the product for screen readers where the card around it does not. */
  labelWithName?: boolean;
  /** Narrow product cards: no icon on a phone, so the words fit. */
  compact?: boolean;
};

/** Add to Cart (one), a form of its own; disabled and reading Stock Out when the product is out of stock. */
export function AddToCartButton({ product, ...props }: Props) {
  if (product.current_stock <= 0) return <AddToCartSubmit product={product} {...props} />;
  return <CartForm slug={product.slug}>{(busy) => <AddToCartSubmit product={product} {...props} loading={busy === "add"} />}</CartForm>;
}

/** The Add to Cart button of a cart form (CartForm). */
export function AddToCartSubmit({ product, labelWithName = false, compact = false, loading = false, ...props }: Props & { loading?: boolean }) {
  const out = product.current_stock <= 0;
  const t = useT("buy");
  return (
    <Button
      {...props}
      type="submit"
      name="intent"
      value="add"
      loading={loading}
      disabled={out || props.disabled}
      aria-label={labelWithName ? t(out ? "stockOutOf" : "addToCartOf", { name: product.name }) : undefined}
    >
      {out ? (
        t("stockOut")
      ) : (
        <>
          <CartIcon className={compact ? "hidden size-4 sm:block" : "size-4"} />
          {t("addToCart")}
        </>
      )}
    </Button>
  );
}
