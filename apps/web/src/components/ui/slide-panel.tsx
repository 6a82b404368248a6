"use client";

import { SLIDE_PANEL_ANIMATION_S, SLIDE_PANEL_DELAY_MS } from "@shop/contracts";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { toastHosts } from "@/lib/toast/toast-host";
import { useScrollLock } from "@/lib/hooks/use-scroll-lock";
import { CloseButton } from "./close-button";

export type SlidePanelProps = {
  open: boolean;
  /** Called for the close button, Escape and a click on the overlay. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Pinned under the scrolling body (e.g. Sub Total and buttons). */
  footer?: ReactNode;
  /** The cart drawer opens from the right (spec §2); the mobile menu from the left. */
  side?: "right" | "left";
  /** Panel width classes; full width on a phone up to 24rem by default. */
  widthClassName?: string;
  /** Extra classes for the panel. */
  className?: string;
  id?: string;
};

const ANIMATION_MS = SLIDE_PANEL_ANIMATION_S * 1000;

/**
 * The slide-in panel of spec §2: slides in over 0.3 s, locks page scroll, closes on the
 * close button, Escape or the overlay. Built on a modal <dialog>, so the page behind is
 * inert while it is open. After closing, its content stays mounted for
 * SLIDE_PANEL_DELAY_MS so the slide-out shows it, then unmounts (forms inside reset).
 */
export function SlidePanel({ open, onClose, title, children, footer, side = "right", widthClassName = "w-full max-w-sm", className, id }: SlidePanelProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const [mounted, setMounted] = useState(open);
  const [shown, setShown] = useState(false);
  const titleId = useId();
  useScrollLock(open);

  if (open && !mounted) setMounted(true);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) {
      if (!dialog.open) {
        opener.current = document.activeElement;
        dialog.showModal();
        toastHosts.push(dialog);
      }
      // Next frame, so the closed position has been painted and the slide animates.
      const frame = requestAnimationFrame(() => setShown(true));
      return () => cancelAnimationFrame(frame);
    }
    setShown(false);
    toastHosts.remove(dialog);
    const closeTimer = setTimeout(() => {
      if (dialog.open) dialog.close();
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    }, ANIMATION_MS);
    const unmountTimer = setTimeout(() => setMounted(false), SLIDE_PANEL_DELAY_MS);
    return () => {
      clearTimeout(closeTimer);
      clearTimeout(unmountTimer);
    };
  }, [open, mounted]);

  // Unmounted while open (a route change): toasts go back to the page.
  useEffect(() => {
    if (!mounted) return;
    const dialog = ref.current;
    return () => {
      if (dialog) toastHosts.remove(dialog);
    };
  }, [mounted]);

  if (!mounted) return null;

  const hidden = side === "right" ? "translate-x-full" : "-translate-x-full";
  return (
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        // Closed by the browser itself (e.g. a second Escape): keep the state in step.
        if (open) onClose();
      }}
      className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none overflow-hidden bg-transparent p-0 backdrop:bg-transparent"
    >
      <div
        aria-hidden="true"
        onClick={onClose}
        className={cn("absolute inset-0 bg-slate-950/50 transition-opacity duration-300 motion-reduce:transition-none", shown ? "opacity-100" : "opacity-0")}
      />
      <div
        className={cn(
          "absolute inset-y-0 flex flex-col bg-white text-slate-900 shadow-2xl transition-transform duration-300 ease-out motion-reduce:transition-none",
          side === "right" ? "right-0" : "left-0",
          widthClassName,
          shown ? "translate-x-0" : hidden,
          className,
        )}
      >
        <div className="flex h-14 shrink-0 items-center justify-between gap-3 border-b border-slate-200 px-4">
          <h2 id={titleId} className="truncate text-base font-semibold">
            {title}
          </h2>
          <CloseButton onClick={onClose} className="size-11" />
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
        {footer ? <div className="shrink-0 border-t border-slate-200 p-4">{footer}</div> : null}
      </div>
    </dialog>
  );
}
