import { siteConfig } from "@/lib/site-config";
import { cn } from "@/lib/cn";

/** The robot-head mark (same drawing as /icon.svg), fixed size so it never shifts. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={cn("size-9 shrink-0", className)} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1d5af1" />
      <line x1="32" y1="9" x2="32" y2="17" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <circle cx="32" cy="8" r="3.5" fill="#f97316" />
      <rect x="13" y="17" width="38" height="32" rx="9" fill="#fff" />
      <rect x="8" y="27" width="5" height="12" rx="2" fill="#fff" />
      <rect x="51" y="27" width="5" height="12" rx="2" fill="#fff" />
      <circle cx="24.5" cy="31" r="4.5" fill="#1d5af1" />
      <circle cx="39.5" cy="31" r="4.5" fill="#1d5af1" />
      <rect x="23" y="40" width="18" height="3.5" rx="1.75" fill="#f97316" />
    </svg>
  );
}

/** Mark and shop name; `tone="light"` for dark backgrounds (the sticky menu bar). */
export function Logo({ tone = "dark", className }: { tone?: "dark" | "light"; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2", className)}>
      <LogoMark />
      <span className={cn("text-xl leading-none font-extrabold tracking-tight", tone === "dark" ? "text-slate-900" : "text-white")}>{siteConfig.name}</span>
    </span>
  );
}
