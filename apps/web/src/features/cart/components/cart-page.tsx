"use client";

import { MESSAGES } from "@shop/contracts";
import { useEffect } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { CartIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { signInHref } from "@/features/identity/callback-url";
import { useShopSession } from "@/features/identity/session";
import Link from "next/link";
import { refreshCart, useCartStore } from "../cart-store";
import { CartLine } from "./cart-line";
import { CouponBox } from "./coupon-box";
import { DeliveryMethodChoice } from "./delivery-method";
import { OrderSummary } from "./order-summary";
import { ShippingAddress } from "./shipping-address";

/** /my-cart: lines, delivery method, shipping address, coupon and the order summary. */
export function CartPage() {
  const { status, user } = useShopSession();
  const cart = useCartStore((s) => s.cart);
  const failed = useCartStore((s) => s.failed);

  // Read afresh on arrival and whenever the shopper's identity settles or changes.
  useEffect(() => {
    if (status !== "loading") void refreshCart();
  }, [status, user?.phone]);

  if (!cart) {
    return failed ? (
      <div className="flex flex-col items-center gap-3 py-16 text-center">
        <p className="text-slate-600">{MESSAGES.somethingWentWrong}</p>
        <Button variant="outlined" onClick={() => void refreshCart()}>
          Try again
        </Button>
      </div>
    ) : (
      <div className="flex justify-center py-20" role="status" aria-label="Loading cart">
        <Spinner className="size-8 text-brand-600" />
      </div>
    );
  }

  if (cart.products.length === 0) {
    return <EmptyState icon={<CartIcon className="size-16 text-slate-300" />} text={MESSAGES.cartEmpty} />;
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="space-y-6">
        <section aria-labelledby="cart-lines-title" className="rounded-xl border border-slate-200 bg-white px-4 sm:px-5">
          <h2 id="cart-lines-title" className="pt-4 text-base font-semibold text-slate-900">
            Products ({cart.products.length})
          </h2>
          <ul className="divide-y divide-slate-200" aria-label="Cart products">
            {cart.products.map((line) => (
              <CartLine key={line.slug} line={line} />
            ))}
          </ul>
        </section>
        <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
          <DeliveryMethodChoice cart={cart} />
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
          {status === "authenticated" ? (
            <ShippingAddress cart={cart} />
          ) : status === "unauthenticated" ? (
            <p className="text-sm text-slate-700">
              <Link href={signInHref("/my-cart")} prefetch={false} className="font-semibold text-brand-700 hover:underline">
                Sign In
              </Link>{" "}
              to choose a saved shipping address.
            </p>
          ) : (
            <Spinner className="size-5 text-brand-600" />
          )}
        </div>
      </div>
      <aside aria-label="Cart totals" className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-5 lg:sticky lg:top-24">
        <CouponBox cart={cart} status={status} />
        <OrderSummary cart={cart} />
        <ButtonLink href="/checkout" variant="primary" size="lg" fullWidth>
          Checkout
        </ButtonLink>
        <Link href="/" prefetch={false} className="block text-center text-sm font-medium text-brand-700 hover:underline">
          Continue Shopping
        </Link>
      </aside>
    </div>
  );
}
