import { sql } from "drizzle-orm";
import { setStockContext } from "@shop/db";
import type { AddressSnapshot } from "@shop/db";
import { ADMIN_MESSAGES, type AdminOrder, type AdminOrderAction, type OrderStatus } from "@shop/contracts";
import type { BulkShipResult } from "@shop/contracts/bulk-orders";
import { AppError, isAppError } from "../../lib/app-error";
import { ordersCancelled } from "../../lib/metrics";
import type { DbOrTx, Tx } from "../../lib/db";
import { json } from "../cart/mappers";
import { recordAudit } from "../admin/audit";
import { CourierError, type Courier, type CourierApiKey, type Parcel, type ParcelInput } from "../couriers/types";
import { enqueueSmsToUser } from "../outbox/service";
import type { SmsTexts } from "../outbox/sms-texts";
import { getAdminOrder, isOnline, orderNotFound, refusalOf, type AdminOrdersCtx } from "./admin";
import { itemsLine, lockOrderState, readOrderState, type OrderState } from "./admin-queries";
import { addOrderEvent, returnCouponUse, returnStock } from "./queries";
import { closeOrder } from "./service";
import { notifyBackInStock } from "../stock/service";

/** What each action takes from the request (the contract's bodies, parsed). */
export type ActionBody =
  | { action: "confirm" | "process" | "deliver" | "receive_return"; note?: string; for_customer?: boolean }
  | {
      action: "ship";
      courier: CourierApiKey | "manual";
      courier_name?: string;
      courier_tracking_number?: string;
      tracking_url?: string;
      note?: string;
      for_customer?: boolean;
    }
  | { action: "cancel"; reason: string };

type Outcome = { orderId: string; refund: boolean };
type Shipment = { name: string; trackingNumber: string; trackingUrl: string | null; ref: string | null };

const courierFailed = () =>
  new AppError("validation_failed", ADMIN_MESSAGES.courierFailed, { errors: [{ message: ADMIN_MESSAGES.courierFailed, code: "courier_failed" }] });

/** What the audit log keeps of an order before and after an action. */
const snapshot = (o: OrderState) => ({
  status: o.status,
  payment_status: o.payment_status,
  courier: o.courier_name,
  courier_tracking_number: o.courier_tracking_number,
  cancel_reason: o.cancel_reason,
  return_received: o.return_received_at !== null,
});

/** The courier's own words for a refusal ("The recipient phone must be 11 digits."), else null (timeout, network, keys). */
function courierReasonOf(error: unknown): string | null {
  return error instanceof CourierError && error.code === "REFUSED" && error.details.length ? error.details.join(" ") : null;
}

/**
 * The parcel as the courier is told it. Invoice: the order number, or <order>-2, -3... once a
 * parcel booked for it was cancelled or left at the courier (Steadfast keeps an invoice taken
 * for good; counted from the audit log's order.parcel_cancel rows). The rider collects the
 * total less any advance paid by bKash, only while cash on delivery is unpaid.
 */
async function parcelInputOf(db: DbOrTx, order: OrderState): Promise<ParcelInput> {
  const address = order.address ? json<AddressSnapshot>(order.address) : null;
  if (!address) throw courierFailed();
  const found = await db.execute<{ advance_amount: number; weight_grams: number | null; dropped: number }>(sql`
    select o.advance_amount, o.weight_grams,
      (select count(*)::int from audit_log a where a.entity = 'order' and a.entity_id = o.order_number and a.action = 'order.parcel_cancel') as dropped
    from orders o where o.id = ${order.id}`);
  const extra = found.rows[0];
  const collect = order.payment_method === "cash_on_delivery" && order.payment_status !== "paid";
  return {
    invoice: extra?.dropped ? `${order.order_number}-${extra.dropped + 1}` : order.order_number,
    recipientName: address.full_name,
    recipientPhone: address.phone_number,
    recipientAddress: address.full_address,
    codPoisha: collect ? Math.max(0, order.total - (extra?.advance_amount ?? 0)) : 0,
    note: order.note ?? undefined,
    itemDescription: await itemsLine(db, order.id),
    district: address.district || undefined,
    weightGrams: extra?.weight_grams ?? undefined,
  };
}

/**
 * Books the parcel with the chosen courier before the transaction (a courier call never
 * holds a row lock): only for an order that may ship now. A refusal or timeout changes
 * nothing here (422 courierFailed).
 */
async function bookParcel(ctx: AdminOrdersCtx, key: CourierApiKey, orderNumber: string): Promise<Shipment> {
  const courier = ctx.couriers.get(key);
  if (!courier) throw new AppError("validation_failed", ADMIN_MESSAGES.courierNotConfigured, { field: "courier" });
  const order = await readOrderState(ctx.db, { orderNumber });
  if (!order) throw orderNotFound();
  const refused = refusalOf(order, "ship");
  if (refused) throw refused;
  const input = await parcelInputOf(ctx.db, order);
  let parcel: Parcel;
  try {
    parcel = await courier.book(input);
  } catch (error) {
    ctx.onCourierError?.(error, order.order_number);
    throw courierFailed();
  }
  return { name: courier.name, trackingNumber: parcel.trackingNumber, trackingUrl: parcel.trackingUrl, ref: parcel.consignmentId };
}

/**
 * Cancels a parcel the order no longer uses (its order was cancelled by staff, or changed
 * before the Ship committed): at the courier when its API can (Steadfast's return request),
 * else staff are told to cancel it in the courier's panel. Either way the order's courier_ref
 * is cleared (when it is this parcel), the timeline says so (staff only) and an audit row
 * order.parcel_cancel counts it, so the next booking uses a new invoice (<order>-2).
 * Never throws: the order's own change has already committed or been refused.
 */
async function cancelParcel(
  ctx: AdminOrdersCtx,
  input: { orderNumber: string; courierName: string; ref: string; reason: string; actorId: string | null },
): Promise<void> {
  const courier = [...ctx.couriers.values()].find((c) => c.name === input.courierName);
  let cancelled = false;
  if (courier?.cancel) {
    try {
      await courier.cancel(input.ref, input.reason);
      cancelled = true;
    } catch (error) {
      ctx.onCourierError?.(error, input.orderNumber);
    }
  }
  const note = cancelled
    ? `${input.courierName} parcel ${input.ref} cancelled at the courier (${input.reason})`
    : `${input.courierName} parcel ${input.ref} could not be cancelled from here: cancel it in ${input.courierName}'s panel (${input.reason})`;
  try {
    await ctx.db.transaction(async (tx) => {
      const found = await tx.execute<{ id: string; status: OrderStatus }>(sql`
        update orders set courier_ref = case when courier_ref = ${input.ref} then null else courier_ref end
        where order_number = ${input.orderNumber} returning id, status`);
      const order = found.rows[0];
      if (!order) return;
      await addOrderEvent(tx, order.id, order.status, null, { note, forCustomer: false });
      await recordAudit(tx, {
        actorId: input.actorId,
        action: "order.parcel_cancel",
        entity: "order",
        entityId: input.orderNumber,
        before: { courier: input.courierName, courier_ref: input.ref },
        after: { cancelled, reason: input.reason },
      });
    });
  } catch (error) {
    ctx.onCourierError?.(error, input.orderNumber);
  }
}

const backInStockOf = (ctx: AdminOrdersCtx) => ({ webUrl: ctx.webUrl, shopName: ctx.shopName });

/** Some of the order's money was paid online (a staff edit may have left the rest to pay: payment status pending). */
async function holdsPaidPayment(tx: Tx, orderId: string): Promise<boolean> {
  const found = await tx.execute(sql`select 1 from payments where order_id = ${orderId} and method <> 'cash_on_delivery' and status = 'paid' limit 1`);
  return found.rows.length > 0;
}

/** The change, its timeline note and the shopper's SMS text, per action (inside the transaction). */
async function apply(
  tx: Tx,
  ctx: AdminOrdersCtx,
  order: OrderState,
  input: { body: ActionBody; actorId: string | null; shipment: Shipment | null },
): Promise<{ status: OrderStatus; note: string | null; sms: (texts: SmsTexts) => string; refund: boolean }> {
  const { body, actorId } = input;
  const n = order.order_number;
  const shop = ctx.shopName;
  const staffNote = "note" in body && body.note ? body.note : null;
  const setStatus = (status: OrderStatus) => tx.execute(sql`update orders set status = ${status}, updated_at = now() where id = ${order.id}`);
  // An order a staff edit sent back to awaiting the rest still holds what was paid: that goes back too.
  // A cash order's advance paid by bKash (decision 041) is money paid online too.
  const paidOnline = (isOnline(order.payment_method) && order.payment_status === "paid") || (await holdsPaidPayment(tx, order.id));

  switch (body.action) {
    case "confirm":
      await setStatus("confirmed");
      return { status: "confirmed", note: "Confirmed by the shop", sms: (t) => t.orderConfirmed(shop, n), refund: false };
    case "process":
      await setStatus("processing");
      return { status: "processing", note: "Being packed", sms: (t) => t.orderPacking(shop, n), refund: false };
    case "ship": {
      const s =
        input.shipment ??
        ({
          name: body.courier_name ?? "",
          trackingNumber: body.courier_tracking_number ?? "",
          trackingUrl: body.tracking_url || null,
          ref: null,
        } satisfies Shipment);
      await tx.execute(sql`
        update orders set status = 'shipped', courier_name = ${s.name}, courier_tracking_number = ${s.trackingNumber}, tracking_url = ${s.trackingUrl},
          courier_ref = ${s.ref}, updated_at = now()
        where id = ${order.id}`);
      return {
        status: "shipped",
        note: `Shipped with ${s.name}, tracking ${s.trackingNumber}`,
        sms: (t) => t.orderShipped(shop, n, s.name, s.trackingNumber),
        refund: false,
      };
    }
    case "deliver": {
      await setStatus("delivered");
      // The rider collected the cash: the order is paid, with a payment row like any other (less an advance paid by bKash).
      const collected = order.payment_method === "cash_on_delivery" && order.payment_status !== "paid";
      if (collected) {
        await tx.execute(sql`update orders set payment_status = 'paid' where id = ${order.id}`);
        const payment = await tx.execute<{ id: string }>(sql`
          insert into payments (order_id, method, amount, status)
          select o.id, 'cash_on_delivery', o.total - o.advance_amount, 'paid' from orders o where o.id = ${order.id} returning id`);
        await tx.execute(sql`
          insert into payment_events (payment_id, kind, raw) values (${payment.rows[0].id}, 'cash_collected', ${JSON.stringify({ by: actorId })}::jsonb)`);
      }
      return {
        status: "delivered",
        note: collected ? "Delivered, cash collected" : "Delivered",
        sms: (t) => t.orderDelivered(shop, n),
        refund: false,
      };
    }
    case "cancel": {
      if (order.status === "shipped") {
        // A return: the parcel is still with the courier, so its stock comes back on receive_return.
        await tx.execute(sql`
          update orders set status = 'cancelled', cancel_reason = ${body.reason}, cancelled_at = now(), updated_at = now() where id = ${order.id}`);
        await returnCouponUse(tx, order.id);
        return {
          status: "cancelled",
          note: "Cancelled by the shop; the parcel comes back as a return",
          sms: (t) => t.orderCancelled(shop, n),
          refund: false,
        };
      }
      // closeOrder writes the timeline entry itself (note null: none more here).
      await closeOrder(tx, order, { status: "cancelled", reason: body.reason, note: "Cancelled by the shop", actorId }, backInStockOf(ctx));
      return { status: "cancelled", note: null, sms: (t) => t.orderCancelled(shop, n, paidOnline), refund: paidOnline };
    }
    case "receive_return":
      await setStockContext(tx, { reason: "returned", orderId: order.id, actorId, note: staffNote ?? "Return received" });
      await notifyBackInStock(tx, await returnStock(tx, order.id), backInStockOf(ctx));
      await tx.execute(sql`update orders set return_received_at = now(), updated_at = now() where id = ${order.id}`);
      return {
        status: "cancelled",
        note: "Returned parcel received",
        sms: (t) => t.returnReceived(shop, n, paidOnline),
        refund: paidOnline,
      };
  }
}

/**
 * Cancelling a paid order gives its money back (now, or when a return comes in): the
 * owner's decision, or a staff member's the owner granted it to (users.can_refund). 403
 * otherwise, nothing changed. Read in the action's transaction, so a grant just withdrawn counts.
 */
async function checkMayRefund(tx: Tx, actorId: string): Promise<void> {
  const found = await tx.execute<{ may: boolean }>(sql`select (role = 'owner' or can_refund) as may from users where id = ${actorId}`);
  if (!found.rows[0]?.may) throw new AppError("forbidden", ADMIN_MESSAGES.refundNotGranted);
}

/**
 * One action on the locked order inside the caller's transaction: refused (422) unless the
 * order allows it now; else the change, its timeline entry, its audit row and the shopper's
 * SMS (unless `sms` is false). Answers whether money goes back.
 */
async function step(
  tx: Tx,
  ctx: AdminOrdersCtx,
  order: OrderState,
  input: { body: ActionBody; actorId: string | null; shipment: Shipment | null; sms?: boolean },
): Promise<{ refund: boolean }> {
  const { body, actorId } = input;
  const action: AdminOrderAction = body.action;
  const refused = refusalOf(order, action);
  if (refused) throw refused;
  if (action === "cancel" && (order.payment_status === "paid" || (await holdsPaidPayment(tx, order.id))) && actorId !== null) await checkMayRefund(tx, actorId);
  const done = await apply(tx, ctx, order, { body, actorId, shipment: input.shipment });
  // The staff note is staff-only unless marked for the customer (then the shopper reads it instead of the shop's words).
  const staffNote = "note" in body && body.note ? { note: body.note, forCustomer: body.for_customer === true } : null;
  if (done.note) await addOrderEvent(tx, order.id, done.status, done.note, staffNote);
  const after = await readOrderState(tx, { id: order.id });
  await recordAudit(tx, {
    actorId,
    action: `order.${action}`,
    entity: "order",
    entityId: order.order_number,
    before: snapshot(order),
    after: after ? snapshot(after) : null,
  });
  if (input.sms !== false) await enqueueSmsToUser(tx, order.user_id, done.sms);
  return { refund: done.refund };
}

/**
 * One action on one order, in one transaction with the order row locked: refused
 * (422, nothing changed) unless the order allows it now; else the change, its timeline
 * entry, its audit row and the shopper's SMS commit together. The refund of a paid
 * online order goes to the gateway after the commit, as the shopper's own cancel does.
 * A parcel booked for a Ship that then could not commit (the order changed meanwhile) is
 * cancelled at the courier; so is the parcel of a shipped order staff cancel.
 */
/** `actorId` null: the shop's own job (the courier sync), which acts on the courier's word and never refunds. */
export async function transition(ctx: AdminOrdersCtx, input: { orderNumber: string; body: ActionBody; actorId: string | null }): Promise<Outcome> {
  const { body, actorId } = input;
  const action: AdminOrderAction = body.action;
  const shipment = body.action === "ship" && body.courier !== "manual" ? await bookParcel(ctx, body.courier, input.orderNumber) : null;

  let outcome: Outcome & { parcel: { name: string; ref: string } | null };
  try {
    outcome = await ctx.db.transaction(async (tx) => {
      const order = await lockOrderState(tx, input.orderNumber);
      if (!order) throw orderNotFound();
      // Staff cancelling a shipped order with a courier's parcel: that parcel is cancelled at the courier after the commit.
      let parcel: { name: string; ref: string } | null = null;
      if (action === "cancel" && actorId !== null && order.status === "shipped") {
        const ref = await tx.execute<{ courier_ref: string | null }>(sql`select courier_ref from orders where id = ${order.id}`);
        const courierRef = ref.rows[0]?.courier_ref;
        if (courierRef && order.courier_name) parcel = { name: order.courier_name, ref: courierRef };
      }
      const done = await step(tx, ctx, order, { body, actorId, shipment });
      return { orderId: order.id, refund: done.refund, parcel };
    });
  } catch (error) {
    if (shipment?.ref) {
      const reason = isAppError(error) ? error.message : "the order could not be shipped";
      await cancelParcel(ctx, { orderNumber: input.orderNumber, courierName: shipment.name, ref: shipment.ref, reason, actorId });
    }
    throw error;
  }
  if (action === "cancel") ordersCancelled.inc({ by: "shop" });
  if (outcome.parcel && body.action === "cancel") {
    await cancelParcel(ctx, { orderNumber: input.orderNumber, courierName: outcome.parcel.name, ref: outcome.parcel.ref, reason: body.reason, actorId });
  }
  if (outcome.refund) await ctx.refund(outcome.orderId);
  return { orderId: outcome.orderId, refund: outcome.refund };
}

/**
 * Bulk booking, one order (orders/bulk.ts): the order row locked, the parcel booked with the
 * courier, then (only if it was accepted) a confirmed order marked packed and the order shipped,
 * all in that one transaction. A refused booking writes nothing: the order stays as it was.
 * The lock makes a double press (or two staff at once) book nobody twice: the second waits,
 * then finds the order shipped and answers it with its tracking code. The lock is held for the
 * courier's answer (at most its timeout), which only this order's other actions wait for.
 */
export async function bookAndShip(ctx: AdminOrdersCtx, input: { orderNumber: string; courier: Courier; actorId: string }): Promise<BulkShipResult> {
  const { orderNumber, courier, actorId } = input;
  let booked: Shipment | null = null;
  try {
    return await ctx.db.transaction(async (tx): Promise<BulkShipResult> => {
      let order = await lockOrderState(tx, orderNumber);
      if (!order) throw orderNotFound();
      if (order.status === "shipped") {
        return {
          order_number: orderNumber,
          result: "shipped",
          courier: order.courier_name ?? "",
          tracking_number: order.courier_tracking_number ?? "",
          already: true,
        };
      }
      const fromConfirmed = order.status === "confirmed";
      const refused = refusalOf(order, fromConfirmed ? "process" : "ship");
      if (refused) throw refused;
      const parcelInput = await parcelInputOf(tx, order);
      let parcel: Parcel;
      try {
        parcel = await courier.book(parcelInput);
      } catch (error) {
        ctx.onCourierError?.(error, orderNumber);
        const reason = courierReasonOf(error);
        return { order_number: orderNumber, result: "refused", message: ADMIN_MESSAGES.courierFailed, ...(reason ? { reason } : {}) };
      }
      booked = { name: courier.name, trackingNumber: parcel.trackingNumber, trackingUrl: parcel.trackingUrl, ref: parcel.consignmentId };
      if (fromConfirmed) {
        // Packed and shipped at once: one SMS (shipped) for the shopper, both steps in the timeline.
        await step(tx, ctx, order, { body: { action: "process" }, actorId, shipment: null, sms: false });
        order = (await lockOrderState(tx, orderNumber))!;
      }
      await step(tx, ctx, order, { body: { action: "ship", courier: courier.key }, actorId, shipment: booked });
      return { order_number: orderNumber, result: "shipped", courier: booked.name, tracking_number: booked.trackingNumber };
    });
  } catch (error) {
    const dropped = booked as Shipment | null;
    if (dropped?.ref) {
      const reason = isAppError(error) ? error.message : "the order could not be shipped";
      await cancelParcel(ctx, { orderNumber, courierName: dropped.name, ref: dropped.ref, reason, actorId });
    }
    throw error;
  }
}

export async function runAction(ctx: AdminOrdersCtx, input: { orderNumber: string; body: ActionBody; actorId: string }): Promise<AdminOrder> {
  await transition(ctx, input);
  return getAdminOrder(ctx, input.orderNumber);
}

/** Confirms each order in its own transaction: one refusal never holds back the others. */
export async function bulkConfirm(
  ctx: AdminOrdersCtx,
  input: { orderNumbers: string[]; actorId: string },
): Promise<{ confirmed: string[]; refused: { order_number: string; message: string }[] }> {
  const confirmed: string[] = [];
  const refused: { order_number: string; message: string }[] = [];
  for (const orderNumber of new Set(input.orderNumbers)) {
    try {
      await transition(ctx, { orderNumber, body: { action: "confirm" }, actorId: input.actorId });
      confirmed.push(orderNumber);
    } catch (error) {
      if (!isAppError(error)) throw error;
      refused.push({ order_number: orderNumber, message: error.message });
    }
  }
  return { confirmed, refused };
}
