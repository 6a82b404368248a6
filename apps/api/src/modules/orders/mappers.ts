import type { AddressSnapshot } from "@shop/db";
import { CANCEL_REASONS, CANCELLABLE_STATUSES, DELIVERY_METHOD_LABELS, poishaToTaka, type CancelReason, type Order } from "@shop/contracts";
import { mediaUrl } from "../../lib/media-url";
import { toDhakaIso } from "../../lib/time";
import { json } from "../cart/mappers";
import { paymentStartPath } from "../payments/service";
import type { OrderItemRow, OrderRow } from "./queries";

/** "Rahim Uddin" → "R. U.": the reduced view shows initials only. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => `${Array.from(part)[0]?.toUpperCase() ?? ""}.`)
    .join(" ");
}

/** "01712345678" → "********678". */
export function maskPhone(phone: string): string {
  return phone.length <= 3 ? phone : `${"*".repeat(phone.length - 3)}${phone.slice(-3)}`;
}

export type OrderSummaryPoisha = {
  subtotal: number;
  shippingFees: { key: string; text: string; amount: number }[];
  discounts: { text: string; amount: number }[];
  total: number;
};

/** The order's summary in poisha, as the order page, the invoice and the SMS show it. */
export function summaryOf(row: OrderRow): OrderSummaryPoisha {
  const shippingFees =
    row.delivery_method === "office_pickup" ? [] : [{ key: row.delivery_method, text: DELIVERY_METHOD_LABELS[row.delivery_method], amount: row.shipping_fee }];
  const discounts: OrderSummaryPoisha["discounts"] = [];
  if (row.coupon_discount > 0) discounts.push({ text: `Coupon (${row.coupon_code ?? ""})`, amount: row.coupon_discount });
  if (row.delivery_discount > 0) discounts.push({ text: "Free delivery", amount: row.delivery_discount });
  return { subtotal: row.subtotal, shippingFees, discounts, total: row.total };
}

export function addressOf(row: OrderRow): AddressSnapshot | null {
  return row.address ? json<AddressSnapshot>(row.address) : null;
}

export function itemsOf(row: OrderRow): OrderItemRow[] {
  return json<OrderItemRow[]>(row.items);
}

/**
 * The shop's own cancel reason (typed by staff in the back office) is for the shop:
 * the shopper reads it as "Others", and their SMS and timeline say the shop cancelled.
 */
function shopperReason(reason: string): CancelReason {
  return (CANCEL_REASONS as readonly string[]).includes(reason) ? (reason as CancelReason) : "others";
}

/**
 * The order as the contract shows it. `owner` false is the reduced view for anyone
 * else holding the key (API.md): initials, the phone's last 3 digits, the district.
 */
export function toOrder(row: OrderRow, { mediaBase, owner }: { mediaBase: string; owner: boolean }): Order {
  const address = addressOf(row);
  const payment = row.payment ? json<Exclude<OrderRow["payment"], string | null>>(row.payment) : null;
  const events = json<Exclude<OrderRow["events"], string>>(row.events);
  const summary = summaryOf(row);
  const online = row.payment_method !== "cash_on_delivery";
  // Payable while the order waits for its online payment: Complete Order (re)starts it through our own start URL.
  const payable = online && row.status === "pending" && row.payment_status === "pending";
  return {
    order_key: row.order_key,
    order_number: row.order_number,
    status: row.status,
    payment_status: row.payment_status,
    created_at: toDhakaIso(row.created_at),
    delivery_method: row.delivery_method,
    shipping_address: address
      ? owner
        ? {
            label: address.label as "home",
            full_name: address.full_name,
            phone_number: address.phone_number,
            full_address: address.full_address,
            district: address.district,
          }
        : {
            label: address.label as "home",
            full_name: initialsOf(address.full_name),
            phone_number: maskPhone(address.phone_number),
            full_address: address.district,
            district: address.district,
          }
      : null,
    items: itemsOf(row).map((item) => ({
      product_slug: item.slug,
      name: item.name,
      image: mediaUrl(mediaBase, item.image),
      quantity: item.quantity,
      price: poishaToTaka(item.unit_price),
      has_discount_price: item.unit_discount_price !== null,
      discount_price: item.unit_discount_price === null ? null : poishaToTaka(item.unit_discount_price),
      total: poishaToTaka(item.line_total),
      is_reviewed: owner ? item.is_reviewed : false,
    })),
    summary: {
      subtotal: poishaToTaka(summary.subtotal),
      shipping_fees: summary.shippingFees.map((f) => ({ ...f, amount: poishaToTaka(f.amount) })),
      discounts: summary.discounts.map((d) => ({ ...d, amount: poishaToTaka(d.amount) })),
      total: poishaToTaka(summary.total),
    },
    payment_info: {
      dateTime: payment && payment.status === "paid" ? toDhakaIso(payment.updated_at) : null,
      transactionID: payment?.transaction_id ?? null,
      paymentMethod: row.payment_method,
      paymentUrl: payable && owner ? paymentStartPath(row.order_key) : null,
      paymentVisible: payable && owner,
    },
    timeline: events.map((e) => ({ status: e.status, at: toDhakaIso(e.at), note: e.note })),
    can_cancel: owner && CANCELLABLE_STATUSES.includes(row.status),
    cancellation:
      row.status === "cancelled" && row.cancel_reason && row.cancelled_at
        ? { reason: shopperReason(row.cancel_reason), notes: owner ? row.cancel_notes : null, at: toDhakaIso(row.cancelled_at) }
        : null,
    courier: row.courier_name && row.tracking_number ? { name: row.courier_name, tracking_number: row.tracking_number, tracking_url: row.tracking_url } : null,
    note: owner ? row.note : null,
    is_owner: owner,
  };
}
