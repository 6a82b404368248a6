import { createHash, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { AddressSnapshot } from "@shop/db";
import {
  ADDRESS_MESSAGES,
  CART_MESSAGES,
  ORDER_EDIT_MESSAGES,
  ORDER_MESSAGES,
  PAYMENT_METHOD_LABELS,
  PHONE_ORDER_MESSAGES,
  normalizePhone,
  type PaymentMethod,
  type PhoneOrderCustomer,
  type PhoneOrderResult,
} from "@shop/contracts";
import { AppError } from "../../lib/app-error";
import { databaseError, type DbOrTx, type Tx } from "../../lib/db";
import { ordersPlaced } from "../../lib/metrics";
import { recordAudit } from "../admin/audit";
import { ADDRESS_COLUMNS, fullAddress, type AddressRow } from "../addresses/mappers";
import { insertAddress } from "../addresses/queries";
import { tiersOf } from "../cart/mappers";
import { findOwnAddress, type PriceTierRow } from "../cart/queries";
import { arrivalFor } from "../delivery/calendar";
import { enqueueSmsToUser } from "../outbox/service";
import { smsTaka } from "../outbox/sms-texts";
import { smsSegments } from "../outbox/sms/segments";
import { deliveryPricingOf } from "../delivery-fees/rates";
import { priceCart, type PricingCouponInput } from "../pricing/pricing";
import type { AdminOrdersCtx } from "./admin";
import { addOrderEvent, takeStock } from "./queries";
import { newOrderKey, newOrderNumber } from "./service";

/**
 * Orders taken by phone or Messenger (issue 46): staff place an order for a customer
 * found by phone number (any spelling) or created with the name given (they sign in
 * later with the phone code like anyone). Priced by the one pricing code
 * (pricing/pricing.ts) at today's prices, the stock taken in the same transaction (a
 * line beyond stock refuses the whole order with the shop's out-of-stock words and
 * writes nothing, not even the new customer), the coupon checked by the shop's rules
 * with the customer's own uses, one timeline entry ("Taken by phone by <staff>"), one
 * audit entry, one SMS. `preview` runs the same reads and writes nothing.
 *
 * Status: cash on delivery starts `confirmed` (staff spoke to the customer: the
 * confirmation call is this one); a payment link starts `pending` with payment
 * `pending`, exactly like a web bKash/SSLCommerz order: the customer pays from the
 * order page (Pay now) whose link the SMS carries, and the unpaid-order expiry applies.
 *
 * Idempotency-Key: claimed per staff member in order_requests (user_id = the staff
 * member) inside the transaction; the same key and body answer the same order, parallel
 * presses wait on the first and answer its order.
 */

export type PhoneOrderBodyOut = {
  customer: { phone: string; name?: string | null };
  lines: { product_id: number; quantity: number }[];
  delivery_method: "home_delivery" | "express_delivery" | "office_pickup";
  address:
    | { saved_address_id: string }
    | { name: string; phone: string; district: number; area: string; address: string; notes?: string | null; label?: string; save?: boolean }
    | null;
  coupon?: string | null;
  channel: "phone" | "messenger";
  payment_method: PaymentMethod;
  note?: string | null;
};

export type PhoneOrderCtx = Pick<AdminOrdersCtx, "db" | "shopName" | "webUrl">;

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
  /** Quantity price breaks (issue 49), json. */
  price_tiers: PriceTierRow[] | string;
};
type Customer = { id: string; phone: string; full_name: string | null; role: string };

const refusal = (message: string, code: string, field?: string) =>
  new AppError("validation_failed", message, { errors: [{ ...(field ? { field } : {}), message, code }] });

/** The first text that fits one SMS, else the last. */
const oneSms = (...texts: string[]) => texts.find((t) => smsSegments(t).segments === 1) ?? texts[texts.length - 1];

export const PHONE_ORDER_SMS = {
  cash: (shop: string, order: string, totalPoisha: number, link: string) =>
    oneSms(
      `${shop}: order ${order} is placed as we agreed on the phone. Total ${smsTaka(totalPoisha)}, cash on delivery. See it: ${link}`,
      `${shop}: order ${order} is placed. Total ${smsTaka(totalPoisha)}, cash on delivery. See it: ${link}`,
      `${shop}: order ${order} is placed. Total ${smsTaka(totalPoisha)}, cash on delivery.`,
    ),
  payLink: (shop: string, order: string, totalPoisha: number, method: string, link: string) =>
    oneSms(
      `${shop}: order ${order} is placed. Please pay ${smsTaka(totalPoisha)} by ${method} here: ${link}`,
      `${shop}: order ${order}. Pay ${smsTaka(totalPoisha)} here: ${link}`,
    ),
};

/** sha256 of the parsed body: the same request always hashes the same (zod gives its keys in a fixed order). */
const hashOf = (body: PhoneOrderBodyOut) => createHash("sha256").update(JSON.stringify(body)).digest("hex");

async function findCustomer(db: DbOrTx, phone: string): Promise<Customer | null> {
  const found = await db.execute<Customer>(sql`select id, phone, full_name, role from users where phone = ${phone}`);
  return found.rows[0] ?? null;
}

async function savedAddresses(db: DbOrTx, userId: string): Promise<AddressRow[]> {
  const rows = await db.execute<AddressRow>(sql`
    select ${sql.raw(ADDRESS_COLUMNS)} from addresses a join districts d on d.id = a.district_id
    where a.user_id = ${userId} and a.deleted_at is null order by a.created_at desc, a.id`);
  return rows.rows;
}

/** GET /v1/admin/phone-orders/customer?phone=: who this phone is, with their saved addresses. */
export async function lookUpCustomer(db: DbOrTx, phoneTyped: string, offered: readonly PaymentMethod[]): Promise<PhoneOrderCustomer> {
  const phone = normalizePhone(phoneTyped);
  const customer = await findCustomer(db, phone);
  if (customer && customer.role !== "shopper") throw refusal(PHONE_ORDER_MESSAGES.notAShopper, "not_a_shopper", "customer.phone");
  const districts = (await db.execute<{ id: number; name: string }>(sql`select id, name from districts order by name`)).rows.map((d) => ({
    id: Number(d.id),
    name: d.name,
  }));
  if (!customer) return { found: false, phone, customer: null, payment_methods: [...offered], districts };
  const count = await db.execute<{ n: number }>(sql`select count(*)::int as n from orders where user_id = ${customer.id}`);
  return {
    found: true,
    phone,
    customer: {
      id: customer.id,
      name: customer.full_name,
      orders: Number(count.rows[0]?.n ?? 0),
      saved_addresses: (await savedAddresses(db, customer.id)).map((a) => ({
        id: a.id,
        label: a.label,
        full_name: a.full_name,
        phone: a.phone,
        full_address: fullAddress(a),
        inside_dhaka: a.inside_dhaka,
      })),
    },
    payment_methods: [...offered],
    districts,
  };
}

/** The products asked for, locked in id order when placing (never deadlocking with checkout or an edit). */
async function productsOf(db: DbOrTx, ids: number[], lock: boolean): Promise<Map<number, ProductRow>> {
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
  return new Map(result.rows.map((p) => [Number(p.id), { ...p, id: Number(p.id), stock: Number(p.stock), price: Number(p.price) }]));
}

/** The coupon as the pricing code reads it, with this customer's uses (0 for a new one); null when no such live code. */
async function couponOf(db: DbOrTx, code: string, userId: string | null): Promise<(PricingCouponInput & { id: number }) | null> {
  const result = await db.execute<{
    id: number;
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
  }>(sql`
    select c.id, c.code, c.kind, c.amount, c.min_subtotal, c.max_discount, c.starts_at, c.ends_at, c.usage_limit, c.used_count, c.per_user_limit, c.is_active,
      (select count(*)::int from coupon_redemptions r where r.coupon_id = c.id and r.user_id = ${userId}) as user_uses
    from coupons c where upper(c.code) = upper(${code})`);
  const c = result.rows[0];
  if (!c || !c.is_active) return null;
  const date = (v: Date | string | null) => (v === null ? null : new Date(v));
  return {
    id: Number(c.id),
    code: c.code,
    kind: c.kind,
    amount: Number(c.amount),
    minSubtotal: Number(c.min_subtotal ?? 0),
    maxDiscount: c.max_discount === null ? null : Number(c.max_discount),
    startsAt: date(c.starts_at),
    endsAt: date(c.ends_at),
    usageLimit: c.usage_limit === null ? null : Number(c.usage_limit),
    usedCount: Number(c.used_count),
    perUserLimit: c.per_user_limit === null ? null : Number(c.per_user_limit),
    userUses: Number(c.user_uses),
    active: c.is_active,
  };
}

type TypedAddress = Exclude<Exclude<PhoneOrderBodyOut["address"], null>, { saved_address_id: string }>;

async function addressOf(
  db: DbOrTx,
  body: PhoneOrderBodyOut,
  customerId: string | null,
): Promise<{ snapshot: AddressSnapshot | null; typed: TypedAddress | null; districtId: number | null }> {
  if (body.delivery_method === "office_pickup") return { snapshot: null, typed: null, districtId: null };
  if (!body.address) throw refusal(PHONE_ORDER_MESSAGES.addressRequired, "address_required", "address");
  let row: Pick<AddressRow, "label" | "full_name" | "phone" | "district_id" | "district_name" | "area" | "address" | "inside_dhaka"> | null;
  let typed: TypedAddress | null = null;
  if ("saved_address_id" in body.address) {
    row = customerId ? await findOwnAddress(db, customerId, body.address.saved_address_id) : null;
    if (!row) throw refusal(PHONE_ORDER_MESSAGES.addressNotFound, "address_not_found", "address");
  } else {
    typed = body.address;
    const district = await db.execute<{ name: string; inside_dhaka: boolean }>(sql`select name, inside_dhaka from districts where id = ${typed.district}`);
    const d = district.rows[0];
    if (!d) throw refusal(ADDRESS_MESSAGES.districtInvalid, "district_invalid", "address.district");
    row = {
      label: (typed.label ?? "home") as AddressRow["label"],
      full_name: typed.name,
      phone: normalizePhone(typed.phone),
      district_id: typed.district,
      district_name: d.name,
      area: typed.area,
      address: typed.address,
      inside_dhaka: d.inside_dhaka,
    };
  }
  return {
    snapshot: {
      label: row.label,
      full_name: row.full_name,
      phone_number: row.phone,
      district: row.district_name,
      area: row.area,
      address: row.address,
      full_address: fullAddress(row),
      inside_dhaka: row.inside_dhaka,
    },
    typed,
    districtId: row.district_id,
  };
}

/** Takes the staff member's Idempotency-Key; answers the order it already made (same body), or refuses another body. */
async function claimKey(tx: Tx, staffId: string, key: string, hash: string): Promise<string | null> {
  const inserted = await tx.execute(
    sql`insert into order_requests (user_id, key, body_hash) values (${staffId}, ${key}, ${hash}) on conflict do nothing returning key`,
  );
  if (inserted.rows.length) return null;
  const prior = await tx.execute<{ body_hash: string; order_id: string | null }>(
    sql`select body_hash, order_id from order_requests where user_id = ${staffId} and key = ${key}`,
  );
  const row = prior.rows[0];
  if (!row || row.body_hash !== hash || !row.order_id) {
    throw refusal(ORDER_MESSAGES.idempotencyKeyReused, "idempotency_key_reused");
  }
  return row.order_id;
}

export type PhoneOrderInput = {
  body: PhoneOrderBodyOut;
  actorId: string;
  /** Required to place; a preview takes none. */
  idempotencyKey: string | null;
  preview: boolean;
  offered: readonly PaymentMethod[];
};

/** POST /v1/admin/orders[?preview=1]. */
export async function placePhoneOrder(ctx: PhoneOrderCtx, input: PhoneOrderInput): Promise<PhoneOrderResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await ctx.db.transaction((tx) => placeIn(tx, ctx, input, newOrderNumber()));
      if (!input.preview && !result.replayed) ordersPlaced.inc({ payment_method: input.body.payment_method });
      return result;
    } catch (error) {
      if (attempt >= 5 || databaseError(error, "23505")?.constraint !== "orders_order_number_unique") throw error;
    }
  }
}

async function replayOf(tx: Tx, orderId: string, body: PhoneOrderBodyOut): Promise<PhoneOrderResult> {
  const found = await tx.execute<{
    order_number: string;
    order_key: string;
    status: string;
    user_id: string;
    phone: string;
    full_name: string | null;
    delivery_method: PhoneOrderResult["delivery_method"];
    address: AddressSnapshot | string | null;
    subtotal: number;
    product_discount: number;
    coupon_code: string | null;
    coupon_discount: number;
    shipping_fee: number;
    delivery_discount: number;
    total: number;
  }>(sql`
    select o.order_number, o.order_key, o.status, o.user_id, u.phone, u.full_name, o.delivery_method, o.address, o.subtotal, o.product_discount,
      o.coupon_code, o.coupon_discount, o.shipping_fee, o.delivery_discount, o.total
    from orders o join users u on u.id = o.user_id where o.id = ${orderId}`);
  const o = found.rows[0];
  const items = await tx.execute<{
    product_id: number;
    name: string;
    quantity: number;
    unit_price: number;
    unit_discount_price: number | null;
    line_total: number;
    sku: string | null;
  }>(sql`
    select i.product_id, i.name, i.quantity, i.unit_price, i.unit_discount_price, i.line_total, p.sku
    from order_items i left join products p on p.id = i.product_id where i.order_id = ${orderId} order by i.id`);
  const address = o.address === null ? null : typeof o.address === "string" ? (JSON.parse(o.address) as AddressSnapshot) : o.address;
  return {
    order_number: o.order_number,
    order_key: o.order_key,
    status: o.status,
    customer: { id: o.user_id, phone: o.phone, name: o.full_name, is_new: false },
    lines: items.rows.map((i) => ({
      product_id: Number(i.product_id),
      name: i.name,
      sku: i.sku ?? "",
      quantity: Number(i.quantity),
      unit_price_poisha: Number(i.unit_discount_price ?? i.unit_price),
      regular_price_poisha: Number(i.unit_price),
      line_total_poisha: Number(i.line_total),
      available: 0,
    })),
    delivery_method: o.delivery_method,
    address: address
      ? { full_name: address.full_name, phone_number: address.phone_number, full_address: address.full_address, inside_dhaka: address.inside_dhaka }
      : null,
    totals: {
      subtotal_poisha: Number(o.subtotal),
      product_discount_poisha: Number(o.product_discount),
      coupon_code: o.coupon_code,
      coupon_discount_poisha: Number(o.coupon_discount),
      shipping_fee_poisha: Number(o.shipping_fee),
      delivery_discount_poisha: Number(o.delivery_discount),
      total_poisha: Number(o.total),
    },
    coupon_error: null,
    payment_method: body.payment_method,
    channel: body.channel,
    replayed: true,
  };
}

async function placeIn(tx: Tx, ctx: PhoneOrderCtx, input: PhoneOrderInput, orderNumber: string): Promise<PhoneOrderResult> {
  const { body } = input;
  if (!input.preview) {
    if (!input.idempotencyKey) throw refusal(ORDER_MESSAGES.idempotencyKeyRequired, "idempotency_key_required");
    const prior = await claimKey(tx, input.actorId, input.idempotencyKey, hashOf(body));
    if (prior) return replayOf(tx, prior, body);
  }
  if (!input.offered.includes(body.payment_method)) throw refusal(PHONE_ORDER_MESSAGES.paymentUnavailable, "payment_method_unavailable", "payment_method");

  // The customer: found by the phone in its one spelling, or (placing) created with the name given.
  const phone = normalizePhone(body.customer.phone);
  let customer = await findCustomer(tx, phone);
  if (customer && customer.role !== "shopper") throw refusal(PHONE_ORDER_MESSAGES.notAShopper, "not_a_shopper", "customer.phone");
  const isNew = !customer;
  const name = body.customer.name?.trim() || null;
  if (isNew && !name) throw refusal(PHONE_ORDER_MESSAGES.nameRequired, "name_required", "customer.name");

  const products = await productsOf(
    tx,
    body.lines.map((l) => l.product_id),
    !input.preview,
  );
  const lines = body.lines.map((asked, i) => {
    const product = products.get(asked.product_id);
    if (!product || !product.is_active) throw refusal(PHONE_ORDER_MESSAGES.productNotFound, "product_not_found", `lines.${i}.product_id`);
    if (asked.quantity > product.stock) throw refusal(ORDER_EDIT_MESSAGES.outOfStock(product.name, product.stock), "out_of_stock", `lines.${i}.quantity`);
    return { asked, product };
  });
  const { snapshot, typed, districtId } = await addressOf(tx, body, customer?.id ?? null);

  const coupon = body.coupon ? await couponOf(tx, body.coupon, customer?.id ?? null) : null;
  const delivery = await deliveryPricingOf(tx, snapshot);
  const breakdown = priceCart({
    lines: lines.map((l) => ({
      pricePoisha: l.product.price,
      discountPricePoisha: l.product.discount_price === null ? null : Number(l.product.discount_price),
      quantity: l.asked.quantity,
      stock: l.product.stock,
      active: true,
      tags: l.product.tags,
      weightGrams: Number(l.product.weight_grams),
      tiers: tiersOf(l.product.price_tiers),
    })),
    coupon,
    deliveryMethod: body.delivery_method,
    address: snapshot ? { insideDhaka: snapshot.inside_dhaka, zone: delivery.zone } : null,
    rates: delivery.rates,
    now: new Date(),
  });
  if (breakdown.deliveryError) throw refusal(breakdown.deliveryError, "delivery_unavailable", "delivery_method");
  const couponError = body.coupon
    ? coupon
      ? breakdown.coupon?.applied
        ? null
        : (breakdown.coupon?.message ?? CART_MESSAGES.couponInvalid)
      : CART_MESSAGES.couponInvalid
    : null;
  const couponApplied = !!coupon && !!breakdown.coupon?.applied;
  const b = breakdown;
  const totals = {
    subtotal_poisha: b.totalProductPriceWithDiscount,
    product_discount_poisha: b.totalProductPrice - b.totalProductPriceWithDiscount,
    coupon_code: couponApplied ? coupon.code : null,
    coupon_discount_poisha: couponApplied ? (b.coupon?.discount ?? 0) : 0,
    shipping_fee_poisha: b.shippingFee,
    delivery_discount_poisha: b.deliveryDiscount,
    total_poisha: b.total,
  };
  const result = (made: { number: string; key: string; status: string } | null, customerId: string | null): PhoneOrderResult => ({
    order_number: made?.number ?? null,
    order_key: made?.key ?? null,
    status: made?.status ?? null,
    customer: { id: customerId, phone, name: customer?.full_name ?? name, is_new: isNew },
    lines: lines.map((l, i) => ({
      product_id: l.product.id,
      name: l.product.name,
      sku: l.product.sku,
      quantity: l.asked.quantity,
      unit_price_poisha: b.lines[i].unitPrice,
      regular_price_poisha: l.product.price,
      line_total_poisha: b.lines[i].subtotal,
      available: l.product.stock,
    })),
    delivery_method: body.delivery_method,
    address: snapshot
      ? { full_name: snapshot.full_name, phone_number: snapshot.phone_number, full_address: snapshot.full_address, inside_dhaka: snapshot.inside_dhaka }
      : null,
    totals,
    coupon_error: couponError,
    payment_method: body.payment_method,
    channel: body.channel,
    replayed: false,
  });
  if (input.preview) return result(null, customer?.id ?? null);
  if (couponError) throw refusal(couponError, "coupon_refused", "coupon");

  // Writing from here: all of it, or (a refusal below) none of it, the new customer included.
  if (!customer) {
    await tx.execute(sql`insert into users (phone, full_name) values (${phone}, ${name}) on conflict (phone) do nothing`);
    customer = await findCustomer(tx, phone);
    if (!customer || customer.role !== "shopper") throw refusal(PHONE_ORDER_MESSAGES.notAShopper, "not_a_shopper", "customer.phone");
  }
  const orderId = randomUUID();
  const missing = await takeStock(
    tx,
    orderId,
    lines.map((l) => ({ productId: l.product.id, quantity: l.asked.quantity })),
  );
  if (missing.length) {
    const line = lines.find((l) => l.product.id === missing[0]);
    throw refusal(ORDER_EDIT_MESSAGES.outOfStock(line?.product.name ?? "A product", 0), "out_of_stock");
  }
  if (typed?.save) {
    await insertAddress(tx, customer.id, {
      label: (typed.label ?? "home") as AddressRow["label"],
      fullName: typed.name,
      phone: normalizePhone(typed.phone),
      districtId: typed.district,
      area: typed.area,
      address: typed.address,
      notes: typed.notes ?? null,
    });
  }

  const online = body.payment_method !== "cash_on_delivery";
  const status = online ? "pending" : "confirmed";
  const orderKey = newOrderKey();
  const staff = await tx.execute<{ full_name: string | null; phone: string }>(sql`select full_name, phone from users where id = ${input.actorId}`);
  const arrivesBy =
    snapshot && districtId !== null
      ? await arrivalFor(tx, { address: { district_id: districtId, inside_dhaka: snapshot.inside_dhaka }, method: body.delivery_method, now: new Date() })
      : null;
  const staffName = staff.rows[0]?.full_name || staff.rows[0]?.phone || "staff";
  // A cash order staff took themselves is no news to them: marked as alerted, so the staff
  // new-order SMS (admin/order-alerts.ts) skips it. A payment link order is left unmarked:
  // once the customer pays it waits for staff to confirm, and that is news.
  await tx.execute(sql`
    insert into orders (id, order_key, order_number, user_id, status, payment_method, payment_status, delivery_method, address,
      subtotal, product_discount, coupon_discount, delivery_discount, shipping_fee, total, coupon_id, coupon_code, note, channel, created_by,
      staff_alerted_at, arrives_by, weight_grams)
    values (${orderId}::uuid, ${orderKey}, ${orderNumber}, ${customer.id}, ${status}, ${body.payment_method}, ${online ? "pending" : "unpaid"},
      ${body.delivery_method}, ${snapshot === null ? null : JSON.stringify(snapshot)}::jsonb,
      ${totals.subtotal_poisha}, ${totals.product_discount_poisha}, ${totals.coupon_discount_poisha}, ${totals.delivery_discount_poisha},
      ${totals.shipping_fee_poisha}, ${totals.total_poisha}, ${couponApplied ? coupon.id : null}, ${totals.coupon_code}, null,
      ${body.channel}, ${input.actorId}, ${online ? null : sql`now()`}, ${arrivesBy}::date, ${b.weightGrams})`);
  for (const [i, l] of lines.entries()) {
    await tx.execute(sql`
      insert into order_items (order_id, product_id, name, slug, image, unit_price, unit_discount_price, quantity, line_total)
      values (${orderId}, ${l.product.id}, ${l.product.name}, ${l.product.slug}, ${l.product.media_key}, ${l.product.price},
        ${b.lines[i].tierMinQuantity !== null ? b.lines[i].unitPrice : l.product.discount_price === null ? null : Number(l.product.discount_price)},
        ${l.asked.quantity}, ${b.lines[i].subtotal})`);
  }
  await tx.execute(sql`update order_requests set order_id = ${orderId} where user_id = ${input.actorId} and key = ${input.idempotencyKey}`);
  if (couponApplied && totals.coupon_discount_poisha > 0) {
    const used = await tx.execute(sql`
      update coupons set used_count = used_count + 1
      where id = ${coupon.id} and is_active and (usage_limit is null or used_count < usage_limit) returning id`);
    if (!used.rows.length) throw refusal(CART_MESSAGES.couponUsedUp, "coupon_refused", "coupon");
    await tx.execute(sql`insert into coupon_redemptions (coupon_id, user_id, order_id) values (${coupon.id}, ${customer.id}, ${orderId})`);
  }
  const taken = PHONE_ORDER_MESSAGES.takenBy(body.channel, staffName);
  await addOrderEvent(tx, orderId, status, taken, body.note ? { note: `${taken}. Note: ${body.note}`, forCustomer: false } : null);
  await recordAudit(tx, {
    actorId: input.actorId,
    action: "order.phone_create",
    entity: "order",
    entityId: orderNumber,
    before: null,
    after: {
      customer: customer.id,
      new_customer: isNew,
      channel: body.channel,
      payment_method: body.payment_method,
      status,
      lines: body.lines,
      total_poisha: totals.total_poisha,
      coupon_code: totals.coupon_code,
    },
  });
  const link = `${ctx.webUrl}/my-orders/${encodeURIComponent(orderKey)}`;
  await enqueueSmsToUser(
    tx,
    customer.id,
    online
      ? PHONE_ORDER_SMS.payLink(ctx.shopName, orderNumber, totals.total_poisha, PAYMENT_METHOD_LABELS[body.payment_method], link)
      : PHONE_ORDER_SMS.cash(ctx.shopName, orderNumber, totals.total_poisha, link),
  );
  return result({ number: orderNumber, key: orderKey, status }, customer.id);
}
