import { ListingControls } from "@/features/catalog/components/listing-controls";
import { ListingResultsSkeleton } from "@/features/catalog/components/listing-results";
import { Pagination } from "@/features/catalog/components/pagination";
import { ProductGrid } from "@/features/catalog/components/product-grid";
import { activeFilterCount, listingHref, resultRange, toProductQuery, type ListingState } from "@/features/catalog/lib/listing-query";
import { readWithReadableSpecs } from "@/features/catalog/lib/readable-specs";
import { toBanglaDigits } from "@shop/contracts";
import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/server";
import { localizePath } from "@/i18n/paths";
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
  const t = await getTranslations("searchPage");
  const listing = await getTranslations("listing");
  const locale = await getLocale();
  const basePath = localizePath(locale, SEARCH_PATH);
  const digits = (n: number) => (locale === "bn" ? toBanglaDigits(n.toLocaleString("en-IN")) : n.toLocaleString("en-IN"));
  const countText = (total: number) => (locale === "en" ? resultCountText(total) : total === 1 ? t("foundOne") : t("found", { count: digits(total) }));

  if (meta.total === 0 && !filtered) {
    return (
      <>
        <p className="mt-1.5 text-sm text-slate-600 md:text-base" aria-live="polite">
          {countText(0)}
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
          {t.rich("resultsFor", {
            query: meta.did_you_mean,
            strong: (chunks) => <strong className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{chunks}</strong>,
          })}
        </p>
      )}
      <p className="mt-1.5 text-sm text-slate-600 md:text-base" aria-live="polite">
        <span className="font-semibold tabular-nums text-slate-900">{countText(meta.total)}</span>
        {meta.last_page > 1 && range.total > 0 && <span className="tabular-nums">{t("showing", { from: digits(range.from), to: digits(range.to) })}</span>}
      </p>
      <div className="mt-5 grid gap-4 md:grid-cols-[220px_minmax(0,1fr)] md:gap-6 lg:grid-cols-[248px_minmax(0,1fr)]">
        <aside aria-label={listing("sortAndFilterLabel")}>
          <ListingControls basePath={basePath} state={state} defaultSort={defaultSort} sorts={sorts} brands={brands} attributes={meta.attributes} />
        </aside>
        <section aria-label={t("results")} className="min-w-0">
          {products.length ? (
            <>
              <ProductGrid products={products} priorityCount={2} headingLevel="h2" label={listing("products")} withSidebar />
              <Pagination basePath={basePath} state={state} lastPage={meta.last_page} />
            </>
          ) : (
            <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
              <p className="text-base font-semibold text-slate-900">{meta.total > 0 ? t("pastEnd") : listing("noMatch")}</p>
              <p className="mt-2 text-sm text-slate-600">
                {meta.total > 0 ? (
                  <a href={listingHref(basePath, state, { page: 1 })} className="font-medium text-brand-700 underline">
                    {listing("firstPage")}
                  </a>
                ) : (
                  <a
                    href={listingHref(basePath, { query: state.query, page: 1, brands: [], inStock: false, onSale: false, sort: state.sort })}
                    className="font-medium text-brand-700 underline"
                  >
                    {listing("clearFilters")}
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
