"use client";

import { formatTakaIn, orderMoneyText, type OrderSummary } from "@shop/contracts";
import { useLocale, useT } from "@/i18n/client";

/**
 * The order's summary in the cart's look, as the API's rows present it (orderMoneyRows,
 * the same on the invoice and in the back office): Subtotal at the regular prices, the
 * product discount and coupon, Shipping ("Free" when nothing is charged), Total; then, for
 * cash on delivery with an advance, what was paid by bKash and what is left to pay on delivery.
 */
export function OrderTotals({ summary }: { summary: OrderSummary }) {
  const t = useT("orders");
  const locale = useLocale();
  // English exactly as before; a Bangla page writes its amounts in Bangla digits.
  const money = (row: { amount: number; free: boolean }) =>
    locale === "en" ? orderMoneyText(row, "taka") : row.free ? t("free") : formatTakaIn(row.amount, locale);
  return (
    <dl className="space-y-2.5" aria-label={t("summary")}>
      {summary.rows.map((row) => {
        const strong = row.key === "total";
        return (
          <div
            key={row.key}
            className={strong ? "flex justify-between gap-3 border-t border-slate-200 pt-3 text-base font-bold" : "flex justify-between gap-3 text-sm"}
            data-summary={row.key}
          >
            <dt className={strong ? "" : "text-slate-600"}>{row.label}</dt>
            <dd
              className={
                row.amount < 0 || row.free
                  ? "font-semibold whitespace-nowrap tabular-nums text-emerald-700"
                  : "font-semibold whitespace-nowrap tabular-nums text-slate-900"
              }
            >
              {money(row)}
            </dd>
          </div>
        );
      })}
      {summary.split?.map((part) => (
        <div key={part.key} className="flex justify-between gap-3 text-sm" data-summary={part.key}>
          <dt className="text-slate-600">{part.label}</dt>
          <dd className="font-semibold whitespace-nowrap tabular-nums text-slate-900">{formatTakaIn(part.amount, locale)}</dd>
        </div>
      ))}
    </dl>
  );
}
