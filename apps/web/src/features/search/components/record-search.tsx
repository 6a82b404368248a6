"use client";

import { useEffect } from "react";
import { FROM_BOX_PARAM } from "@/lib/search-form";

/**
 * On a results page reached by the header box's plain form (submitted before the page
 * was interactive): record the search, then drop the marker from the address without
 * a navigation, so a reload or a shared link does not record it again. The recent
 * searches' code loads here only when there is a search to record.
 */
export function RecordSearch({ query }: { query: string }) {
  useEffect(() => {
    import("../hooks/use-recent-searches")
      .then(({ recentSearchStore }) => recentSearchStore().add(query))
      .catch((error: unknown) => console.error("The search could not be recorded", error));
    const url = new URL(window.location.href);
    if (url.searchParams.has(FROM_BOX_PARAM)) {
      url.searchParams.delete(FROM_BOX_PARAM);
      window.history.replaceState(null, "", `${url.pathname}${url.search}${url.hash}`);
    }
  }, [query]);
  return null;
}
