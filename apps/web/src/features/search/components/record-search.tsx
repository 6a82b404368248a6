"use client";

import { useEffect } from "react";
import { recentSearchStore } from "../hooks/use-recent-searches";
import { FROM_BOX_PARAM } from "@/lib/search-form";

/**
 * On a results page reached by the header box's plain form (submitted before the page
 * was interactive): record the search, then drop the marker from the address without
 * a navigation, so a reload or a shared link does not record it again.
 */
export function RecordSearch({ query }: { query: string }) {
  useEffect(() => {
    recentSearchStore().add(query);
    const url = new URL(window.location.href);
    if (url.searchParams.has(FROM_BOX_PARAM)) {
      url.searchParams.delete(FROM_BOX_PARAM);
      window.history.replaceState(null, "", `${url.pathname}${url.search}${url.hash}`);
    }
  }, [query]);
  return null;
}
