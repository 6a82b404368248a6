"use client";

import { useT } from "@/i18n/client";
import { cn } from "@/lib/cn";
import { CloseIcon } from "./icons";

/** The round × that closes a dialog or a slide-in panel. */
export function CloseButton({ onClick, className }: { onClick: () => void; className?: string }) {
  const t = useT("common");
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t("close")}
      className={cn(
        "inline-flex items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600",
        className,
      )}
    >
      <CloseIcon />
    </button>
  );
}
