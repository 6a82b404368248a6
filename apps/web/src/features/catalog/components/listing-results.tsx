import { toBanglaDigits } from "@shop/contracts";
import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/server";
import { localizePath } from "@/i18n/paths";
import { getProducts } from "@/lib/api/catalog";
import { activeFilterCount, listingHref, resultRange, toProductQuery, type ListingScope, type ListingState } from "../lib/listing-query";
import { Pagination } from "./pagination";
import { ProductGrid } from "./product-grid";

type Props = { basePath: string; state: ListingState; scope: ListingScope; emptyText?: string };

/** The product grid of a listing page: its own fetch, so the page around it can stream first. */
export async function ListingResults({ basePath, state, scope, emptyText }: Props) {
  const { data: products, meta } = await getProducts(toProductQuery(state, scope));
  const range = resultRange(meta);
  const filtered = activeFilterCount(state) > 0;
  const t = await getTranslations("listing");
  const locale = await getLocale();
  const digits = (n: number) => (locale === "bn" ? toBanglaDigits(String(n)) : String(n));

  if (!products.length) {
    const pastEnd = meta.total > 0;
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <p className="text-base font-semibold text-slate-900">{pastEnd ? t("pastEnd") : filtered ? t("noMatch") : (emptyText ?? t("empty"))}</p>
        <p className="mt-2 text-sm text-slate-600">
          {pastEnd ? (
            <a href={listingHref(basePath, state, { page: 1 })} className="font-medium text-brand-700 underline">
              {t("firstPage")}
            </a>
          ) : filtered ? (
            <a
              href={listingHref(basePath, { query: state.query, page: 1, brands: [], inStock: false, onSale: false, sort: state.sort })}
              className="font-medium text-brand-700 underline"
            >
              {t("clearFilters")}
            </a>
          ) : (
            <a href={localizePath(locale, "/")} className="font-medium text-brand-700 underline">
              {t("browse")}
            </a>
          )}
        </p>
      </div>
    );
  }

  return (
    <>
      <p className="mb-3 text-sm text-slate-600" aria-live="polite">
        {t.rich(range.total === 1 ? "showingOne" : "showing", {
          from: digits(range.from),
          to: digits(range.to),
          total: digits(range.total),
          strong: (chunks) => <span className="font-medium tabular-nums text-slate-900">{chunks}</span>,
        })}
      </p>
      <ProductGrid products={products} priorityCount={2} headingLevel="h2" label={t("products")} withSidebar />
      <Pagination basePath={basePath} state={state} lastPage={meta.last_page} />
    </>
  );
}

/** Placeholder of the same shape while the grid loads, so nothing jumps when it arrives. */
export function ListingResultsSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div aria-hidden className="animate-pulse">
      <div className="mb-3 h-5 w-48 rounded bg-slate-200" />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
            <div className="aspect-square bg-slate-100" />
            <div className="space-y-2 p-3">
              <div className="h-3 w-16 rounded bg-slate-200" />
              <div className="h-4 w-full rounded bg-slate-200" />
              <div className="h-4 w-2/3 rounded bg-slate-200" />
              <div className="h-5 w-20 rounded bg-slate-200" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
