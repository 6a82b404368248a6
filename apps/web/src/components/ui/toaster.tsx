"use client";

import { useEffect, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { lazyComponent } from "@/lib/lazy-component";
import { takeFlash } from "@/lib/flash";
import { toastStore } from "@/lib/toast";
import { toastHosts } from "@/lib/toast/toast-host";

/** The card's code (icons, countdown) loads with the first toast; the live regions are there from the start. */
const ToastCard = lazyComponent(() => import("./toast-card").then((m) => m.ToastCard));

/**
 * Renders the current toast top-right (spec §9): one at a time, closes by itself after
 * its duration (1500 ms by default), paused while hovered or focused. Errors are
 * announced assertively, the rest politely; both live regions exist from the first
 * render so screen readers notice what is put in them. While a modal dialog is open the
 * toaster lives inside it (toast-host.ts), above its backdrop and not inert. A form
 * posted before the page's code had come left its outcome in the flash cookie
 * (lib/flash.ts): shown once, here.
 */
export function Toaster() {
  useEffect(() => {
    const flash = takeFlash();
    if (flash) toastStore.show(flash.kind, flash.message);
  }, []);
  const current = useSyncExternalStore(toastStore.subscribe, toastStore.get, () => null);
  const host = useSyncExternalStore(toastHosts.subscribe, toastHosts.current, () => null);
  const toaster = (
    <div data-toaster="" className="pointer-events-none fixed top-3 right-3 left-3 z-[100] flex flex-col items-end sm:left-auto sm:w-96">
      <div role="status" aria-live="polite" className="w-full">
        {current && current.kind !== "error" ? <ToastCard key={current.id} toast={current} /> : null}
      </div>
      <div role="alert" aria-live="assertive" className="w-full">
        {current && current.kind === "error" ? <ToastCard key={current.id} toast={current} /> : null}
      </div>
    </div>
  );
  return host ? createPortal(toaster, host) : toaster;
}
