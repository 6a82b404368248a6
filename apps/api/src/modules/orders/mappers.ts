import type { AddressSnapshot } from "@shop/db";
import { codSplit } from "@shop/contracts/cod";
import {
  CANCEL_REASONS,
  CANCELLABLE_STATUSES,
  DELIVERY_METHOD_LABELS,
  orderMoneyRows,
  poishaToTaka,
  REFUND_CHANNEL_LABELS,
  type CancelReason,
  type Order,
  type OrderAmounts,
} from "@shop/contracts";
import { mediaUrl } from "../../lib/media-url";
import { jsonTimeToDhakaIso, toDhakaIso } from "../../lib/time";
import { json } from "../cart/mappers";
import { paymentStartPath } from "../payments/service";
import type { OrderItemRow, OrderRow } from "./queries";

const words = new Intl.Segmenter("bn", { granularity: "grapheme" });

/**
 * "Rahim Uddin" → "R. U.", "রহিম উদ্দিন" → "র. উ.": the reduced view shows initials only.
 * A word is counted from its first letter (a whole grapheme, so a Bengali vowel sign
 * stays on its consonant); emoji, digits and punctuation are not words.
 */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((part) => Array.from(words.segment(part), (s) => s.segment).find((grapheme) => /^\p{L}/u.test(grapheme)))
    .filter((initial): initial is string => initial !== undefined)
    .map((initial) => `${initial.toUpperCase()}.`)
    .join(" ");
}

const BY_YOU = "Cancelled by you";
const BY_CUSTOMER = "Cancelled by the customer";

/**
 * A timeline note as this viewer reads it: the shopper's own cancellation is "by you" to
 * its owner only; anyone else tracking the order reads "by the customer".
 */
function timelineNote(note: string | null, owner: boolean): string | null {
  if (note === null) return null;
  if (owner && note.startsWith(BY_CUSTOMER)) return BY_YOU + note.slice(BY_CUSTOMER.length);
  if (!owner && note.startsWith(BY_YOU)) return BY_CUSTOMER + note.slice(BY_YOU.length);
  return note;
}

/** The note stored when the shopper cancels (neutral: staff read it too). */
export const shopperCancelNote = (reason: string) => `${BY_CUSTOMER}: ${reason}`;

/** "01712345678" → "********678". */
export function maskPhone(phone: string): string {
  return phone.length <= 3 ? phone : `${"*".repeat(phone.length - 3)}${phone.slice(-3)}`;
}

/** The order's stored amounts (poisha) for orderMoneyRows, out of any row that carries them (the shopper's order, the back office's). */
export function amountsOf(row: OrderAmounts): OrderAmounts {
  return {
    subtotal: row.subtotal,
    product_discount: row.product_discount,
    coupon_discount: row.coupon_discount,
    coupon_code: row.coupon_code,
    delivery_discount: row.delivery_discount,
    shipping_fee: row.shipping_fee,
    total: row.total,
  };
}

/**
 * The order's summary for the wire (taka): `rows` as orderMoneyRows presents them, and
 * the spec's fields from the same rows, so that subtotal + shipping − discounts = total.
 */
function summaryOf(row: OrderRow): Order["summary"] {
  const rows = orderMoneyRows(amountsOf(row));
  const charges = rows.filter((r) => r.key === "shipping" || (r.key === "adjustment" && r.amount > 0));
  const discounts = rows.filter((r) => r.key !== "total" && r.amount < 0);
  const split = codSplit({
    payment_method: row.payment_method,
    payment_status: row.payment_status,
    total_poisha: row.total,
    advance_poisha: row.advance_amount,
  });
  return {
    subtotal: poishaToTaka(rows[0].amount),
    shipping_fees: charges.map((r) => ({
      key: r.key === "shipping" ? row.delivery_method : r.key,
      text: r.key === "shipping" ? DELIVERY_METHOD_LABELS[row.delivery_method] : r.label,
      amount: poishaToTaka(r.amount),
    })),
    discounts: discounts.map((r) => ({ text: r.label, amount: poishaToTaka(-r.amount) })),
    total: poishaToTaka(row.total),
    rows: rows.map((r) => ({ ...r, amount: poishaToTaka(r.amount) })),
    ...(split ? { split: split.map((s) => ({ key: s.key, label: s.label, amount: poishaToTaka(s.poisha) })) } : {}),
  };
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
  // Payable while the order waits for its online payment, or a cash order for its advance by bKash (payment status
  // pending only then, decision 041): Complete Order (re)starts it through our own start URL.
  const payable = row.status === "pending" && row.payment_status === "pending";
  return {
    order_key: row.order_key,
    order_number: row.order_number,
    status: row.status,
    payment_status: row.payment_status,
    created_at: toDhakaIso(row.created_at),
    delivery_method: row.delivery_method,
    arrives_by: row.arrives_by,
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
    summary: summaryOf(row),
    payment_info: {
      dateTime: payment && payment.status === "paid" ? jsonTimeToDhakaIso(payment.updated_at) : null,
      transactionID: payment?.transaction_id ?? null,
      paymentMethod: row.payment_method,
      paymentUrl: payable && owner ? paymentStartPath(row.order_key) : null,
      paymentVisible: payable && owner,
    },
    timeline: events.map((e) => ({ status: e.status, at: jsonTimeToDhakaIso(e.at), note: timelineNote(e.note, owner) })),
    can_cancel: owner && CANCELLABLE_STATUSES.includes(row.status),
    cancellation:
      row.status === "cancelled" && row.cancel_reason && row.cancelled_at
        ? { reason: shopperReason(row.cancel_reason), notes: owner ? row.cancel_notes : null, at: toDhakaIso(row.cancelled_at) }
        : null,
    courier:
      row.courier_name && row.courier_tracking_number
        ? { name: row.courier_name, tracking_number: row.courier_tracking_number, tracking_url: row.tracking_url }
        : null,
    note: owner ? row.note : null,
    is_owner: owner,
    ...(owner ? moneyBackOf(row) : {}),
  };
}

/** What the order received and gave back, with each refund's credit note (issue 45; the owner's view). */
function moneyBackOf(row: OrderRow): Pick<Order, "paid" | "refunded" | "refunds"> {
  const refunds = json<Exclude<OrderRow["refunds"], string>>(row.refunds ?? "[]");
  return {
    paid: poishaToTaka(Number(row.paid_total ?? 0)),
    refunded: poishaToTaka(refunds.reduce((sum, r) => sum + r.amount, 0)),
    refunds: refunds.map((r) => ({
      id: r.id,
      amount: poishaToTaka(r.amount),
      channel: REFUND_CHANNEL_LABELS[r.channel],
      at: jsonTimeToDhakaIso(r.at),
      credit_note_number: r.credit_note_number,
      credit_note_url: `/v1/orders/${encodeURIComponent(row.order_key)}/refunds/${r.id}/credit-note.pdf`,
    })),
  };
}
