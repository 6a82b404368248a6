import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { AddressSnapshot } from "@shop/db";
import {
  mayReplaceReturn,
  ORDER_EDIT_MESSAGES,
  RETURN_MESSAGES,
  type DeliveryMethod,
  type ReturnReason,
  type ReturnResolution,
  type ReturnStatus,
  type OrderStatus,
} from "@shop/contracts";
import { AppError } from "../../lib/app-error";
import { databaseError, type DbOrTx, type Tx } from "../../lib/db";
import { recordAudit } from "../admin/audit";
import { enqueueSmsToUser } from "../outbox/service";
import type { AdminOrdersCtx } from "./admin";
import { addOrderEvent, takeStock } from "./queries";
import { newOrderKey, newOrderNumber } from "./service";

/**
 * The replacement order of a return (issue 45): staff press "Send replacement" on a
 * return approved for a replacement, once its parts are received (or at approval when
 * the part was dead on arrival: the customer should not wait for the courier to bring
 * back a part that never worked). A new order for the same customer, address and
 * delivery method, the returned lines and quantities at no charge, confirmed (it joins
 * the packing queue like any other), its stock taken through the ledger, linked by
 * return_requests.replacement_order_id. The return row is locked: a second press (or
 * twenty at once) answers the same order.
 *
 * Money: payment method cash on delivery with payment status paid and no payment row.
 * Nothing is collected (the courier's COD amount is 0 for a paid order), nothing was
 * received, so revenue, payments and refunds reports stay true: the order counts no
 * money anywhere, and the unpaid-order expiry never sees it.
 */

type LockedReturn = {
  id: number;
  status: ReturnStatus;
  reason: ReturnReason;
  resolution: ReturnResolution | null;
  replacement_order_id: string | null;
  order_id: string;
  order_number: string;
  user_id: string;
  address: AddressSnapshot | string | null;
  delivery_method: DeliveryMethod;
  order_status: OrderStatus;
};

const refusal = (message: string, code: string) => new AppError("validation_failed", message, { errors: [{ message, code }] });

async function orderRef(db: DbOrTx, id: string) {
  const found = await db.execute<{ order_number: string; order_key: string }>(sql`select order_number, order_key from orders where id = ${id}`);
  return found.rows[0] ?? null;
}

export type ReplacementOutcome = { return_id: number; order_number: string; order_key: string; created: boolean };

/** POST /v1/admin/returns/{id}/replacement. */
export async function sendReplacement(ctx: Pick<AdminOrdersCtx, "db" | "shopName">, input: { returnId: number; actorId: string }): Promise<ReplacementOutcome> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.db.transaction((tx) => sendIn(tx, ctx, input, newOrderNumber()));
    } catch (error) {
      if (attempt >= 5 || databaseError(error, "23505")?.constraint !== "orders_order_number_unique") throw error;
    }
  }
}

async function sendIn(
  tx: Tx,
  ctx: Pick<AdminOrdersCtx, "shopName">,
  input: { returnId: number; actorId: string },
  orderNumber: string,
): Promise<ReplacementOutcome> {
  const locked = await tx.execute<LockedReturn>(sql`
    select r.id, r.status, r.reason, r.resolution, r.replacement_order_id, o.id as order_id, o.order_number, o.user_id, o.address, o.delivery_method, o.status as order_status
    from return_requests r join orders o on o.id = r.order_id where r.id = ${input.returnId} for update of r`);
  const found = locked.rows[0];
  if (!found) throw new AppError("not_found", RETURN_MESSAGES.returnNotFound);
  if (found.replacement_order_id) {
    const made = await orderRef(tx, found.replacement_order_id);
    if (made) return { return_id: found.id, ...made, created: false };
  }
  if (!mayReplaceReturn(found)) throw refusal(ORDER_EDIT_MESSAGES.replacementNotAllowed, "replacement_not_allowed");

  const lines = await tx.execute<{ product_id: number | null; name: string; slug: string; image: string | null; unit_price: number; quantity: number }>(sql`
    select i.product_id, i.name, i.slug, i.image, i.unit_price, sum(l.quantity)::int as quantity
    from return_request_lines l join order_items i on i.id = l.order_item_id
    where l.return_id = ${found.id} group by i.id order by i.product_id, i.id`);
  const gone = lines.rows.find((l) => l.product_id === null);
  if (gone) throw refusal(ORDER_EDIT_MESSAGES.outOfStock(gone.name, 0), "out_of_stock");
  const items = lines.rows.map((l) => ({ ...l, product_id: Number(l.product_id), quantity: Number(l.quantity), unit_price: Number(l.unit_price) }));

  const orderId = randomUUID();
  // Products in id order (takeStock's statement): stock taken only where that much is left, else nothing at all.
  await tx.execute(
    sql`select id from products where id in (${sql.join(
      items.map((i) => sql`${i.product_id}::int`),
      sql`, `,
    )}) order by id for update`,
  );
  const missing = await takeStock(
    tx,
    orderId,
    items.map((i) => ({ productId: i.product_id, quantity: i.quantity })),
  );
  if (missing.length) {
    const line = items.find((i) => i.product_id === missing[0]);
    throw refusal(ORDER_EDIT_MESSAGES.outOfStock(line?.name ?? "A product", 0), "out_of_stock");
  }

  const regular = items.reduce((sum, i) => sum + i.unit_price * i.quantity, 0);
  const words = ORDER_EDIT_MESSAGES.replacementFor(found.order_number);
  const address = found.address === null ? null : typeof found.address === "string" ? found.address : JSON.stringify(found.address);
  // At no charge: each line's price kept for the record, its discount price 0 and its total 0.
  // Staff made it themselves: marked as alerted, so no staff new-order SMS (admin/order-alerts.ts).
  await tx.execute(sql`
    insert into orders (id, order_key, order_number, user_id, status, payment_method, payment_status, delivery_method, address,
      subtotal, product_discount, coupon_discount, delivery_discount, shipping_fee, total, note, staff_alerted_at)
    values (${orderId}::uuid, ${newOrderKey()}, ${orderNumber}, ${found.user_id}, 'confirmed', 'cash_on_delivery', 'paid', ${found.delivery_method},
      ${address}::jsonb, 0, ${regular}, 0, 0, 0, 0, ${words}, now())`);
  for (const i of items) {
    await tx.execute(sql`
      insert into order_items (order_id, product_id, name, slug, image, unit_price, unit_discount_price, quantity, line_total)
      values (${orderId}, ${i.product_id}, ${i.name}, ${i.slug}, ${i.image}, ${i.unit_price}, 0, ${i.quantity}, 0)`);
  }
  await addOrderEvent(tx, orderId, "confirmed", `${words}, at no charge (return #${found.id})`);
  await tx.execute(sql`update return_requests set replacement_order_id = ${orderId} where id = ${found.id}`);
  await addOrderEvent(tx, found.order_id, found.order_status, `Replacement order #${orderNumber} sent for return #${found.id}`);
  await recordAudit(tx, {
    actorId: input.actorId,
    action: "return.replacement",
    entity: "return",
    entityId: found.id,
    before: { replacement_order: null },
    after: { replacement_order: orderNumber, lines: items.map((i) => ({ product_id: i.product_id, quantity: i.quantity })) },
  });
  await enqueueSmsToUser(tx, found.user_id, (t) => t.replacementSent(ctx.shopName, orderNumber, found.order_number));
  const made = await orderRef(tx, orderId);
  if (!made) throw new Error("the replacement order was not written");
  return { return_id: found.id, ...made, created: true };
}

/** GET /v1/admin/returns/{id}/replacement: the linked order, or 404 when none was sent. */
export async function findReplacement(db: DbOrTx, returnId: number): Promise<ReplacementOutcome> {
  const found = await db.execute<{ order_number: string; order_key: string }>(sql`
    select o.order_number, o.order_key from return_requests r join orders o on o.id = r.replacement_order_id where r.id = ${returnId}`);
  const row = found.rows[0];
  if (!row) throw new AppError("not_found", "No replacement was sent for this return");
  return { return_id: returnId, ...row, created: false };
}
