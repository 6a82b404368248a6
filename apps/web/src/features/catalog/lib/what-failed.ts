import { LOCALES } from "@shop/contracts";

/** Pages named by their path's first segment in "We couldn't load …" (the `errors` catalogue's what_* words). */
const WHAT = ["category", "product", "search", "brands", "offers", "new-products", "popular-products", "special-products", "today-deals"] as const;
export type WhatFailed = (typeof WHAT)[number] | "page";

/** What could not be loaded on the page at `pathname` (either language's): "page" where no better name is known. */
export function whatFailedToLoad(pathname: string | null): WhatFailed {
  const segments = (pathname ?? "").split("/").slice(1);
  const segment = (LOCALES as readonly string[]).includes(segments[0] ?? "") ? (segments[1] ?? "") : (segments[0] ?? "");
  return (WHAT as readonly string[]).includes(segment) ? (segment as WhatFailed) : "page";
}
