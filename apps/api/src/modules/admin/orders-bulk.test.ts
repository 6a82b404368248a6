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

// Bulk work on the queue (issue 46) through the real HTTP stack and database, with the
// fake Steadfast speaking its protocol over HTTP.
const steadfast = await startFakeSteadfast();
const t = useTestApp({
  STEADFAST_BASE_URL: steadfast.url,
  STEADFAST_API_KEY: steadfast.credentials.apiKey,
  STEADFAST_SECRET_KEY: steadfast.credentials.secretKey,
  SHOP_NAME: "RoboDoc Parts",
  SHOP_ADDRESS: "12 Elephant Road, Dhaka 1205",
  SHOP_PHONE: "01700-000000",
});
afterAll(async () => {
  await steadfast.close();
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
      { order_number: b.number, result: "refused", message: ADMIN_MESSAGES.courierFailed },
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

  it("a confirmed order Steadfast refuses is left packed (processing), not shipped, and the answer says so", async () => {
    const order = await placed();
    await t.db.execute(sql`update orders set address = jsonb_set(address, '{phone_number}', '"0171234567"') where order_number = ${order.number}`);
    const res = await call(t.app, "POST", "/v1/admin/orders/bulk-ship", staff, { order_numbers: [order.number], courier: "steadfast" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(bulkShipResponse.parse(res.body).data.results).toEqual([
      { order_number: order.number, result: "refused", message: `${ADMIN_MESSAGES.courierFailed} ${BULK_MESSAGES.leftPacking}` },
    ]);
    expect(await footprint(order.number)).toMatchObject({ status: "processing", courier_name: null, courier_tracking_number: null });
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
