import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantStaffRole, sql } from "@shop/db";
import { adminOrderResponse } from "@shop/contracts";
import { useTestApp } from "../../test/app";
import { call, seedDistricts } from "../../test/commerce-fixture";
import { createCategory, createProduct, randomPhone } from "../../test/factories";
import { signInByPhone } from "../identity/testing";
import { placeOrderCall, shopperReadyToOrder, stockOf } from "../orders/test-helpers";
import { startFakeSteadfast } from "../../../fakes/couriers/steadfast/fake";
import { couriersFromEnv } from "./registry";
import { COURIER_RETURN_REASON, syncCourierStatuses, type CourierSyncCtx } from "./sync";

// The courier sync against the fake Steadfast over real HTTP and the real database:
// parcels shipped through the back office's routes, then moved by what Steadfast says.
const steadfast = await startFakeSteadfast();
const t = useTestApp({
  STEADFAST_BASE_URL: steadfast.url,
  STEADFAST_API_KEY: steadfast.credentials.apiKey,
  STEADFAST_SECRET_KEY: steadfast.credentials.secretKey,
  // The timer stays off: each test runs its rounds itself.
  COURIER_SYNC_MINUTES: "0",
});
afterAll(() => steadfast.close());

let categoryId: number;
let staffHeaders: Record<string, string>;
let ctx: CourierSyncCtx;
const warnings: unknown[] = [];
beforeAll(async () => {
  categoryId = (await createCategory(t.db)).id;
  await seedDistricts(t.db);
  const phone = await grantStaffRole(t.db, randomPhone(), "staff", "Karim Staff");
  staffHeaders = (await signInByPhone(t.app, t.db, phone)).headers;
  ctx = {
    db: t.db,
    mediaBase: t.env.MEDIA_BASE_URL,
    shopName: t.env.SHOP_NAME,
    webUrl: t.env.PUBLIC_WEB_URL,
    refund: async () => {
      throw new Error("the courier sync never refunds");
    },
    couriers: couriersFromEnv(t.env),
    log: { warn: (...args: unknown[]) => warnings.push(args), info: () => undefined },
  };
});

/** Every round asks again at once unless a test says otherwise. */
const round = (minGapMs = 0) => syncCourierStatuses(ctx, { limit: 100, minGapMs });

/** A cash-on-delivery order for 2 of a fresh ৳500 product, shipped with Steadfast through the back office. */
async function shippedWithSteadfast() {
  const p = await createProduct(t.db, { categoryId, price: 500, stock: 10, name: "L298N Motor Driver" });
  const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug, quantity: 2 }]);
  const placed = await placeOrderCall(t.app, shopper.headers);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const number = placed.body.data.order.order_number as string;
  for (const [action, body] of [["confirm"], ["process"], ["ship", { courier: "steadfast" }]] as const) {
    const res = await call(t.app, "POST", `/v1/admin/orders/${number}/${action}`, staffHeaders, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return { p, number, phone: shopper.user.phone as string, consignment: steadfast.consignments.get(number)! };
}

const adminOrder = async (number: string) => adminOrderResponse.parse((await call(t.app, "GET", `/v1/admin/orders/${number}`, staffHeaders)).body).data;

async function state(number: string) {
  const result = await t.db.execute<{
    status: string;
    payment_status: string;
    courier_status: string | null;
    payments: number;
    events: number;
    audits: number;
  }>(sql`
    select o.status, o.payment_status, o.courier_status,
      (select count(*)::int from payments p where p.order_id = o.id) as payments,
      (select count(*)::int from order_events e where e.order_id = o.id) as events,
      (select count(*)::int from audit_log a where a.entity = 'order' and a.entity_id = o.order_number) as audits
    from orders o where o.order_number = ${number}`);
  return result.rows[0];
}

describe("courier status sync", () => {
  it("delivered: the order is delivered and its cash collected once, even with two processes asking at once", async () => {
    const order = await shippedWithSteadfast();
    const before = await state(order.number);
    // Still with the courier: nothing moves, but its word is kept and shown to staff.
    await round();
    expect(await state(order.number)).toMatchObject({ status: "shipped", courier_status: "in_review", events: before.events });
    expect((await adminOrder(order.number)).courier).toMatchObject({ status: "in_review", checked_at: expect.any(String) });

    order.consignment.status = "delivered";
    await Promise.all([round(), round(), round()]);
    expect(await state(order.number)).toMatchObject({
      status: "delivered",
      payment_status: "paid",
      courier_status: "delivered",
      payments: before.payments + 1,
      events: before.events + 1,
      audits: before.audits + 1,
    });
    const shown = await adminOrder(order.number);
    expect(shown.timeline.at(-1)).toMatchObject({ status: "delivered", note: "Delivered, cash collected", staff_note: "Steadfast: delivered" });
    // The shop's own job: no staff member in the audit log.
    const audit = await t.db.execute<{ actor_id: string | null; action: string }>(
      sql`select actor_id, action from audit_log where entity = 'order' and entity_id = ${order.number} order by id desc limit 1`,
    );
    expect(audit.rows[0]).toEqual({ actor_id: null, action: "order.deliver" });
    // A delivered order is no longer asked about.
    const asked = steadfast.requests.length;
    await round();
    expect(steadfast.requests.length).toBe(asked);
  });

  it("cancelled by the courier: the order becomes a return, its stock back only when staff receive the parcel", async () => {
    const order = await shippedWithSteadfast();
    const stock = await stockOf(t.db, order.p.id);
    order.consignment.status = "cancelled";
    expect(await round()).toMatchObject({ returned: 1 });
    expect(await state(order.number)).toMatchObject({ status: "cancelled", courier_status: "cancelled" });
    const shown = await adminOrder(order.number);
    expect(shown).toMatchObject({ status: "cancelled", cancel_reason: COURIER_RETURN_REASON, is_return: true, return_received_at: null });
    expect(await stockOf(t.db, order.p.id)).toBe(stock);
    const received = await call(t.app, "POST", `/v1/admin/orders/${order.number}/receive_return`, staffHeaders, {});
    expect(received.status).toBe(200);
    expect(await stockOf(t.db, order.p.id)).toBe(stock + 2);
  });

  it("on hold: nothing moves; the timeline says so once, to staff only", async () => {
    const order = await shippedWithSteadfast();
    order.consignment.status = "hold";
    await round();
    await round();
    const shown = await adminOrder(order.number);
    expect(shown.status).toBe("shipped");
    const holds = shown.timeline.filter((e) => e.staff_note === "Steadfast holds the parcel");
    expect(holds).toHaveLength(1);
    expect(holds[0]).toMatchObject({ note: null, for_customer: false });
    // The shopper's own order page shows no such entry.
    const mine = await t.db.execute<{ note: string | null }>(
      sql`select e.note from order_events e join orders o on o.id = e.order_id where o.order_number = ${order.number} and e.staff_note is not null`,
    );
    expect(mine.rows.every((r) => r.note === null)).toBe(true);
  });

  it("Steadfast down: the round says so, nothing changes, and the parcel is asked again next round", async () => {
    const order = await shippedWithSteadfast();
    order.consignment.status = "delivered";
    const before = await state(order.number);
    steadfast.setMode({ down: true });
    try {
      const failed = await round();
      expect(failed.failed).toBeGreaterThanOrEqual(1);
      expect(await state(order.number)).toEqual(before);
    } finally {
      steadfast.setMode({ down: false });
    }
    await round();
    expect(await state(order.number)).toMatchObject({ status: "delivered", payment_status: "paid" });
  });

  it("a parcel asked within the gap is not asked again; the longest-unasked go first", async () => {
    const order = await shippedWithSteadfast();
    await round();
    // Asked by its consignment id (orders.courier_ref): a re-booked parcel's invoice is not the order number.
    const cid = steadfast.consignments.get(order.number)!.consignment_id;
    const asked = () => steadfast.requests.filter((r) => r.path.endsWith(`/status_by_cid/${cid}`)).length;
    const once = asked();
    await round(60 * 60_000);
    expect(asked()).toBe(once);
    await t.db.execute(sql`update orders set courier_checked_at = now() - interval '2 hours' where order_number = ${order.number}`);
    await round(60 * 60_000);
    expect(asked()).toBe(once + 1);
  });
});
