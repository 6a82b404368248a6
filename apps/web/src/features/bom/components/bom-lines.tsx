"use client";

import { useState } from "react";
import { formatNumberIn, formatTakaIn, LINE_QUANTITY_MAX, type BomLine, type BulkResult } from "@shop/contracts";
import { AskToStock } from "@/features/search/components/ask-to-stock";
import { NotifyMe } from "@/features/catalog/components/notify-me";
import { StockStatus } from "@/features/catalog/components/stock-status";
import { useLocale, useLocalePath, useT } from "@/i18n/client";
import { chosenProduct, confidenceLabel, optionsOf, type Choice } from "../lib/choices";

type Props = {
  lines: BomLine[];
  choices: Choice[];
  results: Map<string, BulkResult>;
  onChoose: (index: number, choice: Choice) => void;
};

const unitPrice = (p: { price: number; has_discount_price: boolean; discount_price: number | null }) =>
  p.has_discount_price && p.discount_price !== null ? p.discount_price : p.price;

/** The matched lines: choose a product (the best or an alternative, or none), change the quantity; short and unmatched lines say what to do. */
export function BomLines({ lines, choices, results, onChoose }: Props) {
  const t = useT("bom");
  const locale = useLocale();
  const href = useLocalePath();
  // Unmatched lines whose "Ask us to stock" form is open.
  const [asking, setAsking] = useState<ReadonlySet<number>>(new Set());
  const toggleAsk = (i: number) =>
    setAsking((open) => {
      const next = new Set(open);
      if (!next.delete(i)) next.add(i);
      return next;
    });
  return (
    <ol className="divide-y divide-slate-200" aria-label={t("linesLabel")}>
      {lines.map((line, i) => {
        const choice = choices[i];
        const product = chosenProduct(line, choice);
        const options = optionsOf(line);
        const label = confidenceLabel(line.confidence);
        const result = product ? results.get(product.slug) : undefined;
        const short = product !== null && product.stock < choice.quantity;
        return (
          <li key={`${line.line}-${i}`} className="grid gap-3 py-4 sm:grid-cols-[minmax(0,1fr)_7rem_9rem] sm:items-start" data-bom-line={line.line}>
            <div className="min-w-0 space-y-1.5">
              <p className="text-xs text-slate-500">
                {t("line", { line: formatNumberIn(line.line, locale) })} <span className="break-words text-slate-700">{line.text}</span>
              </p>
              {options.length ? (
                <>
                  <label htmlFor={`bom-product-${i}`} className="sr-only">
                    {t("productFor", { line: formatNumberIn(line.line, locale) })}
                  </label>
                  <select
                    id={`bom-product-${i}`}
                    value={choice.slug}
                    onChange={(e) => onChoose(i, { ...choice, slug: e.target.value })}
                    className="h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900"
                  >
                    {options.map((p) => (
                      <option key={p.slug} value={p.slug}>
                        {p.name} ({formatTakaIn(unitPrice(p), locale)})
                      </option>
                    ))}
                    <option value="">{t("skipLine")}</option>
                  </select>
                  {product ? (
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      {choice.slug === line.best?.slug ? <span className={`text-xs font-semibold ${label.tone}`}>{t(label.key)}</span> : null}
                      <StockStatus stock={product.stock} />
                      <a href={href(`/product/${product.slug}`)} className="text-xs font-medium text-brand-700 hover:underline">
                        {t("viewProduct")}
                      </a>
                    </div>
                  ) : null}
                </>
              ) : (
                <>
                  <p className="text-sm font-semibold break-words text-slate-900">
                    {t("notFound", { query: line.query })}{" "}
                    <button
                      type="button"
                      aria-expanded={asking.has(i)}
                      aria-controls={asking.has(i) ? `bom-ask-${i}` : undefined}
                      onClick={() => toggleAsk(i)}
                      className="ml-1 inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline"
                    >
                      {t("askToStock")}
                    </button>
                  </p>
                  {asking.has(i) ? (
                    <div id={`bom-ask-${i}`}>
                      <AskToStock query={line.query} className="mt-1" />
                    </div>
                  ) : null}
                </>
              )}
              {line.error ? <p className="text-sm text-red-600">{line.error}</p> : null}
              {result?.message ? (
                <p className="text-sm text-amber-700" role="status">
                  {result.message}
                </p>
              ) : null}
            </div>
            <div>
              <label htmlFor={`bom-qty-${i}`} className="mb-1 block text-xs font-medium text-slate-600">
                {t("quantity")}
              </label>
              <input
                id={`bom-qty-${i}`}
                type="number"
                inputMode="numeric"
                min={1}
                max={LINE_QUANTITY_MAX}
                value={choice.quantity}
                onChange={(e) => onChoose(i, { ...choice, quantity: Math.max(0, Math.min(LINE_QUANTITY_MAX, Math.floor(Number(e.target.value) || 0))) })}
                className="h-11 w-full rounded-lg border border-slate-300 px-2 text-sm tabular-nums"
              />
            </div>
            <div className="space-y-2 sm:text-right">
              {product ? <p className="font-semibold tabular-nums text-slate-900">{formatTakaIn(unitPrice(product) * choice.quantity, locale)}</p> : null}
              {product && product.stock <= 0 ? <NotifyMe slug={product.slug} name={product.name} /> : null}
              {short && product.stock > 0 ? (
                <p className="text-xs text-amber-700">{t("onlyInStock", { count: formatNumberIn(product.stock, locale) })}</p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
