/**
 * Page-load reporting (spec §2): one report per rendered route, none for /404 or the
 * not-found page. The sink is pluggable so an analytics provider can be wired in
 * without touching the pages; by default it writes a debug line.
 */
export type PageLoadSink = (event: { path: string; at: number }) => void;

const debugSink: PageLoadSink = ({ path }) => console.debug("page load", path);

/** Rendered by the not-found page so the reporter can tell it apart from a real page. */
export const NOT_FOUND_MARKER_ATTR = "data-page-not-found";

export function shouldReportPageLoad(path: string, isNotFoundPage: boolean): boolean {
  if (isNotFoundPage) return false;
  const pathname = path.split(/[?#]/)[0];
  return pathname !== "/404" && pathname !== "/_not-found";
}

/** Reports a page view to `sink` (a debug line unless given); returns whether it was reported. */
export function reportPageLoad(path: string, options: { notFound?: boolean; now?: number; sink?: PageLoadSink } = {}): boolean {
  if (!shouldReportPageLoad(path, options.notFound ?? false)) return false;
  (options.sink ?? debugSink)({ path, at: options.now ?? Date.now() });
  return true;
}
