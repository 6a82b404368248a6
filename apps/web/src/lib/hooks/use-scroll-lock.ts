"use client";

import { useEffect } from "react";

let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

function lock(): void {
  if (locks++ > 0) return;
  const root = document.documentElement;
  // Keep the page from jumping sideways when the scrollbar disappears.
  const scrollbar = window.innerWidth - root.clientWidth;
  saved = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
  root.style.overflow = "hidden";
  if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
}

function unlock(): void {
  if (locks === 0 || --locks > 0) return;
  const root = document.documentElement;
  root.style.overflow = saved?.overflow ?? "";
  root.style.paddingRight = saved?.paddingRight ?? "";
  saved = null;
}

/**
 * Locks page scroll while `active` (cart drawer, slide panels, mobile menu).
 * Counted, so two overlays open at once unlock only when both have closed.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    lock();
    return unlock;
  }, [active]);
}
