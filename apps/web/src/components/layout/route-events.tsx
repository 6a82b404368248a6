"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { cn } from "@/lib/cn";
import { closeListingPanels, formTarget, KEEP_SCROLL, linkTarget, markBusy, settleBusyForms, syncChoices } from "@/lib/link-navigation";
import { NOT_FOUND_MARKER_ATTR, reportPageLoad } from "@/lib/page-load";
import { routeKey, shouldShowLoader } from "@/lib/route-loader";
import { useUiStore } from "@/lib/stores/ui-store";

/** A navigation that has not rendered by then has failed in a way we cannot see. */
const LOADER_GIVE_UP_MS = 15_000;

/** The link a click landed in. */
function clickedLink(event: MouseEvent): HTMLAnchorElement | null {
  const anchor = (event.target as Element | null)?.closest?.("a[href]");
  return anchor instanceof HTMLAnchorElement ? anchor : null;
}

/**
 * Starts the route loader for an in-app navigation to `url` that is about to happen
 * (spec §4: not for the same page, nor where its exceptions keep it off). The loader
 * stops when the new route has rendered (RouteEvents).
 */
export function startRouteLoader(url: URL): void {
  const key = routeKey(url);
  if (key === routeKey(new URL(window.location.href))) return;
  if (shouldShowLoader(key)) useUiStore.getState().setIsLoading(true);
}

/**
 * In-app links are plain anchors and the listings' sort and filters plain GET forms
 * (src/lib/link-navigation.ts): a plain click on such a link, or such a form's submit,
 * that nothing else has handled becomes a client-side navigation (a link's starts the
 * route loader; a form shows itself busy instead), and a form marked
 * `data-submit-on-change` submits when one of its fields changes (the Sort By radios).
 * Bubble phase, so a component's own handler (the search box's options, a menu that
 * closes) runs first and may take the event over by cancelling it. Outside <Suspense>:
 * it needs no search params, so links and forms navigate in the app as soon as the
 * page has hydrated; until then they work as the browser's own.
 */
export function LinkNavigation() {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented) return;
      const anchor = clickedLink(event);
      const url =
        anchor &&
        linkTarget(
          event,
          { href: anchor.href, target: anchor.target, download: anchor.hasAttribute("download"), hreflang: anchor.hreflang },
          window.location.href,
        );
      if (!anchor || !url) return;
      event.preventDefault();
      startRouteLoader(url);
      router.push(`${url.pathname}${url.search}${url.hash}`, { scroll: anchor.dataset.scroll !== KEEP_SCROLL });
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
      const submitter = event.submitter as HTMLButtonElement | HTMLInputElement | null;
      const url = formTarget(
        {
          method: submitter?.hasAttribute("formmethod") ? submitter.formMethod : form.method,
          action: submitter?.hasAttribute("formaction") ? submitter.formAction : form.action,
          target: submitter?.getAttribute("formtarget") ?? form.target,
          entries: new FormData(form, submitter),
        },
        window.location.href,
      );
      if (!url) return;
      event.preventDefault();
      const href = routeKey(url);
      if (href !== routeKey(new URL(window.location.href))) markBusy(form);
      router.push(href, { scroll: form.dataset.scroll !== KEEP_SCROLL });
    };
    const onChange = (event: Event) => {
      const form = (event.target as Element | null)?.closest?.("form[data-submit-on-change]");
      if (form instanceof HTMLFormElement) form.requestSubmit();
    };
    window.addEventListener("click", onClick);
    window.addEventListener("submit", onSubmit);
    window.addEventListener("change", onChange);
    // From here on the page navigates in the app: what only the browser's own form
    // submission needs (the Sort By's Apply button) can go.
    document.documentElement.dataset.inApp = "";
    return () => {
      window.removeEventListener("click", onClick);
      window.removeEventListener("submit", onSubmit);
      window.removeEventListener("change", onChange);
    };
  }, [router]);
  return null;
}

/**
 * What happens on every route change: the loader (started by an in-app link's click or
 * the search box, startRouteLoader) stops when the new route has rendered; the cart
 * drawer, mobile menu and a listing's phone panel close; a form that navigated is no
 * longer busy and Sort By shows the address's choice; the page load is reported (not for
 * the not-found page). Rendered inside <Suspense> because it reads the search params.
 */
export function RouteEvents() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const setIsLoading = useUiStore((s) => s.setIsLoading);
  const closeOverlays = useUiStore((s) => s.closeOverlays);
  const path = search ? `${pathname}?${search}` : pathname;
  // The path the last effect saw: the page's own load is no route change, and a panel the
  // shopper opened before the page hydrated stays open.
  const seen = useRef<string | null>(null);

  useEffect(() => {
    setIsLoading(false);
    settleBusyForms();
    syncChoices(search);
    if (seen.current !== null && seen.current !== path) closeListingPanels();
    seen.current = path;
    closeOverlays();
    reportPageLoad(path, { notFound: document.querySelector(`[${NOT_FOUND_MARKER_ATTR}]`) !== null });
  }, [path, search, setIsLoading, closeOverlays]);

  return null;
}

/** The thin progress bar at the top of the page while a route loads. */
export function RouteLoaderBar() {
  const isLoading = useUiStore((s) => s.isLoading);
  const setIsLoading = useUiStore((s) => s.setIsLoading);
  const [finishing, setFinishing] = useState(false);
  const [wasLoading, setWasLoading] = useState(false);

  if (isLoading !== wasLoading) {
    setWasLoading(isLoading);
    if (!isLoading) setFinishing(true);
  }

  useEffect(() => {
    if (!isLoading) return;
    const giveUp = setTimeout(() => setIsLoading(false), LOADER_GIVE_UP_MS);
    return () => clearTimeout(giveUp);
  }, [isLoading, setIsLoading]);

  useEffect(() => {
    if (!finishing) return;
    const done = setTimeout(() => setFinishing(false), 350);
    return () => clearTimeout(done);
  }, [finishing]);

  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-[110] h-[3px]">
      <div
        className={cn(
          "h-full origin-left bg-accent-500 shadow-[0_0_6px] shadow-accent-500",
          isLoading && "animate-route-progress",
          !isLoading && finishing && "scale-x-100 opacity-0 transition-[transform,opacity] duration-300",
          !isLoading && !finishing && "scale-x-0 opacity-0",
        )}
      />
    </div>
  );
}
