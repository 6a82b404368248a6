import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantStaffRole, sql } from "@shop/db";
import { CART_MESSAGES, ORDER_EDIT_MESSAGES, PHONE_ORDER_MESSAGES, phoneOrderCustomerResponse, phoneOrderResponse } from "@shop/contracts";
import { useTestApp } from "../../test/app";
import { call, createAddress, createCoupon, DHAKA, seedDistricts } from "../../test/commerce-fixture";
import { createCategory, createProduct, createSignedInUser, randomPhone } from "../../test/factories";
import { signInByPhone } from "../identity/testing";
import { startFakeBkash } from "../../../fakes/payments/bkash/fake";
import { pressOnFakePage } from "../../../fakes/payments/bkash/testing";
import { placeOrderCall, shopperReadyToOrder, stockOf } from "./test-helpers";

// Orders taken by phone (issue 46) through the real HTTP stack and database, with the
// fake bKash for a payment link.
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

beforeAll(async () => {
  categoryId = (await createCategory(t.db)).id;
  await seedDistricts(t.db);
  const phone = await grantStaffRole(t.db, randomPhone(), "staff", "Karim Staff");
  const session = await signInByPhone(t.app, t.db, phone);
  const found = await t.db.execute<{ id: string }>(sql`select id from users where phone = ${phone}`);
  staff = { headers: session.headers, id: found.rows[0].id };
});

const typedAddress = (phone: string, save = false) => ({
  name: "Rahim Uddin",
  phone,
  district: DHAKA,
  area: "Mirpur",
  address: "House 12, Road 5, Mirpur 10",
  save,
});

const place = (body: unknown, options: { key?: string; preview?: boolean; headers?: Headers } = {}) =>
  call(
    t.app,
    "POST",
    `/v1/admin/orders${options.preview ? "?preview=1" : ""}`,
    { ...(options.headers ?? staff.headers), ...(options.preview ? {} : { "idempotency-key": options.key ?? randomUUID() }) },
    body,
  );

const smsTo = async (phone: string) =>
  (await t.db.execute<{ body: string }>(sql`select body from outbox where "to" = ${phone} and channel = 'sms' order by id`)).rows.map((r) => r.body);

/** Everything placing an order may write, for the refusals to leave as it was. */
async function footprint(productIds: number[]) {
  const ids = sql.join(
    productIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const result = await t.db.execute(sql`
    select (select count(*)::int from orders) as orders, (select count(*)::int from order_items) as items,
      (select count(*)::int from order_events) as events, (select count(*)::int from users) as users,
      (select count(*)::int from addresses) as addresses, (select count(*)::int from outbox) as outbox,
      (select count(*)::int from audit_log) as audit, (select count(*)::int from order_requests) as requests,
      (select count(*)::int from coupon_redemptions) as redemptions, (select coalesce(sum(used_count), 0)::int from coupons) as coupon_uses,
      (select coalesce(json_agg(json_build_object('id', p.id, 'stock', p.stock, 'sold', p.sold_count) order by p.id), '[]'::json)::text from products p where p.id in (${ids})) as stock,
      (select count(*)::int from stock_movements m where m.product_id in (${ids})) as movements`);
  return result.rows[0];
}

describe("POST /v1/admin/orders (an order taken by phone)", () => {
  it("creates a new customer with the name given, confirmed cash on delivery, in their My Orders once they sign in", async () => {
    const p = await createProduct(t.db, { categoryId, price: 500, stock: 5, name: "Arduino Uno R3" });
    const phone = randomPhone();
    const body = {
      customer: { phone: `+88${phone}`, name: "Rahim Uddin" },
      lines: [{ product_id: p.id, quantity: 2 }],
      delivery_method: "home_delivery",
      address: typedAddress(phone, true),
      channel: "phone",
      payment_method: "cash_on_delivery",
      note: "Wants it before Friday",
    };
    const preview = await place(body, { preview: true });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const previewed = phoneOrderResponse.parse(preview.body).data;
    expect(previewed).toMatchObject({
      order_number: null,
      customer: { id: null, phone, is_new: true },
      totals: { subtotal_poisha: 1000_00, total_poisha: 1070_00 },
    });
    expect(await stockOf(t.db, p.id)).toBe(5);
    expect((await t.db.execute(sql`select 1 from users where phone = ${phone}`)).rows).toHaveLength(0);

    const res = await place(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const made = phoneOrderResponse.parse(res.body).data;
    expect(made).toMatchObject({
      status: "confirmed",
      channel: "phone",
      customer: { phone, name: "Rahim Uddin", is_new: true },
      totals: { total_poisha: 1070_00 },
    });
    expect(await stockOf(t.db, p.id)).toBe(3);
    const row = (
      await t.db.execute<{ channel: string; created_by: string; payment_status: string; user_id: string }>(
        sql`select channel, created_by, payment_status, user_id from orders where order_number = ${made.order_number}`,
      )
    ).rows[0];
    expect(row).toMatchObject({ channel: "phone", created_by: staff.id, payment_status: "unpaid", user_id: made.customer.id });
    const ledger = await t.db.execute<{ delta: number; reason: string }>(
      sql`select delta, reason from stock_movements where product_id = ${p.id} and reason <> 'opening' order by id`,
    );
    expect(ledger.rows.map((r) => [Number(r.delta), r.reason])).toEqual([[-2, "order"]]);
    const saved = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from addresses where user_id = ${made.customer.id}`);
    expect(Number(saved.rows[0].n)).toBe(1);
    const audit = await t.db.execute(
      sql`select 1 from audit_log where action = 'order.phone_create' and entity_id = ${made.order_number} and actor_id = ${staff.id}`,
    );
    expect(audit.rows).toHaveLength(1);
    const sms = await smsTo(phone);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toContain(`order ${made.order_number} is placed`);
    expect(sms[0]).toContain("Tk 1,070");

    // The customer signs in with the phone code like anyone and sees it, with the timeline's words (not the staff note).
    const customer = await signInByPhone(t.app, t.db, phone);
    expect(customer.user.name).toBe("Rahim Uddin");
    const mine = await call(t.app, "GET", "/v1/orders", customer.headers);
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((o: { order_number: string }) => o.order_number)).toEqual([made.order_number]);
    const page = await call(t.app, "GET", `/v1/orders/${made.order_key}`, customer.headers);
    const notes = JSON.stringify(page.body.data);
    expect(notes).toContain(PHONE_ORDER_MESSAGES.takenBy("phone", "Karim Staff"));
    expect(notes).not.toContain("Wants it before Friday");
    // The back office reads the staff note.
    const admin = await call(t.app, "GET", `/v1/admin/orders/${made.order_number}`, staff.headers);
    expect(JSON.stringify(admin.body.data)).toContain("Wants it before Friday");
  });

  it("finds an existing customer by another spelling of the phone and uses their saved address", async () => {
    const shopper = await createSignedInUser(t.db);
    const address = await createAddress(t.db, shopper.user.id, { fullName: "Salma Akter" });
    const p = await createProduct(t.db, { categoryId, price: 300, stock: 4 });
    const lookup = await call(t.app, "GET", `/v1/admin/phone-orders/customer?phone=${encodeURIComponent(`+88${shopper.user.phone}`)}`, staff.headers);
    expect(lookup.status, JSON.stringify(lookup.body)).toBe(200);
    const found = phoneOrderCustomerResponse.parse(lookup.body).data;
    expect(found).toMatchObject({ found: true, customer: { id: shopper.user.id } });
    expect(found.customer?.saved_addresses.map((a) => a.id)).toEqual([address.id]);
    expect(found.payment_methods).toEqual(["cash_on_delivery", "bkash"]);

    const usersBefore = (await footprint([p.id])).users;
    const res = await place({
      customer: { phone: `88${shopper.user.phone}`, name: "Another Name" },
      lines: [{ product_id: p.id, quantity: 1 }],
      delivery_method: "home_delivery",
      address: { saved_address_id: address.id },
      channel: "messenger",
      payment_method: "cash_on_delivery",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const made = phoneOrderResponse.parse(res.body).data;
    expect(made.customer).toMatchObject({ id: shopper.user.id, is_new: false });
    expect(made.address?.full_name).toBe("Salma Akter");
    expect((await footprint([p.id])).users).toBe(usersBefore);
    const mine = await call(t.app, "GET", "/v1/orders", shopper.headers);
    expect(mine.body.data.map((o: { order_number: string }) => o.order_number)).toContain(made.order_number);
    const events = await t.db.execute<{ note: string }>(
      sql`select e.note from order_events e join orders o on o.id = e.order_id where o.order_number = ${made.order_number}`,
    );
    expect(events.rows.map((e) => e.note)).toEqual(["Taken by Messenger by Karim Staff"]);

    // Another customer's saved address is not this one's.
    const other = await createSignedInUser(t.db);
    const refused = await place({
      customer: { phone: other.user.phone },
      lines: [{ product_id: p.id, quantity: 1 }],
      delivery_method: "home_delivery",
      address: { saved_address_id: address.id },
      channel: "phone",
      payment_method: "cash_on_delivery",
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ field: "address", message: PHONE_ORDER_MESSAGES.addressNotFound });
  });

  it("refuses beyond stock with the shop's words and writes nothing, not even the new customer", async () => {
    const a = await createProduct(t.db, { categoryId, price: 200, stock: 5, name: "Servo SG90" });
    const b = await createProduct(t.db, { categoryId, price: 100, stock: 2, name: "HC-SR04" });
    const before = await footprint([a.id, b.id]);
    const phone = randomPhone();
    const res = await place({
      customer: { phone, name: "New Person" },
      lines: [
        { product_id: a.id, quantity: 1 },
        { product_id: b.id, quantity: 3 },
      ],
      delivery_method: "home_delivery",
      address: typedAddress(phone, true),
      channel: "phone",
      payment_method: "cash_on_delivery",
    });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ field: "lines.1.quantity", message: ORDER_EDIT_MESSAGES.outOfStock("HC-SR04", 2), code: "out_of_stock" });
    expect(await footprint([a.id, b.id])).toEqual(before);

    // Bad input: a clear 4xx in words, nothing changed.
    const bad = await place({ customer: { phone: "12345" }, lines: [], delivery_method: "home_delivery", address: null, payment_method: "cash_on_delivery" });
    expect(bad.status).toBe(422);
    const noName = await place({
      customer: { phone: randomPhone() },
      lines: [{ product_id: a.id, quantity: 1 }],
      delivery_method: "office_pickup",
      address: null,
      payment_method: "cash_on_delivery",
    });
    expect(noName.status).toBe(422);
    expect(noName.body.errors[0]).toMatchObject({ field: "customer.name", message: PHONE_ORDER_MESSAGES.nameRequired });
    const noKey = await call(t.app, "POST", "/v1/admin/orders", staff.headers, {
      customer: { phone: randomPhone(), name: "X Y" },
      lines: [{ product_id: a.id, quantity: 1 }],
      delivery_method: "office_pickup",
      address: null,
      payment_method: "cash_on_delivery",
    });
    expect(noKey.status).toBe(400);
    expect(await footprint([a.id, b.id])).toEqual(before);
  });

  it("applies the shop's coupon rules with the customer's own uses (per-customer limit)", async () => {
    const p = await createProduct(t.db, { categoryId, price: 1000, stock: 10 });
    const coupon = await createCoupon(t.db, { kind: "percentage", amount: 10, perUserLimit: 1 });
    const minimum = await createCoupon(t.db, { kind: "fixed", amount: 100_00, minSubtotal: 5000_00 });
    const phone = randomPhone();
    const body = (code: string) => ({
      customer: { phone, name: "Coupon Customer" },
      lines: [{ product_id: p.id, quantity: 1 }],
      delivery_method: "office_pickup",
      address: null,
      coupon: code,
      channel: "phone",
      payment_method: "cash_on_delivery",
    });
    const first = await place(body(coupon.code.toLowerCase()));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(phoneOrderResponse.parse(first.body).data.totals).toMatchObject({ coupon_code: coupon.code, coupon_discount_poisha: 100_00, total_poisha: 900_00 });
    const redeemed = await t.db.execute<{ used_count: number }>(sql`select used_count from coupons where id = ${coupon.id}`);
    expect(Number(redeemed.rows[0].used_count)).toBe(1);

    // The same customer again: the preview says why, placing refuses under the coupon field and writes nothing.
    const preview = await place(body(coupon.code), { preview: true });
    expect(phoneOrderResponse.parse(preview.body).data).toMatchObject({ coupon_error: CART_MESSAGES.couponAlreadyUsed, totals: { total_poisha: 1000_00 } });
    const before = await footprint([p.id]);
    const again = await place(body(coupon.code));
    expect(again.status).toBe(422);
    expect(again.body.errors[0]).toMatchObject({ field: "coupon", message: CART_MESSAGES.couponAlreadyUsed });
    const short = await place(body(minimum.code));
    expect(short.body.errors[0]).toMatchObject({ field: "coupon", message: CART_MESSAGES.couponMinSubtotal("৳5,000") });
    const unknown = await place(body("NOSUCHCODE"));
    expect(unknown.body.errors[0]).toMatchObject({ field: "coupon", message: CART_MESSAGES.couponInvalid });
    expect(await footprint([p.id])).toEqual(before);
  });

  it("places one order for parallel presses of the same key", async () => {
    const p = await createProduct(t.db, { categoryId, price: 250, stock: 20 });
    const phone = randomPhone();
    const key = randomUUID();
    const body = {
      customer: { phone, name: "Hasty Press" },
      lines: [{ product_id: p.id, quantity: 2 }],
      delivery_method: "office_pickup",
      address: null,
      channel: "phone",
      payment_method: "cash_on_delivery",
    };
    const answers = await Promise.all(Array.from({ length: 6 }, () => place(body, { key })));
    for (const a of answers) expect([200, 201], JSON.stringify(a.body)).toContain(a.status);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.data.order_number)).size).toBe(1);
    const orders = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from orders o join users u on u.id = o.user_id where u.phone = ${phone}`);
    expect(Number(orders.rows[0].n)).toBe(1);
    expect(await stockOf(t.db, p.id)).toBe(18);
    expect(await smsTo(phone)).toHaveLength(1);
    // The same key with another body is refused.
    const other = await place({ ...body, lines: [{ product_id: p.id, quantity: 1 }] }, { key });
    expect(other.status).toBe(422);
  });

  it("answers 403 to a shopper and 401 without a session", async () => {
    const shopper = await createSignedInUser(t.db);
    const p = await createProduct(t.db, { categoryId, price: 250, stock: 20 });
    const body = {
      customer: { phone: shopper.user.phone },
      lines: [{ product_id: p.id, quantity: 1 }],
      delivery_method: "office_pickup",
      address: null,
      payment_method: "cash_on_delivery",
    };
    expect((await place(body, { headers: shopper.headers })).status).toBe(403);
    expect((await place(body, { headers: shopper.headers, preview: true })).status).toBe(403);
    expect((await call(t.app, "GET", `/v1/admin/phone-orders/customer?phone=${shopper.user.phone}`, shopper.headers)).status).toBe(403);
    expect((await place(body, { headers: {} })).status).toBe(401);
    expect(await stockOf(t.db, p.id)).toBe(20);
  });

  it("a payment link order waits like a web bKash order, the SMS carries the order page, and it is paid only through bKash", async () => {
    const p = await createProduct(t.db, { categoryId, price: 700, stock: 3 });
    const phone = randomPhone();
    const res = await place({
      customer: { phone, name: "Link Payer" },
      lines: [{ product_id: p.id, quantity: 1 }],
      delivery_method: "home_delivery",
      address: typedAddress(phone),
      channel: "phone",
      payment_method: "bkash",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const made = phoneOrderResponse.parse(res.body).data;
    expect(made.status).toBe("pending");
    const sms = await smsTo(phone);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toContain(`http://shop.test/my-orders/${made.order_key}`);
    // Staff cannot confirm it before it is paid.
    expect((await call(t.app, "POST", `/v1/admin/orders/${made.order_number}/confirm`, staff.headers, {})).status).toBe(422);

    const customer = await signInByPhone(t.app, t.db, phone);
    const start = await t.app.inject({ method: "GET", url: `/v1/payments/${made.order_key}/start`, headers: customer.headers });
    expect(start.statusCode).toBe(302);
    const pressed = await pressOnFakePage(String(start.headers.location), "Pay");
    const back = await t.app.inject({ method: "GET", url: `/v1/payments/bkash/callback${pressed.location.search}` });
    expect(back.statusCode).toBe(302);
    const paid = await t.db.execute<{ payment_status: string }>(sql`select payment_status from orders where order_number = ${made.order_number}`);
    expect(paid.rows[0].payment_status).toBe("paid");
    expect((await call(t.app, "POST", `/v1/admin/orders/${made.order_number}/confirm`, staff.headers, {})).status).toBe(200);
  });

  it("does not mistake a web order's key for a phone order's", async () => {
    const p = await createProduct(t.db, { categoryId, price: 100, stock: 5 });
    const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug, quantity: 1 }]);
    const key = randomUUID();
    expect((await placeOrderCall(t.app, shopper.headers, {}, key)).status).toBe(201);
    const res = await place(
      {
        customer: { phone: shopper.user.phone },
        lines: [{ product_id: p.id, quantity: 1 }],
        delivery_method: "office_pickup",
        address: null,
        payment_method: "cash_on_delivery",
      },
      { key },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });
});
