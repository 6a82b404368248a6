"use client";

import { useUiStore } from "@/lib/stores/ui-store";

/**
 * Opens the order-tracking form (spec §2: popup on desktop, side panel on mobile).
 * `TrackOrderOverlay` (features/orders/components/track-order.tsx, mounted for every
 * page in app/providers.tsx) renders it from this state.
 */
export function openTrackOrder(): void {
  const ui = useUiStore.getState();
  ui.setIsTrackOrder(true);
  ui.setTrackOrderPanelOpen(true);
}

/** Opens the tracking form after `delayMs` (account menu 500 ms, mobile menu 600 ms). */
export function openTrackOrderAfter(delayMs: number): void {
  setTimeout(openTrackOrder, delayMs);
}
