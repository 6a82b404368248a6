import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantStaffRole, sql } from "@shop/db";
import {
  ADMIN_MESSAGES,
  ADMIN_ORDER_ACTIONS,
  ADMIN_PER_PAGE,
  ORDER_MESSAGES,
  adminBulkConfirmResponse,
  adminCouriersResponse,
  adminOrderResponse,
  adminOrdersResponse,
  orderResponse,
  type AdminOrderAction,
} from "@shop/contracts";
import { buildApp } from "../../app";
import { testEnv, useTestApp } from "../../test/app";
import { call, seedDistricts } from "../../test/commerce-fixture";
import { createCategory, createProduct, createSignedInUser, randomPhone } from "../../test/factories";
import { toDhakaIso } from "../../lib/time";
import { signInByPhone } from "../identity/testing";
import { placeOrderCall, shopperReadyToOrder, stockOf } from "../orders/test-helpers";
import { createSteadfastClient } from "../couriers/steadfast/client";
import { startFakeSteadfast } from "../../../fakes/couriers/steadfast/fake";
import { startFakeBkash } from "../../../fakes/payments/bkash/fake";
import { pressOnFakePage } from "../../../fakes/payments/bkash/testing";

// The back office's order routes through the real HTTP stack and database, with the
// fake Steadfast and the fake bKash as the outside services (real HTTP both ways).
const steadfast = await startFakeSteadfast();
const bkash = await startFakeBkash();
const t = useTestApp({
  STEADFAST_BASE_URL: steadfast.url,
  STEADFAST_API_KEY: steadfast.credentials.apiKey,
  STEADFAST_SECRET_KEY: steadfast.credentials.secretKey,
  BKASH_BASE_URL: bkash.baseUrl,
  BKASH_APP_KEY: bkash.credentials.appKey,
  BKASH_APP_SECRET: bkash.credentials.appSecret,
  BKASH_USERNAME: bkash.credentials.username,
  BKASH_PASSWORD: bkash.credentials.password,
  PUBLIC_WEB_URL: "http://shop.test",
});
afterAll(async () => {
  await steadfast.close();
  await bkash.close();
});

type Headers = Record<string, string>;
let categoryId: number;
let staff: { headers: Headers; id: string; phone: string };
let owner: { headers: Headers; id: string; phone: string };
async function signedIn(role: "staff" | "owner", name: string) {
  const phone = await grantStaffRole(t.db, randomPhone(), role, name);
  const session = await signInByPhone(t.app, t.db, phone);
  const found = await t.db.execute<{ id: string }>(sql`select id from users where phone = ${phone}`);
  return { headers: session.headers, id: found.rows[0].id, phone };
}
beforeAll(async () => {
  categoryId = (await createCategory(t.db)).id;
  await seedDistricts(t.db);
  staff = await signedIn("staff", "Karim Staff");
  owner = await signedIn("owner", "Rina Owner");
});

const today = () => toDhakaIso(new Date()).slice(0, 10);

/** A shopper's order for `quantity` of a fresh ৳500 product (৳570 with Dhaka delivery for one unit). */
async function placed(options: { quantity?: number; stock?: number; payment?: "bkash"; pickup?: boolean; fullName?: string } = {}) {
  const p = await createProduct(t.db, { categoryId, price: 500, stock: options.stock ?? 10, name: "Arduino Uno R3" });
  const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug, quantity: options.quantity ?? 2 }]);
  if (options.fullName) await t.db.execute(sql`update users set full_name = ${options.fullName} where id = ${shopper.user.id}`);
  if (options.pickup) expect((await call(t.app, "POST", "/v1/carts-delivery-method", shopper.headers, { delivery_method: "office_pickup" })).status).toBe(200);
  const res = await placeOrderCall(t.app, shopper.headers, options.payment ? { payment_method: options.payment } : {});
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { p, shopper, number: res.body.data.order.order_number as string, key: res.body.data.order.order_key as string };
}

const act = (number: string, action: string, body?: unknown, headers: Headers = staff.headers) =>
  call(t.app, "POST", `/v1/admin/orders/${number}/${action}`, headers, body);

async function actOk(number: string, action: AdminOrderAction, body?: unknown) {
  const res = await act(number, action, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return adminOrderResponse.parse(res.body).data;
}

const smsTo = async (phone: string) =>
  (await t.db.execute<{ body: string }>(sql`select body from outbox where "to" = ${phone} and channel = 'sms' order by id`)).rows.map((r) => r.body);

const audits = async (number: string) =>
  (
    await t.db.execute<{ action: string; actor_id: string; before: unknown; after: unknown }>(
      sql`select action, actor_id, before, after from audit_log where entity = 'order' and entity_id = ${number} order by id`,
    )
  ).rows.map((r) => ({
    ...r,
    before: typeof r.before === "string" ? JSON.parse(r.before) : r.before,
    after: typeof r.after === "string" ? JSON.parse(r.after) : r.after,
  }));

const ledger = async (productId: number) =>
  (
    await t.db.execute<{ reason: string; delta: number; actor_id: string | null; order_id: string | null }>(
      sql`select reason, delta, actor_id, order_id from stock_movements where product_id = ${productId} order by id`,
    )
  ).rows.map((r) => ({ ...r, delta: Number(r.delta) }));

/** Everything an action may change: a refused one must leave all of it as it was. */
async function footprint(number: string) {
  const result = await t.db.execute(sql`
    select o.status, o.payment_status, o.courier_name, o.courier_tracking_number, o.return_received_at, o.cancel_reason,
      (select count(*)::int from order_events e where e.order_id = o.id) as events,
      (select count(*)::int from audit_log a where a.entity = 'order' and a.entity_id = o.order_number) as audits,
      (select count(*)::int from payments pm where pm.order_id = o.id) as payments,
      (select coalesce(sum(p.stock), 0)::int from products p join order_items i on i.product_id = p.id where i.order_id = o.id) as stock,
      (select count(*)::int from outbox x where x."to" = u.phone) as sms
    from orders o join users u on u.id = o.user_id where o.order_number = ${number}`);
  return result.rows[0];
}

async function expectRefused(number: string, action: AdminOrderAction, body: unknown, message: string, code = "transition_refused") {
  const before = await footprint(number);
  const res = await act(number, action, body);
  expect(res.status, `${action}: ${JSON.stringify(res.body)}`).toBe(422);
  expect(res.body).toMatchObject({ message, errors: [{ message, code }] });
  expect(await footprint(number)).toEqual(before);
}

/** The owner grants (or withdraws) a staff member's right to cancel paid orders, through the Staff screen's route. */
async function grantRefunds(phone: string, canRefund: boolean) {
  const res = await call(t.app, "PATCH", `/v1/admin/staff/${phone}`, owner.headers, { can_refund: canRefund });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.data).toMatchObject({ phone, role: "staff", can_refund: canRefund });
}

const shopperView = async (key: string, headers: Headers) => orderResponse.parse((await call(t.app, "GET", `/v1/orders/${key}`, headers)).body).data.order;

describe("access", () => {
  it("every order route answers 401 without a session and 403 to a shopper, changing nothing", async () => {
    const { number } = await placed();
    const shopper = await createSignedInUser(t.db);
    const before = await footprint(number);
    const routes: [string, string, unknown?][] = [
      ["GET", "/v1/admin/orders"],
      ["GET", `/v1/admin/orders/export.csv?from=${today()}&to=${today()}`],
      ["GET", `/v1/admin/orders/${number}`],
      ["POST", "/v1/admin/orders/bulk-confirm", { order_numbers: [number] }],
      ["GET", "/v1/admin/couriers"],
      ...ADMIN_ORDER_ACTIONS.map((a): [string, string, unknown] => [
        "POST",
        `/v1/admin/orders/${number}/${a}`,
        a === "cancel" ? { reason: "Customer asked" } : a === "ship" ? { courier: "manual", courier_name: "Pathao", courier_tracking_number: "P1" } : {},
      ]),
    ];
    for (const [method, url, body] of routes) {
      const anonymous = await t.app.inject({ method: method as "GET", url, ...(body ? { payload: body as object } : {}) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const asShopper = await t.app.inject({ method: method as "GET", url, headers: shopper.headers, ...(body ? { payload: body as object } : {}) });
      expect(asShopper.statusCode, `${method} ${url}`).toBe(403);
      expect(asShopper.json()).toMatchObject({ message: ADMIN_MESSAGES.staffOnly });
    }
    expect(await footprint(number)).toEqual(before);
  });

  it("an unknown action or order is 404", async () => {
    const { number } = await placed();
    expect((await act(number, "refund", {})).status).toBe(404);
    expect((await act("1000000000", "confirm", {})).status).toBe(404);
    expect((await call(t.app, "GET", "/v1/admin/orders/1000000000", staff.headers)).status).toBe(404);
  });

  it("lists the couriers the Ship form offers: Steadfast set up here, Pathao not (its keys unset), and manual", async () => {
    const res = await call(t.app, "GET", "/v1/admin/couriers", staff.headers);
    expect(adminCouriersResponse.parse(res.body).data.map((c) => [c.key, c.configured])).toEqual([
      ["steadfast", true],
      ["pathao", false],
      ["manual", true],
    ]);
  });
});

describe("the order's way: pending → confirmed → processing → shipped → delivered", () => {
  it("with a typed courier: each step a timeline entry, an audit row and an SMS; cash on delivery becomes paid; the shopper sees it", async () => {
    const { shopper, number, key, p } = await placed({ quantity: 2 });
    const detail = adminOrderResponse.parse((await call(t.app, "GET", `/v1/admin/orders/${number}`, staff.headers)).body).data;
    expect(detail).toMatchObject({
      status: "pending",
      payment_status: "unpaid",
      total_poisha: 1070_00,
      items_count: 2,
      customer: { id: shopper.user.id, phone: shopper.user.phone, full_name: "Test Shopper" },
      district: "Dhaka",
      summary: {
        subtotal_poisha: 1000_00,
        shipping_fee_poisha: 70_00,
        total_poisha: 1070_00,
        product_discount_poisha: 0,
        coupon_discount_poisha: 0,
        coupon_code: null,
        delivery_discount_poisha: 0,
      },
      address: { full_name: "রহিম উদ্দিন", phone_number: "01712345678", district: "Dhaka", inside_dhaka: true },
      courier: null,
      is_return: false,
      payments: [],
      actions: ["confirm", "cancel"],
    });
    expect(detail.lines).toEqual([
      expect.objectContaining({
        product_id: p.id,
        name: "Arduino Uno R3",
        sku: p.sku,
        unit_price_poisha: 500_00,
        unit_discount_price_poisha: null,
        quantity: 2,
        line_total_poisha: 1000_00,
      }),
    ]);
    // Every money field is named for its unit: no bare `total` or `unit_price` the storefront's taka could be read for.
    expect(Object.keys(detail.lines[0]).filter((k) => /price|total|amount/.test(k) && !k.endsWith("_poisha"))).toEqual([]);

    const confirmed = await actOk(number, "confirm", { note: "Called the customer" });
    expect([confirmed.status, confirmed.actions]).toEqual(["confirmed", ["process", "cancel"]]);
    // The staff note is staff-only (not marked for the customer): the shopper reads the shop's words.
    expect(confirmed.timeline.at(-1)).toMatchObject({
      status: "confirmed",
      note: "Confirmed by the shop",
      staff_note: "Called the customer",
      for_customer: false,
    });
    const processing = await actOk(number, "process");
    expect([processing.status, processing.actions]).toEqual(["processing", ["ship", "cancel"]]);
    const shipped = await actOk(number, "ship", {
      courier: "manual",
      courier_name: "Pathao",
      courier_tracking_number: "PTH-778812",
      tracking_url: "https://pathao.com/t/PTH-778812",
    });
    expect(shipped).toMatchObject({
      status: "shipped",
      courier: { name: "Pathao", tracking_number: "PTH-778812", tracking_url: "https://pathao.com/t/PTH-778812", ref: null },
      actions: ["deliver", "cancel"],
    });
    const delivered = await actOk(number, "deliver");
    expect(delivered).toMatchObject({ status: "delivered", payment_status: "paid", actions: [] });
    expect(delivered.payments).toEqual([
      expect.objectContaining({
        method: "cash_on_delivery",
        status: "paid",
        amount_poisha: 1070_00,
        events: [expect.objectContaining({ kind: "cash_collected" })],
      }),
    ]);
    expect(delivered.timeline.map((e) => [e.status, e.note])).toEqual([
      ["pending", "Order placed"],
      ["confirmed", "Confirmed by the shop"],
      ["processing", "Being packed"],
      ["shipped", "Shipped with Pathao, tracking PTH-778812"],
      ["delivered", "Delivered, cash collected"],
    ]);

    const log = await audits(number);
    expect(log.map((a) => a.action)).toEqual(["order.confirm", "order.process", "order.ship", "order.deliver"]);
    expect(log.every((a) => a.actor_id === staff.id)).toBe(true);
    expect(log[2].before).toMatchObject({ status: "processing", courier: null, courier_tracking_number: null });
    expect(log[2].after).toMatchObject({ status: "shipped", courier: "Pathao", courier_tracking_number: "PTH-778812" });
    expect(log[3].before).toMatchObject({ status: "shipped", payment_status: "unpaid" });
    expect(log[3].after).toMatchObject({ status: "delivered", payment_status: "paid" });

    expect((await smsTo(shopper.user.phone)).slice(1)).toEqual([
      `RoboDoc: order ${number} is confirmed. We will pack it soon.`,
      `RoboDoc: order ${number} is being packed.`,
      `RoboDoc: order ${number} is on its way with Pathao, tracking PTH-778812.`,
      `RoboDoc: order ${number} is delivered. Thank you for shopping with us.`,
    ]);
    // Stock was taken once, at checkout; the transitions did not move it.
    expect(await stockOf(t.db, p.id)).toBe(8);

    const seen = await shopperView(key, shopper.headers);
    expect(seen).toMatchObject({
      status: "delivered",
      payment_status: "paid",
      courier: { name: "Pathao", tracking_number: "PTH-778812", tracking_url: "https://pathao.com/t/PTH-778812" },
    });
  });

  it("with Steadfast: the parcel is booked with the fake over HTTP, its tracking code and page stored and shown to the shopper", async () => {
    const { shopper, number, key } = await placed({ quantity: 1 });
    await actOk(number, "confirm");
    await actOk(number, "process");
    const shipped = await actOk(number, "ship", { courier: "steadfast", note: "Fragile" });

    const consignment = steadfast.consignments.get(number)!;
    expect(consignment).toMatchObject({
      invoice: number,
      recipient_name: "রহিম উদ্দিন",
      recipient_phone: "01712345678",
      recipient_address: "House 1, Road 2, Mirpur, Dhaka",
      cod_amount: 570,
      item_description: "1 × Arduino Uno R3",
      status: "in_review",
    });
    const trackingUrl = `https://steadfast.com.bd/t/${consignment.tracking_code}`;
    expect(shipped).toMatchObject({
      status: "shipped",
      courier: { name: "Steadfast", tracking_number: consignment.tracking_code, tracking_url: trackingUrl, ref: String(consignment.consignment_id) },
    });
    expect(shipped.timeline.at(-1)).toMatchObject({
      status: "shipped",
      note: `Shipped with Steadfast, tracking ${shipped.courier?.tracking_number}`,
      staff_note: "Fragile",
      for_customer: false,
    });
    expect((await smsTo(shopper.user.phone)).at(-1)).toBe(`RoboDoc: order ${number} is on its way with Steadfast, tracking ${consignment.tracking_code}.`);
    expect((await audits(number)).at(-1)?.after).toMatchObject({ status: "shipped", courier: "Steadfast", courier_tracking_number: consignment.tracking_code });

    await actOk(number, "deliver");
    const seen = await shopperView(key, shopper.headers);
    expect(seen).toMatchObject({
      status: "delivered",
      payment_status: "paid",
      courier: { name: "Steadfast", tracking_number: consignment.tracking_code, tracking_url: trackingUrl },
    });
    expect(seen.timeline.map((e) => e.status)).toEqual(["pending", "confirmed", "processing", "shipped", "delivered"]);
  });

  it("office pickup is handed over straight from processing; a parcel to deliver must ship first", async () => {
    const pickup = await placed({ quantity: 1, pickup: true });
    await actOk(pickup.number, "confirm");
    const processing = await actOk(pickup.number, "process");
    expect(processing.actions).toEqual(["ship", "deliver", "cancel"]);
    const delivered = await actOk(pickup.number, "deliver");
    expect([delivered.status, delivered.payment_status, delivered.courier]).toEqual(["delivered", "paid", null]);

    const home = await placed({ quantity: 1 });
    await actOk(home.number, "confirm");
    await actOk(home.number, "process");
    await expectRefused(home.number, "deliver", {}, "An order that is processing cannot be delivered");
  });
});

describe("Steadfast refusing, failing or not set up changes nothing", () => {
  async function processingOrder() {
    const order = await placed({ quantity: 1 });
    await actOk(order.number, "confirm");
    await actOk(order.number, "process");
    return order;
  }

  it("the courier is down, or refuses the phone: 422 courierFailed, the order still processing", async () => {
    const order = await processingOrder();
    steadfast.setMode({ down: true });
    try {
      await expectRefused(order.number, "ship", { courier: "steadfast" }, ADMIN_MESSAGES.courierFailed, "courier_failed");
    } finally {
      steadfast.setMode({ down: false });
    }
    // The address snapshot's phone is one Steadfast refuses (not 11 digits).
    await t.db.execute(sql`update orders set address = jsonb_set(address, '{phone_number}', '"0171234567"') where order_number = ${order.number}`);
    await expectRefused(order.number, "ship", { courier: "steadfast" }, ADMIN_MESSAGES.courierFailed, "courier_failed");
    expect(steadfast.consignments.has(order.number)).toBe(false);
    // Another courier still works.
    expect((await actOk(order.number, "ship", { courier: "manual", courier_name: "RedX", courier_tracking_number: "RX1" })).status).toBe("shipped");
  });

  it("a parcel already booked under the order number: the duplicate is refused", async () => {
    const order = await processingOrder();
    // Booked from the courier's own portal (or a ship whose answer was lost).
    await createSteadfastClient({ baseUrl: steadfast.url, ...steadfast.credentials }).book({
      invoice: order.number,
      recipientName: "Someone",
      recipientPhone: "01712345678",
      recipientAddress: "Somewhere",
      codPoisha: 0,
    });
    await expectRefused(order.number, "ship", { courier: "steadfast" }, ADMIN_MESSAGES.courierFailed, "courier_failed");
  });

  it("an order that may not ship books nothing", async () => {
    const { number } = await placed();
    const calls = steadfast.requests.length;
    await expectRefused(number, "ship", { courier: "steadfast" }, "An order that is pending cannot be shipped");
    expect(steadfast.requests.length).toBe(calls);
  });

  it("without Steadfast keys: 422 courierNotConfigured, and the couriers list says so", async () => {
    const order = await processingOrder();
    const bare = await buildApp({ db: t.db, env: testEnv(), logger: false });
    try {
      const couriers = adminCouriersResponse.parse((await call(bare, "GET", "/v1/admin/couriers", staff.headers)).body).data;
      expect(couriers.find((c) => c.key === "steadfast")?.configured).toBe(false);
      const before = await footprint(order.number);
      const res = await call(bare, "POST", `/v1/admin/orders/${order.number}/ship`, staff.headers, { courier: "steadfast" });
      expect(res.status).toBe(422);
      expect(res.body.errors[0]).toMatchObject({ field: "courier", message: ADMIN_MESSAGES.courierNotConfigured });
      expect(await footprint(order.number)).toEqual(before);
    } finally {
      await bare.close();
    }
  });
});

describe("refused transitions: 422 in the shop's words, nothing changed", () => {
  it("from pending, processing, delivered and cancelled", async () => {
    const { number } = await placed();
    const ship = { courier: "manual", courier_name: "Pathao", courier_tracking_number: "P1" };
    await expectRefused(number, "process", {}, "An order that is pending cannot be packed");
    await expectRefused(number, "ship", ship, "An order that is pending cannot be shipped");
    await expectRefused(number, "deliver", {}, "An order that is pending cannot be delivered");
    await expectRefused(number, "receive_return", {}, "An order that is pending cannot be received back");

    await actOk(number, "confirm");
    await expectRefused(number, "confirm", {}, "An order that is confirmed cannot be confirmed");
    await actOk(number, "process");
    await actOk(number, "ship", ship);
    await actOk(number, "deliver");
    for (const action of ["confirm", "process", "deliver", "receive_return"] as const) {
      await expectRefused(number, action, {}, ADMIN_MESSAGES.transitionRefused("delivered", action));
    }
    await expectRefused(number, "ship", ship, "An order that is delivered cannot be shipped");
    await expectRefused(number, "cancel", { reason: "Customer changed mind" }, "An order that is delivered cannot be cancelled");

    const cancelled = await placed();
    await actOk(cancelled.number, "cancel", { reason: "Out of area" });
    await expectRefused(cancelled.number, "confirm", {}, "An order that is cancelled cannot be confirmed");
    await expectRefused(cancelled.number, "cancel", { reason: "Again" }, "An order that is cancelled cannot be cancelled");
    // Cancelled before it shipped: not a return, nothing to receive.
    await expectRefused(cancelled.number, "receive_return", {}, "An order that is cancelled cannot be received back");
  });

  it("bodies are checked against the contract", async () => {
    const { number } = await placed();
    await actOk(number, "confirm");
    await actOk(number, "process");
    const manual = await act(number, "ship", { courier: "manual" });
    expect(manual.status).toBe(422);
    expect(manual.body.errors.map((e: { field: string; message: string }) => [e.field, e.message])).toEqual([
      ["courier_name", ADMIN_MESSAGES.courierNameRequired],
      ["courier_tracking_number", ADMIN_MESSAGES.courierTrackingNumberRequired],
    ]);
    // The courier's number under its old name (issue 43) is not taken for it.
    const oldName = await act(number, "ship", { courier: "manual", courier_name: "Pathao", tracking_number: "P1" });
    expect([oldName.status, oldName.body.errors]).toEqual([422, [expect.objectContaining({ field: "courier_tracking_number" })]]);
    expect((await act(number, "ship", { courier: "sundarban" })).status).toBe(422);
    const cancel = await act(number, "cancel", {});
    expect(cancel.status).toBe(422);
    expect(cancel.body.errors[0]).toMatchObject({ field: "reason", message: ADMIN_MESSAGES.cancelReasonRequired });
    expect((await act(number, "cancel", { reason: "  " })).body.errors[0].message).toBe(ADMIN_MESSAGES.cancelReasonRequired);
    expect((await footprint(number))?.status).toBe("processing");
  });
});

describe("cancel and return", () => {
  it("cancelling before shipping puts the stock back (ledger: cancelled, by the staff member) and keeps the staff's reason", async () => {
    const { p, shopper, number, key } = await placed({ quantity: 3, stock: 10 });
    await actOk(number, "confirm");
    const cancelled = await actOk(number, "cancel", { reason: "Customer unreachable for 3 days" });
    expect(cancelled).toMatchObject({ status: "cancelled", cancel_reason: "Customer unreachable for 3 days", is_return: false, actions: [] });
    expect(cancelled.timeline.at(-1)).toMatchObject({ status: "cancelled", note: "Cancelled by the shop" });
    expect(await stockOf(t.db, p.id)).toBe(10);
    const orderId = (await t.db.execute<{ id: string }>(sql`select id from orders where order_number = ${number}`)).rows[0].id;
    expect((await ledger(p.id)).slice(1)).toEqual([
      { reason: "order", delta: -3, actor_id: null, order_id: orderId },
      { reason: "cancelled", delta: 3, actor_id: staff.id, order_id: orderId },
    ]);
    expect((await audits(number)).at(-1)).toMatchObject({
      action: "order.cancel",
      before: { status: "confirmed" },
      after: { status: "cancelled", cancel_reason: "Customer unreachable for 3 days" },
    });
    expect((await smsTo(shopper.user.phone)).at(-1)).toBe(`RoboDoc: order ${number} is cancelled.`);
    // The shopper's page shows the cancellation; the shop's own words stay in the back office.
    expect((await shopperView(key, shopper.headers)).cancellation).toMatchObject({ reason: "others", notes: null });
  });

  it("cancelling a shipped order is a return: stock back only when received, once", async () => {
    const { p, shopper, number } = await placed({ quantity: 2, stock: 5 });
    await actOk(number, "confirm");
    await actOk(number, "process");
    await actOk(number, "ship", { courier: "manual", courier_name: "Pathao", courier_tracking_number: "PTH-1" });
    const returned = await actOk(number, "cancel", { reason: "Refused at the door" });
    expect(returned).toMatchObject({ status: "cancelled", is_return: true, return_received_at: null, actions: ["receive_return"] });
    expect(await stockOf(t.db, p.id)).toBe(3);

    const received = await actOk(number, "receive_return", { note: "Box intact" });
    expect(received).toMatchObject({ status: "cancelled", is_return: true, actions: [] });
    expect(received.return_received_at).toMatch(/\+06:00$/);
    expect(received.timeline.slice(-2).map((e) => [e.status, e.note, e.staff_note])).toEqual([
      ["cancelled", "Cancelled by the shop; the parcel comes back as a return", null],
      ["cancelled", "Returned parcel received", "Box intact"],
    ]);
    expect(await stockOf(t.db, p.id)).toBe(5);
    expect((await ledger(p.id)).filter((m) => m.reason === "returned")).toEqual([expect.objectContaining({ delta: 2, actor_id: staff.id })]);

    await expectRefused(number, "receive_return", {}, "An order that is cancelled cannot be received back");
    expect(await stockOf(t.db, p.id)).toBe(5);
    expect((await audits(number)).map((a) => a.action).slice(-2)).toEqual(["order.cancel", "order.receive_return"]);
    expect((await smsTo(shopper.user.phone)).slice(-2)).toEqual([
      `RoboDoc: order ${number} is cancelled.`,
      `RoboDoc: the return of order ${number} has reached us.`,
    ]);
  });
});

describe("online payments", () => {
  async function pay(key: string, headers: Headers) {
    const start = await t.app.inject({ method: "GET", url: `/v1/payments/${key}/start`, headers });
    expect(start.statusCode).toBe(302);
    const pressed = await pressOnFakePage(String(start.headers.location), "Pay");
    const back = await t.app.inject({ method: "GET", url: `/v1/payments/bkash/callback${pressed.location.search}` });
    expect(back.statusCode).toBe(302);
  }

  it("a bKash order is confirmed only once paid; cancelling it refunds through bKash after the commit", async () => {
    const { p, shopper, number, key } = await placed({ quantity: 1, payment: "bkash", stock: 4 });
    const waiting = adminOrderResponse.parse((await call(t.app, "GET", `/v1/admin/orders/${number}`, staff.headers)).body).data;
    expect([waiting.payment_status, waiting.actions]).toEqual(["pending", ["cancel"]]);
    await expectRefused(number, "confirm", {}, ADMIN_MESSAGES.paymentNotComplete, "payment_not_complete");

    await pay(key, shopper.headers);
    const paid = await actOk(number, "confirm");
    expect([paid.status, paid.payment_status]).toEqual(["confirmed", "paid"]);
    expect(paid.payments).toEqual([expect.objectContaining({ method: "bkash", status: "paid", amount_poisha: 570_00, transaction_id: expect.any(String) })]);
    expect(paid.payments[0].events.length).toBeGreaterThan(0);

    const refundsBefore = bkash.state.calls["payment/refund"];
    // Money moves are the owner's: this staff member was granted refunds.
    await grantRefunds(staff.phone, true);
    const cancelled = await actOk(number, "cancel", { reason: "Item damaged in store" });
    await grantRefunds(staff.phone, false);
    expect([cancelled.status, cancelled.payment_status]).toEqual(["cancelled", "refunded"]);
    expect(bkash.state.calls["payment/refund"]).toBe(refundsBefore + 1);
    expect(await stockOf(t.db, p.id)).toBe(4);
    expect((await smsTo(shopper.user.phone)).at(-1)).toBe(`RoboDoc: order ${number} is cancelled. Your payment will be refunded.`);
  });
});

describe("money moves are the owner's", () => {
  async function paidOrder() {
    const order = await placed({ quantity: 1, payment: "bkash", stock: 4 });
    const start = await t.app.inject({ method: "GET", url: `/v1/payments/${order.key}/start`, headers: order.shopper.headers });
    const pressed = await pressOnFakePage(String(start.headers.location), "Pay");
    expect((await t.app.inject({ method: "GET", url: `/v1/payments/bkash/callback${pressed.location.search}` })).statusCode).toBe(302);
    await actOk(order.number, "confirm");
    return order;
  }
  const me = async (headers: Headers) => (await call(t.app, "GET", "/v1/admin/me", headers)).body.data;

  it("staff cannot cancel (refund) a paid order: 403 in clear words, nothing changed, no refund asked", async () => {
    const { number, p } = await paidOrder();
    expect(await me(staff.headers)).toMatchObject({ role: "staff", can_refund: false });
    const before = await footprint(number);
    const refunds = bkash.state.calls["payment/refund"];
    const res = await act(number, "cancel", { reason: "Customer changed their mind" });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: ADMIN_MESSAGES.refundNotGranted });
    expect(await footprint(number)).toEqual(before);
    expect(bkash.state.calls["payment/refund"]).toBe(refunds);
    expect(await stockOf(t.db, p.id)).toBe(3);
    // An unpaid order moves no money: staff cancel it as before.
    const cod = await placed({ quantity: 1 });
    expect((await act(cod.number, "cancel", { reason: "Duplicate order" })).status).toBe(200);
  });

  it("the owner may; a staff member the owner granted it may, until the grant is withdrawn", async () => {
    const first = await paidOrder();
    expect((await act(first.number, "cancel", { reason: "Out of stock after all" }, owner.headers)).status).toBe(200);
    expect(await me(owner.headers)).toMatchObject({ role: "owner", can_refund: true });

    // Only an owner grants, in the Staff screen (which lists the grant).
    const denied = await call(t.app, "PATCH", `/v1/admin/staff/${staff.phone}`, staff.headers, { can_refund: true });
    expect(denied.status).toBe(403);
    expect((await call(t.app, "PATCH", "/v1/admin/staff/01999999999", owner.headers, { can_refund: true })).status).toBe(404);
    await grantRefunds(staff.phone, true);
    const listed = (await call(t.app, "GET", "/v1/admin/staff", owner.headers)).body.data;
    expect(listed.find((m: { phone: string }) => m.phone === staff.phone)).toMatchObject({ can_refund: true });
    expect(await me(staff.headers)).toMatchObject({ can_refund: true });
    const second = await paidOrder();
    const refunds = bkash.state.calls["payment/refund"];
    const cancelled = await actOk(second.number, "cancel", { reason: "Customer asked" });
    expect([cancelled.status, cancelled.payment_status]).toEqual(["cancelled", "refunded"]);
    expect(bkash.state.calls["payment/refund"]).toBe(refunds + 1);
    const grants = await t.db.execute<{ actor_id: string; after: unknown }>(
      sql`select actor_id, after from audit_log where entity = 'staff' and entity_id = ${staff.id} and action = 'staff.grant' order by id`,
    );
    const last = grants.rows.at(-1);
    expect(last?.actor_id).toBe(owner.id);
    expect(typeof last?.after === "string" ? JSON.parse(last.after) : last?.after).toMatchObject({ phone: staff.phone, can_refund: true });

    await grantRefunds(staff.phone, false);
    const third = await paidOrder();
    expect((await act(third.number, "cancel", { reason: "Customer asked" })).status).toBe(403);
  });
});

describe("staff notes are staff-only unless marked for the customer", () => {
  const SECRET = "INTERNAL: customer was rude on the phone";
  const PUBLIC = "Your parcel is packed in a gift box";

  async function pdfText(buffer: Buffer): Promise<string> {
    const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
    const pdf = await getDocument({ data: new Uint8Array(buffer), verbosity: 0 }).promise;
    let text = "";
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      text += content.items.map((item) => ("str" in item ? item.str : "")).join(" ");
    }
    await pdf.destroy();
    return text;
  }

  it("an unmarked note never reaches the shopper's order, list, tracking, invoice or SMS; a marked one does; staff see both, marked", async () => {
    const { shopper, number, key } = await placed({ quantity: 1 });
    await actOk(number, "confirm", { note: SECRET });
    await actOk(number, "process", { note: PUBLIC, for_customer: true });
    const shipped = await actOk(number, "ship", { courier: "manual", courier_name: "Pathao", courier_tracking_number: "PTH-9", note: `${SECRET} (ship)` });
    expect(shipped.timeline.slice(1).map((e) => [e.status, e.note, e.staff_note, e.for_customer])).toEqual([
      ["confirmed", "Confirmed by the shop", SECRET, false],
      ["processing", PUBLIC, PUBLIC, true],
      ["shipped", "Shipped with Pathao, tracking PTH-9", `${SECRET} (ship)`, false],
    ]);

    const stranger = await createSignedInUser(t.db);
    const answers = {
      order: await call(t.app, "GET", `/v1/orders/${key}`, shopper.headers),
      list: await call(t.app, "GET", "/v1/orders", shopper.headers),
      trackedByOwner: await call(t.app, "POST", "/v1/orders/tracking", shopper.headers, { tracking_number: number }),
      trackedByStranger: await call(t.app, "POST", "/v1/orders/tracking", stranger.headers, { tracking_number: number }),
      trackedByGuest: await call(t.app, "POST", "/v1/orders/tracking", {}, { tracking_number: number }),
      reducedView: await call(t.app, "GET", `/v1/orders/${key}`, stranger.headers),
    };
    for (const [name, res] of Object.entries(answers)) {
      expect(res.status, name).toBe(200);
      const text = JSON.stringify(res.body);
      expect(text, name).not.toContain("INTERNAL");
      if (name !== "list") expect(text, name).toContain(PUBLIC);
    }
    expect((await shopperView(key, shopper.headers)).timeline.map((e) => e.note)).toEqual([
      "Order placed",
      "Confirmed by the shop",
      PUBLIC,
      "Shipped with Pathao, tracking PTH-9",
    ]);

    const invoice = await t.app.inject({ method: "GET", url: `/v1/orders/invoice/${key}`, headers: shopper.headers });
    expect(invoice.statusCode).toBe(200);
    const printed = await pdfText(invoice.rawPayload);
    expect(printed).toContain(number);
    expect(printed).not.toContain("INTERNAL");
    expect((await smsTo(shopper.user.phone)).join("\n")).not.toContain("INTERNAL");
  });

  it("the choice is checked against the contract", async () => {
    const { number } = await placed({ quantity: 1 });
    const res = await act(number, "confirm", { note: "x", for_customer: "yes" });
    expect(res.status).toBe(422);
    expect((await call(t.app, "GET", `/v1/admin/orders/${number}`, staff.headers)).body.data.status).toBe("pending");
  });
});

describe("POST /v1/admin/orders/bulk-confirm", () => {
  it("confirms each order on its own and says why the others were refused", async () => {
    const a = await placed();
    const b = await placed();
    const already = await placed();
    await actOk(already.number, "confirm");
    const online = await placed({ payment: "bkash" });

    const res = await call(t.app, "POST", "/v1/admin/orders/bulk-confirm", staff.headers, {
      order_numbers: [a.number, already.number, "1000000000", online.number, b.number, a.number],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = adminBulkConfirmResponse.parse(res.body);
    expect(body.data).toEqual({
      confirmed: [a.number, b.number],
      refused: [
        { order_number: already.number, message: "An order that is confirmed cannot be confirmed" },
        { order_number: "1000000000", message: ORDER_MESSAGES.orderNotFound },
        { order_number: online.number, message: ADMIN_MESSAGES.paymentNotComplete },
      ],
    });
    for (const o of [a, b]) {
      expect((await footprint(o.number))?.status).toBe("confirmed");
      expect((await audits(o.number)).map((x) => x.action)).toEqual(["order.confirm"]);
      expect((await smsTo(o.shopper.user.phone)).at(-1)).toBe(`RoboDoc: order ${o.number} is confirmed. We will pack it soon.`);
    }
    expect((await footprint(online.number))?.status).toBe("pending");
    expect((await audits(already.number)).length).toBe(1);
    expect((await call(t.app, "POST", "/v1/admin/orders/bulk-confirm", staff.headers, { order_numbers: [] })).status).toBe(422);
  });
});

describe("GET /v1/admin/orders", () => {
  const list = async (query: string) => {
    const res = await call(t.app, "GET", `/v1/admin/orders?${query}`, staff.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return adminOrdersResponse.parse(res.body);
  };

  it("searches by order number (spaces and dashes ignored) or phone digits, counts per status, filters, newest first", async () => {
    const first = await placed({ quantity: 1 });
    const phone = first.shopper.user.phone;
    // Two more orders of the same shopper: one confirmed, one cancelled.
    const again = async () => {
      expect((await call(t.app, "PUT", "/v2/carts", first.shopper.headers, { product: first.p.slug, quantity: 1 })).status).toBe(200);
      const res = await placeOrderCall(t.app, first.shopper.headers);
      expect(res.status).toBe(201);
      return res.body.data.order.order_number as string;
    };
    const second = await again();
    const third = await again();
    await actOk(second, "confirm");
    await actOk(third, "cancel", { reason: "Duplicate order" });

    const byPhone = await list(`q=${phone.slice(-7)}`);
    expect(byPhone.data.map((o) => o.order_number)).toEqual([third, second, first.number]);
    expect(byPhone.meta).toMatchObject({ page: 1, per_page: ADMIN_PER_PAGE, total: 3, last_page: 1 });
    expect(byPhone.meta.counts).toEqual({ pending: 1, confirmed: 1, processing: 0, shipped: 0, delivered: 0, cancelled: 1, failed: 0 });
    expect(byPhone.data[2]).toMatchObject({
      order_number: first.number,
      order_key: first.key,
      status: "pending",
      payment_method: "cash_on_delivery",
      payment_status: "unpaid",
      delivery_method: "home_delivery",
      total_poisha: 570_00,
      items_count: 1,
      customer: { id: first.shopper.user.id, phone, full_name: "Test Shopper" },
      district: "Dhaka",
    });
    expect(byPhone.data[0].created_at).toMatch(/\+06:00$/);

    // The tab narrows the rows, never the counts.
    const pendingTab = await list(`q=${phone.slice(-7)}&status=pending`);
    expect(pendingTab.data.map((o) => o.order_number)).toEqual([first.number]);
    expect(pendingTab.meta.counts).toEqual(byPhone.meta.counts);
    expect(pendingTab.meta.total).toBe(1);
    expect((await list(`q=${encodeURIComponent(`+88${phone}`)}`)).meta.total).toBe(3);
    expect((await list(`q=${phone.slice(-3)}`)).meta.total).toBe(0);

    const spaced = `${first.number.slice(0, 3)} ${first.number.slice(3, 6)}-${first.number.slice(6)}`;
    expect((await list(`q=${encodeURIComponent(spaced)}`)).data.map((o) => o.order_number)).toEqual([first.number]);

    // The address phone (a relative receiving the parcel) finds it too.
    await t.db.execute(sql`update orders set address = jsonb_set(address, '{phone_number}', '"01899123456"') where order_number = ${second}`);
    expect((await list("q=99123456")).data.map((o) => o.order_number)).toEqual([second]);

    // Days are Dhaka days: an order from 10 days ago is outside today's range.
    await t.db.execute(sql`update orders set created_at = now() - interval '10 days' where order_number = ${first.number}`);
    expect((await list(`q=${phone.slice(-7)}&from=${today()}&to=${today()}`)).data.map((o) => o.order_number)).toEqual([third, second]);
    expect((await list(`q=${phone.slice(-7)}&to=${today()}`)).meta.total).toBe(3);
    expect((await list(`q=${phone.slice(-7)}&payment_method=bkash`)).meta.total).toBe(0);
    expect((await list(`q=${phone.slice(-7)}&payment_method=cash_on_delivery`)).meta.total).toBe(3);

    const reversed = await call(t.app, "GET", `/v1/admin/orders?from=2025-02-02&to=2025-02-01`, staff.headers);
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors[0]).toMatchObject({ field: "to", message: ADMIN_MESSAGES.dateRange });
    expect((await call(t.app, "GET", `/v1/admin/orders?from=2025-02-30`, staff.headers)).status).toBe(422);
  });

  it("names the customer by the delivery name when their profile has none", async () => {
    const nameless = await placed({ quantity: 1 });
    await t.db.execute(sql`update users set full_name = null where id = ${nameless.shopper.user.id}`);
    const row = (await list(`q=${nameless.number}`)).data[0];
    expect(row.customer).toMatchObject({ id: nameless.shopper.user.id, full_name: "রহিম উদ্দিন" });
    const detail = adminOrderResponse.parse((await call(t.app, "GET", `/v1/admin/orders/${nameless.number}`, staff.headers)).body).data;
    expect(detail.customer.full_name).toBe("রহিম উদ্দিন");
  });

  it("pages 25 at a time", async () => {
    const all = await list("");
    expect(all.meta.per_page).toBe(25);
    expect(all.data.length).toBe(Math.min(all.meta.total, 25));
    const times = all.data.map((o) => o.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe("GET /v1/admin/orders/export.csv", () => {
  // The address the test shopper orders to (test/commerce-fixture.ts), as the order keeps it: a CSV cell quoted for its comma.
  const DELIVERY_ADDRESS = '"House 1, Road 2, Mirpur, Dhaka"';
  it("one line per order placed in the Dhaka days, RFC 4180 quoting and no formula runs", async () => {
    const tricky = await placed({ quantity: 2, fullName: '=HYPERLINK("http://evil.test","Click")' });
    const plain = await placed({ quantity: 1, fullName: 'Rahim, "Bhai" Uddin' });
    await actOk(plain.number, "confirm");
    await actOk(plain.number, "process");
    await actOk(plain.number, "ship", { courier: "manual", courier_name: "+Courier", courier_tracking_number: "-42" });
    const old = await placed({ quantity: 1 });
    await t.db.execute(sql`update orders set created_at = now() - interval '3 days' where order_number = ${old.number}`);
    const day = today();

    const res = await t.app.inject({ method: "GET", url: `/v1/admin/orders/export.csv?from=${day}&to=${day}`, headers: staff.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="orders-${day}-to-${day}.csv"`);
    const text = res.body;
    expect(text.startsWith("\uFEFF")).toBe(true);
    const lines = text.slice(1).split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(lines[0]).toBe(
      "Order number,Placed at,Status,Payment method,Payment status,Customer,Phone,District,Items,Subtotal (Tk),Discounts (Tk),Shipping (Tk),Total (Tk),Courier,Tracking number,Deliver to,Delivery phone,Delivery address",
    );
    expect(text).not.toContain(old.number);

    const line = (n: string) => lines.find((l) => l.startsWith(`${n},`));
    const placedAt = (n: string) => line(n)!.split(",")[1];
    expect(placedAt(tricky.number)).toMatch(new RegExp(`^${day} \\d{2}:\\d{2}$`));
    expect(line(tricky.number)).toBe(
      `${tricky.number},${placedAt(tricky.number)},Pending,Cash On Delivery,Unpaid,"'=HYPERLINK(""http://evil.test"",""Click"")","=""${tricky.shopper.user.phone}""",Dhaka,2 × Arduino Uno R3,1000.00,0.00,70.00,1070.00,,,রহিম উদ্দিন,"=""01712345678""",${DELIVERY_ADDRESS}`,
    );
    expect(line(plain.number)).toBe(
      `${plain.number},${placedAt(plain.number)},Shipped,Cash On Delivery,Unpaid,"Rahim, ""Bhai"" Uddin","=""${plain.shopper.user.phone}""",Dhaka,1 × Arduino Uno R3,500.00,0.00,70.00,570.00,'+Courier,'-42,রহিম উদ্দিন,"=""01712345678""",${DELIVERY_ADDRESS}`,
    );

    const reversed = await call(t.app, "GET", `/v1/admin/orders/export.csv?from=${day}&to=2020-01-01`, staff.headers);
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors[0]).toMatchObject({ message: ADMIN_MESSAGES.dateRange });
    expect((await call(t.app, "GET", `/v1/admin/orders/export.csv?from=${day}`, staff.headers)).status).toBe(422);
  });
});
