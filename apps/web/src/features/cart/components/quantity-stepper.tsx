"use client";

import { useLayoutEffect, useRef } from "react";
import { useT } from "@/i18n/client";
import { cn } from "@/lib/cn";
import { canDecrease, canIncrease } from "../lib/quantity";
import { make } from "@/components/ui/icons";

// Its own icons: more-icons.tsx (all of it) would otherwise come with every product page.
const MinusIcon = /* @__PURE__ */ make(<path d="M5 12h14" />);
const PlusIcon = /* @__PURE__ */ make(<path d="M12 5v14M5 12h14" />);

type Props = {
  count: number;
  stock: number;
  onChange: (next: number) => void;
  /** Names the product in the buttons' labels ("Increase quantity of X"). */
  productName: string;
  disabled?: boolean;
  size?: "sm" | "md";
  /**
   * In a form: the count is also its field of this name, and the minus and plus work
   * before the page's code has come (the layout's EARLY_FORMS_SCRIPT moves the field, the
   * count and the buttons' states in the server's HTML until this component marks the
   * group live; `onLive` then hands over what the shopper chose meanwhile).
   */
  field?: { name: string; onLive: (count: number) => void };
};

/** Minus, the count, plus (spec §4 cart line quantity rules). */
export function QuantityStepper({ count, stock, onChange, productName, disabled = false, size = "sm", field }: Props) {
  const t = useT("buy");
  const minus = useRef<HTMLButtonElement>(null);
  const plus = useRef<HTMLButtonElement>(null);
  const group = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const onLive = field?.onLive;
  const live = useRef(false);
  // Hydrated: this component answers the buttons from now on, starting from the count
  // the shopper set before (the server's HTML, moved by EARLY_FORMS_SCRIPT). Once: the
  // field is not kept up after that, so a later onLive (the live stock changed it) must
  // not put that old count back.
  useLayoutEffect(() => {
    if (!onLive || !group.current || live.current) return;
    live.current = true;
    group.current.setAttribute("data-live", "");
    const before = Number(input.current?.value);
    if (Number.isFinite(before) && before !== 1) onLive(before);
  }, [onLive]);
  // A button that disables itself under the keyboard would drop the focus to the page: hand it over.
  const step = (by: 1 | -1) => {
    const next = count + by;
    onChange(next);
    if (by === 1 && !canIncrease(next, stock)) minus.current?.focus();
    if (by === -1 && !canDecrease(next, stock)) plus.current?.focus();
  };
  const box = size === "sm" ? "size-9" : "size-11";
  const button =
    "inline-flex items-center justify-center text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent " +
    "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600";
  return (
    <div
      ref={group}
      className="inline-flex items-center overflow-hidden rounded-md border border-slate-300 bg-white"
      role="group"
      aria-label={t("quantityOf", { name: productName })}
      data-stepper={field ? "" : undefined}
      data-max={field ? Math.max(1, stock) : undefined}
    >
      {field ? <input ref={input} type="hidden" name={field.name} defaultValue={count} suppressHydrationWarning /> : null}
      <button
        type="button"
        className={cn(button, box)}
        ref={minus}
        onClick={() => step(-1)}
        disabled={disabled || !canDecrease(count, stock)}
        data-step="-1"
        suppressHydrationWarning
        aria-label={t("decrease", { name: productName })}
      >
        <MinusIcon className="size-4" />
      </button>
      <output
        suppressHydrationWarning
        aria-live="polite"
        className={cn("inline-flex min-w-9 items-center justify-center px-1 text-sm font-semibold tabular-nums", size === "md" && "min-w-12 text-base")}
      >
        {count}
      </output>
      <button
        type="button"
        className={cn(button, box)}
        ref={plus}
        onClick={() => step(1)}
        disabled={disabled || !canIncrease(count, stock)}
        data-step="1"
        suppressHydrationWarning
        aria-label={t("increase", { name: productName })}
      >
        <PlusIcon className="size-4" />
      </button>
    </div>
  );
}
