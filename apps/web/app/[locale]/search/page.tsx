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
import { siteConfig } from "@/lib/site-config";

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { query } = parseListingParams(await searchParams);
  const title = query ? `Search: ${query}` : "Search";
  return {
    title,
    description: query ? `Products matching "${query}" at ${siteConfig.name}, with prices in taka.` : undefined,
    // Result pages are endless and thin: keep them out of the index, follow their links.
    robots: { index: false, follow: true },
    alternates: { canonical: searchHref(query ?? "") },
    openGraph: { title, url: searchHref(query ?? "") },
  };
}

/** /search?query= (spec §2): the results of a search, with the category listing's sort, filters and pages. */
export default async function SearchPage({ searchParams }: Props) {
  const sp = await searchParams;
  const state = parseListingParams(sp);
  const query = state.query;
  const fromBox = sp[FROM_BOX_PARAM] === FROM_BOX_VALUE;
  const key = new URLSearchParams(listingParams(state)).toString();

  return (
    <div className="shop-container py-4 md:py-6">
      <Breadcrumbs
        crumbs={[
          { name: "Home", path: "/" },
          { name: "Search", path: "/search" },
        ]}
      />
      {query ? (
        <>
          <QueryInHeaderBox query={query} />
          {fromBox && <RecordSearch query={query} />}
          <header className="mt-3">
            {/* A long pasted query stops after two lines (three from 768 px), not filling the phone's first screen: the header box holds it whole. */}
            <h1 className="line-clamp-2 text-2xl font-bold tracking-tight text-slate-900 [overflow-wrap:anywhere] md:line-clamp-3 md:text-3xl">
              Search results for &quot;{query}&quot;
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
