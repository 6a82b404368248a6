"use client";

import { ADDRESS_LABELS, DELIVERY_METHOD_LABELS, MESSAGES, ORDER_MESSAGES, TERMS_AGREEMENT, type PaymentMethod } from "@shop/contracts";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { refreshCart } from "@/features/cart/cart-store";
import { OrderSummary } from "@/features/cart/components/order-summary";
import { errorMessage } from "@/features/cart/lib/error-message";
import { COD_WORDS } from "@shop/contracts/cod";
import { createOrder, getPaymentMethodsInBrowser } from "@/lib/api/orders";
import { ApiError } from "@/lib/api/client";
import { useLocale, useLocalePath, useT } from "@/i18n/client";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { attemptKey, forgetAttempt } from "../lib/checkout-state";
import { rememberPlacedOrder } from "../lib/placed-order";
import { CartLoading, EmptyCart, useCartOnArrival } from "@/features/cart/components/cart-loading";
import { CheckoutLines } from "./checkout-lines";
import { CheckoutSteps } from "./checkout-steps";
import { PaymentLogo } from "@/features/orders/components/payment-logo";
import { TermsText } from "./terms-agreement";
import { addressIn } from "@/features/addresses/lib/district-names-bn";

type Methods = { key: PaymentMethod; name: string }[];
const COD: Methods = [{ key: "cash_on_delivery", name: "Cash On Delivery" }];

const session = () => (typeof window === "undefined" ? null : window.sessionStorage);

/**
 * /payment-info: the payment selector (only what GET /v1/payment-methods lists), the
 * order summary, and the order-confirm block: Confirm Order stays disabled, with the
 * spec's tooltip, until the terms are accepted. One Idempotency-Key per attempt.
 */
export function PaymentInfoPage() {
  const router = useRouter();
  const { cart, failed } = useCartOnArrival();
  const t = useT("checkout");
  const locale = useLocale();
  const href = useLocalePath();
  const [methods, setMethods] = useState<Methods>(COD);
  const [method, setMethod] = useState<PaymentMethod>("cash_on_delivery");
  const [terms, setTerms] = useState(false);
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const termsRef = useRef<HTMLInputElement>(null);
  const tooltipId = useId();
  const termsErrorId = useId();
  const blockerId = useId();
  const blockerRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    let current = true;
    getPaymentMethodsInBrowser()
      .then((list) => current && list.length > 0 && setMethods(list))
      .catch(() => {
        // Cash on delivery is always offered; the list only adds online methods.
      });
    return () => {
      current = false;
    };
  }, []);

  if (placed) return <CartLoading failed={false} />;
  if (!cart) return <CartLoading failed={failed} />;
  if (cart.products.length === 0) return <EmptyCart />;
  // The API's checkout rule, carried by every cart answer.
  const blocker = cart.checkout_blocker;
  // Asked only while bKash is offered: without it the API asks no advance either.
  const advance = methods.some((m) => m.key === "bkash") ? cart.cod_advance : null;

  // Pressed while disabled (a phone has no hover for the tooltip): say why where it can be fixed.
  const confirm = async () => {
    if (!terms) {
      setTermsError(locale === "en" ? ORDER_MESSAGES.termsRequired : t("termsRequired"));
      termsRef.current?.focus();
      return;
    }
    if (blocker) {
      blockerRef.current?.focus();
      return;
    }
    if (placing) return;
    setPlacing(true);
    setTermsError(null);
    const body = { payment_method: method, terms: true as const };
    const key = attemptKey(JSON.stringify(body), session(), () => crypto.randomUUID());
    try {
      const answer = await createOrder(body, key);
      forgetAttempt(session());
      setPlaced(true);
      toast.success(answer.message || MESSAGES.orderCreated);
      void refreshCart();
      if (answer.data.payment_url) window.location.assign(answer.data.payment_url);
      else {
        // The success page shows this answer instead of asking for the order again.
        rememberPlacedOrder(session(), answer.data.order);
        router.replace(href(`/order-success?order_key=${encodeURIComponent(answer.data.order_key)}`));
      }
    } catch (error) {
      // A refusal changed nothing: the next attempt is a new one. A network error keeps the key.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) forgetAttempt(session());
      if (error instanceof ApiError && error.fieldError("terms")) setTermsError(error.fieldError("terms") ?? null);
      else toast.error(errorMessage(error));
      if (error instanceof ApiError && error.status === 422) void refreshCart();
      setPlacing(false);
    }
  };

  const address = cart.address;
  return (
    <>
      <CheckoutSteps current="Payment" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="space-y-6">
          <fieldset className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
            <legend className="float-left mb-3 w-full text-base font-semibold text-slate-900">{t("paymentMethodTitle")}</legend>
            {/* clear-both: a grid beside the floated legend is squeezed into what is left of the line (issue 40: 26 px). */}
            <div className="clear-both grid gap-2 sm:grid-cols-2">
              {methods.map((m) => (
                <label
                  key={m.key}
                  className={cn(
                    "flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border px-3 py-2 text-sm font-medium",
                    method === m.key ? "border-brand-600 bg-brand-50 text-brand-800" : "border-slate-300 bg-white text-slate-800 hover:border-brand-600",
                  )}
                >
                  <input
                    type="radio"
                    name="payment_method"
                    value={m.key}
                    checked={method === m.key}
                    onChange={() => setMethod(m.key)}
                    className="size-4 accent-brand-600"
                  />
                  {m.key === "cash_on_delivery" ? locale === "en" ? m.name : t("cod") : <PaymentLogo method={m.key} />}
                </label>
              ))}
            </div>
            {method === "cash_on_delivery" && advance ? (
              // The owner's rules ask this cash order its delivery charge by bKash first (decision 041).
              <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="cod-advance">
                <p className="font-semibold">{COD_WORDS.checkoutLine(Math.round(advance.amount * 100), Math.round(advance.on_delivery * 100))}</p>
                <p className="mt-1">{advance.message}. After Confirm Order you pay it on bKash's page; the order is kept for 30 minutes until it is paid.</p>
              </div>
            ) : (
              <p className="mt-3 text-sm text-slate-600">{method === "cash_on_delivery" ? t("codText") : t("gatewayText")}</p>
            )}
          </fieldset>

          <section aria-labelledby="ship-to-title" className="rounded-xl border border-slate-200 bg-white p-4 text-sm sm:p-5">
            <div className="mb-2 flex items-center justify-between gap-3">
              <h2 id="ship-to-title" className="text-base font-semibold text-slate-900">
                {cart.delivery_method === "office_pickup" ? t("pickup") : t("shippingTo")}
              </h2>
              <a href={href("/checkout")} className="font-medium text-brand-700 hover:underline">
                {t("change")}
              </a>
            </div>
            <p className="text-slate-700">{locale === "en" ? DELIVERY_METHOD_LABELS[cart.delivery_method] : t(cart.delivery_method)}</p>
            {cart.delivery_method !== "office_pickup" && address ? (
              <div className="mt-1">
                <p className="font-semibold text-slate-900">
                  {address.full_name}{" "}
                  <span className="font-normal text-slate-500">({locale === "en" ? ADDRESS_LABELS[address.label] : t(`label_${address.label}`)})</span>
                </p>
                <p className="text-slate-700">{addressIn(locale, address.full_address)}</p>
                <p className="text-slate-500">{address.phone_number}</p>
              </div>
            ) : null}
          </section>

          <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
            <CheckoutLines cart={cart} />
          </div>
        </div>

        <aside aria-label={t("summary")} className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-5 lg:sticky lg:top-24">
          <OrderSummary cart={cart} />
          {blocker ? (
            <p
              ref={blockerRef}
              id={blockerId}
              tabIndex={-1}
              className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 focus-visible:outline-2 focus-visible:outline-amber-700"
              role="status"
              data-checkout-blocker=""
            >
              {blocker.message}{" "}
              <a href={href(blocker.fix === "cart" ? "/my-cart" : "/checkout")} className="font-semibold underline">
                {blocker.fix === "cart" ? t("goToCart") : t("chooseAddress")}
              </a>
            </p>
          ) : null}
          <div className="space-y-3" data-order-confirm="">
            <label className="flex items-start gap-2.5 text-sm text-slate-700">
              <input
                ref={termsRef}
                type="checkbox"
                name="terms"
                checked={terms}
                onChange={(e) => {
                  setTerms(e.target.checked);
                  setTermsError(null);
                }}
                aria-invalid={termsError ? true : undefined}
                aria-describedby={termsError ? termsErrorId : undefined}
                className="mt-0.5 size-5 shrink-0 accent-brand-600"
              />
              <span>
                <TermsText />
              </span>
            </label>
            {termsError ? (
              <p id={termsErrorId} role="alert" className="text-sm text-red-600" data-terms-error="">
                {termsError}
              </p>
            ) : null}
            <div className="group relative">
              <Button
                variant="primary"
                size="lg"
                fullWidth
                loading={placing}
                aria-disabled={!terms || blocker ? true : undefined}
                aria-describedby={[!terms && tooltipId, blocker && blockerId].filter(Boolean).join(" ") || undefined}
                onClick={() => void confirm()}
              >
                {t("confirm")}
              </Button>
              {!terms ? (
                <span
                  id={tooltipId}
                  role="tooltip"
                  className="pointer-events-none absolute bottom-full left-1/2 z-10 mb-2 hidden w-72 max-w-[85vw] -translate-x-1/2 rounded-md bg-slate-900 px-3 py-2 text-center text-xs leading-snug text-white shadow-lg group-focus-within:block group-hover:block"
                >
                  {locale === "en" ? TERMS_AGREEMENT.tooltip : t("tooltip")}
                </span>
              ) : null}
            </div>
          </div>
        </aside>
      </div>
    </>
  );
}
