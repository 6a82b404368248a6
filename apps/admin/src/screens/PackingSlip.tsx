import { Link, useParams } from "react-router";
import type { AdminOrder } from "@shop/contracts/admin";
import { SHOP_DEFAULTS } from "@shop/contracts/messages";
import { Button, buttonClass, ErrorBanner, Loading } from "../components/ui";
import { endpoints } from "../lib/endpoints";
import { deliveryLabel, formatDateTime } from "../lib/format";
import { money } from "../lib/money";
import { useApi } from "../lib/use-api";

/** What the courier collects: the total for unpaid cash on delivery, nothing otherwise. */
export function amountToCollect(order: Pick<AdminOrder, "payment_method" | "payment_status" | "total_poisha">): { amount: number; paid: boolean } {
  if (order.payment_method === "cash_on_delivery" && order.payment_status !== "paid") return { amount: order.total_poisha, paid: false };
  return { amount: 0, paid: true };
}

/** A packing slip to print and put in the parcel: no navigation, no prices per line. */
export default function PackingSlip() {
  const { orderNumber = "" } = useParams();
  const { data, error, loading, reload } = useApi<{ data: AdminOrder }>(endpoints.order(orderNumber));
  const order = data?.data;
  if (loading && !order) return <Loading />;
  if (!order) return <ErrorBanner error={error} onRetry={reload} />;
  const collect = amountToCollect(order);
  const address = order.address;
  return (
    <article className="mx-auto max-w-2xl bg-white p-4 text-black print:max-w-none print:p-0">
      <div className="mb-4 flex flex-wrap gap-2 print:hidden">
        <Link to={`/orders/${encodeURIComponent(order.order_number)}`} className={buttonClass("secondary")}>
          ← Back to the order
        </Link>
        <Button variant="primary" onClick={() => window.print()}>
          Print
        </Button>
      </div>
      <header className="mb-4 flex flex-wrap items-start justify-between gap-2 border-b-2 border-black pb-2">
        <div>
          <p className="text-xl font-bold">{SHOP_DEFAULTS.name}</p>
          <p className="text-sm">Packing slip</p>
        </div>
        <div className="text-right">
          <h1 className="text-xl font-bold">Order {order.order_number}</h1>
          <p className="text-sm">{formatDateTime(order.created_at)}</p>
        </div>
      </header>

      <section aria-labelledby="ship-to" className="mb-4">
        <h2 id="ship-to" className="text-sm font-bold uppercase">
          Ship to
        </h2>
        {address ? (
          <address className="text-lg not-italic">
            <span className="block font-semibold">{address.full_name}</span>
            <span className="block">{address.phone_number}</span>
            <span className="block">{address.full_address}</span>
          </address>
        ) : (
          <p className="text-lg">
            {order.customer.full_name ?? ""} {order.customer.phone}
          </p>
        )}
        <p className="mt-1">
          <strong>Delivery:</strong> {deliveryLabel(order.delivery_method)}
        </p>
      </section>

      <table className="mb-4 w-full border-collapse text-left">
        <caption className="sr-only">Items in the parcel</caption>
        <thead>
          <tr>
            <th scope="col" className="border-b border-black py-1">
              Item
            </th>
            <th scope="col" className="border-b border-black py-1">
              SKU
            </th>
            <th scope="col" className="border-b border-black py-1 text-right">
              Qty
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={index}>
              <td className="border-b border-slate-400 py-1 pr-2">{line.name}</td>
              <td className="border-b border-slate-400 py-1 pr-2">{line.sku ?? "—"}</td>
              <td className="border-b border-slate-400 py-1 text-right font-semibold">{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <p className="mb-4 rounded border-2 border-black p-3 text-xl font-bold">
        Amount to collect: {collect.paid ? `${money(0)} (Paid)` : money(collect.amount)}
      </p>
      {order.note ? (
        <p className="rounded border border-slate-500 p-2">
          <strong>Note:</strong> {order.note}
        </p>
      ) : null}
    </article>
  );
}
