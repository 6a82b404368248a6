import type { AttributeFacet, BrandFacet, ProductSort } from "@shop/contracts";
import { useTranslations } from "next-intl";
import { activeFilterCount, listingParams, type ListingState } from "../lib/listing-query";
import { FilterForm } from "./filter-form";
import { SortBy } from "./sort-by";

export type ListingControlsProps = {
  basePath: string;
  state: ListingState;
  defaultSort: ProductSort;
  /** Sort choices, when not the listing default (search offers relevance first). */
  sorts?: readonly ProductSort[];
  brands: BrandFacet[];
  /** Typed-specification facets (meta.attributes); none on listings without them. */
  attributes?: AttributeFacet[];
  showBrands?: boolean;
  showOnSale?: boolean;
};

/**
 * Sort and filters, rendered once. On a phone they sit in one collapsible "Sort &
 * Filter" panel (a native <details>, so it opens before hydration), closed again after
 * each navigation (closeListingPanels, src/lib/link-navigation.ts); from 768 px the
 * panel is a sidebar, shown whole without its summary (.listing-panel in globals.css;
 * a browser without ::details-content keeps the summary there, and opens it with it).
 */
export function ListingControls(props: ListingControlsProps) {
  const { state, defaultSort } = props;
  const filters = activeFilterCount(state);
  // Remount the filters when the URL changes so their inputs show the URL's values: they
  // are uncontrolled, server-rendered with the URL's choices as their defaults.
  const key = new URLSearchParams(listingParams(state, ["page"])).toString();
  const t = useTranslations("listing");
  const sortLabel = t(state.sort ?? defaultSort);
  const box = "md:rounded-xl md:border md:border-slate-200 md:bg-white md:p-4";

  return (
    <details data-listing-panel="" className="listing-panel group rounded-xl border border-slate-200 bg-white md:border-0 md:bg-transparent">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 text-sm font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
        <span className="flex items-center gap-2">
          <svg aria-hidden viewBox="0 0 20 20" className="size-4 text-brand-600" fill="currentColor">
            <path d="M3 5a1 1 0 0 1 1-1h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Zm2 5a1 1 0 0 1 1-1h8a1 1 0 1 1 0 2H6a1 1 0 0 1-1-1Zm3 4a1 1 0 1 0 0 2h4a1 1 0 1 0 0-2H8Z" />
          </svg>
          {t("sortAndFilter")}
          {filters > 0 && <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">{filters}</span>}
        </span>
        <span className="flex min-w-0 items-center gap-2 font-normal text-slate-500">
          <span className="truncate">{sortLabel}</span>
          <svg aria-hidden viewBox="0 0 20 20" className="size-4 shrink-0 transition-transform group-open:rotate-180" fill="currentColor">
            <path d="M5.2 7.2a1 1 0 0 1 1.4 0L10 10.6l3.4-3.4a1 1 0 1 1 1.4 1.4l-4.1 4.1a1 1 0 0 1-1.4 0L5.2 8.6a1 1 0 0 1 0-1.4Z" />
          </svg>
        </span>
      </summary>
      <div className="space-y-6 border-t border-slate-100 px-4 py-4 md:border-0 md:p-0">
        {/* Not remounted: a keyboard user's focus stays on Sort By while it navigates (syncChoices). */}
        <div className={box}>
          <SortBy basePath={props.basePath} state={state} defaultSort={defaultSort} sorts={props.sorts} />
        </div>
        <div key={key} className={box}>
          <FilterForm
            basePath={props.basePath}
            state={state}
            brands={props.brands}
            attributes={props.attributes}
            showBrands={props.showBrands}
            showOnSale={props.showOnSale}
          />
        </div>
      </div>
    </details>
  );
}
