import { ListingControls } from "@/features/catalog/components/listing-controls";
import { ListingResultsSkeleton } from "@/features/catalog/components/listing-results";
import { Pagination } from "@/features/catalog/components/pagination";
import { ProductGrid } from "@/features/catalog/components/product-grid";
import { activeFilterCount, listingHref, resultRange, toProductQuery, type ListingState } from "@/features/catalog/lib/listing-query";
import { readWithReadableSpecs } from "@/features/catalog/lib/readable-specs";
import { searchProducts } from "@/lib/api/search";
import { resultCountText, searchSorts } from "../lib/search-query";
import { AskToStock } from "./ask-to-stock";
import { NoResults } from "./search-empty";

export const SEARCH_PATH = "/search";

/**
 * The results of one search: the count, the category listing's Sort By and filters
 * (every link keeps the query), the grid and pagination; or, when the query finds
 * nothing, the helpful empty state.
 */
export async function SearchResults(props: { state: ListingState & { query: string } }) {
  const { sorts, defaultSort } = searchSorts();
  // An address with a specification filter the shop cannot read shows the results without it.
  const {
    state,
    result: { data: products, meta },
  } = await readWithReadableSpecs(props.state, (s) => searchProducts(toProductQuery(s, { defaultSort })));
  const brands = meta.brands;
  const filtered = activeFilterCount(state) > 0;

  if (meta.total === 0 && !filtered) {
    return (
      <>
        <p className="mt-1.5 text-sm text-slate-600 md:text-base" aria-live="polite">
          {resultCountText(0)}
        </p>
        <NoResults query={state.query} didYouMean={meta.did_you_mean} />
        <AskToStock query={state.query} />
      </>
    );
  }

  const range = resultRange(meta);
  return (
    <>
      {meta.total > 0 && meta.did_you_mean && (
        // The API found these through a correction of the shopper's words ("arduno" -> "arduino").
        <p className="mt-1.5 text-sm text-slate-700 md:text-base" data-testid="showing-results-for">
          Showing results for <strong className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{meta.did_you_mean}</strong>
        </p>
      )}
      <p className="mt-1.5 text-sm text-slate-600 md:text-base" aria-live="polite">
        <span className="font-semibold tabular-nums text-slate-900">{resultCountText(meta.total)}</span>
        {meta.last_page > 1 && range.total > 0 && (
          <span className="tabular-nums">
            {" "}
            · showing {range.from}–{range.to}
          </span>
        )}
      </p>
      <div className="mt-5 grid gap-4 md:grid-cols-[220px_minmax(0,1fr)] md:gap-6 lg:grid-cols-[248px_minmax(0,1fr)]">
        <aside aria-label="Sort and filter">
          <ListingControls basePath={SEARCH_PATH} state={state} defaultSort={defaultSort} sorts={sorts} brands={brands} attributes={meta.attributes} />
        </aside>
        <section aria-label="Search results: products" className="min-w-0">
          {products.length ? (
            <>
              <ProductGrid products={products} priorityCount={2} headingLevel="h2" label="Products" withSidebar />
              <Pagination basePath={SEARCH_PATH} state={state} lastPage={meta.last_page} />
            </>
          ) : (
            <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
              <p className="text-base font-semibold text-slate-900">
                {meta.total > 0 ? "This page is past the end of the results." : "No products match these filters."}
              </p>
              <p className="mt-2 text-sm text-slate-600">
                {meta.total > 0 ? (
                  <a href={listingHref(SEARCH_PATH, state, { page: 1 })} className="font-medium text-brand-700 underline">
                    Go to the first page
                  </a>
                ) : (
                  <a
                    href={listingHref(SEARCH_PATH, { query: state.query, page: 1, brands: [], inStock: false, onSale: false, sort: state.sort })}
                    className="font-medium text-brand-700 underline"
                  >
                    Clear the filters
                  </a>
                )}
              </p>
            </div>
          )}
        </section>
      </div>
    </>
  );
}

/** The page frame while the results load: the same shape, so nothing jumps. */
export function SearchResultsSkeleton() {
  return (
    <div aria-hidden className="animate-pulse">
      <div className="mt-2.5 h-5 w-40 rounded bg-slate-200" />
      <div className="mt-5 grid gap-4 md:grid-cols-[220px_minmax(0,1fr)] md:gap-6 lg:grid-cols-[248px_minmax(0,1fr)]">
        <div className="h-12 rounded-xl bg-slate-200 md:h-80" />
        <ListingResultsSkeleton />
      </div>
    </div>
  );
}
