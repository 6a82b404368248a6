"use client";

import { useT } from "@/i18n/client";
import { cn } from "@/lib/cn";

const STEPS = ["Shipping", "Payment"] as const;

/** "1 Shipping — 2 Payment": where the shopper is in checkout. */
export function CheckoutSteps({ current }: { current: (typeof STEPS)[number] }) {
  const t = useT("checkout");
  return (
    <ol className="mb-5 flex items-center gap-3 text-sm" aria-label={t("steps")}>
      {STEPS.map((step, i) => {
        const active = step === current;
        return (
          <li key={step} className="flex items-center gap-2" aria-current={active ? "step" : undefined}>
            {i > 0 ? <span aria-hidden className="h-px w-6 bg-slate-300" /> : null}
            <span
              className={cn(
                "grid size-6 place-items-center rounded-full text-xs font-bold",
                active ? "bg-brand-600 text-white" : "bg-slate-200 text-slate-700",
              )}
            >
              {i + 1}
            </span>
            <span className={active ? "font-semibold text-slate-900" : "text-slate-600"}>{t(step === "Shipping" ? "shipping" : "payment")}</span>
          </li>
        );
      })}
    </ol>
  );
}
