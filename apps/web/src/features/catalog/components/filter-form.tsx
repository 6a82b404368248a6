"use client";

import type { BrandFacet } from "@shop/contracts";
import { useRouter } from "next/navigation";
import { useId, useTransition, type FormEvent } from "react";
import { KEEP_SCROLL } from "@/lib/link-navigation";
import { listingHref, listingParams, parseListingParams, type ListingState } from "../lib/listing-query";

type Props = {
  basePath: string;
  state: ListingState;
  /** The brands in this listing with their counts (the API's meta.brands). */
  brands: BrandFacet[];
  showBrands?: boolean;
  /** Off where the route is a sale listing already (offers, today's deals). */
  showOnSale?: boolean;
};

/**
 * Brand, price range and availability filters: a GET form, so it works before
 * hydration; once interactive it navigates softly to a clean URL (no empty fields).
 */
export function FilterForm({ basePath, state, brands, showBrands = true, showOnSale = true }: Props) {
  const router = useRouter();
  const id = useId();
  const [pending, startTransition] = useTransition();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = parseListingParams({
      brand: data.getAll("brand").map(String),
      min_price: String(data.get("min_price") ?? ""),
      max_price: String(data.get("max_price") ?? ""),
      in_stock: data.get("in_stock") ? "1" : undefined,
      on_sale: data.get("on_sale") ? "1" : undefined,
    });
    const href = listingHref(basePath, { ...next, query: state.query, sort: state.sort, page: 1 });
    startTransition(() => router.push(href, { scroll: false }));
  }

  const clearHref = listingHref(basePath, { query: state.query, page: 1, brands: [], inStock: false, onSale: false, sort: state.sort });
  const field =
    "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm tabular-nums text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30";

  return (
    <form method="get" action={basePath} onSubmit={submit} aria-busy={pending} className="space-y-5">
      {showBrands && brands.length > 0 && (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-900">Brand</legend>
          <div className="max-h-56 space-y-0.5 overflow-y-auto pr-1">
            {brands.map((brand) => (
              <label key={brand.slug} className="flex cursor-pointer items-center gap-2.5 rounded-lg px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-50">
                <input
                  type="checkbox"
                  name="brand"
                  value={brand.slug}
                  // Read as "Arduino, 3 products" rather than "Arduino (3)".
                  aria-label={`${brand.name}, ${brand.count === 1 ? "1 product" : `${brand.count} products`}`}
                  defaultChecked={state.brands.includes(brand.slug)}
                  className="size-4 shrink-0 rounded accent-brand-600"
                />
                <span className="min-w-0 flex-1 break-words">{brand.name}</span>
                <span className="shrink-0 text-xs tabular-nums text-slate-500">({brand.count})</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-900">Price (৳)</legend>
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-min`} className="sr-only">
            Minimum price in taka
          </label>
          <input
            id={`${id}-min`}
            name="min_price"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            placeholder="Min"
            defaultValue={state.minPrice}
            className={field}
          />
          <span aria-hidden className="text-slate-400">
            –
          </span>
          <label htmlFor={`${id}-max`} className="sr-only">
            Maximum price in taka
          </label>
          <input
            id={`${id}-max`}
            name="max_price"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            placeholder="Max"
            defaultValue={state.maxPrice}
            className={field}
          />
        </div>
      </fieldset>

      <fieldset className="space-y-1">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Availability</legend>
        <label className="flex cursor-pointer items-center gap-2.5 rounded-lg px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-50">
          <input type="checkbox" name="in_stock" value="1" defaultChecked={state.inStock} className="size-4 shrink-0 accent-brand-600" />
          In stock only
        </label>
        {showOnSale && (
          <label className="flex cursor-pointer items-center gap-2.5 rounded-lg px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-50">
            <input type="checkbox" name="on_sale" value="1" defaultChecked={state.onSale} className="size-4 shrink-0 accent-brand-600" />
            On sale
          </label>
        )}
      </fieldset>

      {listingParams(state, ["brands", "minPrice", "maxPrice", "inStock", "onSale", "page"]).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}

      <div className="flex items-center gap-3">
        <button
          type="submit"
          disabled={pending}
          className="inline-flex flex-1 items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-70"
        >
          {pending && <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />}
          Apply filters
        </button>
        <a
          href={clearHref}
          data-scroll={KEEP_SCROLL}
          className="rounded text-sm font-medium text-slate-600 underline-offset-2 hover:text-brand-700 hover:underline"
        >
          Clear all
        </a>
      </div>
    </form>
  );
}
