"use client";

import { formatTakaIn } from "@shop/contracts";
import { useLocale, useLocalePath, useT } from "@/i18n/client";
import { useEffect } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { CartIcon } from "@/components/ui/icons";
import { SlidePanel } from "@/components/ui/slide-panel";
import { Spinner } from "@/components/ui/spinner";
import { useCartStore } from "@/features/cart/cart-state";
import { pendingSubtotal, refreshCart } from "@/features/cart/cart-store";
import { CartLine } from "@/features/cart/components/cart-line";
import { useCountsStore } from "@/lib/stores/counts-store";
import { useUiStore } from "@/lib/stores/ui-store";

/**
 * The cart drawer (spec §2, §4): opened by the header cart icon and the sticky cart
 * button, closed by its close button, the overlay, Escape or a route change. The cart
 * is fetched only while it is open and the count says it holds something.
 */
export function CartDrawer() {
  const open = useUiStore((s) => s.cartDrawerOpen);
  const setOpen = useUiStore((s) => s.setCartDrawerOpen);
  const count = useCountsStore((s) => s.cartProductCount);
  const cart = useCartStore((s) => s.cart);
  const failed = useCartStore((s) => s.failed);
  const pending = useCartStore((s) => s.pending);
  const close = () => setOpen(false);
  const hasItems = count > 0;
  const t = useT("cart");
  const href = useLocalePath();
  const locale = useLocale();

  useEffect(() => {
    if (open && hasItems) void refreshCart();
  }, [open, hasItems]);

  const lines = hasItems ? (cart?.products ?? null) : [];
  return (
    <SlidePanel
      id="cart-drawer"
      open={open}
      onClose={close}
      title={t("drawerTitle")}
      footer={
        lines && lines.length > 0 && cart ? (
          <div className="space-y-3">
            <p className="flex items-center justify-between text-base font-semibold">
              <span>{t("subTotal")}</span>
              <span className="tabular-nums" data-cart-subtotal="">
                {/* Follows the lines at once, also while a quantity change waits to be saved. */}
                {formatTakaIn(pendingSubtotal(cart, pending), locale)}
              </span>
            </p>
            <div className="grid grid-cols-2 gap-3">
              <ButtonLink href={href("/my-cart")} variant="outlined" onClick={close}>
                {t("viewCart")}
              </ButtonLink>
              <ButtonLink href={href("/checkout")} variant="primary" onClick={close}>
                {t("checkout")}
              </ButtonLink>
            </div>
          </div>
        ) : undefined
      }
    >
      {lines === null ? (
        failed ? (
          <div className="flex flex-col items-center gap-3 px-6 py-16 text-center">
            <p className="text-sm text-slate-600">{t("wentWrong")}</p>
            <Button variant="outlined" size="sm" onClick={() => void refreshCart()}>
              {t("tryAgain")}
            </Button>
          </div>
        ) : (
          <div className="flex justify-center py-16" role="status" aria-label={t("loading")}>
            <Spinner className="size-8 text-brand-600" />
          </div>
        )
      ) : lines.length === 0 ? (
        <div className="flex flex-col items-center gap-3 px-6 py-16 text-center">
          <CartIcon className="size-12 text-slate-300" />
          <p className="text-sm text-slate-600">{t("empty")}</p>
        </div>
      ) : (
        <ul className="divide-y divide-slate-200 px-4" aria-label={t("products")}>
          {lines.map((line) => (
            <CartLine key={line.slug} line={line} compact />
          ))}
        </ul>
      )}
    </SlidePanel>
  );
}
