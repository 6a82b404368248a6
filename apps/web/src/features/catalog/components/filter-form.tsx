import type { AttributeFacet, BrandFacet } from "@shop/contracts";
import { useId } from "react";
import { toBanglaDigits } from "@shop/contracts";
import { useTranslations } from "next-intl";
import { useServerLocale } from "@/i18n/server";
import { KEEP_SCROLL } from "@/lib/link-navigation";
import { listingHref, type ListingState } from "../lib/listing-query";
import { AttributeFields } from "./attribute-fields";

type Props = {
  basePath: string;
  state: ListingState;
  /** The brands in this listing with their counts (the API's meta.brands). */
  brands: BrandFacet[];
  /** The listing's typed-specification facets (meta.attributes). */
  attributes?: AttributeFacet[];
  showBrands?: boolean;
  /** Off where the route is a sale listing already (offers, today's deals). */
  showOnSale?: boolean;
};

/**
 * Brand, price range and availability filters: a GET form, server-rendered, so it works
 * before hydration; once the page is interactive the app navigates to it softly, empty
 * fields left out (src/lib/link-navigation.ts), and the form is busy until the results
 * have rendered. The search query and the sort ride along as hidden fields, placed so
 * the address reads as listingHref writes it.
 */
export function FilterForm({ basePath, state, brands, attributes = [], showBrands = true, showOnSale = true }: Props) {
  const id = useId();
  const t = useTranslations("listing");
  const bn = useServerLocale() === "bn";
  const clearHref = listingHref(basePath, { query: state.query, page: 1, brands: [], inStock: false, onSale: false, sort: state.sort });
  const field =
    "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm tabular-nums text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30";

  return (
    <form method="get" action={basePath} data-scroll={KEEP_SCROLL} className="group space-y-5">
      {state.query && <input type="hidden" name="query" value={state.query} />}
      {showBrands && brands.length > 0 && (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-900">{t("brand")}</legend>
          <div className="max-h-56 space-y-0.5 overflow-y-auto pr-1">
            {brands.map((brand) => (
              <label key={brand.slug} className="choice-row py-1.5">
                <input
                  type="checkbox"
                  name="brand"
                  value={brand.slug}
                  // Read as "Arduino, 3 products" rather than "Arduino (3)".
                  aria-label={
                    brand.count === 1
                      ? t("brandCountOne", { brand: brand.name })
                      : t("brandCount", { brand: brand.name, count: bn ? toBanglaDigits(String(brand.count)) : brand.count })
                  }
                  defaultChecked={state.brands.includes(brand.slug)}
                  className="choice-box"
                />
                <span className="min-w-0 flex-1 break-words">{brand.name}</span>
                <span className="choice-count">({bn ? toBanglaDigits(String(brand.count)) : brand.count})</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <AttributeFields facets={attributes} specs={state.specs ?? []} fieldClass={field} />

      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t("price")}</legend>
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-min`} className="sr-only">
            {t("minPrice")}
          </label>
          <input
            id={`${id}-min`}
            name="min_price"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            placeholder={t("min")}
            defaultValue={state.minPrice}
            className={field}
          />
          <span aria-hidden className="text-slate-400">
            –
          </span>
          <label htmlFor={`${id}-max`} className="sr-only">
            {t("maxPrice")}
          </label>
          <input
            id={`${id}-max`}
            name="max_price"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            placeholder={t("max")}
            defaultValue={state.maxPrice}
            className={field}
          />
        </div>
      </fieldset>

      <fieldset className="space-y-1">
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t("availability")}</legend>
        <label className="choice-row py-1.5">
          <input type="checkbox" name="in_stock" value="1" defaultChecked={state.inStock} className="size-4 shrink-0 accent-brand-600" />
          {t("inStockOnly")}
        </label>
        {showOnSale && (
          <label className="choice-row py-1.5">
            <input type="checkbox" name="on_sale" value="1" defaultChecked={state.onSale} className="size-4 shrink-0 accent-brand-600" />
            {t("onSale")}
          </label>
        )}
      </fieldset>

      {state.sort && <input type="hidden" name="sort" value={state.sort} />}

      <div className="flex items-center gap-3">
        <button
          type="submit"
          className="inline-flex flex-1 items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 group-aria-busy:opacity-70"
        >
          <span aria-hidden className="hidden size-4 animate-spin rounded-full border-2 border-white/40 border-t-white group-aria-busy:inline-block" />
          {t("applyFilters")}
        </button>
        <a
          href={clearHref}
          data-scroll={KEEP_SCROLL}
          className="rounded text-sm font-medium text-slate-600 underline-offset-2 hover:text-brand-700 hover:underline"
        >
          {t("clearAll")}
        </a>
      </div>
    </form>
  );
}
