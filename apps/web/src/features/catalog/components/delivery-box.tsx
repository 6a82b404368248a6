import { OFFICE_PICKUP } from "@shop/contracts";
import { DELIVERY, fee, RETURN_DAYS } from "@/features/info/shop-facts";
import { toBanglaDigits } from "@shop/contracts";
import { useTranslations } from "next-intl";
import { useServerLocale, useServerPath } from "@/i18n/server";
import { DeliveryLine } from "./delivery-line";

/** Delivery promise next to the price: the questions every shopper asks before ordering. */
export function DeliveryBox({ slug, freeDelivery = false }: { slug: string; freeDelivery?: boolean }) {
  const t = useTranslations("product");
  const locale = useServerLocale();
  const href = useServerPath();
  const bn = locale === "bn";
  const money = (taka: number) => (bn ? toBanglaDigits(fee(taka)) : fee(taka));
  const rows = [
    { label: t("insideDhaka"), value: `${money(DELIVERY.insideDhaka.fee)} · ${bn ? t("insideDays") : DELIVERY.insideDhaka.days}` },
    { label: t("outsideDhaka"), value: `${money(DELIVERY.outsideDhaka.fee)} · ${bn ? t("outsideDays") : DELIVERY.outsideDhaka.days}` },
    { label: t("express"), value: `${money(DELIVERY.express.fee)} · ${t("expressDays")}` },
    { label: t("pickup"), value: `${t("free")} · ${OFFICE_PICKUP.address}` },
  ];
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50/70 p-4 text-sm">
      <p className="mb-2 font-semibold text-slate-900">{t("deliveryAndPayment")}</p>
      {freeDelivery ? <p className="mb-2 font-medium text-emerald-700">{t("freeDelivery")}</p> : <DeliveryLine slug={slug} />}
      {/* The general fees are the fee table's first kilogram; the line above is this product's parcel. */}
      <p className="mb-1 text-xs text-slate-500">{t("parcels")}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-slate-500">{row.label}</dt>
            <dd className="text-slate-800">{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-slate-600">
        {t.rich("codReturns", {
          days: bn ? toBanglaDigits(String(RETURN_DAYS)) : RETURN_DAYS,
          link: (chunks) => (
            <a href={href("/shipping-and-refund-policy")} className="font-medium text-brand-700 underline-offset-2 hover:underline">
              {chunks}
            </a>
          ),
        })}
      </p>
    </div>
  );
}
