"use client";

import { useLocalePath, useT } from "@/i18n/client";
import { removeCompareItem, compareHref } from "../lib/compare-store";

/** Takes a product off the comparison: out of the compare bar's list and out of this page's address. */
export function RemoveFromCompare({ slug, name, slugs }: { slug: string; name: string; slugs: string[] }) {
  const rest = slugs.filter((s) => s !== slug);
  const t = useT("compare");
  const path = useLocalePath();
  return (
    <a
      href={path(rest.length ? compareHref(rest) : "/compare")}
      onClick={() => removeCompareItem(slug)}
      aria-label={t("removeFromTable", { name })}
      className="mt-1 inline-flex min-h-11 items-center text-xs font-medium text-slate-500 underline hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 md:min-h-8"
    >
      {t("remove")}
    </a>
  );
}
