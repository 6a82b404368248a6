import { sql } from "drizzle-orm";
import { setStockContext, type AddressSnapshot } from "@shop/db";
import {
  DELIVERY_METHOD_LABELS,
  EDITABLE_ORDER_STATUSES,
  ORDER_EDIT_MESSAGES,
  formatTaka,
  poishaToTaka,
  type DeliveryMethod,
  type DeliveryRates,
  type DeliveryZone,
  type OrderEditForm,
  type OrderEditResult,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from "@shop/contracts";
import { AppError } from "../../lib/app-error";
import type { DbOrTx, Tx } from "../../lib/db";
import { recordAudit } from "../admin/audit";
import { fullAddress, type AddressRow } from "../addresses/mappers";
import { findOwnAddress } from "../cart/queries";
import { enqueueSmsToUser } from "../outbox/service";
import type { SmsTexts } from "../outbox/sms-texts";
import { deliveryPricingOf } from "../delivery-fees/rates";
import { arrivalFor } from "../delivery/calendar";
import { priceCart, unitPriceFor, type PricingCouponInput, type PriceBreakdown } from "../pricing/pricing";
import { tiersOf } from "../cart/mappers";
import type { PriceTierRow } from "../cart/queries";
import { notifyBackInStock } from "../stock/service";
import { orderNotFound, type AdminOrdersCtx } from "./admin";
import { addOrderEvent, returnCouponUse } from "./queries";

/**
 * Staff edit an order before it ships (issue 45): the whole new line list, address and
 * delivery method, repriced by the one pricing code (pricing/pricing.ts), the stock
 * moved through the ledger, the coupon checked again, the difference settled, one
 * timeline entry, one audit entry and one SMS, all in one transaction with the order
 * row locked. A preview runs the same steps and writes nothing.
 *
 * Prices: a line the order already had keeps the unit price it was ordered at, unless
 * today's price is lower (then today's): the customer never pays more for a part they
 * already ordered. An added product is priced as today.
 */

export type EditBody = {
  version: string;
  lines: { product_id: number; quantity: number }[];
  delivery_method: DeliveryMethod;
  address:
    | { keep_current: true }
    | { saved_address_id: string }
    | { name: string; phone: string; district: number; area: string; address: string; notes?: string | null; label?: string }
    | null;
  note?: string | null;
};

type LockedOrder = {
  id: string;
  order_number: string;
  order_key: string;
  user_id: string;
  status: OrderStatus;
  payment_method: PaymentMethod;
  payment_status: PaymentStatus;
  delivery_method: DeliveryMethod;
  address: AddressSnapshot | string | null;
  subtotal: number;
  product_discount: number;
  coupon_discount: number;
  delivery_discount: number;
  shipping_fee: number;
  total: number;
  coupon_id: number | null;
  coupon_code: string | null;
  version: string;
};

type ItemRow = { id: number; product_id: number | null; name: string; unit_price: number; unit_discount_price: number | null; quantity: number };
type ProductRow = {
  id: number;
  name: string;
  slug: string;
  sku: string;
  price: number;
  discount_price: number | null;
  stock: number;
  is_active: boolean;
  tags: string[];
  weight_grams: number;
  media_key: string | null;
  price_tiers: PriceTierRow[] | string;
};

const taka = (poisha: number) => formatTaka(poishaToTaka(poisha));
const refusal = (message: string, code: string, field?: string) =>
  new AppError("validation_failed", message, { errors: [{ ...(field ? { field } : {}), message, code }] });
const asJson = <T>(value: T | string): T => (typeof value === "string" ? (JSON.parse(value) as T) : value);
const isEditable = (order: Pick<LockedOrder, "status" | "payment_status">) =>
  (EDITABLE_ORDER_STATUSES as readonly string[]).includes(order.status) && order.payment_status !== "refunded" && order.payment_status !== "failed";

/** The order row's version: its updated_at to the microsecond, as text (what GET …/edit hands out and a save must send back). */
const VERSION = sql`(extract(epoch from o.updated_at) * 1000000)::bigint::text`;

async function readOrder(db: DbOrTx, orderNumber: string, lock: boolean): Promise<LockedOrder | null> {
  const result = await db.execute<LockedOrder>(sql`
    select o.id, o.order_number, o.order_key, o.user_id, o.status, o.payment_method, o.payment_status, o.delivery_method, o.address,
      o.subtotal, o.product_discount, o.coupon_discount, o.delivery_discount, o.shipping_fee, o.total, o.coupon_id, o.coupon_code,
      ${VERSION} as version
    from orders o where o.order_number = ${orderNumber} ${lock ? sql`for update` : sql``}`);
  return result.rows[0] ?? null;
}

async function itemsOf(db: DbOrTx, orderId: string): Promise<ItemRow[]> {
  const result = await db.execute<ItemRow>(sql`
    select id, product_id, name, unit_price, unit_discount_price, quantity from order_items where order_id = ${orderId} order by id`);
  return result.rows.map((r) => ({ ...r, quantity: Number(r.quantity) }));
}

/** The products, locked in id order (two edits or an order and an edit sharing products never deadlock). */
async function productsOf(db: DbOrTx, ids: number[], lock: boolean): Promise<Map<number, ProductRow>> {
  if (!ids.length) return new Map();
  const list = sql.join(
    [...new Set(ids)].sort((a, b) => a - b).map((id) => sql`${id}::int`),
    sql`, `,
  );
  const result = await db.execute<ProductRow>(sql`
    select p.id, p.name, p.slug, p.sku, p.price, p.discount_price, p.stock, p.is_active, p.tags, p.weight_grams,
      (select pi.media_key from product_images pi where pi.product_id = p.id order by pi.position limit 1) as media_key,
      coalesce((select json_agg(json_build_object('min_quantity', t.min_quantity, 'unit_price', t.unit_price))
        from product_price_tiers t where t.product_id = p.id), '[]'::json) as price_tiers
    from products p where p.id in (${list}) order by p.id ${lock ? sql`for update of p` : sql``}`);
  return new Map(
    result.rows.map((p) => [
      Number(p.id),
      { ...p, id: Number(p.id), stock: Number(p.stock), price: Number(p.price), discount_price: p.discount_price === null ? null : Number(p.discount_price) },
    ]),
  );
}

/** Online money received for the order less what was refunded of it (refunds not failed). */
async function paidOnline(db: DbOrTx, orderId: string): Promise<number> {
  const result = await db.execute<{ paid: number }>(sql`
    select (coalesce((select sum(amount) from payments where order_id = ${orderId} and method <> 'cash_on_delivery' and status = 'paid'), 0)
      - coalesce((select sum(r.amount) from refunds r join payments p on p.id = r.payment_id
          where r.order_id = ${orderId} and r.status <> 'failed' and p.status = 'paid'), 0))::int as paid`);
  return Math.max(0, Number(result.rows[0]?.paid ?? 0));
}

/** The coupon as the pricing code reads it, not counting this order's own use of it. */
async function couponOf(db: DbOrTx, order: LockedOrder): Promise<PricingCouponInput | null> {
  if (order.coupon_id === null) return null;
  const result = await db.execute<{
    code: string;
    kind: "percentage" | "fixed";
    amount: number;
    min_subtotal: number | null;
    max_discount: number | null;
    starts_at: Date | string | null;
    ends_at: Date | string | null;
    usage_limit: number | null;
    used_count: number;
    per_user_limit: number | null;
    is_active: boolean;
    user_uses: number;
    mine: number;
  }>(sql`
    select c.code, c.kind, c.amount, c.min_subtotal, c.max_discount, c.starts_at, c.ends_at, c.usage_limit, c.used_count, c.per_user_limit, c.is_active,
      (select count(*)::int from coupon_redemptions r where r.coupon_id = c.id and r.user_id = ${order.user_id}) as user_uses,
      (select count(*)::int from coupon_redemptions r where r.coupon_id = c.id and r.order_id = ${order.id}) as mine
    from coupons c where c.id = ${order.coupon_id}`);
  const c = result.rows[0];
  if (!c) return null;
  const date = (v: Date | string | null) => (v === null ? null : new Date(v));
  const mine = Number(c.mine);
  return {
    code: c.code,
    kind: c.kind,
    amount: Number(c.amount),
    minSubtotal: Number(c.min_subtotal ?? 0),
    maxDiscount: c.max_discount === null ? null : Number(c.max_discount),
    startsAt: date(c.starts_at),
    endsAt: date(c.ends_at),
    usageLimit: c.usage_limit === null ? null : Number(c.usage_limit),
    usedCount: Math.max(0, Number(c.used_count) - mine),
    perUserLimit: c.per_user_limit === null ? null : Number(c.per_user_limit),
    userUses: Math.max(0, Number(c.user_uses) - mine),
    active: c.is_active,
  };
}

async function addressOf(db: DbOrTx, order: LockedOrder, body: EditBody): Promise<AddressSnapshot | null> {
  if (body.delivery_method === "office_pickup") return null;
  if (!body.address) throw refusal(ORDER_EDIT_MESSAGES.addressRequired, "address_required", "address");
  if ("keep_current" in body.address) {
    if (!order.address) throw refusal(ORDER_EDIT_MESSAGES.addressRequired, "address_required", "address");
    return asJson<AddressSnapshot>(order.address);
  }
  let row: Pick<AddressRow, "label" | "full_name" | "phone" | "district_name" | "area" | "address" | "inside_dhaka"> | null;
  if ("saved_address_id" in body.address) {
    row = await findOwnAddress(db, order.user_id, body.address.saved_address_id);
    if (!row) throw refusal(ORDER_EDIT_MESSAGES.addressNotFound, "address_not_found", "address");
  } else {
    const typed = body.address;
    const district = await db.execute<{ name: string; inside_dhaka: boolean }>(sql`select name, inside_dhaka from districts where id = ${typed.district}`);
    const d = district.rows[0];
    if (!d) throw refusal("District must be one of Bangladesh's 64 districts", "district_invalid", "address.district");
    row = {
      label: (typed.label ?? "home") as AddressRow["label"],
      full_name: typed.name,
      phone: typed.phone,
      district_name: d.name,
      area: typed.area,
      address: typed.address,
      inside_dhaka: d.inside_dhaka,
    };
  }
  return {
    label: row.label,
    full_name: row.full_name,
    phone_number: row.phone,
    district: row.district_name,
    area: row.area,
    address: row.address,
    full_address: fullAddress(row),
    inside_dhaka: row.inside_dhaka,
  };
}

type Planned = {
  lines: (OrderEditResult["lines"][number] & { slug: string; image: string | null; unitPrice: number; unitDiscountPrice: number | null })[];
  breakdown: PriceBreakdown;
  address: AddressSnapshot | null;
  couponKept: boolean;
  couponDropped: string | null;
};

/** The new order as the pricing code makes it; refuses (nothing written yet) what cannot be. */
function plan(
  order: LockedOrder,
  items: ItemRow[],
  products: Map<number, ProductRow>,
  body: EditBody,
  address: AddressSnapshot | null,
  coupon: PricingCouponInput | null,
  delivery: { rates: DeliveryRates; zone: DeliveryZone | undefined },
): Planned {
  if (!body.lines.length) throw refusal(ORDER_EDIT_MESSAGES.empty, "order_edit_empty", "lines");
  const held = new Map<number, ItemRow>();
  for (const item of items) if (item.product_id !== null) held.set(item.product_id, item);
  const lines = body.lines.map((asked, i) => {
    const product = products.get(asked.product_id);
    const kept = held.get(asked.product_id);
    if (!product || (!kept && !product.is_active)) throw refusal(ORDER_EDIT_MESSAGES.productNotFound, "product_not_found", `lines.${i}.product_id`);
    const available = product.stock + (kept?.quantity ?? 0);
    if (asked.quantity > available) throw refusal(ORDER_EDIT_MESSAGES.outOfStock(product.name, available), "out_of_stock", `lines.${i}.quantity`);
    // A kept line: as ordered, unless today's price for the new quantity (price breaks
    // included, by the pricing code's own rule) is lower. A new line: today's.
    const tiers = tiersOf(product.price_tiers);
    const today = { price: product.price, discount: product.discount_price, tiers };
    const todayPaid = unitPriceFor({ pricePoisha: today.price, discountPricePoisha: today.discount, tiers }, asked.quantity).unitPrice;
    const ordered = kept
      ? { price: Number(kept.unit_price), discount: kept.unit_discount_price === null ? null : Number(kept.unit_discount_price), tiers: [] }
      : today;
    const charged = !kept || todayPaid < (ordered.discount ?? ordered.price) ? today : ordered;
    return { asked, product, kept: !!kept, available, charged };
  });
  const breakdown = priceCart({
    lines: lines.map((l) => ({
      pricePoisha: l.charged.price,
      discountPricePoisha: l.charged.discount,
      tiers: l.charged.tiers,
      quantity: l.asked.quantity,
      stock: l.available,
      active: true,
      tags: l.product.tags,
      weightGrams: Number(l.product.weight_grams),
    })),
    coupon,
    deliveryMethod: body.delivery_method,
    address: address ? { insideDhaka: address.inside_dhaka, zone: delivery.zone } : null,
    rates: delivery.rates,
    now: new Date(),
  });
  if (breakdown.deliveryError) throw refusal(breakdown.deliveryError, "delivery_unavailable", "delivery_method");
  const couponDropped =
    order.coupon_code && (!coupon || !breakdown.coupon?.applied)
      ? ORDER_EDIT_MESSAGES.couponDropped(order.coupon_code, breakdown.coupon?.message ?? "it no longer exists")
      : null;
  return {
    lines: lines.map((l, i) => ({
      product_id: l.product.id,
      name: l.product.name,
      sku: l.product.sku,
      slug: l.product.slug,
      image: l.product.media_key,
      quantity: l.asked.quantity,
      unitPrice: l.charged.price,
      // The unit price paid (decision 045): the break's when one applied.
      unitDiscountPrice: breakdown.lines[i].tierMinQuantity === null ? l.charged.discount : breakdown.lines[i].unitPrice,
      unit_price_poisha: breakdown.lines[i].unitPrice,
      regular_price_poisha: l.charged.price,
      line_total_poisha: breakdown.lines[i].subtotal,
      available: l.available,
      kept: l.kept,
    })),
    breakdown,
    address,
    couponKept: !!coupon && !!breakdown.coupon?.applied,
    couponDropped,
  };
}

const totalsOf = (
  o: Pick<LockedOrder, "subtotal" | "product_discount" | "coupon_code" | "coupon_discount" | "shipping_fee" | "delivery_discount" | "total">,
) => ({
  subtotal_poisha: Number(o.subtotal),
  product_discount_poisha: Number(o.product_discount),
  coupon_code: o.coupon_code,
  coupon_discount_poisha: Number(o.coupon_discount),
  shipping_fee_poisha: Number(o.shipping_fee),
  delivery_discount_poisha: Number(o.delivery_discount),
  total_poisha: Number(o.total),
});

function plannedTotals(p: Planned, couponCode: string | null) {
  const b = p.breakdown;
  return {
    subtotal_poisha: b.totalProductPriceWithDiscount,
    product_discount_poisha: b.totalProductPrice - b.totalProductPriceWithDiscount,
    coupon_code: p.couponKept ? couponCode : null,
    coupon_discount_poisha: p.couponKept ? (b.coupon?.discount ?? 0) : 0,
    shipping_fee_poisha: b.shippingFee,
    delivery_discount_poisha: b.deliveryDiscount,
    total_poisha: b.total,
  };
}

/** What changed, one line each, in the words the timeline keeps for staff. */
function changesOf(order: LockedOrder, items: ItemRow[], p: Planned): string[] {
  const changes: string[] = [];
  const before = new Map(items.filter((i) => i.product_id !== null).map((i) => [i.product_id as number, i]));
  for (const line of p.lines) {
    const was = before.get(line.product_id);
    if (!was) changes.push(`Added ${line.name} × ${line.quantity}`);
    else if (was.quantity !== line.quantity) changes.push(`${line.name}: ${was.quantity} → ${line.quantity}`);
  }
  const now = new Set(p.lines.map((l) => l.product_id));
  for (const item of items) if (item.product_id === null || !now.has(item.product_id)) changes.push(`Removed ${item.name}`);
  return changes;
}

function otherChanges(order: LockedOrder, body: EditBody, p: Planned): string[] {
  const changes: string[] = [];
  if (order.delivery_method !== body.delivery_method) {
    changes.push(`Delivery: ${DELIVERY_METHOD_LABELS[order.delivery_method]} → ${DELIVERY_METHOD_LABELS[body.delivery_method]}`);
  }
  const was = order.address ? asJson<AddressSnapshot>(order.address) : null;
  const same = (a: AddressSnapshot | null, b: AddressSnapshot | null) =>
    (a === null && b === null) ||
    (a !== null && b !== null && a.full_name === b.full_name && a.phone_number === b.phone_number && a.full_address === b.full_address);
  if (!same(was, p.address))
    changes.push(p.address ? `Address: ${p.address.full_name}, ${p.address.phone_number}, ${p.address.full_address}` : "Address: none (office pickup)");
  if (p.couponDropped) changes.push(p.couponDropped);
  return changes;
}

type Money = { paid: number; due: number; refundDue: number; collect: number; paymentStatus: PaymentStatus };

/** Settling the difference: cash on delivery collects the new total; online pays the rest, or is owed a refund. */
function moneyOf(order: LockedOrder, paid: number, total: number): Money {
  if (order.payment_method === "cash_on_delivery") {
    return { paid: 0, due: 0, refundDue: 0, collect: order.payment_status === "paid" ? 0 : total, paymentStatus: order.payment_status };
  }
  const due = Math.max(0, total - paid);
  const refundDue = Math.max(0, paid - total);
  // Paid, and now more to pay: back to awaiting payment (the rest) until the shopper pays it online.
  const paymentStatus: PaymentStatus =
    order.payment_status === "paid" && due > 0 ? "pending" : order.payment_status === "pending" && paid > 0 && due === 0 ? "paid" : order.payment_status;
  return { paid, due, refundDue, collect: 0, paymentStatus };
}

function resultOf(order: LockedOrder, deliveryMethod: DeliveryMethod, p: Planned, money: Money, changes: string[], version: string): OrderEditResult {
  return {
    order_number: order.order_number,
    version,
    lines: p.lines.map(({ product_id, name, sku, quantity, unit_price_poisha, regular_price_poisha, line_total_poisha, available, kept }) => ({
      product_id,
      name,
      sku,
      quantity,
      unit_price_poisha,
      regular_price_poisha,
      line_total_poisha,
      available,
      kept,
    })),
    delivery_method: deliveryMethod,
    address: p.address
      ? { full_name: p.address.full_name, phone_number: p.address.phone_number, full_address: p.address.full_address, inside_dhaka: p.address.inside_dhaka }
      : null,
    before: totalsOf(order),
    after: plannedTotals(p, order.coupon_code),
    coupon_dropped: p.couponDropped,
    paid_poisha: money.paid,
    amount_due_poisha: money.due,
    refund_due_poisha: money.refundDue,
    collect_on_delivery_poisha: money.collect,
    changes,
  };
}

/**
 * The arrival date (decision 040) once the delivery method or the district changed: counted
 * again from now, the edit, for the new district; none for office pickup. Unchanged
 * (undefined) otherwise, so an edit of lines alone never moves the date the customer was told.
 */
async function arrivalAfterEdit(tx: Tx, order: LockedOrder, method: DeliveryMethod, address: AddressSnapshot | null): Promise<string | null | undefined> {
  const before = order.address === null ? null : asJson<AddressSnapshot>(order.address);
  if (method === order.delivery_method && before?.district === address?.district) return undefined;
  if (address === null) return null;
  const district = await tx.execute<{ id: number }>(sql`select id from districts where name = ${address.district}`);
  if (!district.rows[0]) return null;
  return arrivalFor(tx, { address: { district_id: Number(district.rows[0].id), inside_dhaka: address.inside_dhaka }, method, now: new Date() });
}

export type EditCtx = Pick<AdminOrdersCtx, "db" | "shopName" | "webUrl">;

/**
 * POST /v1/admin/orders/{order_number}/edit (`preview`: the same answer, nothing written).
 * Refusals (nothing changed): 404 unknown order, 409 stale version, 422 not editable /
 * empty / unknown product / beyond stock / no address / express outside Dhaka / no change.
 */
export async function editOrder(ctx: EditCtx, input: { orderNumber: string; body: EditBody; actorId: string; preview: boolean }): Promise<OrderEditResult> {
  const { body } = input;
  return ctx.db.transaction(async (tx) => {
    const order = await readOrder(tx, input.orderNumber, true);
    if (!order) throw orderNotFound();
    if (!isEditable(order)) throw refusal(ORDER_EDIT_MESSAGES.notEditable(order.status), "order_not_editable");
    if (order.version !== body.version)
      throw new AppError("conflict", ORDER_EDIT_MESSAGES.stale, { errors: [{ message: ORDER_EDIT_MESSAGES.stale, code: "order_changed" }] });
    const items = await itemsOf(tx, order.id);
    const products = await productsOf(
      tx,
      [...items.flatMap((i) => (i.product_id === null ? [] : [i.product_id])), ...body.lines.map((l) => l.product_id)],
      !input.preview,
    );
    const address = await addressOf(tx, order, body);
    const planned = plan(order, items, products, body, address, await couponOf(tx, order), await deliveryPricingOf(tx, address));
    const changes = [...changesOf(order, items, planned), ...otherChanges(order, body, planned)];
    if (!changes.length) throw refusal(ORDER_EDIT_MESSAGES.nothingChanged, "order_edit_nothing_changed");
    const total = planned.breakdown.total;
    if (total !== Number(order.total)) changes.push(`Total ${taka(Number(order.total))} → ${taka(total)}`);
    const money = moneyOf(order, order.payment_method === "cash_on_delivery" ? 0 : await paidOnline(tx, order.id), total);
    const answer = (version: string) => resultOf(order, body.delivery_method, planned, money, changes, version);
    if (input.preview) return answer(order.version);

    const arrivesBy = await arrivalAfterEdit(tx, order, body.delivery_method, planned.address);
    await moveEditStock(tx, ctx, order, items, planned, input.actorId);
    await writeLines(tx, order.id, items, planned);
    const t = plannedTotals(planned, order.coupon_code);
    if (planned.couponDropped) await returnCouponUse(tx, order.id);
    await tx.execute(sql`
      update orders set delivery_method = ${body.delivery_method}, address = ${planned.address === null ? null : JSON.stringify(planned.address)}::jsonb,
        subtotal = ${t.subtotal_poisha}, product_discount = ${t.product_discount_poisha}, coupon_discount = ${t.coupon_discount_poisha},
        delivery_discount = ${t.delivery_discount_poisha}, shipping_fee = ${t.shipping_fee_poisha}, total = ${t.total_poisha},
        weight_grams = ${planned.breakdown.weightGrams}, arrives_by = ${arrivesBy === undefined ? sql`arrives_by` : sql`${arrivesBy}::date`},
        coupon_id = ${planned.couponDropped ? null : order.coupon_id}, coupon_code = ${planned.couponDropped ? null : order.coupon_code},
        payment_status = ${money.paymentStatus}, updated_at = clock_timestamp()
      where id = ${order.id}`);

    const settle =
      money.due > 0 && money.paid > 0
        ? ` ${ORDER_EDIT_MESSAGES.amountDue(money.due)}, to pay online from the order page.`
        : money.refundDue > 0
          ? ` ${ORDER_EDIT_MESSAGES.refundDue(money.refundDue)}.`
          : "";
    const customerNote = `Order changed at your request. New total ${taka(total)}.${settle}`;
    const staffNote = [changes.join("; "), body.note ? `Note: ${body.note}` : null, settle.trim() || null].filter(Boolean).join(". ");
    await addOrderEvent(tx, order.id, order.status, customerNote, { note: staffNote, forCustomer: false });
    await recordAudit(tx, {
      actorId: input.actorId,
      action: "order.edit",
      entity: "order",
      entityId: order.order_number,
      before: { ...totalsOf(order), delivery_method: order.delivery_method, lines: items.map((i) => ({ product_id: i.product_id, quantity: i.quantity })) },
      after: { ...t, delivery_method: body.delivery_method, lines: body.lines, payment_status: money.paymentStatus, changes },
    });
    const link = `${ctx.webUrl}/my-orders/${encodeURIComponent(order.order_key)}`;
    const sms = (t: SmsTexts) =>
      money.due > 0 && money.paid > 0
        ? t.orderEditedPayRest(ctx.shopName, order.order_number, money.due, link)
        : t.orderEdited(ctx.shopName, order.order_number, total);
    await enqueueSmsToUser(tx, order.user_id, sms);
    const after = await readOrder(tx, order.order_number, false);
    return answer(after?.version ?? order.version);
  });
}

/** Units the edit takes (ledger: order) or gives back (ledger: cancelled), product by product in id order. */
async function moveEditStock(tx: Tx, ctx: EditCtx, order: LockedOrder, items: ItemRow[], p: Planned, actorId: string): Promise<void> {
  const delta = new Map<number, number>();
  for (const item of items) if (item.product_id !== null) delta.set(item.product_id, (delta.get(item.product_id) ?? 0) - item.quantity);
  for (const line of p.lines) delta.set(line.product_id, (delta.get(line.product_id) ?? 0) + line.quantity);
  const restocked: number[] = [];
  const note = `Order ${order.order_number} edited by staff`;
  for (const [productId, d] of [...delta.entries()].sort((a, b) => a[0] - b[0])) {
    if (d === 0) continue;
    await setStockContext(tx, { reason: d > 0 ? "order" : "cancelled", orderId: order.id, actorId, note });
    const moved = await tx.execute<{ stock: number }>(sql`
      update products set stock = stock - ${d}, sold_count = greatest(sold_count + ${d}, 0)
      where id = ${productId} and stock - ${d} >= 0 returning stock`);
    // Checked under the lock already; a refusal here still undoes the whole edit.
    if (!moved.rows.length) {
      const line = p.lines.find((l) => l.product_id === productId);
      throw refusal(ORDER_EDIT_MESSAGES.outOfStock(line?.name ?? "A product", 0), "out_of_stock");
    }
    if (d < 0 && Number(moved.rows[0].stock) === -d) restocked.push(productId);
  }
  await notifyBackInStock(tx, restocked, { webUrl: ctx.webUrl, shopName: ctx.shopName });
}

/** Kept lines updated in place (their ids stay), removed ones deleted, added ones inserted. */
async function writeLines(tx: Tx, orderId: string, items: ItemRow[], p: Planned): Promise<void> {
  const byProduct = new Map(p.lines.map((l) => [l.product_id, l]));
  for (const item of items) {
    const line = item.product_id === null ? undefined : byProduct.get(item.product_id);
    if (!line) {
      await tx.execute(sql`delete from order_items where id = ${item.id}`);
      continue;
    }
    byProduct.delete(line.product_id);
    await tx.execute(sql`
      update order_items set quantity = ${line.quantity}, unit_price = ${line.unitPrice}, unit_discount_price = ${line.unitDiscountPrice},
        line_total = ${line.line_total_poisha} where id = ${item.id}`);
  }
  for (const line of byProduct.values()) {
    await tx.execute(sql`
      insert into order_items (order_id, product_id, name, slug, image, unit_price, unit_discount_price, quantity, line_total)
      values (${orderId}, ${line.product_id}, ${line.name}, ${line.slug}, ${line.image}, ${line.unitPrice}, ${line.unitDiscountPrice}, ${line.quantity}, ${line.line_total_poisha})`);
  }
}

/** GET /v1/admin/orders/{order_number}/edit: the order as the edit form starts from, with its version. */
export async function editForm(ctx: Pick<AdminOrdersCtx, "db">, orderNumber: string): Promise<OrderEditForm> {
  const order = await readOrder(ctx.db, orderNumber, false);
  if (!order) throw orderNotFound();
  const items = await itemsOf(ctx.db, order.id);
  const products = await productsOf(
    ctx.db,
    items.flatMap((i) => (i.product_id === null ? [] : [i.product_id])),
    false,
  );
  const address = order.address ? asJson<AddressSnapshot>(order.address) : null;
  const paid = order.payment_method === "cash_on_delivery" ? 0 : await paidOnline(ctx.db, order.id);
  const money = moneyOf(order, paid, Number(order.total));
  const saved = await ctx.db.execute<AddressRow>(sql`
    select a.id, a.label, a.full_name, a.phone, a.district_id, d.name as district_name, a.area, a.address, a.notes, d.inside_dhaka
    from addresses a join districts d on d.id = a.district_id where a.user_id = ${order.user_id} and a.deleted_at is null order by a.created_at`);
  return {
    order_number: order.order_number,
    version: order.version,
    editable: isEditable(order),
    payment_method: order.payment_method,
    lines: items.map((i) => {
      const product = i.product_id === null ? undefined : products.get(i.product_id);
      return {
        product_id: i.product_id ?? 0,
        name: i.name,
        sku: product?.sku ?? null,
        quantity: i.quantity,
        unit_price_poisha: i.unit_discount_price ?? i.unit_price,
        regular_price_poisha: i.unit_price,
        line_total_poisha: (i.unit_discount_price ?? i.unit_price) * i.quantity,
        available: (product?.stock ?? 0) + i.quantity,
        kept: true,
      };
    }),
    delivery_method: order.delivery_method,
    address: address
      ? { full_name: address.full_name, phone_number: address.phone_number, full_address: address.full_address, inside_dhaka: address.inside_dhaka }
      : null,
    before: totalsOf(order),
    after: totalsOf(order),
    coupon_dropped: null,
    paid_poisha: money.paid,
    amount_due_poisha: money.due,
    refund_due_poisha: money.refundDue,
    collect_on_delivery_poisha: money.collect,
    changes: [],
    saved_addresses: saved.rows.map((a) => ({ id: a.id, label: a.label, full_name: a.full_name, phone: a.phone, full_address: fullAddress(a) })),
  };
}
