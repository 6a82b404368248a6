import type { Metadata } from "next";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { pageAlternates } from "@/i18n/server";
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

export async function listingMetadata(name: ListingRouteName, sp: SearchParams): Promise<Metadata> {
  const route: ListingRoute = LISTING_ROUTES[name];
  const t = await getTranslations("listing");
  const { page } = parseListingParams(sp);
  const name_ = t(name);
  const text = t(`${name}Text`);
  const title = page > 1 ? t("pageN", { title: name_, page }) : name_;
  const alternates = await pageAlternates(listingCanonical(route.path, sp));
  const url = alternates.canonical;
  return {
    title,
    description: t("metaSuffix", { text }),
    alternates,
    ...specRobots(sp),
    openGraph: { title, description: text, url, type: "website" },
  };
}

export function ListingRoutePage({ name, searchParams }: { name: ListingRouteName; searchParams: SearchParams }) {
  const route: ListingRoute = LISTING_ROUTES[name];
  const t = useTranslations("listing");
  return (
    <ProductListing
      basePath={route.path}
      title={t(name)}
      intro={t(`${name}Text`)}
      scope={route.scope}
      searchParams={searchParams}
      crumbs={[
        { name: t("home"), path: "/" },
        { name: t(name), path: route.path },
      ]}
      showOnSale={route.showOnSale}
    />
  );
}
