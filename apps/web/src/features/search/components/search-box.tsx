"use client";

import { SEARCH_DEBOUNCE_MS, toBanglaDigits } from "@shop/contracts";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Suspense, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from "react";
import { CloseIcon, SearchIcon } from "@/components/ui/icons";
import { startRouteLoader } from "@/components/layout/route-events";
import { ClockIcon } from "@/components/ui/more-icons";
import { Spinner } from "@/components/ui/spinner";
import { getSearchSuggestions, type SearchSuggestion } from "@/lib/api/search";
import { useLocale, useLocalePath, useT } from "@/i18n/client";
import { cn } from "@/lib/cn";
import { useOutsidePointerDown } from "@/lib/hooks/use-outside-pointer-down";
import { takeOverInput } from "@/lib/take-over-input";
import { productHref } from "@/lib/routes";
import { useDebouncedValue } from "../hooks/use-debounced-value";
import { recentSearchStore, useRecentSearches } from "../hooks/use-recent-searches";
import { createLruCache } from "../lib/lru-cache";
import { moveActive, normalizeQuery, searchHref, suggestionsAnnouncement } from "../lib/search-query";
import { SEARCH_INPUT_PROPS, SearchFormFrame } from "./search-field";
import { SuggestionContent } from "./suggestion-content";

type Option = { kind: "product"; href: string; product: SearchSuggestion } | { kind: "recent"; href: string; term: string } | { kind: "all"; href: string };

type Results = { query: string; products: SearchSuggestion[]; failed?: boolean };

/** Suggestions of the last few queries, shared by every box on the page. */
const suggestionCache = createLruCache<SearchSuggestion[]>({ max: 30, maxAgeMs: 60_000 });

/** Prefixes of each other ("esp" → "esp32"): earlier suggestions stay up while the next load. */
function related(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x.startsWith(y) || y.startsWith(x);
}

/**
 * Tells the box where the shopper is: the path and `?query=` after every navigation.
 * Its own component inside <Suspense>, because reading the search params would
 * otherwise turn the whole header into client-only rendering on static pages.
 */
function RouteWatcher({ onRoute }: { onRoute: (pathname: string, query: string) => void }) {
  const pathname = usePathname();
  const params = useSearchParams();
  const query = params.get("query") ?? "";
  const key = `${pathname}?${params.toString()}`;
  const latest = useRef(onRoute);
  useEffect(() => {
    latest.current = onRoute;
  });
  useEffect(() => {
    latest.current(pathname, query);
    // `key` covers every navigation, including one that only changes the sort or page.
  }, [key, pathname, query]);
  return null;
}

/**
 * The header search box (spec §2 Search, §4 Search dropdown): a WAI-ARIA 1.2 combobox
 * with a listbox popup. Empty text shows Recent Searches; typing shows up to six
 * suggested products after a half-second pause and a See All Results option.
 *
 * Without JavaScript (or before hydration) it is a plain GET form to /search.
 * Focus stays in the input; options are "visually focused" via aria-activedescendant.
 */
export function SearchBox({ className, autoFocus = false, adopt = null }: { className?: string; autoFocus?: boolean; adopt?: HTMLInputElement | null }) {
  const router = useRouter();
  const t = useT("search");
  const locale = useLocale();
  const localize = useLocalePath();
  const suggestionsText = useCallback(
    (count: number) => suggestionsAnnouncement(count, { none: t("noProducts"), one: t("suggestionOne"), other: t("suggestionOther") }, locale),
    [t, locale],
  );
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const routeSeen = useRef(false);

  // Taking over from the plain box (LazySearchBox): its text, and its focus if it had it.
  const [adopted] = useState(() => (adopt ? { focused: document.activeElement === adopt } : null));
  const [text, setText] = useState(() => adopt?.value ?? "");
  const [open, setOpen] = useState(() => Boolean(adopted?.focused));
  const [active, setActive] = useState(-1);
  const [results, setResults] = useState<Results | null>(null);
  const [announcement, setAnnouncement] = useState("");

  const recents = useRecentSearches();
  const query = normalizeQuery(text);
  const settled = useDebouncedValue(query, SEARCH_DEBOUNCE_MS, (q) => q === "");
  const requestSeq = useRef(0);
  const shownQuery = useRef<string | null>(null);

  /** New suggestions replace the old ones; the highlight starts over only when the query changed. */
  function showResults(next: Results) {
    if (shownQuery.current !== next.query) setActive(-1);
    shownQuery.current = next.query;
    setResults(next);
  }

  // Fetch suggestions for the settled text while the box is open. A newer query aborts
  // the older request; a response that still arrives out of order is ignored.
  useEffect(() => {
    if (!open || !settled) return;
    const cached = suggestionCache.get(settled);
    if (cached) {
      showResults({ query: settled, products: cached });
      setAnnouncement(suggestionsText(cached.length));
      return;
    }
    const seq = ++requestSeq.current;
    const controller = new AbortController();
    getSearchSuggestions(settled, controller.signal)
      .then((products) => {
        if (seq !== requestSeq.current) return;
        suggestionCache.set(settled, products);
        showResults({ query: settled, products });
        setAnnouncement(suggestionsText(products.length));
      })
      .catch(() => {
        if (controller.signal.aborted || seq !== requestSeq.current) return;
        showResults({ query: settled, products: [], failed: true });
        setAnnouncement(t("unavailableShort"));
      });
    return () => controller.abort();
  }, [open, settled, suggestionsText, t]);

  const mode = query ? "suggest" : "recent";
  const current = results && results.query === query ? results : null;
  const loading = mode === "suggest" && current === null;
  const shown = current ?? (results && mode === "suggest" && related(results.query, query) ? results : null);

  const options: Option[] =
    mode === "recent"
      ? recents.map((term) => ({ kind: "recent", href: localize(searchHref(term)), term }))
      : [
          ...(shown?.products ?? []).map((product): Option => ({ kind: "product", href: localize(productHref(product.slug)), product })),
          { kind: "all", href: localize(searchHref(query)) },
        ];
  const expanded = open && (mode === "suggest" || recents.length > 0);
  const activeIndex = expanded && active < options.length ? active : -1;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  /**
   * After every navigation: close, and show the query of a results page (nothing
   * elsewhere), unless the shopper is in the box: then what is there stays. Leaving the
   * box for a page blurs it (leave()), so focus in it here means the shopper came back
   * to it while the page was on its way, and may be typing the next search already.
   */
  function onRoute(pathname: string, urlQuery: string) {
    const first = !routeSeen.current;
    routeSeen.current = true;
    const typedBeforeHydration = first ? (inputRef.current?.value ?? "") : "";
    // The shopper is in the box already (typed before hydration, or focused the plain box): keep it.
    if (typedBeforeHydration || (first && adopted?.focused)) {
      setText(typedBeforeHydration);
      if (document.activeElement === inputRef.current) setOpen(true);
      return;
    }
    if (!first && document.activeElement === inputRef.current) return;
    setText(pathname === "/search" ? normalizeQuery(urlQuery) : "");
    close();
  }

  // The swap happens in this commit: keys typed since this render are in the plain box
  // still, and focus and selection move over before the browser handles the next key.
  useLayoutEffect(() => {
    if (!adopt || !adopted) return;
    takeOverInput(adopt, inputRef.current, { focused: adopted.focused, setValue: setText });
  }, [adopt, adopted]);

  // Close on a click or tap outside the box.
  useOutsidePointerDown(rootRef, open, close);

  // Opening with recent searches says how many there are (suggestions announce themselves).
  useEffect(() => {
    const count = locale === "bn" ? toBanglaDigits(String(recents.length)) : recents.length;
    if (expanded && mode === "recent") setAnnouncement(recents.length === 1 ? t("recentOne") : t("recentOther", { count }));
  }, [expanded, mode, recents.length, t, locale]);

  /** Leaves the box for `href`: records the search, closes, and lets the page have the screen (phone keyboard down). */
  function leave(href: string, record: string, navigate: boolean) {
    if (record) recentSearchStore().add(record);
    close();
    inputRef.current?.blur();
    if (!navigate) return;
    startRouteLoader(new URL(href, window.location.href));
    router.push(href);
  }

  function choose(option: Option, navigate: boolean) {
    if (option.kind === "recent") {
      setText(option.term);
      leave(option.href, option.term, navigate);
    } else {
      leave(option.href, query, navigate);
    }
  }

  /** What every option link shares: its id for aria-activedescendant, selection, and the pointer. */
  function optionProps(i: number, option: Option) {
    return {
      id: optionId(i),
      role: "option",
      "aria-selected": activeIndex === i,
      href: option.href,
      tabIndex: -1,
      onClick: (event: MouseEvent<HTMLAnchorElement>) => onOptionClick(event, option),
      onMouseMove: () => activeIndex !== i && setActive(i),
    };
  }

  function onOptionClick(event: MouseEvent<HTMLAnchorElement>, option: Option) {
    // Let the browser open a new tab or window; record the search either way.
    const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!plain) {
      if (option.kind !== "recent" && query) recentSearchStore().add(query);
      return;
    }
    event.preventDefault();
    choose(option, true);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!query) return;
    leave(localize(searchHref(query)), query, true);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        event.preventDefault();
        const delta = event.key === "ArrowDown" ? 1 : -1;
        if (!open) setOpen(true);
        setActive(moveActive(activeIndex, options.length, delta));
        break;
      }
      case "Enter": {
        const option = activeIndex >= 0 ? options[activeIndex] : undefined;
        if (option) {
          event.preventDefault();
          choose(option, true);
        } else if (!query) {
          // Nothing to search for: stay put (no empty results page, no validation bubble).
          event.preventDefault();
        }
        break;
      }
      case "Escape": {
        if (expanded) {
          event.preventDefault();
          close();
        } else if (text) {
          event.preventDefault();
          setText("");
        }
        break;
      }
      case "Delete": {
        // Delete removes the highlighted recent search (the × buttons do the same by pointer).
        const option = activeIndex >= 0 ? options[activeIndex] : undefined;
        if (option?.kind === "recent") {
          event.preventDefault();
          removeRecent(option.term, Math.min(activeIndex, recents.length - 2));
        }
        break;
      }
    }
  }

  function removeRecent(term: string, nextActive = -1) {
    recentSearchStore().remove(term);
    setActive(nextActive);
    setAnnouncement(t("removed", { term }));
    inputRef.current?.focus();
  }

  const activeOption = activeIndex >= 0 ? options[activeIndex] : undefined;

  return (
    <div
      ref={rootRef}
      className={cn("relative", className)}
      onBlur={(event) => {
        // Focus went somewhere outside the box (Tab past it, another window): close.
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <Suspense fallback={null}>
        <RouteWatcher onRoute={onRoute} />
      </Suspense>
      <SearchFormFrame
        inputId={inputId}
        onSubmit={submit}
        words={{ label: t("label"), placeholder: t("placeholder"), submit: t("submit"), suggestions: t("suggestions"), action: localize("/search") }}
      >
        <input
          {...SEARCH_INPUT_PROPS}
          placeholder={t("placeholder")}
          role="combobox"
          ref={inputRef}
          id={inputId}
          autoFocus={autoFocus}
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeOption ? optionId(activeIndex) : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        {expanded && loading ? (
          <span className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-brand-600">
            <Spinner className="size-5" />
          </span>
        ) : text ? (
          <button
            type="button"
            aria-label={t("clear")}
            onClick={() => {
              setText("");
              setActive(-1);
              setOpen(true);
              inputRef.current?.focus();
            }}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-md text-slate-400 hover:text-slate-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
          >
            <CloseIcon className="size-4" />
          </button>
        ) : null}
      </SearchFormFrame>

      <p role="status" className="sr-only">
        {expanded ? announcement : ""}
      </p>

      {/* Clicks inside the popup keep focus in the input (the combobox owns focus). */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        hidden={!expanded}
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden border-y border-slate-200 bg-white shadow-xl max-md:-mx-4 md:rounded-lg md:border-x"
      >
        <div className="max-h-[min(34rem,calc(100dvh-10rem))] overflow-y-auto overscroll-contain">
          {mode === "recent" ? (
            <>
              <div className="flex items-center justify-between border-b border-slate-100 pl-4 pr-1">
                <p id={`${id}-recent-heading`} className="py-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
                  {t("recent")}
                </p>
                <button
                  type="button"
                  onClick={() => {
                    recentSearchStore().clear();
                    setAnnouncement(t("recentCleared"));
                    inputRef.current?.focus();
                  }}
                  className="min-h-11 rounded px-3 text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 md:min-h-9"
                >
                  {t("clearAll")}
                </button>
              </div>
              <div className="flex">
                <div role="listbox" id={listboxId} aria-labelledby={`${id}-recent-heading`} className="min-w-0 flex-1 py-1">
                  {recents.map((term, i) => (
                    <a
                      key={term}
                      id={optionId(i)}
                      role="option"
                      aria-selected={activeIndex === i}
                      href={localize(searchHref(term))}

                      tabIndex={-1}
                      onClick={(event) => onOptionClick(event, options[i]!)}
                      onMouseMove={() => activeIndex !== i && setActive(i)}
                      className={cn(
                        "flex h-11 items-center gap-3 pl-4 pr-2 text-sm text-slate-800",
                        activeIndex === i ? "bg-brand-50 text-brand-800" : "hover:bg-slate-50",
                      )}
                    >
                      <ClockIcon className="size-4 shrink-0 text-slate-400" />
                      <span className="truncate">{term}</span>
                    </a>
                  ))}
                </div>
                {/* Remove buttons sit beside the options, not inside them: an option may not contain a control. */}
                <ul aria-label={t("removeRecents")} className="shrink-0 py-1 pr-1">
                  {recents.map((term) => (
                    <li key={term}>
                      <button
                        type="button"
                        aria-label={t("remove", { term })}
                        onClick={() => removeRecent(term)}
                        className="flex size-11 items-center justify-center rounded-full text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
                      >
                        <CloseIcon className="size-4" />
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            </>
          ) : (
            <>
              {loading && !shown && (
                <p className="flex items-center gap-2 px-4 py-3 text-sm text-slate-500">
                  <Spinner className="size-4 text-brand-600" />
                  {t("searching")}
                </p>
              )}
              {current && !current.failed && current.products.length === 0 && (
                <p className="px-4 py-3 text-sm text-slate-600 [overflow-wrap:anywhere]">{t("noneFor", { query })}</p>
              )}
              {current?.failed && <p className="px-4 py-3 text-sm text-slate-600">{t("unavailable")}</p>}
              <div role="listbox" id={listboxId} aria-label={t("suggestions")} aria-busy={loading} className={cn(loading && shown && "opacity-70")}>
                {options.map((option, i) =>
                  option.kind === "product" ? (
                    <a
                      key={option.product.product_id}
                      {...optionProps(i, option)}
                      className={cn("flex min-h-11 items-center gap-3 px-4 py-2 md:px-3", activeIndex === i ? "bg-brand-50" : "hover:bg-slate-50")}
                    >
                      <SuggestionContent
                        product={option.product}
                        query={shown?.query ?? query}
                        words={{ salePrice: t("salePrice"), price: t("price"), regularPrice: t("regularPrice") }}
                        locale={locale}
                      />
                    </a>
                  ) : option.kind === "all" ? (
                    <a
                      key="all"
                      {...optionProps(i, option)}
                      className={cn(
                        "flex h-11 items-center justify-center gap-2 border-t border-slate-100 px-4 text-sm font-semibold text-brand-700",
                        activeIndex === i ? "bg-brand-50" : "hover:bg-slate-50",
                      )}
                    >
                      {t("seeAll")}
                      <SearchIcon className="size-4" />
                    </a>
                  ) : null,
                )}
              </div>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
