"use client";

import { toBanglaDigits } from "@shop/contracts";
import { ButtonLink } from "@/components/ui/button";
import { useLocale, useLocalePath, useT } from "@/i18n/client";
import { Spinner } from "@/components/ui/spinner";
import { signInHref } from "@/features/identity/callback-url";
import { useShopSession } from "@/features/identity/session";
import { CartLoading, EmptyCart, useCartOnArrival } from "./cart-loading";
import { CartLine } from "./cart-line";
import { CouponBox } from "./coupon-box";
import { DeliveryMethodChoice } from "./delivery-method";
import { OrderSummary } from "./order-summary";
import { ShippingAddress } from "./shipping-address";

/** /my-cart: lines, delivery method, shipping address, coupon and the order summary. */
export function CartPage() {
  const { status } = useShopSession();
  const { cart, failed } = useCartOnArrival();
  const t = useT("cart");
  const href = useLocalePath();
  const locale = useLocale();
  if (!cart) return <CartLoading failed={failed} />;
  if (cart.products.length === 0) return <EmptyCart />;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="space-y-6">
        <section aria-labelledby="cart-lines-title" className="rounded-xl border border-slate-200 bg-white px-4 sm:px-5">
          <h2 id="cart-lines-title" className="pt-4 text-base font-semibold text-slate-900">
            {t("productsCount", { count: locale === "bn" ? toBanglaDigits(String(cart.products.length)) : cart.products.length })}
          </h2>
          <ul className="divide-y divide-slate-200" aria-label={t("products")}>
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
              <a href={href(signInHref("/my-cart"))} className="font-semibold text-brand-700 hover:underline">
                {t("signInFirst")}
              </a>
              {t("signInToChoose")}
            </p>
          ) : (
            <Spinner className="size-5 text-brand-600" />
          )}
        </div>
      </div>
      <aside aria-label={t("totals")} className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-5 lg:sticky lg:top-24">
        <CouponBox cart={cart} status={status} />
        <OrderSummary cart={cart} />
        <ButtonLink href={href("/checkout")} variant="primary" size="lg" fullWidth>
          {t("checkout")}
        </ButtonLink>
        <a href={href("/")} className="block text-center text-sm font-medium text-brand-700 hover:underline">
          {t("continueShopping")}
        </a>
        <a href={href("/bom")} className="block text-center text-sm font-medium text-brand-700 hover:underline">
          {t("bom")}
        </a>
      </aside>
    </div>
  );
}
