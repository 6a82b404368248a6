"use client";

import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { CartIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { useShopSession } from "@/features/identity/session";
import { useT } from "@/i18n/client";
import { useCartStore } from "../cart-state";
import { refreshCart } from "../cart-store";

/** The cart, read afresh on arrival and whenever the shopper's identity settles or changes. */
export function useCartOnArrival() {
  const { status, user } = useShopSession();
  const cart = useCartStore((s) => s.cart);
  const failed = useCartStore((s) => s.failed);
  useEffect(() => {
    if (status !== "loading") void refreshCart();
  }, [status, user?.phone]);
  return { cart, failed };
}

/** While the cart loads (cart, checkout and payment pages): a spinner, or a retry when it failed. */
export function CartLoading({ failed }: { failed: boolean }) {
  const t = useT("cart");
  return failed ? (
    <div className="flex flex-col items-center gap-3 py-16 text-center">
      <p className="text-slate-600">{t("wentWrong")}</p>
      <Button variant="outlined" onClick={() => void refreshCart()}>
        {t("tryAgain")}
      </Button>
    </div>
  ) : (
    // As tall as the empty cart (EmptyState), what a guest sees next: the footer stays put.
    <div className="flex min-h-73 items-center justify-center" role="status" aria-label={t("loadingYours")}>
      <Spinner className="size-8 text-brand-600" />
    </div>
  );
}

/** "Your cart is empty! Start shopping." with the way back to the shop, in the page's language. */
export function EmptyCart() {
  const t = useT("cart");
  return <EmptyState icon={<CartIcon className="size-16 text-slate-300" />} text={t("empty")} />;
}
