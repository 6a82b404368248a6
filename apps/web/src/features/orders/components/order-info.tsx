"use client";

import {
  ADDRESS_LABELS,
  DELIVERY_METHOD_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  formatArrivalDay,
  formatDateIn,
  type Order,
} from "@shop/contracts";
import { useLocale, useT } from "@/i18n/client";
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { ExternalIcon } from "@/components/ui/more-icons";
import { formatOrderDateTime } from "../lib/order-dates";
import { externalHref, paymentHref } from "../lib/order-links";
import { PaymentLogo } from "./payment-logo";
import { addressIn } from "@/features/addresses/lib/district-names-bn";

function Item({ term, children, ...data }: { term: string; children: ReactNode; [key: `data-${string}`]: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm" {...data}>
      <dt className="text-slate-600">{term}</dt>
      <dd className="min-w-0 text-right font-medium [overflow-wrap:anywhere] text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * Payment (spec §4 "Order payment"): the method (words for cash on delivery, a logo
 * for the gateways), its status, the transaction and its time; while an online
 * payment can still be made, Complete Order leads to the gateway.
 */
export function PaymentInfo({ order }: { order: Pick<Order, "payment_info" | "payment_status"> }) {
  const info = order.payment_info;
  const payUrl = info.paymentVisible ? paymentHref(info.paymentUrl) : null;
  const t = useT("orders");
  const checkout = useT("checkout");
  const bn = useLocale() === "bn";
  return (
    <>
      <dl className="space-y-2.5">
        <Item term={t("method")} data-payment-method={info.paymentMethod}>
          {info.paymentMethod === "cash_on_delivery" ? (
            bn ? (
              checkout("cod")
            ) : (
              PAYMENT_METHOD_LABELS.cash_on_delivery
            )
          ) : (
            <span className="inline-flex">
              <PaymentLogo method={info.paymentMethod} />
            </span>
          )}
        </Item>
        <Item term={t("paymentStatus")} data-payment-status={order.payment_status}>
          {bn ? t(`pay_${order.payment_status}`) : PAYMENT_STATUS_LABELS[order.payment_status]}
        </Item>
        {info.transactionID ? <Item term={t("transaction")}>{info.transactionID}</Item> : null}
        {info.dateTime ? (
          <Item term={t("paidOn")}>
            <time dateTime={info.dateTime}>{formatOrderDateTime(info.dateTime)}</time>
          </Item>
        ) : null}
      </dl>
      {payUrl ? (
        <a href={payUrl} rel="noreferrer" className={`${buttonClasses({ variant: "primary", size: "lg", fullWidth: true })} mt-4`}>
          {t("completeOrder")}
        </a>
      ) : null}
    </>
  );
}

/** How the order travels: the method, the address (or office pickup) and the courier once shipped. */
export function DeliveryInfo({ order }: { order: Pick<Order, "delivery_method" | "shipping_address" | "courier" | "status" | "arrives_by"> }) {
  const address = order.shipping_address;
  // The promise stands while the parcel may still come (decision 040): not once it has, or never will.
  const arrivesBy = order.arrives_by && !(["delivered", "cancelled", "failed"] as Order["status"][]).includes(order.status) ? order.arrives_by : null;
  const courier = order.courier;
  const trackingUrl = externalHref(courier?.tracking_url);
  const t = useT("orders");
  const checkout = useT("checkout");
  const bn = useLocale() === "bn";
  return (
    <div className="space-y-4">
      <dl className="space-y-2.5">
        <Item term={t("deliveryMethod")} data-delivery-method={order.delivery_method}>
          {bn ? checkout(order.delivery_method) : DELIVERY_METHOD_LABELS[order.delivery_method]}
        </Item>
        {arrivesBy ? (
          <Item term={t("arrivesBy")} data-arrives-by={arrivesBy}>
            <time dateTime={arrivesBy}>{bn ? formatDateIn(arrivesBy, "bn", "weekday") : formatArrivalDay(arrivesBy)}</time>
          </Item>
        ) : null}
      </dl>
      <div>
        <h3 className="mb-1.5 text-sm font-semibold text-slate-900">{t("shippingAddress")}</h3>
        {address ? (
          <address className="space-y-0.5 text-sm not-italic [overflow-wrap:anywhere] text-slate-700" data-shipping-address="">
            <span className="mb-1 inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
              {bn ? checkout(`label_${address.label}`) : ADDRESS_LABELS[address.label]}
            </span>
            <span className="block font-medium text-slate-900">{address.full_name}</span>
            <span className="block tabular-nums">{address.phone_number}</span>
            <span className="block">{addressIn(bn ? "bn" : "en", address.full_address)}</span>
          </address>
        ) : (
          <p className="text-sm text-slate-700" data-shipping-address="">
            {t("officePickup")}
          </p>
        )}
      </div>
      {courier ? (
        <div data-courier="">
          <h3 className="mb-1.5 text-sm font-semibold text-slate-900">{t("courier")}</h3>
          <dl className="space-y-2.5">
            <Item term={t("courier")}>{courier.name}</Item>
            <Item term={t("tracking")}>
              <span className="tabular-nums">{courier.tracking_number}</span>
            </Item>
          </dl>
          {trackingUrl ? (
            <a
              href={trackingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-2 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
            >
              {t("trackParcel")}
              <ExternalIcon className="size-4" />
              <span className="sr-only"> with {courier.name} (opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
