"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { cn } from "@/lib/cn";
import { KEEP_SCROLL, linkTarget } from "@/lib/link-navigation";
import { NOT_FOUND_MARKER_ATTR, reportPageLoad } from "@/lib/page-load";
import { routeKey, shouldShowLoader } from "@/lib/route-loader";
import { useUiStore } from "@/lib/stores/ui-store";

/** A navigation that has not rendered by then has failed in a way we cannot see. */
const LOADER_GIVE_UP_MS = 15_000;

/** The link a click landed in, with what `linkTarget` reads of it. */
function clickedLink(event: MouseEvent): HTMLAnchorElement | null {
  const anchor = (event.target as Element | null)?.closest?.("a[href]");
  return anchor instanceof HTMLAnchorElement ? anchor : null;
}

function targetOf(event: MouseEvent, anchor: HTMLAnchorElement): URL | null {
  return linkTarget(event, { href: anchor.href, target: anchor.target, download: anchor.hasAttribute("download") }, window.location.href);
}

/**
 * In-app links are plain anchors (src/lib/link-navigation.ts): a plain click on one
 * that nothing else has handled becomes a client-side navigation. Bubble phase, so a
 * component's own onClick (the search box's options, a menu that closes) runs first
 * and may take the click over by cancelling it. Outside <Suspense>: it needs no search
 * params, so links navigate in the app as soon as the page has hydrated.
 */
export function LinkNavigation() {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented) return;
      const anchor = clickedLink(event);
      const url = anchor && targetOf(event, anchor);
      if (!anchor || !url) return;
      event.preventDefault();
      router.push(`${url.pathname}${url.search}${url.hash}`, { scroll: anchor.dataset.scroll !== KEEP_SCROLL });
    };
    window.addEventListener("click", onClick);
    return () => window.removeEventListener("click", onClick);
  }, [router]);
  return null;
}

/**
 * What happens on every route change: the loader starts on an in-app link click (unless
 * the spec §4 rule keeps it off) and stops when the new route has rendered; the cart
 * drawer and mobile menu close; the page load is reported (not for the not-found page).
 * Rendered inside <Suspense> because it reads the search params.
 */
export function RouteEvents() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const setIsLoading = useUiStore((s) => s.setIsLoading);
  const closeOverlays = useUiStore((s) => s.closeOverlays);
  const path = search ? `${pathname}?${search}` : pathname;

  useEffect(() => {
    setIsLoading(false);
    closeOverlays();
    reportPageLoad(path, { notFound: document.querySelector(`[${NOT_FOUND_MARKER_ATTR}]`) !== null });
  }, [path, setIsLoading, closeOverlays]);

  useEffect(() => {
    // Capture phase: a component that navigates itself (the search box's options)
    // cancels the click before a bubbling listener runs.
    const onClick = (event: MouseEvent) => {
      const anchor = clickedLink(event);
      const url = anchor && targetOf(event, anchor);
      if (!url || routeKey(url) === routeKey(new URL(window.location.href))) return;
      const target = `${url.pathname}${url.search}`;
      if (shouldShowLoader(target)) setIsLoading(true);
    };
    window.addEventListener("click", onClick, true);
    return () => window.removeEventListener("click", onClick, true);
  }, [setIsLoading]);

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
