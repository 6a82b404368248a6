"use client";

import { ORDER_STATUS_HINTS, PAYMENT_METHOD_LABELS, formatTakaIn, type Order } from "@shop/contracts";
import { useLocale, useLocalePath, useT } from "@/i18n/client";
import { useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { ButtonLink } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useOrder, type OrderView } from "@/features/orders/lib/use-order";
import { takePlacedOrder } from "../lib/placed-order";

/**
 * /order-success?order_key=: the order number, its total, what happens next, and where
 * to go. Right after Confirm Order it shows the order POST /v1/orders answered with
 * (kept by the payment page); on a reload or a gateway's return it fetches the order.
 */
export function OrderSuccess() {
  const key = useSearchParams().get("order_key") ?? "";
  // undefined until looked up after the first render: the server has no sessionStorage.
  const [placed, setPlaced] = useState<Order | null>();
  const t = useT("checkout");
  const locale = useLocale();
  const href = useLocalePath();
  useEffect(() => {
    const order = takePlacedOrder(window.sessionStorage, key);
    // Read once: a second run of this effect (React's development checks) keeps what the first took.
    setPlaced((known) => order ?? (known?.order_key === key ? known : null));
  }, [key]);
  const fetched = useOrder(key, { ready: placed === null }).view;
  const view: OrderView = placed ? { state: "ready", order: placed } : fetched;

  if (!key || view.state === "failed" || view.state === "missing") {
    return (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <p className="text-slate-700">{view.state === "failed" ? view.message : view.state === "missing" ? t("notFound") : t("noneNamed")}</p>
        <ButtonLink href={href("/my-orders")} variant="primary">
          {t("myOrders")}
        </ButtonLink>
      </div>
    );
  }
  if (view.state === "loading") {
    return (
      <div className="flex justify-center py-20" role="status" aria-label={t("loadingOrder")}>
        <Spinner className="size-8 text-brand-600" />
      </div>
    );
  }
  const { order } = view;
  const pickup = order.delivery_method === "office_pickup";
  return (
    <section className="mx-auto max-w-xl rounded-xl border border-slate-200 bg-white p-5 text-center sm:p-8" aria-labelledby="order-success-title">
      <div className="mx-auto mb-4 grid size-14 place-items-center rounded-full bg-emerald-100 text-emerald-700" aria-hidden>
        <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth={2.5}>
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <h2 id="order-success-title" className="text-xl font-bold text-slate-900">
        {t("thanks")}
      </h2>
      <dl className="mx-auto mt-5 max-w-sm space-y-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">{t("orderId")}</dt>
          <dd className="font-semibold tabular-nums text-slate-900" data-order-number="">
            {order.order_number}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">{t("total")}</dt>
          <dd className="font-semibold tabular-nums text-slate-900" data-order-total="">
            {formatTakaIn(order.summary.total, locale)}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">{t("paymentMethod")}</dt>
          <dd className="font-semibold text-slate-900">
            {locale === "bn" && order.payment_info.paymentMethod === "cash_on_delivery" ? t("cod") : PAYMENT_METHOD_LABELS[order.payment_info.paymentMethod]}
          </dd>
        </div>
      </dl>
      <div className="mt-6 rounded-lg bg-slate-50 p-4 text-left text-sm text-slate-700">
        <h3 className="mb-2 font-semibold text-slate-900">{t("next")}</h3>
        <ol className="list-decimal space-y-1 pl-5">
          <li>{locale === "en" ? ORDER_STATUS_HINTS.pending : t("confirmSoon")}</li>
          <li>{pickup ? t("packPickup") : t("packCourier")}</li>
          <li>{order.payment_info.paymentMethod === "cash_on_delivery" ? t("payCash") : t("paidOnline")}</li>
        </ol>
        <p className="mt-3">{t("keepId")}</p>
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <ButtonLink href={href(`/my-orders/${encodeURIComponent(order.order_key)}`)} variant="primary">
          {t("viewOrder")}
        </ButtonLink>
        <ButtonLink href={href("/")} variant="outlined">
          {t("continueShopping")}
        </ButtonLink>
      </div>
    </section>
  );
}
