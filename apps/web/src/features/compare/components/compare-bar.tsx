"use client";

import { usePathname } from "next/navigation";
import { COMPARE_MAX, formatNumberIn } from "@shop/contracts";
import { imageAt } from "@/features/catalog/lib/media";
import { useLocale, useLocalePath, useT } from "@/i18n/client";
import { clearCompareItems, compareHref, removeCompareItem } from "../lib/compare-store";
import { useCompareItems } from "../lib/use-compare";

/**
 * The products chosen to compare, fixed at the bottom of every page (above the phone's
 * dock) once there is one: their pictures, "Compare (n)" and Clear. Hidden on the
 * compare page itself. While it shows, a spacer of its height ends the page, so the last
 * of the page (footer links, a pager, a checkout button) can be scrolled out from under it;
 * the bar's height is set here (61 px on a phone, 53 px from 768 px: a 1 px border over 60
 * or 52), not by its contents, so the spacer matches it without measuring.
 */
export function CompareBar() {
  const items = useCompareItems();
  const pathname = usePathname();
  const t = useT("compare");
  const locale = useLocale();
  const path = useLocalePath();
  if (!items.length || pathname === "/compare" || pathname === "/bn/compare") return null;
  const count = formatNumberIn(items.length, locale);
  return (
    <>
      <div aria-hidden="true" data-compare-spacer="" className="h-[61px] shrink-0 md:h-[53px]" />
      <aside
        aria-label={t("barLabel")}
        className="fixed inset-x-0 bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-30 md:z-20 border-t border-slate-200 bg-white/95 shadow-[0_-2px_8px_rgb(15_23_42/0.08)] backdrop-blur md:bottom-0"
      >
        <div className="shop-container flex h-[60px] items-center gap-3 md:h-[52px] md:pr-24">
          <ul className="flex min-w-0 flex-1 gap-2 overflow-x-auto">
            {items.map((item) => (
              <li key={item.slug} className="flex shrink-0 items-center gap-1 rounded-md border border-slate-200 bg-white py-1 pr-1 pl-1">
                <img src={imageAt(item.image, 64)} alt="" width={32} height={32} className="size-8 rounded object-contain" />
                <span className="hidden max-w-40 truncate text-xs text-slate-700 md:inline">{item.name}</span>
                <button
                  type="button"
                  onClick={() => removeCompareItem(item.slug)}
                  aria-label={t("removeOf", { name: item.name })}
                  className="inline-flex size-8 items-center justify-center rounded text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
          <span className="sr-only">{t("chosen", { count, max: formatNumberIn(COMPARE_MAX, locale) })}</span>
          <button
            type="button"
            onClick={clearCompareItems}
            className="min-h-11 shrink-0 px-2 text-sm font-medium text-slate-600 underline hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 md:min-h-9"
          >
            {t("clear")}
          </button>
          <a
            href={path(compareHref(items.map((item) => item.slug)))}
            className="inline-flex min-h-11 shrink-0 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:min-h-9"
          >
            {t("compareCount", { count })}
          </a>
        </div>
      </aside>
    </>
  );
}
