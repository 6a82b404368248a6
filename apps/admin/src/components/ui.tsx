import { useId, type ComponentProps, type ReactNode } from "react";
import { Link } from "react-router";
import type { PageMeta } from "@shop/contracts/envelope";
import { errorMessage } from "../lib/api";

export function cx(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(" ");
}

// ---- buttons -------------------------------------------------------------------

type Variant = "primary" | "secondary" | "danger" | "ghost";
const VARIANTS: Record<Variant, string> = {
  primary: "bg-blue-700 text-white hover:bg-blue-800 border border-blue-700",
  secondary: "bg-white text-slate-900 hover:bg-slate-100 border border-slate-400",
  danger: "bg-red-700 text-white hover:bg-red-800 border border-red-700",
  ghost: "bg-transparent text-slate-900 hover:bg-slate-100 border border-transparent",
};
export const buttonClass = (variant: Variant = "secondary", small = false) =>
  cx(
    "inline-flex items-center justify-center gap-2 rounded-md font-medium disabled:cursor-not-allowed disabled:opacity-60",
    small ? "min-h-9 px-3 text-sm" : "min-h-11 px-4",
    VARIANTS[variant],
  );

type ButtonProps = ComponentProps<"button"> & { variant?: Variant; small?: boolean; busy?: boolean };

export function Button({ variant = "secondary", small, busy, className, children, disabled, type = "button", ...rest }: ButtonProps) {
  return (
    <button type={type} className={cx(buttonClass(variant, small), className)} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {children}
    </button>
  );
}

// ---- form fields -----------------------------------------------------------------

type FieldShell = { label: ReactNode; error?: string; hint?: ReactNode; className?: string };

function useFieldIds(error?: string, hint?: ReactNode) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return { id, hintId, errorId, describedBy };
}

function FieldTexts({ hint, hintId, error, errorId }: { hint?: ReactNode; hintId?: string; error?: string; errorId?: string }) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

const controlClass = (error?: string) =>
  cx(
    "block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 disabled:bg-slate-100 disabled:text-slate-600",
    error ? "border-red-700" : "border-slate-400",
  );

export function TextField({ label, error, hint, className, ...input }: FieldShell & ComponentProps<"input">) {
  const { id, hintId, errorId, describedBy } = useFieldIds(error, hint);
  return (
    <div className={cx("flex flex-col gap-1", className)}>
      <label htmlFor={id} className="font-medium text-slate-900">
        {label}
      </label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={controlClass(error)} {...input} />
      <FieldTexts hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export function TextAreaField({ label, error, hint, className, ...input }: FieldShell & ComponentProps<"textarea">) {
  const { id, hintId, errorId, describedBy } = useFieldIds(error, hint);
  return (
    <div className={cx("flex flex-col gap-1", className)}>
      <label htmlFor={id} className="font-medium text-slate-900">
        {label}
      </label>
      <textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={controlClass(error)} {...input} />
      <FieldTexts hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export function SelectField({ label, error, hint, className, children, ...select }: FieldShell & ComponentProps<"select">) {
  const { id, hintId, errorId, describedBy } = useFieldIds(error, hint);
  return (
    <div className={cx("flex flex-col gap-1", className)}>
      <label htmlFor={id} className="font-medium text-slate-900">
        {label}
      </label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={controlClass(error)} {...select}>
        {children}
      </select>
      <FieldTexts hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export function CheckboxField({ label, error, hint, className, ...input }: FieldShell & Omit<ComponentProps<"input">, "type">) {
  const { id, hintId, errorId, describedBy } = useFieldIds(error, hint);
  return (
    <div className={cx("flex flex-col gap-1", className)}>
      <div className="flex min-h-11 items-center gap-2">
        <input id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={describedBy} className="size-5 accent-blue-700" {...input} />
        <label htmlFor={id} className="text-slate-900">
          {label}
        </label>
      </div>
      <FieldTexts hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

// ---- messages ------------------------------------------------------------------------

export function Banner({ kind = "error", children, className }: { kind?: "error" | "success" | "info"; children: ReactNode; className?: string }) {
  const styles = {
    error: "border-red-700 bg-red-50 text-red-900",
    success: "border-green-700 bg-green-50 text-green-900",
    info: "border-slate-400 bg-slate-50 text-slate-900",
  }[kind];
  return (
    <div role={kind === "error" ? "alert" : "status"} className={cx("rounded-md border px-4 py-3 text-sm", styles, className)}>
      {children}
    </div>
  );
}

/** A failed load or action, with the API's message. */
export function ErrorBanner({ error, onRetry, className }: { error: unknown; onRetry?: () => void; className?: string }) {
  if (!error) return null;
  return (
    <Banner className={className}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>{errorMessage(error)}</span>
        {onRetry ? (
          <Button small onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </div>
    </Banner>
  );
}

export function Loading({ label = "Loading…" }: { label?: string }) {
  return (
    <p role="status" className="py-6 text-slate-600">
      {label}
    </p>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-md border border-dashed border-slate-300 px-4 py-6 text-center text-slate-600">{children}</p>;
}

// ---- page parts ----------------------------------------------------------------------

export function PageHeader({ title, children, back }: { title: ReactNode; children?: ReactNode; back?: { to: string; label: string } }) {
  return (
    <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
      <div>
        {back ? (
          <Link to={back.to} className="text-sm text-blue-800 underline">
            ← {back.label}
          </Link>
        ) : null}
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      </div>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}

export function Section({ title, children, className, actions }: { title: ReactNode; children: ReactNode; className?: string; actions?: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cx("rounded-lg border border-slate-200 bg-white p-4 shadow-sm", className)}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A tab row made of links (the state lives in the URL); the current one is marked. */
export function LinkTabs({ label, tabs }: { label: string; tabs: { to: string; label: ReactNode; current: boolean }[] }) {
  return (
    <nav aria-label={label} className="-mx-1 mb-4 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b border-slate-300 px-1">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              aria-current={tab.current ? "page" : undefined}
              className={cx(
                "inline-flex min-h-11 items-center gap-1 rounded-t-md border-b-4 px-3 text-sm font-medium",
                tab.current ? "border-blue-700 text-blue-800" : "border-transparent text-slate-700 hover:text-slate-900",
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** How many a tab holds, beside its label (order and subscriber status tabs). */
export function Count({ n }: { n: number }) {
  return <span className="rounded-full bg-slate-200 px-2 text-xs text-slate-800">{n}</span>;
}

/** Previous / next page links that keep the rest of the query. */
export function Pagination({ meta, hrefFor }: { meta: PageMeta; hrefFor: (page: number) => string }) {
  if (meta.last_page <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-slate-700">
        Page {meta.page} of {meta.last_page} ({meta.total} in all)
      </p>
      <div className="flex gap-2">
        {meta.page > 1 ? (
          <Link className={buttonClass("secondary", true)} to={hrefFor(meta.page - 1)}>
            Previous page
          </Link>
        ) : null}
        {meta.page < meta.last_page ? (
          <Link className={buttonClass("secondary", true)} to={hrefFor(meta.page + 1)}>
            Next page
          </Link>
        ) : null}
      </div>
    </nav>
  );
}

/** A page number state (not in the URL) for panels inside a page. */
export function PagerButtons({ meta, onPage }: { meta: PageMeta; onPage: (page: number) => void }) {
  if (meta.last_page <= 1) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-slate-700">
        Page {meta.page} of {meta.last_page}
      </p>
      <div className="flex gap-2">
        <Button small disabled={meta.page <= 1} onClick={() => onPage(meta.page - 1)}>
          Previous page
        </Button>
        <Button small disabled={meta.page >= meta.last_page} onClick={() => onPage(meta.page + 1)}>
          Next page
        </Button>
      </div>
    </div>
  );
}

export function Pill({ children, tone = "slate" }: { children: ReactNode; tone?: "slate" | "green" | "red" | "amber" }) {
  const styles = {
    slate: "bg-slate-100 text-slate-800 border-slate-300",
    green: "bg-green-100 text-green-900 border-green-300",
    red: "bg-red-100 text-red-900 border-red-300",
    amber: "bg-amber-100 text-amber-900 border-amber-300",
  }[tone];
  return <span className={cx("inline-block rounded-full border px-2 py-0.5 text-xs font-semibold", styles)}>{children}</span>;
}

/**
 * A table that becomes stacked cards under 768 px (styles.css `.stack-table`): every
 * cell carries its column's name in data-label.
 */
export function StackTable({ caption, head, children }: { caption: string; head: ReactNode[]; children: ReactNode }) {
  return (
    <div className="stack-wrap">
      <table className="stack-table w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {head.map((cell, index) => (
              <th key={index} scope="col" className="border-b border-slate-300 px-3 py-2 font-semibold text-slate-700">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export function Td({ label, children, className }: { label: string; children?: ReactNode; className?: string }) {
  return (
    <td data-label={label} className={cx("border-b border-slate-200 px-3 py-2 align-top", className)}>
      {children}
    </td>
  );
}

/** A product image from the API's media route at a small width. */
export function Thumb({ src, alt, size = 48 }: { src: string | null; alt: string; size?: number }) {
  if (!src) return <span className="inline-block size-12 shrink-0 rounded bg-slate-100" aria-hidden="true" />;
  const url = src.includes("?") ? src : `${src}?w=${size * 2}`;
  return <img src={url} alt={alt} width={size} height={size} loading="lazy" className="shrink-0 rounded border border-slate-200 bg-white object-contain" />;
}

export function Stars({ rating }: { rating: number }) {
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span>
      <span aria-hidden="true" className="text-amber-600">
        {"★".repeat(full)}
        {"☆".repeat(5 - full)}
      </span>
      <span className="sr-only">{full} out of 5 stars</span>
    </span>
  );
}
