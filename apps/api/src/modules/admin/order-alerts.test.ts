import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantStaffRole, sql } from "@shop/db";
import { ADMIN_MESSAGES, adminOrderPulseResponse, adminStaffMember } from "@shop/contracts";
import { useTestApp } from "../../test/app";
import { call, seedDistricts } from "../../test/commerce-fixture";
import { createCategory, createProduct, randomPhone } from "../../test/factories";
import { signInByPhone } from "../identity/testing";
import { placeOrderCall, shopperReadyToOrder } from "../orders/test-helpers";
import { smsSegments } from "../outbox/sms/segments";
import { startFakeBkash } from "../../../fakes/payments/bkash/fake";
import { alertStaffOfNewOrders, staffOrderAlertText } from "./order-alerts";

// New-order alerts through the real HTTP stack and database: the back office's pulse,
// the owner's alert settings on the Staff screen's route, and the SMS run.
const bkash = await startFakeBkash();
const t = useTestApp({
  BKASH_BASE_URL: bkash.baseUrl,
  BKASH_APP_KEY: bkash.credentials.appKey,
  BKASH_APP_SECRET: bkash.credentials.appSecret,
  BKASH_USERNAME: bkash.credentials.username,
  BKASH_PASSWORD: bkash.credentials.password,
});
afterAll(() => bkash.close());

type Headers = Record<string, string>;
let categoryId: number;
const people: Record<"owner" | "alertAll" | "alertBig" | "quiet", { phone: string; headers: Headers }> = {} as never;
beforeAll(async () => {
  categoryId = (await createCategory(t.db)).id;
  await seedDistricts(t.db);
  for (const [name, role] of [
    ["owner", "owner"],
    ["alertAll", "staff"],
    ["alertBig", "staff"],
    ["quiet", "staff"],
  ] as const) {
    const phone = await grantStaffRole(t.db, randomPhone(), role, name);
    people[name] = { phone, headers: (await signInByPhone(t.app, t.db, phone)).headers };
  }
  // Orders from other test files of this database are not this file's news.
  await t.db.execute(sql`update orders set staff_alerted_at = now() where staff_alerted_at is null`);
});

const patchStaff = (phone: string, body: unknown, headers = people.owner.headers) => call(t.app, "PATCH", `/v1/admin/staff/${phone}`, headers, body);
const pulse = async (headers = people.quiet.headers) => {
  const res = await call(t.app, "GET", "/v1/admin/orders/pulse", headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return adminOrderPulseResponse.parse(res.body).data;
};
/** The new-order SMS a staff member was sent (their sign-in code aside). */
const smsTo = async (phone: string) =>
  (
    await t.db.execute<{ body: string }>(sql`select body from outbox where "to" = ${phone} and channel = 'sms' and body like '%new order%' order by id`)
  ).rows.map((r) => r.body);

/** A shopper's order of `quantity` × a ৳500 product: ৳(500 × quantity + 70) with Dhaka delivery. */
async function order(quantity: number, payment?: "bkash") {
  const p = await createProduct(t.db, { categoryId, price: 500, stock: 50 });
  const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug, quantity }]);
  const res = await placeOrderCall(t.app, shopper.headers, payment ? { payment_method: payment } : {});
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.order.order_number as string;
}

describe("new-order alerts", () => {
  it("the owner sets who is alerted of what; staff cannot; 'above' needs an amount", async () => {
    const all = await patchStaff(people.alertAll.phone, { order_alert: "all" });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(adminStaffMember.parse(all.body.data)).toMatchObject({ order_alert: "all", order_alert_min_poisha: null });

    const noAmount = await patchStaff(people.alertBig.phone, { order_alert: "above" });
    expect(noAmount.status).toBe(422);
    expect(noAmount.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ message: ADMIN_MESSAGES.orderAlertMinRequired })]));
    const big = await patchStaff(people.alertBig.phone, { order_alert: "above", order_alert_min_poisha: 2_000_00 });
    expect(big.body.data).toMatchObject({ order_alert: "above", order_alert_min_poisha: 2_000_00 });

    expect((await patchStaff(people.quiet.phone, { order_alert: "all" }, people.alertAll.headers)).status).toBe(403);
    expect((await patchStaff(people.quiet.phone, {})).status).toBe(422);
    const audit = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log where action = 'staff.alerts'`);
    expect(Number(audit.rows[0].n)).toBeGreaterThanOrEqual(2);
  });

  it("a cash order is news at once, an online one only once paid; the SMS goes once to those who asked, even with two runs at once", async () => {
    const before = await pulse();
    const small = await order(1); // ৳570
    const large = await order(4); // ৳2,070
    const online = await order(1, "bkash"); // waiting for bKash

    const now = await pulse();
    expect(now.waiting).toBe(before.waiting + 2);
    expect(now.newest).toMatchObject({ order_number: large, total_poisha: 2_070_00, payment_method: "cash_on_delivery" });

    const runs = await Promise.all([alertStaffOfNewOrders(t.db, { shopName: "RoboDoc" }), alertStaffOfNewOrders(t.db, { shopName: "RoboDoc" })]);
    expect(runs[0] + runs[1]).toBe(2);
    expect(await alertStaffOfNewOrders(t.db, { shopName: "RoboDoc" })).toBe(0);

    expect(await smsTo(people.alertAll.phone)).toEqual([
      staffOrderAlertText("RoboDoc", small, 570_00, "cash_on_delivery", 1),
      staffOrderAlertText("RoboDoc", large, 2_070_00, "cash_on_delivery", 4),
    ]);
    expect(await smsTo(people.alertBig.phone)).toEqual([staffOrderAlertText("RoboDoc", large, 2_070_00, "cash_on_delivery", 4)]);
    expect(await smsTo(people.quiet.phone)).toEqual([]);
    // The unpaid bKash order is left for a later run, unmarked.
    const waiting = await t.db.execute<{ staff_alerted_at: Date | null }>(sql`select staff_alerted_at from orders where order_number = ${online}`);
    expect(waiting.rows[0].staff_alerted_at).toBeNull();
  });

  it("an order that failed before anyone was alerted is marked without an SMS", async () => {
    const online = await order(1, "bkash");
    await t.db.execute(sql`update orders set status = 'failed' where order_number = ${online}`);
    const sent = (await smsTo(people.alertAll.phone)).length;
    expect(await alertStaffOfNewOrders(t.db, { shopName: "RoboDoc" })).toBe(0);
    expect((await smsTo(people.alertAll.phone)).length).toBe(sent);
    const marked = await t.db.execute<{ staff_alerted_at: Date | null }>(sql`select staff_alerted_at from orders where order_number = ${online}`);
    expect(marked.rows[0].staff_alerted_at).not.toBeNull();
  });

  it("a cash order staff took by phone or Messenger sends them no SMS; a payment link order does once paid", async () => {
    await t.db.execute(sql`update orders set staff_alerted_at = now() where staff_alerted_at is null`);
    const sent = (await smsTo(people.alertAll.phone)).length;
    const p = await createProduct(t.db, { categoryId, price: 500, stock: 50 });
    const take = async (channel: "phone" | "messenger", payment_method: "cash_on_delivery" | "bkash") => {
      const res = await call(
        t.app,
        "POST",
        "/v1/admin/orders",
        { ...people.alertAll.headers, "idempotency-key": randomUUID() },
        {
          customer: { phone: randomPhone(), name: "Phone Customer" },
          lines: [{ product_id: p.id, quantity: 1 }],
          delivery_method: "office_pickup",
          address: null,
          channel,
          payment_method,
        },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data.order_number as string;
    };
    const byPhone = await take("phone", "cash_on_delivery");
    const byMessenger = await take("messenger", "cash_on_delivery");
    const link = await take("phone", "bkash");
    const web = await order(1);

    expect(await alertStaffOfNewOrders(t.db, { shopName: "RoboDoc" })).toBe(1);
    const texts = (await smsTo(people.alertAll.phone)).slice(sent);
    expect(texts).toEqual([staffOrderAlertText("RoboDoc", web, 570_00, "cash_on_delivery", 1)]);
    for (const number of [byPhone, byMessenger]) expect(texts.join()).not.toContain(number);
    // The link order is paid: now it waits for staff, and is news.
    await t.db.execute(sql`update orders set payment_status = 'paid' where order_number = ${link}`);
    expect(await alertStaffOfNewOrders(t.db, { shopName: "RoboDoc" })).toBe(1);
    expect((await smsTo(people.alertAll.phone)).slice(sent + 1)).toEqual([staffOrderAlertText("RoboDoc", link, 500_00, "bkash", 1)]);
  });

  it("the pulse is staff only", async () => {
    const shopper = await shopperReadyToOrder(t.app, t.db, []);
    expect((await call(t.app, "GET", "/v1/admin/orders/pulse", shopper.headers)).status).toBe(403);
    expect((await call(t.app, "GET", "/v1/admin/orders/pulse", {})).status).toBe(401);
  });

  it("the staff SMS is one GSM-7 part, even for a large order", () => {
    const text = staffOrderAlertText("RoboDoc Electronics", "ORD-2026-123456", 12_34_567_00, "ssl_commerz", 120);
    expect(smsSegments(text), text).toMatchObject({ encoding: "gsm7", segments: 1 });
  });
});
