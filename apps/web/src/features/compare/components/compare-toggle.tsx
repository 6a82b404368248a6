"use client";

import { COMPARE_MAX, formatNumberIn } from "@shop/contracts";
import { useState } from "react";
import { useLocale, useT } from "@/i18n/client";
import { cn } from "@/lib/cn";
import { toggleCompareItem, type CompareItem } from "../lib/compare-store";
import { useCompareItems } from "../lib/use-compare";

/**
 * "Compare" on a product page (and, later, a product card): adds the product to the
 * compare bar or takes it off. A fifth is refused with a message read out by screen readers.
 */
export function CompareToggle({ product, className, compact = false }: { product: CompareItem; className?: string; compact?: boolean }) {
  const items = useCompareItems();
  const [full, setFull] = useState(false);
  const t = useT("compare");
  const locale = useLocale();
  const chosen = items.some((item) => item.slug === product.slug);
  return (
    <div className={cn("flex flex-wrap items-center gap-x-3 gap-y-1", className)}>
      <button
        type="button"
        aria-pressed={chosen}
        onClick={() => setFull(!toggleCompareItem(product))}
        className={cn(
          "inline-flex min-h-11 items-center gap-2 rounded-md border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:min-h-9",
          chosen ? "border-brand-600 bg-brand-50 text-brand-800" : "border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700",
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            "inline-flex size-4 items-center justify-center rounded border text-[10px]",
            chosen ? "border-brand-600 bg-brand-600 text-white" : "border-slate-400",
          )}
        >
          {chosen ? "✓" : ""}
        </span>
        {compact ? t("compare") : chosen ? t("added") : t("compare")}
      </button>
      <p role="status" className={cn("text-sm text-red-700", !full && "sr-only")}>
        {full ? t("full", { max: formatNumberIn(COMPARE_MAX, locale) }) : ""}
      </p>
    </div>
  );
}
