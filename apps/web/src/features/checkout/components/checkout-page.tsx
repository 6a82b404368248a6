"use client";

import { Button, ButtonLink } from "@/components/ui/button";
import { useLocalePath, useT } from "@/i18n/client";
import { CartLoading, EmptyCart, useCartOnArrival } from "@/features/cart/components/cart-loading";
import { DeliveryMethodChoice } from "@/features/cart/components/delivery-method";
import { OrderSummary } from "@/features/cart/components/order-summary";
import { ShippingAddress } from "@/features/cart/components/shipping-address";
import { CheckoutLines } from "./checkout-lines";
import { CheckoutSteps } from "./checkout-steps";

/**
 * /checkout: the shipping address (choose a saved one or add one in place), the
 * delivery method, and the order summary from the cart's own pricing; Continue
 * leads to /payment-info once nothing blocks the order.
 */
export function CheckoutPage() {
  const { cart, failed } = useCartOnArrival();
  const t = useT("checkout");
  const href = useLocalePath();
  if (!cart) return <CartLoading failed={failed} />;
  if (cart.products.length === 0) return <EmptyCart />;
  // The API's checkout rule, carried by every cart answer.
  const blocker = cart.checkout_blocker;

  return (
    <>
      <CheckoutSteps current="Shipping" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="space-y-6">
          <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
            <ShippingAddress cart={cart} />
          </div>
          <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
            <DeliveryMethodChoice cart={cart} />
          </div>
        </div>
        <aside aria-label={t("summary")} className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-5 lg:sticky lg:top-24">
          <CheckoutLines cart={cart} />
          <OrderSummary cart={cart} />
          {blocker ? (
            <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="status" data-checkout-blocker="">
              {blocker.message}
              {blocker.fix === "cart" ? (
                <>
                  {" "}
                  <a href={href("/my-cart")} className="font-semibold underline">
                    {t("goToCart")}
                  </a>
                </>
              ) : null}
            </p>
          ) : null}
          {blocker ? (
            <Button variant="primary" size="lg" fullWidth disabled>
              {t("continue")}
            </Button>
          ) : (
            <ButtonLink href={href("/payment-info")} variant="primary" size="lg" fullWidth>
              {t("continue")}
            </ButtonLink>
          )}
        </aside>
      </div>
    </>
  );
}
