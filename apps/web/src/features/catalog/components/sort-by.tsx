"use client";

import { PRODUCT_SORT_LABELS, PRODUCT_SORTS, type ProductSort } from "@shop/contracts";
import { useRouter } from "next/navigation";
import { useEffect, useState, useTransition } from "react";
import { listingHref, listingParams, type ListingState } from "../lib/listing-query";

type Props = {
  basePath: string;
  state: ListingState;
  defaultSort: ProductSort;
  /** The choices, in order; by default every sort except relevance (which needs a search query). */
  sorts?: readonly ProductSort[];
};

const LISTING_SORTS: readonly ProductSort[] = PRODUCT_SORTS.filter((sort) => (sort as string) !== "relevance");

/**
 * The spec's "Sort By" radio list. With JavaScript a choice navigates at once (soft,
 * keeping scroll and focus); before hydration or without JavaScript it is a plain GET
 * form with an Apply button, which is hidden once the page is interactive.
 */
export function SortBy({ basePath, state, defaultSort, sorts = LISTING_SORTS }: Props) {
  const router = useRouter();
  const current = state.sort ?? defaultSort;
  const [selected, setSelected] = useState<ProductSort>(current);
  const [pending, startTransition] = useTransition();
  const [enhanced, setEnhanced] = useState(false);

  useEffect(() => setEnhanced(true), []);
  // Back/forward: follow the URL.
  useEffect(() => setSelected(current), [current]);

  function choose(sort: ProductSort) {
    setSelected(sort);
    const href = listingHref(basePath, { ...state, page: 1, sort: sort === defaultSort ? undefined : sort });
    startTransition(() => router.push(href, { scroll: false }));
  }

  return (
    <form method="get" action={basePath} aria-busy={pending}>
      <fieldset>
        <legend className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-900">
          Sort By
          {pending && (
            <span role="status" className="inline-flex items-center gap-1 text-xs font-normal text-slate-500">
              <span aria-hidden className="size-3 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600" />
              Updating…
            </span>
          )}
        </legend>
        <div className="grid grid-cols-2 gap-1 md:grid-cols-1">
          {sorts.map((sort) => (
            <label
              key={sort}
              className="flex cursor-pointer items-center gap-2.5 rounded-lg px-2 py-2 text-sm text-slate-700 hover:bg-slate-50 has-checked:bg-brand-50 has-checked:font-medium has-checked:text-brand-800"
            >
              <input
                type="radio"
                name="sort"
                value={sort}
                checked={selected === sort}
                onChange={() => choose(sort)}
                className="size-4 shrink-0 accent-brand-600"
              />
              {PRODUCT_SORT_LABELS[sort]}
            </label>
          ))}
        </div>
      </fieldset>
      {listingParams(state, ["sort", "page"]).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        hidden={enhanced}
        className="mt-2 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-brand-600"
      >
        Apply
      </button>
    </form>
  );
}
