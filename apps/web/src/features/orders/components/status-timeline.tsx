"use client";

import { formatDateIn, type Order } from "@shop/contracts";
import { useLocale, useT } from "@/i18n/client";
import { cn } from "@/lib/cn";
import { formatOrderDateTime } from "../lib/order-dates";
import { timelineSteps, type TimelineStep } from "../lib/order-timeline";

/**
 * What happened to the order, oldest first, then the steps still ahead greyed out
 * (none once it is cancelled or failed). An ordered list; the latest step is
 * aria-current="step".
 */
export function StatusTimeline({ order }: { order: Pick<Order, "status" | "timeline"> }) {
  const steps = timelineSteps(order);
  const t = useT("orders");
  const bn = useLocale() === "bn";
  return (
    <ol className="mt-4" aria-label={t("timeline")} data-order-timeline="">
      {steps.map((step, i) => (
        <li
          key={`${step.status}-${i}`}
          className="relative flex gap-3 pb-5 last:pb-0"
          aria-current={step.state === "current" ? "step" : undefined}
          data-step={step.status}
          data-step-state={step.state}
        >
          {i < steps.length - 1 ? (
            <span aria-hidden="true" className={cn("absolute top-6 bottom-0 left-[11px] w-0.5", step.state === "upcoming" ? "bg-slate-200" : "bg-brand-200")} />
          ) : null}
          <Dot step={step} />
          <div className="min-w-0 pt-0.5">
            <p className={cn("text-sm font-semibold", step.state === "upcoming" ? "text-slate-500" : "text-slate-900")}>
              {t(step.status)}
              {step.state === "upcoming" ? <span className="sr-only">{t("notYet")}</span> : null}
            </p>
            {step.at ? (
              <time dateTime={step.at} className="block text-xs text-slate-500">
                {bn ? formatDateIn(step.at, "bn", "short") : formatOrderDateTime(step.at)}
              </time>
            ) : null}
            {step.note ? <p className="mt-0.5 text-sm [overflow-wrap:anywhere] text-slate-600">{step.note}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

function Dot({ step }: { step: TimelineStep }) {
  const stopped = step.status === "cancelled" || step.status === "failed";
  if (step.state === "upcoming") {
    return <span aria-hidden="true" className="relative z-10 mt-0.5 size-6 shrink-0 rounded-full border-2 border-slate-300 bg-white" />;
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        "relative z-10 mt-0.5 grid size-6 shrink-0 place-items-center rounded-full text-white",
        stopped ? "bg-red-600" : "bg-brand-600",
        step.state === "current" && (stopped ? "ring-4 ring-red-100" : "ring-4 ring-brand-100"),
      )}
    >
      <svg viewBox="0 0 24 24" className="size-3.5" fill="none" stroke="currentColor" strokeWidth={3} strokeLinecap="round" strokeLinejoin="round">
        {stopped ? <path d="M17 7 7 17M7 7l10 10" /> : <path d="M5 12.5l4.5 4.5L19 7.5" />}
      </svg>
    </span>
  );
}
