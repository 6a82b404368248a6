import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantStaffRole, sql } from "@shop/db";
import { ADMIN_MESSAGES, ORDER_EDIT_MESSAGES, CART_MESSAGES, orderEditFormResponse, orderEditResponse } from "@shop/contracts";
import { useTestApp } from "../../test/app";
import { call, createCoupon, OUTSIDE_DHAKA, seedDistricts } from "../../test/commerce-fixture";
import { createCategory, createProduct, randomPhone } from "../../test/factories";
import { signInByPhone } from "../identity/testing";
import { arrivalFor } from "../delivery/calendar";
import { SMS_TEXTS } from "../outbox/sms-texts";
import { placeOrderCall, shopperReadyToOrder, stockOf } from "./test-helpers";
import { startFakeBkash } from "../../../fakes/payments/bkash/fake";
import { pressOnFakePage } from "../../../fakes/payments/bkash/testing";

// Staff edits of an order before it ships (issue 45), through the real HTTP stack and
// database, with the fake bKash for the online payment of the rest.
const bkash = await startFakeBkash();
const t = useTestApp({
  SHOP_NAME: "RoboDoc",
  BKASH_BASE_URL: bkash.baseUrl,
  BKASH_APP_KEY: bkash.credentials.appKey,
  BKASH_APP_SECRET: bkash.credentials.appSecret,
  BKASH_USERNAME: bkash.credentials.username,
  BKASH_PASSWORD: bkash.credentials.password,
  PUBLIC_WEB_URL: "http://shop.test",
});
afterAll(async () => {
  await bkash.close();
});

type Headers = Record<string, string>;
let categoryId: number;
let staff: { headers: Headers; id: string };
let owner: { headers: Headers };

beforeAll(async () => {
  categoryId = (await createCategory(t.db)).id;
  await seedDistricts(t.db);
  const phone = await grantStaffRole(t.db, randomPhone(), "staff", "Karim Staff");
  const session = await signInByPhone(t.app, t.db, phone);
  const found = await t.db.execute<{ id: string }>(sql`select id from users where phone = ${phone}`);
  staff = { headers: session.headers, id: found.rows[0].id };
  owner = { headers: (await signInByPhone(t.app, t.db, await grantStaffRole(t.db, randomPhone(), "owner", "Rina Owner"))).headers };
});

/** A pending cash-on-delivery order of `quantity` × a ৳500 product (stock `stock`), Dhaka home delivery: ৳1,070 for 2. */
async function placed(options: { quantity?: number; stock?: number; payment?: "bkash"; coupon?: string } = {}) {
  const p = await createProduct(t.db, { categoryId, price: 500, stock: options.stock ?? 10, name: "Arduino Uno R3" });
  const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug, quantity: options.quantity ?? 2 }]);
  if (options.coupon) expect((await call(t.app, "POST", "/v1/coupons", shopper.headers, { code: options.coupon })).status).toBe(200);
  const res = await placeOrderCall(t.app, shopper.headers, options.payment ? { payment_method: options.payment } : {});
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { p, shopper, number: res.body.data.order.order_number as string, key: res.body.data.order.order_key as string };
}

const form = async (number: string) => {
  const res = await call(t.app, "GET", `/v1/admin/orders/${number}/edit`, staff.headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return orderEditFormResponse.parse(res.body).data;
};
const edit = (number: string, body: unknown, options: { preview?: boolean; headers?: Headers } = {}) =>
  call(t.app, "POST", `/v1/admin/orders/${number}/edit${options.preview ? "?preview=1" : ""}`, options.headers ?? staff.headers, body);

const smsTo = async (phone: string) =>
  (await t.db.execute<{ body: string }>(sql`select body from outbox where "to" = ${phone} and channel = 'sms' order by id`)).rows.map((r) => r.body);
const ledger = async (productId: number) =>
  (
    await t.db.execute<{ delta: number; reason: string; note: string | null }>(
      sql`select delta, reason, note from stock_movements where product_id = ${productId} order by id`,
    )
  ).rows.map((r) => ({ delta: Number(r.delta), reason: r.reason, note: r.note }));

/** Everything an edit may write: a refusal must leave all of it as it was. */
async function footprint(number: string, productIds: number[]) {
  const ids = sql.join(
    productIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const result = await t.db.execute(sql`
    select row_to_json(o)::text as order_row,
      (select coalesce(json_agg(row_to_json(i) order by i.id), '[]'::json)::text from order_items i where i.order_id = o.id) as items,
      (select count(*)::int from order_events e where e.order_id = o.id) as events,
      (select coalesce(json_agg(json_build_object('id', p.id, 'stock', p.stock, 'sold', p.sold_count) order by p.id), '[]'::json)::text from products p where p.id in (${ids})) as stock,
      (select count(*)::int from stock_movements m where m.product_id in (${ids})) as movements,
      (select count(*)::int from audit_log a where a.entity = 'order' and a.entity_id = o.order_number) as audits,
      (select count(*)::int from outbox x where x."to" = u.phone) as sms
    from orders o join users u on u.id = o.user_id where o.order_number = ${number}`);
  return result.rows[0];
}

describe("staff edit an order before it ships", () => {
  it("changes a line's quantity: repriced, stock through the ledger, one timeline entry, audit and one SMS", async () => {
    const { p, shopper, number } = await placed({ quantity: 2, stock: 10 });
    const start = await form(number);
    expect(start).toMatchObject({ editable: true, after: { total_poisha: 1070_00 }, collect_on_delivery_poisha: 1070_00 });
    const body = {
      version: start.version,
      lines: [{ product_id: p.id, quantity: 3 }],
      delivery_method: "home_delivery",
      address: { saved_address_id: start.saved_addresses[0].id },
    };

    const before = await footprint(number, [p.id]);
    const preview = await edit(number, body, { preview: true });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(orderEditResponse.parse(preview.body).data).toMatchObject({
      before: { total_poisha: 1070_00 },
      after: { subtotal_poisha: 1500_00, shipping_fee_poisha: 70_00, total_poisha: 1570_00 },
      collect_on_delivery_poisha: 1570_00,
      changes: ["Arduino Uno R3: 2 → 3", "Total ৳1,070 → ৳1,570"],
    });
    expect(await footprint(number, [p.id])).toEqual(before);

    const saved = await edit(number, { ...body, note: "Customer phoned for one more" });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const data = orderEditResponse.parse(saved.body).data;
    expect(data.after.total_poisha).toBe(1570_00);
    expect(data.version).not.toBe(start.version);
    expect(await stockOf(t.db, p.id)).toBe(7);
    expect((await ledger(p.id)).slice(-1)).toEqual([{ delta: -1, reason: "order", note: `Order ${number} edited by staff` }]);

    const order = (await call(t.app, "GET", `/v1/admin/orders/${number}`, staff.headers)).body.data;
    expect(order.total_poisha).toBe(1570_00);
    expect(order.lines.map((l: { quantity: number }) => l.quantity)).toEqual([3]);
    expect(order.timeline.slice(-1)).toEqual([
      expect.objectContaining({
        note: "Order changed at your request. New total ৳1,570.",
        staff_note: "Arduino Uno R3: 2 → 3; Total ৳1,070 → ৳1,570. Note: Customer phoned for one more",
        for_customer: false,
      }),
    ]);
    const audits = await t.db.execute<{ action: string; actor_id: string }>(
      sql`select action, actor_id from audit_log where entity = 'order' and entity_id = ${number}`,
    );
    expect(audits.rows).toEqual([{ action: "order.edit", actor_id: staff.id }]);
    expect((await smsTo(shopper.user.phone)).slice(-1)).toEqual([SMS_TEXTS.orderEdited("RoboDoc", number, 1570_00)]);
  });

  it("removes a line and adds a product; the removed units go back to stock with ledger rows", async () => {
    const a = await createProduct(t.db, { categoryId, price: 500, stock: 10, name: "Arduino Uno R3" });
    const b = await createProduct(t.db, { categoryId, price: 200, stock: 10, name: "HC-SR04 sensor" });
    const c = await createProduct(t.db, { categoryId, price: 300, stock: 5, name: "SG90 servo" });
    const shopper = await shopperReadyToOrder(t.app, t.db, [
      { slug: a.slug, quantity: 3 },
      { slug: b.slug, quantity: 1 },
    ]);
    const number = (await placeOrderCall(t.app, shopper.headers)).body.data.order.order_number as string;
    const start = await form(number);
    const res = await edit(number, {
      version: start.version,
      lines: [
        { product_id: a.id, quantity: 1 },
        { product_id: c.id, quantity: 2 },
      ],
      delivery_method: "home_delivery",
      address: { saved_address_id: start.saved_addresses[0].id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(orderEditResponse.parse(res.body).data).toMatchObject({
      after: { subtotal_poisha: 1100_00, total_poisha: 1170_00 },
      changes: ["Arduino Uno R3: 3 → 1", "Added SG90 servo × 2", "Removed HC-SR04 sensor", "Total ৳1,770 → ৳1,170"],
    });
    expect([await stockOf(t.db, a.id), await stockOf(t.db, b.id), await stockOf(t.db, c.id)]).toEqual([9, 10, 3]);
    expect((await ledger(a.id)).slice(-1)).toEqual([{ delta: 2, reason: "cancelled", note: `Order ${number} edited by staff` }]);
    expect((await ledger(b.id)).slice(-1)).toEqual([{ delta: 1, reason: "cancelled", note: `Order ${number} edited by staff` }]);
    expect((await ledger(c.id)).slice(-1)).toEqual([{ delta: -2, reason: "order", note: `Order ${number} edited by staff` }]);
    const items = await t.db.execute<{ product_id: number; quantity: number; line_total: number }>(
      sql`select i.product_id, i.quantity, i.line_total from order_items i join orders o on o.id = i.order_id where o.order_number = ${number} order by i.id`,
    );
    expect(items.rows.map((r) => [Number(r.product_id), Number(r.quantity), Number(r.line_total)])).toEqual([
      [a.id, 1, 500_00],
      [c.id, 2, 600_00],
    ]);
  });

  it("keeps a kept line's price as ordered when the price rose since, and gives today's lower one", async () => {
    const { p, number } = await placed({ quantity: 1 });
    await t.db.execute(sql`update products set price = ${600_00} where id = ${p.id}`);
    const start = await form(number);
    const body = {
      version: start.version,
      lines: [{ product_id: p.id, quantity: 2 }],
      delivery_method: "home_delivery",
      address: { keep_current: true },
    };
    const higher = orderEditResponse.parse((await edit(number, body, { preview: true })).body).data;
    expect(higher.lines[0]).toMatchObject({ unit_price_poisha: 500_00, kept: true });
    await t.db.execute(sql`update products set price = ${450_00} where id = ${p.id}`);
    const lower = orderEditResponse.parse((await edit(number, body, { preview: true })).body).data;
    expect(lower.lines[0]).toMatchObject({ unit_price_poisha: 450_00 });
  });

  it("prices a line raised across a price break by the cart's tier rule, and lowered back never above what it was ordered at", async () => {
    const { p, number } = await placed({ quantity: 5, stock: 30 });
    const tiers = await call(t.app, "PUT", `/v1/admin/products/${p.id}/price-tiers`, owner.headers, {
      tiers: [{ min_quantity: 10, unit_price_poisha: 450_00 }],
    });
    expect(tiers.status, JSON.stringify(tiers.body)).toBe(200);
    const body = (version: string, quantity: number) => ({
      version,
      lines: [{ product_id: p.id, quantity }],
      delivery_method: "home_delivery",
      address: { keep_current: true },
    });
    // 9: below the break, as ordered.
    const nine = orderEditResponse.parse((await edit(number, body((await form(number)).version, 9), { preview: true })).body).data;
    expect(nine.lines[0]).toMatchObject({ unit_price_poisha: 500_00, regular_price_poisha: 500_00, line_total_poisha: 4_500_00 });
    const raised = await edit(number, body((await form(number)).version, 10));
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    const up = orderEditResponse.parse(raised.body).data;
    expect(up.lines[0]).toMatchObject({ quantity: 10, unit_price_poisha: 450_00, regular_price_poisha: 500_00, line_total_poisha: 4_500_00 });
    expect(up.after).toMatchObject({ subtotal_poisha: 4_500_00, product_discount_poisha: 500_00 });
    const row = async () =>
      (
        await t.db.execute<{ unit_price: number; unit_discount_price: number | null; line_total: number }>(sql`
        select i.unit_price, i.unit_discount_price, i.line_total from order_items i join orders o on o.id = i.order_id where o.order_number = ${number}`)
      ).rows[0];
    expect(await row()).toMatchObject({ unit_price: 500_00, unit_discount_price: 450_00, line_total: 4_500_00 });
    // Back to 5: today's price without the break is ৳500, but the line was ordered at ৳450 a unit.
    const lowered = await edit(number, body((await form(number)).version, 5));
    expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
    expect(orderEditResponse.parse(lowered.body).data.lines[0]).toMatchObject({ quantity: 5, unit_price_poisha: 450_00, line_total_poisha: 2_250_00 });
    expect(await row()).toMatchObject({ unit_discount_price: 450_00, line_total: 2_250_00 });
  });

  it("changes the address to a typed one outside Dhaka and the delivery method; express outside Dhaka is refused", async () => {
    const { p, number } = await placed({ quantity: 1 });
    const start = await form(number);
    const typed = { name: "Karim Mia", phone: "01812345678", district: OUTSIDE_DHAKA, area: "Agrabad", address: "House 5, Road 3" };
    const express = await edit(number, {
      version: start.version,
      lines: [{ product_id: p.id, quantity: 1 }],
      delivery_method: "express_delivery",
      address: typed,
    });
    expect(express.status).toBe(422);
    expect(express.body.message).toBe(CART_MESSAGES.expressOutsideDhaka);
    const bad = await edit(number, {
      version: start.version,
      lines: [{ product_id: p.id, quantity: 1 }],
      delivery_method: "home_delivery",
      address: { ...typed, address: "x" },
    });
    expect(bad.status).toBe(422);
    const res = await edit(number, { version: start.version, lines: [{ product_id: p.id, quantity: 1 }], delivery_method: "home_delivery", address: typed });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = orderEditResponse.parse(res.body).data;
    expect(data.after).toMatchObject({ shipping_fee_poisha: 130_00, total_poisha: 630_00 });
    expect(data.address).toMatchObject({ full_name: "Karim Mia", phone_number: "01812345678", inside_dhaka: false });
    // The arrival date follows the new district (counted from the edit); an edit of the lines alone keeps it.
    const arrival = async () =>
      (await t.db.execute<{ d: string | null }>(sql`select to_char(arrives_by, 'YYYY-MM-DD') as d from orders where order_number = ${number}`)).rows[0].d;
    const outside = await arrivalFor(t.db, { address: { district_id: OUTSIDE_DHAKA, inside_dhaka: false }, method: "home_delivery", now: new Date() });
    expect(outside).not.toBeNull();
    expect(await arrival()).toBe(outside);
    await t.db.execute(sql`update orders set arrives_by = '2030-01-15' where order_number = ${number}`);
    const more = await edit(number, {
      version: data.version,
      lines: [{ product_id: p.id, quantity: 2 }],
      delivery_method: "home_delivery",
      address: { keep_current: true },
    });
    expect(more.status, JSON.stringify(more.body)).toBe(200);
    expect(await arrival()).toBe("2030-01-15");
    const pickup = await edit(number, {
      version: orderEditResponse.parse(more.body).data.version,
      lines: [{ product_id: p.id, quantity: 1 }],
      delivery_method: "office_pickup",
      address: null,
    });
    expect(pickup.status, JSON.stringify(pickup.body)).toBe(200);
    expect(await arrival()).toBeNull();
    expect(orderEditResponse.parse(pickup.body).data).toMatchObject({ delivery_method: "office_pickup", address: null, after: { total_poisha: 500_00 } });
  });

  it("the typed-address form's districts come through the back office's own route, staff only", async () => {
    const res = await call(t.app, "GET", "/v1/admin/districts", staff.headers);
    expect(res.status).toBe(200);
    expect(res.body.data.districts.map((d: { name: string }) => d.name)).toContain("Dhaka");
    const shopper = await shopperReadyToOrder(t.app, t.db, []);
    expect((await call(t.app, "GET", "/v1/admin/districts", shopper.headers)).status).toBe(403);
  });

  it("refuses a line beyond stock with the out-of-stock words and changes nothing", async () => {
    const { p, number } = await placed({ quantity: 2, stock: 3 });
    const other = await createProduct(t.db, { categoryId, price: 100, stock: 0, name: "Sold-out relay" });
    const start = await form(number);
    const address = { saved_address_id: start.saved_addresses[0].id };
    const before = await footprint(number, [p.id, other.id]);
    const tooMany = await edit(number, { version: start.version, lines: [{ product_id: p.id, quantity: 4 }], delivery_method: "home_delivery", address });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toBe(ORDER_EDIT_MESSAGES.outOfStock("Arduino Uno R3", 3));
    const soldOut = await edit(number, {
      version: start.version,
      lines: [
        { product_id: p.id, quantity: 1 },
        { product_id: other.id, quantity: 1 },
      ],
      delivery_method: "home_delivery",
      address,
    });
    expect(soldOut.status).toBe(422);
    expect(soldOut.body.message).toBe("Sold-out relay is out of stock");
    expect(await footprint(number, [p.id, other.id])).toEqual(before);
  });

  it("refuses a stale version (409), an empty edit, no change, a shipped order, and answers 403 to a shopper", async () => {
    const { p, shopper, number } = await placed({ quantity: 2 });
    const start = await form(number);
    const address = { saved_address_id: start.saved_addresses[0].id };
    const body = (quantity: number, version = start.version) => ({
      version,
      lines: [{ product_id: p.id, quantity }],
      delivery_method: "home_delivery",
      address,
    });
    const before = await footprint(number, [p.id]);
    expect((await edit(number, body(3), { headers: shopper.headers })).status).toBe(403);
    const empty = await edit(number, { ...body(1), lines: [] });
    expect([empty.status, empty.body.message]).toEqual([422, ORDER_EDIT_MESSAGES.empty]);
    const same = await edit(number, body(2));
    expect([same.status, same.body.message]).toEqual([422, ORDER_EDIT_MESSAGES.nothingChanged]);
    expect(await footprint(number, [p.id])).toEqual(before);

    // Two staff open the form; the first save wins, the second is told (409) and nothing of it is written.
    const [x, y] = await Promise.all([edit(number, body(3)), edit(number, body(4))]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const loser = x.status === 409 ? x : y;
    expect(loser.body.message).toBe(ORDER_EDIT_MESSAGES.stale);
    expect(await stockOf(t.db, p.id)).toBe(x.status === 200 ? 7 : 6);

    const now = await form(number);
    for (const [action, extra] of [
      ["confirm", {}],
      ["process", {}],
      ["ship", { courier: "manual", courier_name: "Pathao", courier_tracking_number: "P-1" }],
    ] as const) {
      expect((await call(t.app, "POST", `/v1/admin/orders/${number}/${action}`, staff.headers, extra)).status).toBe(200);
    }
    const shipped = await form(number);
    expect(shipped.editable).toBe(false);
    const beforeShipped = await footprint(number, [p.id]);
    // The order's own address kept as it is: the same edit, refused only for being shipped.
    const refused = await edit(number, { ...body(1, shipped.version), address: { keep_current: true } });
    expect([refused.status, refused.body.message]).toEqual([422, ORDER_EDIT_MESSAGES.notEditable("shipped")]);
    expect(now.version).not.toBe(shipped.version);
    expect(await footprint(number, [p.id])).toEqual(beforeShipped);
  });

  it("drops a coupon no longer valid for the new order and says so; keeps one still valid", async () => {
    const coupon = await createCoupon(t.db, { kind: "fixed", amount: 100_00, minSubtotal: 1000_00 });
    const { p, number } = await placed({ quantity: 2, coupon: coupon.code });
    const start = await form(number);
    expect(start.before).toMatchObject({ coupon_code: coupon.code, coupon_discount_poisha: 100_00, total_poisha: 970_00 });
    const address = { saved_address_id: start.saved_addresses[0].id };
    const kept = orderEditResponse.parse(
      (await edit(number, { version: start.version, lines: [{ product_id: p.id, quantity: 3 }], delivery_method: "home_delivery", address }, { preview: true }))
        .body,
    ).data;
    expect(kept).toMatchObject({ coupon_dropped: null, after: { coupon_code: coupon.code, coupon_discount_poisha: 100_00, total_poisha: 1470_00 } });

    const res = await edit(number, { version: start.version, lines: [{ product_id: p.id, quantity: 1 }], delivery_method: "home_delivery", address });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = orderEditResponse.parse(res.body).data;
    const why = CART_MESSAGES.couponMinSubtotal("৳1,000");
    expect(data).toMatchObject({
      coupon_dropped: ORDER_EDIT_MESSAGES.couponDropped(coupon.code, why),
      after: { coupon_code: null, coupon_discount_poisha: 0, total_poisha: 570_00 },
    });
    expect(data.changes).toContain(ORDER_EDIT_MESSAGES.couponDropped(coupon.code, why));
    const row = await t.db.execute<{ coupon_id: number | null; used: number; redemptions: number }>(sql`
      select o.coupon_id, (select used_count from coupons where id = ${coupon.id}) as used,
        (select count(*)::int from coupon_redemptions r where r.order_id = o.id) as redemptions
      from orders o where o.order_number = ${number}`);
    expect(row.rows[0]).toEqual({ coupon_id: null, used: 0, redemptions: 0 });
  });
});

describe("settling the difference of an order paid online", () => {
  async function pay(key: string, headers: Headers) {
    const start = await t.app.inject({ method: "GET", url: `/v1/payments/${key}/start`, headers });
    expect(start.statusCode).toBe(302);
    const pressed = await pressOnFakePage(String(start.headers.location), "Pay");
    const back = await t.app.inject({ method: "GET", url: `/v1/payments/bkash/callback${pressed.location.search}` });
    expect(back.statusCode).toBe(302);
  }
  const createdAmounts = () => [...bkash.state.payments.values()].map((payment) => payment.amount);

  it("a higher total leaves the rest due, and paying it asks bKash for the rest only; then the order is paid", async () => {
    const { p, shopper, number, key } = await placed({ quantity: 1, payment: "bkash" });
    await pay(key, shopper.headers);
    expect((await call(t.app, "POST", `/v1/admin/orders/${number}/confirm`, staff.headers, {})).status).toBe(200);
    const start = await form(number);
    expect(start).toMatchObject({ paid_poisha: 570_00, amount_due_poisha: 0, refund_due_poisha: 0 });
    const res = await edit(number, {
      version: start.version,
      lines: [{ product_id: p.id, quantity: 2 }],
      delivery_method: "home_delivery",
      address: { saved_address_id: start.saved_addresses[0].id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(orderEditResponse.parse(res.body).data).toMatchObject({
      paid_poisha: 570_00,
      amount_due_poisha: 500_00,
      refund_due_poisha: 0,
      after: { total_poisha: 1070_00 },
    });
    const order = (await call(t.app, "GET", `/v1/admin/orders/${number}`, staff.headers)).body.data;
    expect([order.status, order.payment_status]).toEqual(["confirmed", "pending"]);
    expect((await smsTo(shopper.user.phone)).slice(-1)).toEqual([SMS_TEXTS.orderEditedPayRest("RoboDoc", number, 500_00, `http://shop.test/my-orders/${key}`)]);
    // Not packed or shipped while the rest is unpaid.
    const packing = await call(t.app, "POST", `/v1/admin/orders/${number}/process`, staff.headers, {});
    expect(packing.status).toBe(422);
    expect(packing.body.errors).toEqual([{ message: ADMIN_MESSAGES.paymentNotComplete, code: "payment_not_complete" }]);
    expect(order.actions).not.toContain("process");

    await pay(key, shopper.headers);
    expect(createdAmounts().slice(-2)).toEqual(["570.00", "500.00"]);
    const paid = (await call(t.app, "GET", `/v1/admin/orders/${number}`, staff.headers)).body.data;
    expect([paid.status, paid.payment_status]).toEqual(["confirmed", "paid"]);
    expect(paid.payments.map((x: { amount_poisha: number; status: string }) => [x.amount_poisha, x.status])).toEqual([
      [570_00, "paid"],
      [500_00, "paid"],
    ]);
  });

  it("an order awaiting the rest that the shop cancels gives back what was paid", async () => {
    const { p, shopper, number, key } = await placed({ quantity: 1, payment: "bkash" });
    await pay(key, shopper.headers);
    const start = await form(number);
    const res = await edit(number, {
      version: start.version,
      lines: [{ product_id: p.id, quantity: 2 }],
      delivery_method: "home_delivery",
      address: { keep_current: true },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const refunds = bkash.state.calls["payment/refund"];
    // Money goes back: a plain staff member may not (403, nothing changed); the owner may.
    expect((await call(t.app, "POST", `/v1/admin/orders/${number}/cancel`, staff.headers, { reason: "Customer changed their mind" })).status).toBe(403);
    const cancelled = await call(t.app, "POST", `/v1/admin/orders/${number}/cancel`, owner.headers, { reason: "Customer changed their mind" });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(bkash.state.calls["payment/refund"]).toBe(refunds + 1);
    expect((await smsTo(shopper.user.phone)).slice(-1)).toEqual([SMS_TEXTS.orderCancelled("RoboDoc", number, true)]);
  });

  it("a lower total leaves the order paid with a refund due for staff (no gateway call)", async () => {
    const { p, shopper, number, key } = await placed({ quantity: 2, payment: "bkash" });
    await pay(key, shopper.headers);
    const refunds = bkash.state.calls["payment/refund"];
    const start = await form(number);
    const res = await edit(number, {
      version: start.version,
      lines: [{ product_id: p.id, quantity: 1 }],
      delivery_method: "home_delivery",
      address: { saved_address_id: start.saved_addresses[0].id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(orderEditResponse.parse(res.body).data).toMatchObject({ paid_poisha: 1070_00, amount_due_poisha: 0, refund_due_poisha: 500_00 });
    expect(bkash.state.calls["payment/refund"]).toBe(refunds);
    const order = (await call(t.app, "GET", `/v1/admin/orders/${number}`, staff.headers)).body.data;
    expect(order.payment_status).toBe("paid");
    expect(order.timeline.slice(-1)[0].note).toBe("Order changed at your request. New total ৳570. Refund due ৳500.");
  });
});
