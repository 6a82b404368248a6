import type { ProductTag } from "@shop/contracts";
import { useTranslations } from "next-intl";

const TONE: Record<ProductTag, string> = {
  free_delivery: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  percentage_discount: "bg-accent-50 text-accent-800 ring-accent-200",
  coupon_discount: "bg-violet-50 text-violet-800 ring-violet-200",
  hot: "bg-red-50 text-red-700 ring-red-200",
  new: "bg-brand-50 text-brand-800 ring-brand-200",
  featured: "bg-amber-50 text-amber-800 ring-amber-200",
  popular: "bg-sky-50 text-sky-800 ring-sky-200",
};

/** The spec's product tags as small chips; `max` keeps cards tidy. */
export function TagChips({ tags, max, className = "" }: { tags: readonly ProductTag[]; max?: number; className?: string }) {
  const shown = max === undefined ? tags : tags.slice(0, max);
  const t = useTranslations("product");
  if (!shown.length) return null;
  return (
    <ul className={`flex flex-wrap gap-1 ${className}`} aria-label={t("tags")}>
      {shown.map((tag) => (
        <li key={tag} className={`tag-chip ${TONE[tag]}`}>
          {t(tag)}
        </li>
      ))}
    </ul>
  );
}
