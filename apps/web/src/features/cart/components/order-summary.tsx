import { formatTakaIn, type Cart } from "@shop/contracts";
import { useLocale, useT } from "@/i18n/client";
import type { ReactNode } from "react";

function Row({ label, value, strong = false, ...data }: { label: ReactNode; value: string; strong?: boolean; [key: `data-${string}`]: string }) {
  return (
    <div className={strong ? "flex justify-between gap-3 border-t border-slate-200 pt-3 text-base font-bold" : "flex justify-between gap-3 text-sm"} {...data}>
      <dt className={strong ? "" : "text-slate-600"}>{label}</dt>
      <dd className="font-semibold tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}

/**
 * Sub Total, the coupon's discount, Shipping ("Free" for office pickup, marked estimated
 * until an address is chosen), then the delivery discount that cancels some or all of
 * it, and Total (spec §3, §4), every amount via formatTaka.
 */
export function OrderSummary({ cart }: { cart: Cart }) {
  const t = useT("cart");
  const locale = useLocale();
  const formatTaka = (taka: number) => formatTakaIn(taka, locale);
  const productSavings = cart.total_product_price - cart.total_product_price_with_discount;
  // A delivery discount reads after the fee it takes off; the coupon's before.
  const onDelivery = (d: Cart["discounts"][number]) => d.key === "discount_on_delivery_address";
  const discountRow = (d: Cart["discounts"][number]) => (
    <Row key={d.key} label={d.text} value={`-${formatTaka(d.amount)}`} data-summary={`discount-${d.key}`} />
  );
  return (
    <dl className="space-y-2.5" aria-label={t("summary")}>
      <Row label={t("subTotal")} value={formatTaka(cart.total_product_price_with_discount)} data-summary="subtotal" />
      {productSavings > 0 ? <p className="-mt-1 text-xs text-emerald-700">{t("youSave", { amount: formatTaka(productSavings) })}</p> : null}
      {cart.discounts.filter((d) => !onDelivery(d)).map(discountRow)}
      {cart.delivery_method === "office_pickup" ? (
        <Row label={t("shipping")} value={t("free")} data-summary="shipping" />
      ) : (
        <Row
          label={
            <>
              {t("shipping")}
              {cart.shipping_estimated ? <span className="ml-1 text-xs text-slate-500">{t("estimated")}</span> : null}
            </>
          }
          value={formatTaka(cart.shipping_fee)}
          data-summary="shipping"
        />
      )}
      {cart.discounts.filter(onDelivery).map(discountRow)}
      <Row label={t("total")} value={formatTaka(cart.cart_total_amount)} strong data-summary="total" />
    </dl>
  );
}
