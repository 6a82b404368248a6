import type { ProductSort } from "@shop/contracts";
import { Suspense, type ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/server";
import { localizePath } from "@/i18n/paths";
import { getProducts } from "@/lib/api/catalog";
import type { Crumb } from "../lib/json-ld";
import { listingParams, parseListingParams, toProductQuery, type ListingScope, type SearchParams } from "../lib/listing-query";
import { readWithReadableSpecs } from "../lib/readable-specs";
import { Breadcrumbs } from "./breadcrumbs";
import { ListingControls } from "./listing-controls";
import { ListingResults, ListingResultsSkeleton } from "./listing-results";

export type ProductListingProps = {
  /** Path the listing lives at; sort, filter and page links stay on it. */
  basePath: string;
  title: string;
  intro?: ReactNode;
  /** What the route lists whatever the shopper picks: a category, a tag, sale items. */
  scope: ListingScope & { defaultSort: ProductSort };
  searchParams: SearchParams;
  crumbs: Crumb[];
  /** Above the grid: child category chips. */
  header?: ReactNode;
  /** Below the grid: a category banner (products come first, issue 9). */
  footer?: ReactNode;
  showBrands?: boolean;
  showOnSale?: boolean;
  emptyText?: string;
};

/**
 * One listing for every product list route (category, offers, brands, new, popular,
 * special, today's deals): title, Sort By, filters, grid, result count, pagination.
 * The grid streams in behind a skeleton, keyed by the query so each change shows it.
 */
export async function ProductListing(props: ProductListingProps) {
  // The brand choices are the brands of this very listing, with counts (meta.brands):
  // the same request as the grid's, which Next makes once per render. An address with a
  // specification filter the shop cannot read shows the listing without it.
  const { state, result } = await readWithReadableSpecs(parseListingParams(props.searchParams), (s) => getProducts(toProductQuery(s, props.scope)));
  const meta = result.meta;
  const brands = props.showBrands === false ? [] : meta.brands;
  const key = new URLSearchParams(listingParams(state)).toString();
  const t = await getTranslations("listing");
  // Its links and forms stay in the page's language (/bn/category/x?page=2).
  const basePath = localizePath(await getLocale(), props.basePath);

  return (
    <div className="shop-container py-4 md:py-6">
      <Breadcrumbs crumbs={props.crumbs} />
      <header className="mt-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{props.title}</h1>
        {props.intro && <div className="mt-1.5 max-w-3xl text-sm text-slate-600 md:text-base">{props.intro}</div>}
      </header>
      {props.header}
      <div className="mt-5 grid gap-4 md:grid-cols-[220px_minmax(0,1fr)] md:gap-6 lg:grid-cols-[248px_minmax(0,1fr)]">
        <aside aria-label={t("sortAndFilterLabel")}>
          <ListingControls
            basePath={basePath}
            state={state}
            defaultSort={props.scope.defaultSort}
            brands={brands}
            attributes={meta.attributes}
            showBrands={props.showBrands}
            showOnSale={props.showOnSale}
          />
        </aside>
        <section aria-label={t("productsOf", { title: props.title })} className="min-w-0">
          <Suspense key={key} fallback={<ListingResultsSkeleton />}>
            <ListingResults basePath={basePath} state={state} scope={props.scope} emptyText={props.emptyText} />
          </Suspense>
        </section>
      </div>
      {props.footer}
    </div>
  );
}
