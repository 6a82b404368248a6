import type { ProductSort } from "@shop/contracts";
import type { Metadata } from "next";
import { siteConfig } from "@/lib/site-config";
import { ProductListing } from "./components/product-listing";
import { absoluteUrl } from "./lib/media";
import { parseListingParams, type ListingScope, type SearchParams } from "./lib/listing-query";

type ListingRoute = {
  path: string;
  title: string;
  /** One line under the title and the meta description. */
  description: string;
  scope: ListingScope & { defaultSort: ProductSort };
  showOnSale?: boolean;
};

/**
 * The fixed product lists. Home sections show the first few of each and link here.
 * Today's deals are discounted "hot" products; special products are the "featured" tag.
 */
export const LISTING_ROUTES = {
  "new-products": {
    path: "/new-products",
    title: "New Products",
    description: "The latest boards, sensors, modules and tools to reach our Dhaka store.",
    scope: { defaultSort: "newest" },
  },
  "popular-products": {
    path: "/popular-products",
    title: "Popular Products",
    description: "The parts makers, students and engineers in Bangladesh buy most.",
    scope: { defaultSort: "popular" },
  },
  "special-products": {
    path: "/special-products",
    title: "Special Products",
    description: "Hand-picked kits and parts our team recommends for your next project.",
    scope: { tag: "featured", defaultSort: "popular" },
  },
  "today-deals": {
    path: "/today-deals",
    title: "Today's Deals",
    description: "Hot items at a reduced price, while stock lasts.",
    scope: { tag: "hot", onSale: true, defaultSort: "discount" },
    showOnSale: false,
  },
  offers: {
    path: "/offers",
    title: "Offers",
    description: "Every discounted product in the shop, biggest savings first.",
    scope: { onSale: true, defaultSort: "discount" },
    showOnSale: false,
  },
} satisfies Record<string, ListingRoute>;

export type ListingRouteName = keyof typeof LISTING_ROUTES;

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
