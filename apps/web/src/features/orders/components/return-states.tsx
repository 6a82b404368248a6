"use client";

import { formatDateIn, formatTakaIn, toBanglaDigits, type Locale, type ShopperReturn } from "@shop/contracts";
import { useLocale, useT } from "@/i18n/client";
import { returnPhotoHref } from "@/lib/api/returns";
import { cn } from "@/lib/cn";
import { formatOrderDateTime } from "../lib/order-dates";
import { orderHref } from "../lib/order-links";

const tones: Record<ShopperReturn["status"], string> = {
  requested: "bg-amber-50 text-amber-800 ring-amber-200",
  approved: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  refused: "bg-red-50 text-red-700 ring-red-200",
  received: "bg-sky-50 text-sky-800 ring-sky-200",
  closed: "bg-slate-100 text-slate-700 ring-slate-300",
};

type Words = ReturnType<typeof useT<"returns">>;

/** The steps a return went through, with their dates, in the shop's words. */
function steps(r: ShopperReturn, t: Words, locale: Locale): { label: string; at: string }[] {
  const list: { label: string; at: string | null }[] = [
    { label: t("stepRequested"), at: r.requested_at },
    { label: r.resolution ? t("stepApprovedAs", { resolution: t(`resolution_${r.resolution}`) }) : t("stepApproved"), at: r.approved_at },
    { label: t("stepRefused"), at: r.refused_at },
    { label: t("stepReceived"), at: r.received_at },
    { label: r.refund ? t("stepRefundedAmount", { amount: formatTakaIn(r.refund.amount, locale) }) : t("stepRefunded"), at: r.refund?.at ?? null },
    { label: t("stepClosed"), at: r.closed_at },
  ];
  return list.filter((s): s is { label: string; at: string } => s.at !== null);
}

/** Each return of the order: its state, the shop's words, the lines, the photos, each step's date, and what came of it. */
export function ReturnStates({ orderKey, returns }: { orderKey: string; returns: ShopperReturn[] }) {
  const t = useT("returns");
  const locale = useLocale();
  const bn = locale === "bn";
  const digits = (n: number) => (bn ? toBanglaDigits(String(n)) : String(n));
  if (returns.length === 0) return null;
  return (
    <ul className="space-y-4" aria-label={t("yourReturns")}>
      {returns.map((r) => (
        <li key={r.id} className="rounded-lg border border-slate-200 p-3 sm:p-4" data-return={r.id} data-return-status={r.status}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-semibold text-slate-900">{t("returnNo", { id: r.id })}</h3>
            <span className={cn("inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset", tones[r.status])} data-return-state="">
              {t(`status_${r.status}`)}
            </span>
          </div>
          <p className="mt-1 text-sm text-slate-700">{t(`hint_${r.status}`)}</p>
          {r.shop_message ? (
            <blockquote
              className="mt-2 rounded-md border-l-4 border-brand-600 bg-slate-50 p-2.5 text-sm [overflow-wrap:anywhere] text-slate-800"
              data-shop-message=""
            >
              <span className="font-semibold">{t("shopSays")}</span>
              {r.shop_message}
            </blockquote>
          ) : null}
          {r.replacement_order ? (
            <p className="mt-2 text-sm text-slate-800" data-replacement="">
              {t("replacementSent")}{" "}
              <a href={orderHref(r.replacement_order.order_key)} className="font-semibold text-brand-700 underline">
                #{r.replacement_order.order_number}
              </a>
            </p>
          ) : null}
          <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-slate-500">{t("reason")}</dt>
            <dd className="text-slate-800">{t(`reason_${r.reason}`)}</dd>
            <dt className="text-slate-500">{t("items")}</dt>
            <dd className="text-slate-800">
              {r.lines.map((line) => (
                <span key={line.id} className="block [overflow-wrap:anywhere]">
                  {digits(line.quantity)} × {line.name}
                </span>
              ))}
            </dd>
            {r.note ? (
              <>
                <dt className="text-slate-500">{t("yourNote")}</dt>
                <dd className="whitespace-pre-line [overflow-wrap:anywhere] text-slate-800">{r.note}</dd>
              </>
            ) : null}
          </dl>
          {r.photos.length > 0 ? (
            <ul className="mt-3 flex flex-wrap gap-2" aria-label={t("yourPhotos")}>
              {r.photos.map((position) => (
                <li key={position}>
                  <a
                    href={returnPhotoHref(orderKey, r.id, position)}
                    target="_blank"
                    rel="noopener"
                    className="block rounded-md focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <img
                      src={returnPhotoHref(orderKey, r.id, position, 256)}
                      alt={t("upload", { n: digits(position + 1), id: r.id })}
                      width={80}
                      height={80}
                      loading="lazy"
                      className="size-20 rounded-md border border-slate-200 object-cover"
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <ol className="mt-3 space-y-0.5 border-t border-slate-200 pt-2 text-xs text-slate-600" aria-label={t("steps", { id: r.id })}>
            {steps(r, t, locale).map((s) => (
              <li key={s.label} className="flex flex-wrap justify-between gap-x-3">
                <span className="font-medium text-slate-700">{s.label}</span>
                <time dateTime={s.at}>{bn ? formatDateIn(s.at, "bn", "short") : formatOrderDateTime(s.at)}</time>
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}
