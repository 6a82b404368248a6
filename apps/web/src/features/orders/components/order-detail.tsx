"use client";

import { CANCEL_REASON_LABELS, ORDER_STATUS_HINTS, formatDateIn, toBanglaDigits, type Order } from "@shop/contracts";
import { useLocale, useLocalePath, useT } from "@/i18n/client";
import { Suspense, type ReactNode } from "react";
import { ButtonLink, buttonClasses } from "@/components/ui/button";
import { InfoIcon } from "@/components/ui/more-icons";
import { signInHref } from "@/features/identity/callback-url";
import { useShopSession } from "@/features/identity/session";
import { invoiceHref } from "@/lib/api/orders";
import { formatOrderDate, formatOrderDateTime } from "../lib/order-dates";
import { cancelConfirmHref, orderHref } from "../lib/order-links";
import { DeliveryInfo, PaymentInfo } from "./order-info";
import { OrderLines } from "./order-lines";
import { OrderRefunds } from "./order-refunds";
import { OrderReturnsPanel } from "./order-returns";
import { FailedBlock, LoadingBlock, MessageBlock } from "./order-states";
import { OrderStatusBadge } from "./order-status-badge";
import { OrderTotals } from "./order-totals";
import { PaymentOutcome } from "./payment-outcome";
import { StatusTimeline } from "./status-timeline";
import { useOrder } from "../lib/use-order";

const headingClass = "text-xl font-bold text-slate-900 md:text-2xl";

/**
 * /my-orders/{order_key}: the whole order for its buyer; for anyone else holding the
 * key (a guest who tracked it) the reduced view the API sends, with a note saying so.
 */
export function OrderDetail({ orderKey }: { orderKey: string }) {
  const { status, user } = useShopSession();
  const t = useT("orders");
  const locale = useLocale();
  const href = useLocalePath();
  const bn = locale === "bn";
  // Read once the session has settled, and again when the shopper changes (is_owner follows).
  const { view, reload } = useOrder(orderKey, { ready: status !== "loading", who: user?.phone });

  if (view.state === "missing") {
    return (
      <>
        <h1 className={`${headingClass} mt-3`}>{t("notFound")}</h1>
        <MessageBlock href={href("/my-orders")} linkText={t("myOrders")}>
          <p>{t("notFoundText")}</p>
        </MessageBlock>
      </>
    );
  }
  if (view.state !== "ready") {
    return (
      <>
        <h1 className={`${headingClass} mt-3`}>{t("orderTitle")}</h1>
        {view.state === "failed" ? <FailedBlock message={view.message} onRetry={reload} /> : <LoadingBlock label={t("loadingOne")} />}
      </>
    );
  }

  const { order } = view;
  return (
    <div className="mt-3 space-y-5" data-order-detail={order.order_key}>
      <header className="space-y-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className={`${headingClass} [overflow-wrap:anywhere]`}>{t("order", { number: order.order_number })}</h1>
          <OrderStatusBadge status={order.status} data-order-status={order.status} className="text-sm" />
        </div>
        <p className="text-sm text-slate-600">
          {bn ? (
            t("placedOn", { date: formatDateIn(order.created_at, "bn", "short") })
          ) : (
            <>
              Placed on <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time>
            </>
          )}
        </p>
        <Actions order={order} />
      </header>

      {order.is_owner ? null : (
        <div role="note" className="flex gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900" data-reduced-view="">
          <InfoIcon className="mt-0.5 size-5 shrink-0" />
          <p>
            {t("reduced")}
            {status === "unauthenticated" ? (
              <>
                {" "}
                <a href={href(signInHref(href(orderHref(order.order_key))))} className="font-semibold underline">
                  {t("signIn")}
                </a>
              </>
            ) : null}
          </p>
        </div>
      )}

      <Suspense>
        <PaymentOutcome order={order} />
      </Suspense>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="space-y-5">
          <Panel id="order-status-title" title={t("statusTitle")}>
            <p className="text-sm text-slate-700" data-order-hint="">
              {bn && (order.status === "pending" || order.status === "confirmed" || order.status === "processing")
                ? t(`hint_${order.status}`)
                : ORDER_STATUS_HINTS[order.status]}
            </p>
            {order.cancellation ? (
              <p className="mt-2 text-sm text-slate-700" data-cancellation="">
                Cancelled on <time dateTime={order.cancellation.at}>{formatOrderDateTime(order.cancellation.at)}</time>. Reason:{" "}
                {CANCEL_REASON_LABELS[order.cancellation.reason]}
                {order.cancellation.notes ? <span className="block [overflow-wrap:anywhere] text-slate-600">Notes: {order.cancellation.notes}</span> : null}
              </p>
            ) : null}
            <StatusTimeline order={order} />
          </Panel>
          <Panel id="order-products-title" title={t("products", { count: bn ? toBanglaDigits(String(order.items.length)) : order.items.length })} flush>
            <OrderLines order={order} />
          </Panel>
          {order.is_owner && order.status === "delivered" ? <OrderReturnsPanel order={order} /> : null}
        </div>
        <div className="space-y-5">
          <Panel id="order-summary-title" title={t("summary")}>
            <OrderTotals summary={order.summary} />
            {order.is_owner ? <OrderRefunds order={order} /> : null}
          </Panel>
          <Panel id="order-payment-title" title={t("payment")}>
            <PaymentInfo order={order} />
          </Panel>
          <Panel id="order-delivery-title" title={t("delivery")}>
            <DeliveryInfo order={order} />
          </Panel>
          {order.note ? (
            <Panel id="order-note-title" title={t("note")}>
              <p className="text-sm whitespace-pre-line [overflow-wrap:anywhere] text-slate-700">{order.note}</p>
            </Panel>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** Download Invoice for the buyer, Cancel Order while the shop still allows it. */
function Actions({ order }: { order: Order }) {
  const t = useT("orders");
  const href = useLocalePath();
  if (!order.is_owner && !order.can_cancel) return null;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      {order.is_owner ? (
        <a href={invoiceHref(order.order_key)} download className={buttonClasses({ variant: "outlined" })}>
          {t("invoice")}
        </a>
      ) : null}
      {order.can_cancel ? (
        <ButtonLink href={href(cancelConfirmHref(order.order_key))} variant="outlined">
          {t("cancel")}
        </ButtonLink>
      ) : null}
    </div>
  );
}

function Panel({ id, title, flush = false, children }: { id: string; title: string; flush?: boolean; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className={flush ? "rounded-xl border border-slate-200 bg-white px-4 sm:px-5" : "rounded-xl border border-slate-200 bg-white p-4 sm:p-5"}
    >
      <h2 id={id} className={flush ? "pt-4 text-base font-semibold text-slate-900" : "mb-3 text-base font-semibold text-slate-900"}>
        {title}
      </h2>
      {children}
    </section>
  );
}
