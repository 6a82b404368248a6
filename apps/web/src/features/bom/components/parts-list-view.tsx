"use client";

import { formatNumberIn, formatTakaIn, type PartsList } from "@shop/contracts";
import { StockStatus } from "@/features/catalog/components/stock-status";
import { useLocale, useLocalePath, useT } from "@/i18n/client";
import { AddListButton } from "./add-list-button";

const unit = (p: { price: number; has_discount_price: boolean; discount_price: number | null }) =>
  p.has_discount_price && p.discount_price !== null ? p.discount_price : p.price;

/** A parts list read-only: its lines with stock and price, and Add all to cart (in-stock lines). */
export function PartsListView({ list, headingLevel = 1 }: { list: PartsList; headingLevel?: 1 | 2 }) {
  const t = useT("bom");
  const locale = useLocale();
  const href = useLocalePath();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const inStock = list.items.filter((i) => i.stock > 0).map((i) => ({ product: i.slug, quantity: i.quantity }));
  const total = list.items.reduce((sum, i) => sum + unit(i) * i.quantity, 0);
  return (
    <section aria-labelledby={`list-${list.id}`} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Heading id={`list-${list.id}`} className={`${headingLevel === 1 ? "text-xl md:text-2xl" : "text-lg"} font-bold break-words text-slate-900`}>
            {list.name}
          </Heading>
          {list.description ? <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{list.description}</p> : null}
        </div>
        <AddListButton items={inStock} />
      </div>
      <ul className="mt-3 divide-y divide-slate-200" aria-label={t("partsOf", { name: list.name })}>
        {list.items.map((item) => (
          <li key={item.slug} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
            <div className="min-w-0 flex-1">
              <a href={href(`/product/${item.slug}`)} className="font-medium break-words text-slate-900 hover:text-brand-700 hover:underline">
                {item.name}
              </a>
              <StockStatus stock={item.stock} />
            </div>
            <p className="text-sm text-slate-700 tabular-nums">
              {formatNumberIn(item.quantity, locale)} × {formatTakaIn(unit(item), locale)}
            </p>
          </li>
        ))}
      </ul>
      <p className="border-t border-slate-200 pt-3 text-right text-sm font-semibold text-slate-900 tabular-nums">
        {t("total", { amount: formatTakaIn(total, locale) })}
      </p>
    </section>
  );
}
