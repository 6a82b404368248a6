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
  const words = useT("moneyRows");
  // The API labels the rows in English: each is named by its key in the page's language (a coupon keeps its code).
  const label = (row: OrderSummary["rows"][number]) => {
    const code = row.key === "coupon_discount" ? /\((.+)\)$/.exec(row.label)?.[1] : undefined;
    return code ? words("coupon_discountOf", { code }) : words(row.key);
  };
  // A split's English label says whether it is paid (contracts' codSplit): "Paid in advance …", "Paid on delivery".
  const splitLabel = (part: NonNullable<OrderSummary["split"]>[number]) => {
    const paid = part.label.startsWith("Paid");
    return words(part.key === "advance" ? (paid ? "paidInAdvance" : "advanceDue") : paid ? "paidOnDelivery" : "toPayOnDelivery");
  };
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
            <dt className={strong ? "" : "text-slate-600"}>{label(row)}</dt>
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
          <dt className="text-slate-600">{splitLabel(part)}</dt>
          <dd className="font-semibold whitespace-nowrap tabular-nums text-slate-900">{formatTakaIn(part.amount, locale)}</dd>
        </div>
      ))}
    </dl>
  );
}
