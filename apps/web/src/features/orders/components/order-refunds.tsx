"use client";

import { formatDateIn, formatTakaIn, type Order } from "@shop/contracts";
import { useLocale, useT } from "@/i18n/client";
import { formatOrderDate } from "../lib/order-dates";

/**
 * Under the order's totals, for its buyer once anything was paid or given back: Paid and
 * Refunded, and each refund with its date, channel and credit note (a PDF through the
 * forwarder, beside the invoice). Nothing when the answer carries neither.
 */
export function OrderRefunds({ order }: { order: Order }) {
  const refunds = order.refunds ?? [];
  const t = useT("returns");
  const locale = useLocale();
  const taka = (amount: number) => formatTakaIn(amount, locale);
  if (order.paid === undefined || (order.paid === 0 && refunds.length === 0)) return null;
  return (
    <div className="mt-3 space-y-2.5 border-t border-slate-200 pt-3" data-order-refunds="">
      <dl className="space-y-2.5" aria-label={t("paidAndRefunded")}>
        <div className="flex justify-between gap-3 text-sm" data-summary="paid">
          <dt className="text-slate-600">{t("paid")}</dt>
          <dd className="font-semibold whitespace-nowrap tabular-nums text-slate-900">{taka(order.paid)}</dd>
        </div>
        {order.refunded ? (
          <div className="flex justify-between gap-3 text-sm" data-summary="refunded">
            <dt className="text-slate-600">{t("refunded")}</dt>
            <dd className="font-semibold whitespace-nowrap tabular-nums text-emerald-700">{taka(order.refunded)}</dd>
          </div>
        ) : null}
      </dl>
      {refunds.length > 0 ? (
        <ul className="space-y-2 text-sm" aria-label={t("refunds")}>
          {refunds.map((refund) => (
            <li key={refund.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1" data-refund={refund.id}>
              <span className="text-slate-700">
                {t("refundBy", { amount: taka(refund.amount), channel: refund.channel })}
                <time dateTime={refund.at}>{locale === "bn" ? formatDateIn(refund.at, "bn", "short") : formatOrderDate(refund.at)}</time>
              </span>
              <a href={`/api${refund.credit_note_url}`} download className="font-medium text-brand-700 underline" data-credit-note="">
                {t("creditNote", { number: refund.credit_note_number })}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
