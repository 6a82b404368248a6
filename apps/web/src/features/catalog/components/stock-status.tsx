"use client";

import { FEATURE_FLAGS, STOCK_AVAILABLE_ABOVE, STOCK_LOW_BELOW, stockDisplay, toBanglaDigits } from "@shop/contracts";
import { useLocale, useT } from "@/i18n/client";

const TONE = {
  out: "text-slate-600",
  available: "text-emerald-700",
  low: "text-red-600",
  limited: "text-emerald-700",
} as const;

/** Spec §4: 0 Out of Stock; above 20 Available; under 10 a red count; 10 to 20 a green count. */
export function StockStatus({ stock, className = "" }: { stock: number; className?: string }) {
  const display = stockDisplay(stock);
  // A client component (also rendered by client lists: the wishlist, a BOM): its words come from the page's client catalogue.
  const t = useT("price");
  const locale = useLocale();
  const label =
    display.kind === "out"
      ? t("outOfStock")
      : display.kind === "available"
        ? t("available")
        : t("inStock", { count: locale === "bn" ? toBanglaDigits(String(stock)) : stock });
  return (
    <p className={`flex items-center gap-1.5 text-sm font-medium ${TONE[display.kind]} ${className}`} data-stock={display.kind}>
      <span
        aria-hidden
        className={`inline-block size-2 rounded-full ${display.kind === "out" ? "bg-slate-400" : display.kind === "low" ? "bg-red-500" : "bg-emerald-500"}`}
      />
      <span>
        <span className="sr-only">{t("stock")}</span>
        {label}
      </span>
      {/* Spec §9 "information icon" flag, off by default: explains the stock labels. */}
      {FEATURE_FLAGS.informationIcon ? (
        <span
          className="cursor-help text-slate-400"
          title={`Available: more than ${STOCK_AVAILABLE_ABOVE} in stock. A red count: fewer than ${STOCK_LOW_BELOW} left.`}
          aria-label={t("stockLevels")}
          role="img"
        >
          ⓘ
        </span>
      ) : null}
    </p>
  );
}

/** The spec's Stock Out badge, shown over a product's image when its stock is 0. */
export function StockOutBadge({ className = "" }: { className?: string }) {
  const t = useT("price");
  return <span className={`rounded-md bg-slate-900/85 px-2 py-1 text-xs font-semibold uppercase tracking-wide text-white ${className}`}>{t("stockOut")}</span>;
}
