"use client";

import { useUiStore } from "@/lib/stores/ui-store";

/**
 * Opens order tracking (spec §2: a popup form on desktop, a side panel on mobile).
 * `TrackOrderOverlay` (features/orders/components/track-order.tsx) renders it from
 * `trackOrderPanelOpen`.
 */
export function TrackOrderButton({ className, label }: { className?: string; label: string }) {
  const setOpen = useUiStore((s) => s.setTrackOrderPanelOpen);
  const setIsTrackOrder = useUiStore((s) => s.setIsTrackOrder);
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={className}
      onClick={() => {
        setIsTrackOrder(true);
        setOpen(true);
      }}
    >
      {label}
    </button>
  );
}
