import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, type OrderStatus, type PaymentStatus } from "@shop/contracts/orders-words";
import { RETURN_STATUS_LABELS, type ReturnStatus } from "@shop/contracts/returns-words";
import { cx } from "./ui";

const STATUS_STYLES: Record<OrderStatus, string> = {
  pending: "bg-amber-100 text-amber-900 border-amber-300",
  confirmed: "bg-sky-100 text-sky-900 border-sky-300",
  processing: "bg-indigo-100 text-indigo-900 border-indigo-300",
  shipped: "bg-violet-100 text-violet-900 border-violet-300",
  delivered: "bg-green-100 text-green-900 border-green-300",
  cancelled: "bg-slate-200 text-slate-800 border-slate-400",
  failed: "bg-red-100 text-red-900 border-red-300",
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={cx("inline-block rounded-full border px-2 py-0.5 text-xs font-semibold", STATUS_STYLES[status])}>{ORDER_STATUS_LABELS[status]}</span>;
}

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  const style = status === "paid" ? "text-green-800" : status === "failed" ? "text-red-800" : status === "refunded" ? "text-slate-700" : "text-amber-800";
  return <span className={cx("text-sm font-medium", style)}>{PAYMENT_STATUS_LABELS[status]}</span>;
}

const RETURN_STATUS_STYLES: Record<ReturnStatus, string> = {
  requested: "bg-amber-100 text-amber-900 border-amber-300",
  approved: "bg-sky-100 text-sky-900 border-sky-300",
  refused: "bg-red-100 text-red-900 border-red-300",
  received: "bg-indigo-100 text-indigo-900 border-indigo-300",
  closed: "bg-slate-200 text-slate-800 border-slate-400",
};

/** A return's status in the words of returns-words.ts ("Return requested", "Parts received"). */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return (
    <span data-return-status={status} className={cx("inline-block rounded-full border px-2 py-0.5 text-xs font-semibold", RETURN_STATUS_STYLES[status])}>
      {RETURN_STATUS_LABELS[status]}
    </span>
  );
}
