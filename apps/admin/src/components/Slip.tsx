import type { AdminOrder } from "@shop/contracts/admin";
import type { ShopIdentity } from "@shop/contracts/bulk-orders";
import { deliveryLabel, formatDateTime } from "../lib/format";
import { money } from "../lib/money";
import { QrCode } from "./QrCode";

/**
 * What the courier collects: for unpaid cash on delivery, the total less the advance paid by
 * bKash (decision 041), as the courier's booking says; nothing otherwise.
 */
export function amountToCollect(order: Pick<AdminOrder, "payment_method" | "payment_status" | "total_poisha" | "summary">): { amount: number; paid: boolean } {
  if (order.payment_method === "cash_on_delivery" && order.payment_status !== "paid") {
    return { amount: order.total_poisha - order.summary.advance_poisha, paid: false };
  }
  return { amount: 0, paid: true };
}

/**
 * One packing slip, for the parcel: the shop (name, address, phone from the API), the
 * order number with its QR code, ship-to, items and quantities (no prices per line),
 * what the courier collects, and the courier and tracking code once shipped. In print
 * each slip takes its own page.
 */
export function Slip({ order, shop }: { order: AdminOrder; shop: ShopIdentity }) {
  const collect = amountToCollect(order);
  const address = order.address;
  const headingId = `slip-${order.order_number}`;
  return (
    <article
      aria-labelledby={headingId}
      data-slip={order.order_number}
      className="mx-auto mb-6 max-w-2xl break-after-page rounded border border-slate-300 bg-white p-4 text-black print:mb-0 print:max-w-none print:rounded-none print:border-0 print:p-0 print:last:break-after-auto"
    >
      <header className="mb-4 flex items-start justify-between gap-3 border-b-2 border-black pb-2">
        <div className="min-w-0">
          <p className="text-xl font-bold">{shop.name}</p>
          <p className="text-sm">{shop.address}</p>
          <p className="text-sm">{shop.phone}</p>
          <p className="mt-1 text-sm font-semibold uppercase">Packing slip</p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1 text-right">
          <QrCode value={order.order_number} label={`QR code of order ${order.order_number}`} />
          <h2 id={headingId} className="text-lg font-bold">
            Order {order.order_number}
          </h2>
          <p className="text-sm">{formatDateTime(order.created_at)}</p>
        </div>
      </header>

      <section aria-label="Ship to" className="mb-4">
        <h3 className="text-sm font-bold uppercase">Ship to</h3>
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
        {order.courier ? (
          <p className="mt-1">
            <strong>Courier:</strong> {order.courier.name}, tracking <span className="font-mono font-semibold">{order.courier.tracking_number}</span>
          </p>
        ) : null}
      </section>

      <table className="mb-4 w-full border-collapse text-left">
        <caption className="sr-only">Items in the parcel of order {order.order_number}</caption>
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
              <td className="border-b border-slate-400 py-1 pr-2 break-all">{line.sku ?? "—"}</td>
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
