"use client";

import { useOpenedOnce } from "@/lib/hooks/use-opened-once";
import { useUiStore } from "@/lib/stores/ui-store";
import { lazyComponent } from "@/lib/lazy-component";

/** The overlay's code (form, zod check, API call) loads only when a shopper first opens it. */
const TrackOrderOverlay = lazyComponent(() => import("./track-order").then((m) => m.TrackOrderOverlay));

/**
 * Mounted once for every page (app/providers.tsx). Renders nothing until the ui store
 * first asks for order tracking, then keeps the overlay mounted so it can open and
 * close (and animate) like the cart drawer.
 */
export function LazyTrackOrderOverlay() {
  const opened = useOpenedOnce(useUiStore((s) => s.trackOrderPanelOpen));
  return opened ? <TrackOrderOverlay /> : null;
}
