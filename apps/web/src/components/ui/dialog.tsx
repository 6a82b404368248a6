"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { toastHosts } from "@/lib/toast/toast-host";
import { useScrollLock } from "@/lib/hooks/use-scroll-lock";
import { CloseButton } from "./close-button";

export type DialogProps = {
  open: boolean;
  /** Called for the close button, Escape and a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  size?: "sm" | "md" | "lg";
  className?: string;
};

const widths = { sm: "max-w-sm", md: "max-w-lg", lg: "max-w-2xl" } as const;

/**
 * A modal on the native <dialog>: the browser makes the page behind it inert (focus
 * stays inside), Escape closes it, focus returns to the opener. The body is mounted
 * only while open, so a form inside starts blank every time (spec §4: closing resets).
 */
export function Dialog({ open, onClose, title, description, children, size = "md", className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const descriptionId = useId();
  useScrollLock(open);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      toastHosts.push(dialog);
    } else if (!open) {
      toastHosts.remove(dialog);
      if (!dialog.open) return;
      dialog.close();
      if (opener.current instanceof HTMLElement) opener.current.focus();
    }
  }, [open]);
  // Unmounted while open (a route change): toasts go back to the page.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog) toastHosts.remove(dialog);
    };
  }, []);

  return (
    // A click on the backdrop closes the dialog; the keyboard closes it with Escape (onCancel).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        if (open) onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={cn(
        "m-auto w-[calc(100%-2rem)] rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/55",
        "open:animate-dialog-in",
        widths[size],
        className,
      )}
    >
      {open ? (
        <div className="relative max-h-[85dvh] overflow-y-auto p-5 sm:p-6">
          <h2 id={titleId} className="pr-10 text-lg font-semibold">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="mt-1 text-sm text-slate-600">
              {description}
            </p>
          ) : null}
          <div className="mt-4">{children}</div>
          {/* Last in the DOM so the browser's initial focus lands on the form, not here. */}
          <CloseButton onClick={onClose} className="absolute top-3 right-3 size-9" />
        </div>
      ) : null}
    </dialog>
  );
}
