"use client";

import { useEffect } from "react";
import { HEADER_SEARCH_INPUT_ID, SHOWN_QUERY_ATTRIBUTE } from "@/lib/search-form";

/**
 * On a results page: shows its query in the header's plain search box, as the full box
 * would, without loading the full box's code (it loads on first use, as on every page).
 * Text the shopper typed or is typing is left alone, and so is the full box once it has
 * taken over (the plain input is gone). Leaving the results page, or a new query,
 * takes the query out again if it is still there untouched.
 */
export function QueryInHeaderBox({ query }: { query: string }) {
  useEffect(() => {
    const input = document.getElementById(HEADER_SEARCH_INPUT_ID);
    if (!(input instanceof HTMLInputElement) || input.value !== "" || input === document.activeElement) return;
    input.value = query;
    input.setAttribute(SHOWN_QUERY_ATTRIBUTE, query);
    return () => {
      input.removeAttribute(SHOWN_QUERY_ATTRIBUTE);
      if (input.value === query && input !== document.activeElement) input.value = "";
    };
  }, [query]);
  return null;
}
