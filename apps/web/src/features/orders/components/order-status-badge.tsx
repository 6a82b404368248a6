"use client";

import type { OrderStatus } from "@shop/contracts";
import { useT } from "@/i18n/client";
import { cn } from "@/lib/cn";

const tones: Record<OrderStatus, string> = {
  pending: "bg-amber-50 text-amber-800 ring-amber-200",
  confirmed: "bg-sky-50 text-sky-800 ring-sky-200",
  processing: "bg-indigo-50 text-indigo-800 ring-indigo-200",
  shipped: "bg-violet-50 text-violet-800 ring-violet-200",
  delivered: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  cancelled: "bg-slate-100 text-slate-700 ring-slate-300",
  failed: "bg-red-50 text-red-700 ring-red-200",
};

/** The order's status as a coloured pill; the word carries the meaning, the colour only helps. */
export function OrderStatusBadge({ status, className, ...data }: { status: OrderStatus; className?: string; [key: `data-${string}`]: string | undefined }) {
  const t = useT("orders");
  return (
    <span
      className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset", tones[status], className)}
      {...data}
    >
      {t(status)}
    </span>
  );
}
