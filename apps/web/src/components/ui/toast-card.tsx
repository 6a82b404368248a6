"use client";

import { SOMETHING_WENT_WRONG } from "@shop/contracts";
import { useEffect, useRef } from "react";
import { useT } from "@/i18n/client";
import { SHOP_BUSY } from "@/lib/fallback-words";
import { cn } from "@/lib/cn";
import { toastStore, type Toast } from "@/lib/toast";
import { createCountdown } from "@/lib/toast/toast-store";
import { CloseIcon } from "./icons";
import { AlertCircleIcon, CheckCircleIcon, InfoIcon } from "./more-icons";

const styles = {
  success: { icon: CheckCircleIcon, tone: "border-emerald-600 text-emerald-700" },
  error: { icon: AlertCircleIcon, tone: "border-red-600 text-red-700" },
  info: { icon: InfoIcon, tone: "border-brand-600 text-brand-700" },
} as const;

/** The web's own English fallbacks, shown in the page's language (the API's messages come in it already). */
const FALLBACKS: Record<string, "somethingWentWrong" | "busy"> = { [SOMETHING_WENT_WRONG]: "somethingWentWrong", [SHOP_BUSY]: "busy" };

/** One toast: its icon and words, a dismiss button, and its countdown (paused while hovered or focused). */
export function ToastCard({ toast }: { toast: Toast }) {
  const t = useT("errors");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const countdown = useRef(createCountdown(toast.duration, Date.now()));

  useEffect(() => {
    const schedule = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => toastStore.dismiss(toast.id), countdown.current.remaining(Date.now()));
    };
    schedule();
    return () => clearTimeout(timer.current);
  }, [toast.id]);

  const pause = () => {
    countdown.current.pause(Date.now());
    clearTimeout(timer.current);
  };
  const resume = () => {
    if (!countdown.current.paused) return;
    countdown.current.resume(Date.now());
    timer.current = setTimeout(() => toastStore.dismiss(toast.id), countdown.current.remaining(Date.now()));
  };

  const { icon: Icon, tone } = styles[toast.kind];
  return (
    <div
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) resume();
      }}
      className={cn(
        "pointer-events-auto flex w-full animate-toast-in items-start gap-3 rounded-lg border-l-4 bg-white p-3 pr-2 shadow-lg ring-1 ring-slate-900/10",
        tone,
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" />
      <p className="min-w-0 flex-1 text-sm font-medium text-slate-900">
        {Object.hasOwn(FALLBACKS, toast.message) ? t(FALLBACKS[toast.message]) : toast.message}
      </p>
      <button
        type="button"
        onClick={() => toastStore.dismiss(toast.id)}
        aria-label={t("dismiss")}
        className="-my-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
