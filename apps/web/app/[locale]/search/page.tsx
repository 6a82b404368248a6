import type { Metadata } from "next";
import { Suspense } from "react";
import { Breadcrumbs } from "@/features/catalog/components/breadcrumbs";
import { listingParams, parseListingParams, type SearchParams } from "@/features/catalog/lib/listing-query";
import { QueryInHeaderBox } from "@/features/search/components/query-in-header-box";
import { RecordSearch } from "@/features/search/components/record-search";
import { SearchPrompt } from "@/features/search/components/search-empty";
import { SearchResults, SearchResultsSkeleton } from "@/features/search/components/search-results";
import { searchHref } from "@/features/search/lib/search-query";
import { FROM_BOX_PARAM, FROM_BOX_VALUE } from "@/lib/search-form";
import { getTranslations } from "next-intl/server";
import { pageAlternates } from "@/i18n/server";
import { siteConfig } from "@/lib/site-config";

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { query } = parseListingParams(await searchParams);
  const t = await getTranslations("searchPage");
  const title = query ? t("titleFor", { query }) : t("title");
  const alternates = await pageAlternates(searchHref(query ?? ""));
  return {
    title,
    description: query ? t("description", { query, shop: siteConfig.name }) : undefined,
    // Result pages are endless and thin: keep them out of the index, follow their links.
    robots: { index: false, follow: true },
    alternates,
    openGraph: { title, url: alternates.canonical },
  };
}

/** /search?query= (spec §2): the results of a search, with the category listing's sort, filters and pages. */
export default async function SearchPage({ searchParams }: Props) {
  const sp = await searchParams;
  const state = parseListingParams(sp);
  const query = state.query;
  const fromBox = sp[FROM_BOX_PARAM] === FROM_BOX_VALUE;
  const key = new URLSearchParams(listingParams(state)).toString();
  const t = await getTranslations("searchPage");
  const home = (await getTranslations("listing"))("home");

  return (
    <div className="shop-container py-4 md:py-6">
      <Breadcrumbs
        crumbs={[
          { name: home, path: "/" },
          { name: t("title"), path: "/search" },
        ]}
      />
      {query ? (
        <>
          <QueryInHeaderBox query={query} />
          {fromBox && <RecordSearch query={query} />}
          <header className="mt-3">
            {/* A long pasted query stops after two lines (three from 768 px), not filling the phone's first screen: the header box holds it whole. */}
            <h1 className="line-clamp-2 text-2xl font-bold tracking-tight text-slate-900 [overflow-wrap:anywhere] md:line-clamp-3 md:text-3xl">
              {t("heading", { query })}
            </h1>
          </header>
          <Suspense key={key} fallback={<SearchResultsSkeleton />}>
            <SearchResults state={{ ...state, query }} />
          </Suspense>
        </>
      ) : (
        <SearchPrompt />
      )}
    </div>
  );
}
