import type { Database } from "@shop/db";
import {
  ADMIN_ACTION_FROM,
  ADMIN_MESSAGES,
  ADMIN_ORDER_ACTIONS,
  ADMIN_PER_PAGE,
  ORDER_MESSAGES,
  ORDER_STATUSES,
  callOutcomeOf,
  type AdminOrder,
  type AdminOrderAction,
  type AdminOrderRow,
  type AdminOrdersResponse,
  type OrderStatus,
  type PaymentMethod,
} from "@shop/contracts";
import { AppError } from "../../lib/app-error";
import { mediaUrl } from "../../lib/media-url";
import { jsonTimeToDhakaIso, toDhakaIso } from "../../lib/time";
import { json } from "../cart/mappers";
import type { Couriers } from "../couriers/registry";
import { amountsOf } from "./mappers";
import { countAdminOrdersByStatus, findAdminOrder, listAdminOrderRows, type AdminOrderFilters, type AdminOrderRecord, type OrderState } from "./admin-queries";

/**
 * The staff side of orders (API.md "Back office"): the queue, one order in full, and
 * the rules of which action an order allows. The actions themselves are in
 * admin-actions.ts, the CSV export in admin-export.ts; all reuse this module's own
 * queries and closeOrder, never a copy of the shopper side's rules.
 */
export type AdminOrdersCtx = {
  db: Database;
  mediaBase: string;
  shopName: string;
  /** The storefront's public address, for the mail to shoppers waiting for a product a cancellation restocked. */
  webUrl: string;
  /** Gives an online order's money back through its gateway; called after the cancel commits, never throws. */
  refund: (orderId: string) => Promise<void>;
  /** The couriers with an API whose keys are set (../couriers/registry.ts); Ship refuses the others. */
  couriers: Couriers;
  /** Told when a courier refuses or fails (staff only see ADMIN_MESSAGES.courierFailed). */
  onCourierError?: (error: unknown, orderNumber: string) => void;
};

/** Paid through a gateway: every method but cash on delivery. */
export const isOnline = (method: PaymentMethod) => method !== "cash_on_delivery";

const refusal = (message: string, code: string) => new AppError("validation_failed", message, { errors: [{ message, code }] });

/**
 * Why `action` cannot run on the order now, or null when it can. ADMIN_ACTION_FROM,
 * plus: office pickup may be delivered straight from processing (no courier), only a
 * return not yet received can be received, an online order is confirmed only once paid.
 */
export function refusalOf(
  order: Pick<OrderState, "status" | "payment_method" | "payment_status" | "delivery_method" | "was_shipped" | "return_received_at">,
  action: AdminOrderAction,
): AppError | null {
  const pickupHandOver = action === "deliver" && order.status === "processing" && order.delivery_method === "office_pickup";
  const refused = refusal(ADMIN_MESSAGES.transitionRefused(order.status, action), "transition_refused");
  if (!pickupHandOver && !ADMIN_ACTION_FROM[action].includes(order.status)) return refused;
  if (action === "receive_return" && (!order.was_shipped || order.return_received_at)) return refused;
  // An online order is packed and shipped only once paid in full (an edit that cost more waits for the rest).
  // A cash order waiting for its advance by bKash (payment pending, decision 041) likewise waits for it.
  const awaitingMoney = isOnline(order.payment_method) ? order.payment_status !== "paid" : order.payment_status === "pending";
  if ((action === "confirm" || action === "process" || action === "ship") && awaitingMoney) {
    return refusal(ADMIN_MESSAGES.paymentNotComplete, "payment_not_complete");
  }
  return null;
}

export const allowedActions = (order: Parameters<typeof refusalOf>[0]): AdminOrderAction[] => ADMIN_ORDER_ACTIONS.filter((a) => !refusalOf(order, a));

export const orderNotFound = () => new AppError("not_found", ORDER_MESSAGES.orderNotFound);

/** Checks a YYYY-MM-DD day is a real one (the contract checks the shape only). */
export function checkDay(field: string, day: string | undefined): void {
  if (day === undefined) return;
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
    throw new AppError("validation_failed", "Use a date as YYYY-MM-DD", { field });
  }
}

export function checkRange(from: string | undefined, to: string | undefined): void {
  checkDay("from", from);
  checkDay("to", to);
  if (from && to && from > to) throw new AppError("validation_failed", ADMIN_MESSAGES.dateRange, { field: "to" });
}

/**
 * The search box: an order number as read out on the phone ("12345 67890", "1234-567-890")
 * or a phone number, whole or its last digits, with or without +88.
 */
export function searchOf(q: string | undefined): Pick<AdminOrderFilters, "orderNumber" | "phoneSuffix"> {
  const compact = (q ?? "").replace(/[\s-]/g, "");
  if (!compact) return {};
  const digits = compact.replace(/^\+/, "");
  const phone = /^\d+$/.test(digits) ? (digits.startsWith("880") ? digits.slice(2) : digits) : "";
  return { orderNumber: compact.toUpperCase(), ...(phone.length >= 4 ? { phoneSuffix: phone } : {}) };
}

export async function listAdminOrders(
  ctx: Pick<AdminOrdersCtx, "db">,
  query: { page: number; status: "all" | OrderStatus; q?: string; payment_method?: PaymentMethod; from?: string; to?: string },
): Promise<Omit<AdminOrdersResponse, "message">> {
  checkRange(query.from, query.to);
  const filters: AdminOrderFilters = {
    ...searchOf(query.q),
    ...(query.status !== "all" ? { status: query.status } : {}),
    paymentMethod: query.payment_method,
    from: query.from,
    to: query.to,
  };
  const [rows, counted] = await Promise.all([
    listAdminOrderRows(ctx.db, filters, { page: query.page, perPage: ADMIN_PER_PAGE }),
    countAdminOrdersByStatus(ctx.db, filters),
  ]);
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, counted[s] ?? 0])) as Record<OrderStatus, number>;
  // Every order has its customer (user_id not null), so the page's join loses none of those counted.
  const total = filters.status ? counts[filters.status] : ORDER_STATUSES.reduce((sum, s) => sum + counts[s], 0);
  const data: AdminOrderRow[] = rows.map((r) => ({
    order_number: r.order_number,
    channel: r.channel,
    order_key: r.order_key,
    status: r.status,
    payment_method: r.payment_method,
    payment_status: r.payment_status,
    delivery_method: r.delivery_method,
    total_poisha: Number(r.total),
    items_count: Number(r.items_count),
    customer: { id: r.customer_id, full_name: r.customer_name, phone: r.customer_phone },
    district: r.district,
    created_at: toDhakaIso(r.created_at),
  }));
  return { data, meta: { page: query.page, per_page: ADMIN_PER_PAGE, total, last_page: Math.max(1, Math.ceil(total / ADMIN_PER_PAGE)), counts } };
}

/** The order's stored amounts (poisha) under the back office's names for them. */
function summaryOf(row: AdminOrderRecord): AdminOrder["summary"] {
  const amounts = amountsOf(row);
  return {
    subtotal_poisha: amounts.subtotal,
    product_discount_poisha: amounts.product_discount,
    coupon_discount_poisha: amounts.coupon_discount,
    coupon_code: amounts.coupon_code,
    delivery_discount_poisha: amounts.delivery_discount,
    shipping_fee_poisha: amounts.shipping_fee,
    total_poisha: amounts.total,
    advance_poisha: row.advance_amount,
  };
}

function toAdminOrder(row: AdminOrderRecord, mediaBase: string): AdminOrder {
  const address = row.address ? json(row.address) : null;
  const items = json(row.items);
  return {
    order_number: row.order_number,
    order_key: row.order_key,
    channel: row.channel,
    status: row.status,
    payment_method: row.payment_method,
    payment_status: row.payment_status,
    delivery_method: row.delivery_method,
    total_poisha: row.total,
    items_count: items.reduce((sum, i) => sum + i.quantity, 0),
    customer: { id: row.customer_id, full_name: row.customer_name, phone: row.customer_phone, email: row.customer_email },
    district: address?.district ?? null,
    created_at: toDhakaIso(row.created_at),
    lines: items.map((i) => ({
      product_id: i.product_id,
      name: i.name,
      slug: i.slug,
      sku: i.sku,
      image: i.image ? mediaUrl(mediaBase, i.image) : null,
      unit_price_poisha: i.unit_price,
      unit_discount_price_poisha: i.unit_discount_price,
      quantity: i.quantity,
      line_total_poisha: i.line_total,
    })),
    address: address
      ? {
          full_name: address.full_name,
          phone_number: address.phone_number,
          district: address.district,
          area: address.area,
          address: address.address,
          full_address: address.full_address,
          inside_dhaka: address.inside_dhaka,
        }
      : null,
    summary: summaryOf(row),
    note: row.note,
    cancel_reason: row.cancel_reason,
    cancel_notes: row.cancel_notes,
    courier:
      row.courier_name && row.courier_tracking_number
        ? {
            name: row.courier_name,
            tracking_number: row.courier_tracking_number,
            tracking_url: row.tracking_url,
            ref: row.courier_ref,
            status: row.courier_status,
            checked_at: row.courier_checked_at === null ? null : toDhakaIso(row.courier_checked_at),
          }
        : null,
    is_return: row.status === "cancelled" && row.was_shipped,
    return_received_at: row.return_received_at === null ? null : toDhakaIso(row.return_received_at),
    timeline: json(row.events).map((e) => ({
      status: e.status,
      note: e.kind === "event" ? e.note : null,
      staff_note: e.staff_note,
      for_customer: e.for_customer,
      at: jsonTimeToDhakaIso(e.at),
      kind: e.kind,
      author: e.author,
      // A call keeps its outcome where an event keeps the shopper's words (order-notes.ts).
      outcome: e.kind === "call" ? callOutcomeOf(e.note) : null,
    })),
    payments: json(row.payments).map(({ amount, ...p }) => ({
      ...p,
      amount_poisha: amount,
      created_at: jsonTimeToDhakaIso(p.created_at),
      events: p.events.map((e) => ({ kind: e.kind, at: jsonTimeToDhakaIso(e.at) })),
    })),
    actions: allowedActions(row),
  };
}

export async function getAdminOrder(ctx: Pick<AdminOrdersCtx, "db" | "mediaBase">, orderNumber: string): Promise<AdminOrder> {
  const row = await findAdminOrder(ctx.db, orderNumber);
  if (!row) throw orderNotFound();
  return toAdminOrder(row, ctx.mediaBase);
}
