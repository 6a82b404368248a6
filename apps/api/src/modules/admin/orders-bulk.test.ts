import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantStaffRole, sql } from "@shop/db";
import { ADMIN_MESSAGES, adminOrderResponse } from "@shop/contracts";
import { BULK_MESSAGES, bulkShipResponse, slipsResponse } from "@shop/contracts/bulk-orders";
import { useTestApp } from "../../test/app";
import { call, seedDistricts } from "../../test/commerce-fixture";
import { createCategory, createProduct, randomPhone } from "../../test/factories";
import { signInByPhone } from "../identity/testing";
import { placeOrderCall, shopperReadyToOrder } from "../orders/test-helpers";
import { startFakeSteadfast } from "../../../fakes/couriers/steadfast/fake";
import { startFakePathao } from "../../../fakes/couriers/pathao/fake";

// Bulk work on the queue (issues 46 and 47) through the real HTTP stack and database, with the
// fake Steadfast and the fake Pathao speaking their protocols over HTTP.
const steadfast = await startFakeSteadfast();
const pathao = await startFakePathao();
const t = useTestApp({
  STEADFAST_BASE_URL: steadfast.url,
  STEADFAST_API_KEY: steadfast.credentials.apiKey,
  STEADFAST_SECRET_KEY: steadfast.credentials.secretKey,
  PATHAO_BASE_URL: pathao.url,
  PATHAO_CLIENT_ID: pathao.credentials.clientId,
  PATHAO_CLIENT_SECRET: pathao.credentials.clientSecret,
  PATHAO_USERNAME: pathao.credentials.username,
  PATHAO_PASSWORD: pathao.credentials.password,
  PATHAO_STORE_ID: String(pathao.credentials.storeId),
  SHOP_NAME: "RoboDoc Parts",
  SHOP_ADDRESS: "12 Elephant Road, Dhaka 1205",
  SHOP_PHONE: "01700-000000",
});
afterAll(async () => {
  await steadfast.close();
  await pathao.close();
});

type Headers = Record<string, string>;
let categoryId: number;
let staff: Headers;
let shopperHeaders: Headers;
beforeAll(async () => {
  categoryId = (await createCategory(t.db)).id;
  await seedDistricts(t.db);
  staff = (await signInByPhone(t.app, t.db, await grantStaffRole(t.db, randomPhone(), "staff", "Karim Staff"))).headers;
});

/** A shopper's cash-on-delivery order for one unit of a fresh ৳500 product, confirmed by staff when asked. */
async function placed(confirm = true) {
  const p = await createProduct(t.db, { categoryId, price: 500, stock: 5, name: "HC-SR04 sensor" });
  const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug, quantity: 2 }]);
  shopperHeaders = shopper.headers;
  const res = await placeOrderCall(t.app, shopper.headers, {});
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const number = res.body.data.order.order_number as string;
  if (confirm) expect((await call(t.app, "POST", `/v1/admin/orders/${number}/confirm`, staff, {})).status).toBe(200);
  return { number, phone: shopper.user.phone as string };
}

/** Everything shipping changes: a refused order must keep all of it. */
async function footprint(number: string) {
  const result = await t.db.execute(sql`
    select o.status, o.courier_name, o.courier_tracking_number, o.courier_ref,
      (select count(*)::int from order_events e where e.order_id = o.id) as events,
      (select count(*)::int from audit_log a where a.entity = 'order' and a.entity_id = o.order_number) as audits,
      (select count(*)::int from outbox x where x."to" = u.phone) as sms
    from orders o join users u on u.id = o.user_id where o.order_number = ${number}`);
  return result.rows[0];
}

describe("POST /v1/admin/orders/bulk-ship", () => {
  it("ships each order with Steadfast on its own: a phone Steadfast refuses leaves that one as it was, the other two shipped", async () => {
    const a = await placed();
    const b = await placed();
    const c = await placed();
    for (const o of [b, c]) expect((await call(t.app, "POST", `/v1/admin/orders/${o.number}/process`, staff, {})).status).toBe(200);
    // a stays confirmed: bulk-ship marks it packed first. b's delivery phone is one Steadfast refuses (not 11 digits).
    await t.db.execute(sql`update orders set address = jsonb_set(address, '{phone_number}', '"0171234567"') where order_number = ${b.number}`);
    const before = await footprint(b.number);

    const res = await call(t.app, "POST", "/v1/admin/orders/bulk-ship", staff, { order_numbers: [a.number, b.number, c.number], courier: "steadfast" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { results } = bulkShipResponse.parse(res.body).data;
    const codeOf = (number: string) => steadfast.consignments.get(number)?.tracking_code;
    expect(results).toEqual([
      { order_number: a.number, result: "shipped", courier: "Steadfast", tracking_number: codeOf(a.number) },
      { order_number: b.number, result: "refused", message: ADMIN_MESSAGES.courierFailed, reason: "The recipient phone must be 11 digits." },
      { order_number: c.number, result: "shipped", courier: "Steadfast", tracking_number: codeOf(c.number) },
    ]);
    expect(res.body.message).toBe("2 shipped, 1 refused");
    expect(steadfast.consignments.has(b.number)).toBe(false);
    expect(await footprint(b.number)).toEqual(before);
    for (const shipped of [a, c]) {
      const order = adminOrderResponse.parse((await call(t.app, "GET", `/v1/admin/orders/${shipped.number}`, staff)).body).data;
      expect(order.status).toBe("shipped");
      expect(order.courier).toMatchObject({ name: "Steadfast", tracking_number: codeOf(shipped.number) });
      const sms = await t.db.execute<{ body: string }>(sql`select body from outbox where "to" = ${shipped.phone} order by id desc limit 1`);
      expect(sms.rows[0].body).toContain(`tracking ${codeOf(shipped.number)}`);
      const audit = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from audit_log where entity = 'order' and entity_id = ${shipped.number} and action = 'order.ship'`,
      );
      expect(audit.rows[0].n).toBe(1);
    }
  });

  it("a confirmed order Steadfast refuses stays confirmed (not packed): nothing of it changes", async () => {
    const order = await placed();
    await t.db.execute(sql`update orders set address = jsonb_set(address, '{phone_number}', '"0171234567"') where order_number = ${order.number}`);
    const before = await footprint(order.number);
    const res = await call(t.app, "POST", "/v1/admin/orders/bulk-ship", staff, { order_numbers: [order.number], courier: "steadfast" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(bulkShipResponse.parse(res.body).data.results).toEqual([
      { order_number: order.number, result: "refused", message: ADMIN_MESSAGES.courierFailed, reason: "The recipient phone must be 11 digits." },
    ]);
    expect(await footprint(order.number)).toEqual(before);
    expect(before).toMatchObject({ status: "confirmed", courier_name: null });
    expect(steadfast.consignments.has(order.number)).toBe(false);
  });

  it("a pending or unknown order is refused in words, a repeated number is shipped once, and Steadfast is not called for them", async () => {
    const pending = await placed(false);
    const ready = await placed();
    const calls = steadfast.requests.length;
    const res = await call(t.app, "POST", "/v1/admin/orders/bulk-ship", staff, {
      order_numbers: [pending.number, "RD-NOPE-1", ready.number, ready.number],
      courier: "steadfast",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { results } = bulkShipResponse.parse(res.body).data;
    expect(results.map((item) => [item.order_number, item.result])).toEqual([
      [pending.number, "refused"],
      ["RD-NOPE-1", "refused"],
      [ready.number, "shipped"],
    ]);
    expect(results[0]).toMatchObject({ message: "An order that is pending cannot be shipped" });
    expect(steadfast.requests.length).toBe(calls + 1);
  });

  it("bad input is a 4xx in words and changes nothing; a shopper gets 403", async () => {
    const order = await placed();
    const before = await footprint(order.number);
    for (const body of [{ order_numbers: [], courier: "steadfast" }, { order_numbers: [order.number], courier: "pigeon" }, { courier: "steadfast" }]) {
      const res = await call(t.app, "POST", "/v1/admin/orders/bulk-ship", staff, body);
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.errors.length).toBeGreaterThan(0);
    }
    const many = await call(t.app, "POST", "/v1/admin/orders/bulk-ship", staff, {
      order_numbers: Array.from({ length: 101 }, (_, i) => `RD-${i}`),
      courier: "steadfast",
    });
    expect(many.status).toBe(422);
    expect((await call(t.app, "POST", "/v1/admin/orders/bulk-ship", shopperHeaders, { order_numbers: [order.number], courier: "steadfast" })).status).toBe(403);
    expect((await call(t.app, "POST", "/v1/admin/orders/bulk-ship", {}, { order_numbers: [order.number], courier: "steadfast" })).status).toBe(401);
    expect(await footprint(order.number)).toEqual(before);
  });
});

describe("POST /v1/admin/orders/bulk-ship with Pathao (issue 47)", () => {
  const pathaoOf = (number: string) => [...pathao.orders.values()].filter((o) => o.merchant_order_id === number);
  const press = (numbers: string[]) => call(t.app, "POST", "/v1/admin/orders/bulk-ship", staff, { order_numbers: numbers, courier: "pathao" });

  it("books three with Pathao in one call, each answered with its consignment; the rider collects the total less the advance", async () => {
    const a = await placed();
    const b = await placed();
    const c = await placed();
    expect((await call(t.app, "POST", `/v1/admin/orders/${c.number}/process`, staff, {})).status).toBe(200);
    // b's shopper paid ৳70 ahead by bKash (the advance): Pathao collects the rest.
    await t.db.execute(sql`update orders set advance_amount = 7000 where order_number = ${b.number}`);
    const totals = await t.db.execute<{ order_number: string; total: number }>(
      sql`select order_number, total from orders where order_number in (${a.number}, ${b.number}, ${c.number})`,
    );
    const totalOf = (n: string) => Number(totals.rows.find((r) => r.order_number === n)!.total);

    const res = await press([a.number, b.number, c.number]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe("3 shipped, 0 refused");
    const { results } = bulkShipResponse.parse(res.body).data;
    expect(results).toEqual(
      [a, b, c].map((o) => ({ order_number: o.number, result: "shipped", courier: "Pathao", tracking_number: pathaoOf(o.number)[0].consignment_id })),
    );
    expect(pathaoOf(a.number)[0].amount_to_collect).toBe(totalOf(a.number) / 100);
    expect(pathaoOf(b.number)[0].amount_to_collect).toBe((totalOf(b.number) - 7000) / 100);
    for (const o of [a, b, c]) {
      const order = adminOrderResponse.parse((await call(t.app, "GET", `/v1/admin/orders/${o.number}`, staff)).body).data;
      expect(order.status).toBe("shipped");
      expect(order.courier).toMatchObject({ name: "Pathao", tracking_number: pathaoOf(o.number)[0].consignment_id });
      // One SMS for the shipment (a confirmed order's packing step sends none of its own).
      const sms = await t.db.execute<{ body: string }>(sql`select body from outbox where "to" = ${o.phone} order by id desc limit 2`);
      expect(sms.rows[0].body).toContain(pathaoOf(o.number)[0].consignment_id);
      if (o !== c) expect(sms.rows[1].body).not.toMatch(/packed|packing/i);
    }
  });

  it("a parcel Pathao refuses leaves its order exactly as it was, with Pathao's reason; the others ship", async () => {
    const good = await placed();
    const bad = await placed();
    await t.db.execute(sql`update orders set address = jsonb_set(address, '{phone_number}', '"0171234567"') where order_number = ${bad.number}`);
    const before = await footprint(bad.number);
    const res = await press([bad.number, good.number]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { results } = bulkShipResponse.parse(res.body).data;
    expect(results[0]).toMatchObject({ order_number: bad.number, result: "refused", message: ADMIN_MESSAGES.courierFailed });
    expect(results[0].result === "refused" && results[0].reason).toContain("The recipient phone must be 11 digits.");
    expect(results[1]).toMatchObject({ order_number: good.number, result: "shipped" });
    expect(await footprint(bad.number)).toEqual(before);
    expect(before).toMatchObject({ status: "confirmed", courier_ref: null });
    expect(pathaoOf(bad.number)).toHaveLength(0);
  });

  it("a double press (two at once, then a third) books each order once: the later answers say already shipped", async () => {
    const a = await placed();
    const b = await placed();
    const [first, second] = await Promise.all([press([a.number, b.number]), press([b.number, a.number])]);
    const third = await press([a.number, b.number]);
    for (const res of [first, second, third]) expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(pathaoOf(a.number)).toHaveLength(1);
    expect(pathaoOf(b.number)).toHaveLength(1);
    const all = [first, second, third].flatMap((res) => bulkShipResponse.parse(res.body).data.results);
    for (const o of [a, b]) {
      const mine = all.filter((r) => r.order_number === o.number);
      expect(mine.every((r) => r.result === "shipped" && r.tracking_number === pathaoOf(o.number)[0].consignment_id)).toBe(true);
      expect(mine.filter((r) => r.result === "shipped" && r.already)).toHaveLength(2);
    }
    const audits = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where entity = 'order' and entity_id in (${a.number}, ${b.number}) and action = 'order.ship'`,
    );
    expect(audits.rows[0].n).toBe(2);
  });
});

describe("Steadfast parcel cancel (issue 47)", () => {
  const ship = (number: string) => call(t.app, "POST", `/v1/admin/orders/${number}/ship`, staff, { courier: "steadfast" });
  const courierRef = async (number: string) =>
    (await t.db.execute<{ courier_ref: string | null }>(sql`select courier_ref from orders where order_number = ${number}`)).rows[0].courier_ref;

  it("staff cancelling a shipped order cancels its parcel at Steadfast (a return request) and clears courier_ref", async () => {
    const order = await placed();
    expect((await call(t.app, "POST", `/v1/admin/orders/${order.number}/process`, staff, {})).status).toBe(200);
    expect((await ship(order.number)).status).toBe(200);
    const consignment = steadfast.consignments.get(order.number)!;
    expect(await courierRef(order.number)).toBe(String(consignment.consignment_id));

    const res = await call(t.app, "POST", `/v1/admin/orders/${order.number}/cancel`, staff, { reason: "Customer changed their mind" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(steadfast.returnRequests.filter((r) => r.consignment_id === consignment.consignment_id)).toEqual([
      expect.objectContaining({ consignment_id: consignment.consignment_id, reason: "Customer changed their mind", status: "pending" }),
    ]);
    expect(await courierRef(order.number)).toBeNull();
    const shown = adminOrderResponse.parse((await call(t.app, "GET", `/v1/admin/orders/${order.number}`, staff)).body).data;
    expect(JSON.stringify(shown)).toContain(`Steadfast parcel ${consignment.consignment_id} cancelled at the courier`);
  });

  it("a parcel booked for an order that changed before the Ship committed is cancelled; shipping again books <order>-2", async () => {
    const order = await placed();
    expect((await call(t.app, "POST", `/v1/admin/orders/${order.number}/process`, staff, {})).status).toBe(200);
    // While Steadfast books the parcel, another staff member moves the order back (it is no longer packed).
    steadfast.beforeCreate = async () => {
      steadfast.beforeCreate = null;
      await t.db.execute(sql`update orders set status = 'confirmed' where order_number = ${order.number}`);
    };
    const refused = await ship(order.number);
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    const first = steadfast.consignments.get(order.number)!;
    expect(steadfast.returnRequests.map((r) => r.consignment_id)).toContain(first.consignment_id);
    expect(await courierRef(order.number)).toBeNull();

    // Re-booking: Steadfast keeps the invoice taken, so the new parcel's invoice is <order>-2; it ships.
    expect((await call(t.app, "POST", `/v1/admin/orders/${order.number}/process`, staff, {})).status).toBe(200);
    const again = await ship(order.number);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const second = steadfast.consignments.get(`${order.number}-2`)!;
    expect(second).toBeDefined();
    expect(await courierRef(order.number)).toBe(String(second.consignment_id));
    expect(adminOrderResponse.parse(again.body).data.courier).toMatchObject({ name: "Steadfast", tracking_number: second.tracking_code });
  });

  it("when Steadfast does not take the cancel, the order still cancels and staff are told to cancel it in the portal", async () => {
    const order = await placed();
    expect((await call(t.app, "POST", `/v1/admin/orders/${order.number}/process`, staff, {})).status).toBe(200);
    expect((await ship(order.number)).status).toBe(200);
    const asked = steadfast.returnRequests.length;
    steadfast.setMode({ down: true });
    try {
      const res = await call(t.app, "POST", `/v1/admin/orders/${order.number}/cancel`, staff, { reason: "Out of stock" });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(adminOrderResponse.parse(res.body).data.status).toBe("cancelled");
    } finally {
      steadfast.setMode({ down: false });
    }
    expect(steadfast.returnRequests.length).toBe(asked);
    const shown = adminOrderResponse.parse((await call(t.app, "GET", `/v1/admin/orders/${order.number}`, staff)).body).data;
    expect(JSON.stringify(shown)).toContain("cancel it in Steadfast's panel");
  });
});

describe("GET /v1/admin/orders/slips", () => {
  it("answers the orders asked for, in that order, with the shop's name, address and phone", async () => {
    const a = await placed();
    const b = await placed(false);
    const res = await call(t.app, "GET", `/v1/admin/orders/slips?numbers=${b.number},${a.number},${b.number}`, staff);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = slipsResponse.parse(res.body).data;
    expect(data.shop).toEqual({ name: "RoboDoc Parts", address: "12 Elephant Road, Dhaka 1205", phone: "01700-000000" });
    expect(data.orders.map((o) => o.order_number)).toEqual([b.number, a.number]);
    expect(data.orders[1].lines[0]).toMatchObject({ name: "HC-SR04 sensor", quantity: 2 });
    expect(data.orders[1].address?.phone_number).toMatch(/^01\d{9}$/);
  });

  it("ready=1: every confirmed or processing order, oldest first, none pending or shipped", async () => {
    const first = await placed();
    const pending = await placed(false);
    const second = await placed();
    const res = await call(t.app, "GET", "/v1/admin/orders/slips?ready=1", staff);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { orders } = slipsResponse.parse(res.body).data;
    const numbers = orders.map((o) => o.order_number);
    expect(numbers).not.toContain(pending.number);
    expect(numbers.indexOf(first.number)).toBeLessThan(numbers.indexOf(second.number));
    expect(orders.every((o) => o.status === "confirmed" || o.status === "processing")).toBe(true);
  });

  it("an unknown number is a 404 naming it; none or too many are a 422 in words; a shopper gets 403", async () => {
    const a = await placed();
    const unknown = await call(t.app, "GET", `/v1/admin/orders/slips?numbers=${a.number},RD-NOPE-9`, staff);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(`${BULK_MESSAGES.slipsNotFound}: RD-NOPE-9`);
    const none = await call(t.app, "GET", "/v1/admin/orders/slips?numbers=,", staff);
    expect(none.status).toBe(422);
    expect(none.body.errors[0].message).toBe(BULK_MESSAGES.slipsNumbersRequired);
    const tooMany = await call(t.app, "GET", `/v1/admin/orders/slips?numbers=${Array.from({ length: 101 }, (_, i) => `RD-${i}`).join(",")}`, staff);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors[0].message).toBe(BULK_MESSAGES.slipsTooMany);
    expect((await call(t.app, "GET", `/v1/admin/orders/slips?numbers=${a.number}`, shopperHeaders)).status).toBe(403);
  });
});
