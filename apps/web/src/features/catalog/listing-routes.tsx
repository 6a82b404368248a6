import type { Metadata } from "next";
import { siteConfig } from "@/lib/site-config";
import { ProductListing } from "./components/product-listing";
import { absoluteUrl } from "./lib/media";
import { parseListingParams, type SearchParams } from "./lib/listing-query";
import { specRobots } from "./lib/spec-params";
import { LISTING_ROUTES, type ListingRoute, type ListingRouteName } from "./listing-routes-data";

/** Canonical URL of a listing page: its path, plus the page number past page 1 (sort and filters fold into it). */
export function listingCanonical(path: string, sp: SearchParams, keep: [string, string][] = []): string {
  const { page } = parseListingParams(sp);
  const params = new URLSearchParams(keep);
  if (page > 1) params.set("page", String(page));
  const qs = params.toString().replace(/%2C/gi, ",");
  return absoluteUrl(qs ? `${path}?${qs}` : path, siteConfig.url);
}

export function listingMetadata(name: ListingRouteName, sp: SearchParams): Metadata {
  const route: ListingRoute = LISTING_ROUTES[name];
  const { page } = parseListingParams(sp);
  const title = page > 1 ? `${route.title} – Page ${page}` : route.title;
  const url = listingCanonical(route.path, sp);
  return {
    title,
    description: `${route.description} Prices in taka, cash on delivery across Bangladesh.`,
    alternates: { canonical: url },
    ...specRobots(sp),
    openGraph: { title, description: route.description, url, type: "website" },
  };
}

export function ListingRoutePage({ name, searchParams }: { name: ListingRouteName; searchParams: SearchParams }) {
  const route: ListingRoute = LISTING_ROUTES[name];
  return (
    <ProductListing
      basePath={route.path}
      title={route.title}
      intro={route.description}
      scope={route.scope}
      searchParams={searchParams}
      crumbs={[
        { name: "Home", path: "/" },
        { name: route.title, path: route.path },
      ]}
      showOnSale={route.showOnSale}
    />
  );
}
