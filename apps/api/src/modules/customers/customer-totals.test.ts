import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "@shop/db";
import { adminCustomersResponse } from "@shop/contracts";
import { codReportResponse } from "@shop/contracts/reports";
import { useTestApp } from "../../test/app";
import { call, seedDistricts } from "../../test/commerce-fixture";
import { createCategory, createProduct } from "../../test/factories";
import { signInStaff, type Staff } from "../admin/shop-test-helpers";
import { placeOrderCall, shopperReadyToOrder } from "../orders/test-helpers";

// Migration 0030 keeps two summaries by trigger: each customer's money spent (users.spent)
// and the cash on delivery collected per courier and Dhaka day (cod_collected_days). Orders
// placed, delivered, refused, cancelled and refunded through the real HTTP stack; after each
// step both summaries equal what the orders and refunds say when added up afresh.
const t = useTestApp();
let categoryId: number;
let owner: Staff;
type Shopper = Awaited<ReturnType<typeof shopperReadyToOrder>>;

beforeAll(async () => {
  categoryId = (await createCategory(t.db)).id;
  await seedDistricts(t.db);
  owner = await signInStaff(t.app, t.db, "owner", "Owner Rahim");
});

/** A cash order for one ৳500 product (৳570 with Dhaka delivery), by a new shopper or `shopper`. */
async function placed(shopper?: Shopper) {
  const p = await createProduct(t.db, { categoryId, price: 500, stock: 10, name: "Arduino Uno R3" });
  const buyer = shopper ?? (await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug }]));
  if (shopper) expect((await call(t.app, "PUT", "/v2/carts", shopper.headers, { product: p.slug, quantity: 1 })).status).toBe(200);
  const res = await placeOrderCall(t.app, buyer.headers);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { shopper: buyer, number: res.body.data.order.order_number as string };
}

async function act(number: string, action: string, body: unknown = {}) {
  const res = await call(t.app, "POST", `/v1/admin/orders/${number}/${action}`, owner.headers, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
async function shipped(number: string, courier = "Pathao") {
  await act(number, "confirm");
  await act(number, "process");
  await act(number, "ship", { courier: "manual", courier_name: courier, courier_tracking_number: `T-${number}` });
}

/** Every shopper whose kept figure differs from the orders and refunds added up now (none, when the triggers are right). */
async function spentDrift() {
  const { rows } = await t.db.execute<{ id: string; kept: string; truth: string }>(sql`
    select u.id, u.spent as kept,
      coalesce((select sum(o.total) from orders o where o.user_id = u.id and o.status = 'delivered'), 0)
      - coalesce((select sum(r.amount) from refunds r join orders o on o.id = r.order_id
          where o.user_id = u.id and o.status = 'delivered' and r.status = 'succeeded'), 0) as truth
    from users u`);
  return rows.filter((r) => Number(r.kept) !== Number(r.truth));
}

/** The couriers' days as kept, and as the delivered cash orders say now; both without empty days. */
async function codDays() {
  const kept = await t.db.execute<{ courier_name: string; day: string; orders: number; amount: string }>(sql`
    select courier_name, to_char(day, 'YYYY-MM-DD') as day, orders, amount from cod_collected_days where orders <> 0 or amount <> 0
    order by 1, 2`);
  const truth = await t.db.execute<{ courier_name: string; day: string; orders: number; amount: string }>(sql`
    select courier_name, to_char((delivered_at at time zone 'Asia/Dhaka')::date, 'YYYY-MM-DD') as day, count(*)::int as orders, sum(total) as amount
    from orders where status = 'delivered' and payment_method = 'cash_on_delivery' and courier_name is not null
    group by 1, 2 order by 1, 2`);
  const norm = (rows: typeof kept.rows) => rows.map((r) => [r.courier_name, r.day, Number(r.orders), Number(r.amount)]);
  return { kept: norm(kept.rows), truth: norm(truth.rows) };
}

async function expectSummariesTrue() {
  expect(await spentDrift()).toEqual([]);
  const days = await codDays();
  expect(days.kept).toEqual(days.truth);
}

const listed = async (shopper: Shopper) => {
  const res = await call(t.app, "GET", `/v1/admin/customers?q=${shopper.user.phone}&sort=spent`, owner.headers);
  expect(res.status).toBe(200);
  return adminCustomersResponse.parse(res.body).data[0].spent_poisha;
};

const today = () => new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);

describe("money spent and cash collected, kept by migration 0030's triggers", () => {
  it("follow orders delivered, refused, cancelled and refunded; the list and the COD report say the same as the orders", async () => {
    const first = await placed();
    const shopper = first.shopper;
    await expectSummariesTrue();
    expect(await listed(shopper)).toBe(0);

    await shipped(first.number);
    await act(first.number, "deliver");
    await expectSummariesTrue();
    expect(await listed(shopper)).toBe(57_000);
    // delivered_at is the timeline's "delivered" step.
    const stamped = await t.db.execute<{ same: boolean }>(sql`
      select o.delivered_at = (select max(e.created_at) from order_events e where e.order_id = o.id and e.status = 'delivered') as same
      from orders o where o.order_number = ${first.number}`);
    expect(stamped.rows[0].same).toBe(true);

    const refused = await placed(shopper);
    await shipped(refused.number, "Steadfast");
    await act(refused.number, "cancel", { reason: "Customer refused the parcel" });
    const cancelled = await placed(shopper);
    await act(cancelled.number, "cancel", { reason: "Customer changed their mind" });
    await placed(shopper); // still pending
    const other = await placed();
    await shipped(other.number, "Steadfast");
    await act(other.number, "deliver");
    await expectSummariesTrue();
    expect(await listed(shopper)).toBe(57_000);
    expect(await listed(other.shopper)).toBe(57_000);

    // ৳123.45 of the delivered order paid back (a recorded Nagad payout: succeeded at once).
    const payment = await t.db.execute<{ id: string }>(
      sql`select p.id from payments p join orders o on o.id = p.order_id where o.order_number = ${first.number} and p.status = 'paid'`,
    );
    const refund = await call(
      t.app,
      "POST",
      `/v1/admin/orders/${first.number}/refunds`,
      { ...owner.headers, "idempotency-key": `totals-${first.number}` },
      {
        payment_id: payment.rows[0].id,
        amount: 12_345,
        reason: "Faulty sensor",
        payout: { channel: "payout_nagad", reference: "NG-1", account: "01712345678" },
      },
    );
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    await expectSummariesTrue();
    expect(await listed(shopper)).toBe(57_000 - 12_345);

    // The COD report over today: each courier's cash as the delivered orders say.
    const report = await call(t.app, "GET", `/v1/admin/reports/cod?from=${today()}&to=${today()}`, owner.headers);
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    const couriers = codReportResponse.parse(report.body).data.couriers;
    const truth = await t.db.execute<{ courier_name: string; orders: number; amount: string }>(sql`
      select courier_name, count(*)::int as orders, sum(total) as amount from orders
      where status = 'delivered' and payment_method = 'cash_on_delivery' and courier_name is not null
        and (delivered_at at time zone 'Asia/Dhaka')::date = ${today()}::date group by 1`);
    for (const courier of ["Pathao", "Steadfast"]) {
      const row = truth.rows.find((r) => r.courier_name === courier)!;
      expect(couriers.find((c) => c.courier_name === courier)).toMatchObject({ orders: row.orders, collected_poisha: Number(row.amount) });
    }
  });

  it("stay true when a delivered order leaves delivered, changes total or is deleted, and when a refund is undone", async () => {
    const a = await placed();
    await shipped(a.number);
    await act(a.number, "deliver");
    const b = await placed(a.shopper);
    await shipped(b.number, "RedX");
    await act(b.number, "deliver");
    await t.db.execute(sql`insert into refunds (payment_id, order_id, channel, status, amount, reason)
      select p.id, p.order_id, 'payout_bkash', 'succeeded', 5000, 'Broken pin' from payments p join orders o on o.id = p.order_id
      where o.order_number = ${b.number} and p.status = 'paid'`);
    await expectSummariesTrue();
    expect(await listed(a.shopper)).toBe(2 * 57_000 - 5_000);

    // Changes no back-office action makes today, written straight to the tables.
    await t.db.execute(sql`update orders set total = total + 1000 where order_number = ${a.number}`);
    await expectSummariesTrue();
    await t.db.execute(sql`update orders set status = 'cancelled' where order_number = ${b.number}`);
    await expectSummariesTrue();
    expect(await listed(a.shopper)).toBe(57_000 + 1_000);
    await t.db.execute(sql`update orders set status = 'delivered' where order_number = ${b.number}`);
    await t.db.execute(sql`update refunds set status = 'failed' where order_id = (select id from orders where order_number = ${b.number})`);
    await expectSummariesTrue();
    expect(await listed(a.shopper)).toBe(2 * 57_000 + 1_000);
    await t.db.execute(sql`update orders set courier_name = 'Steadfast' where order_number = ${b.number}`);
    await expectSummariesTrue();
    await t.db.execute(sql`delete from orders where order_number = ${b.number}`);
    await expectSummariesTrue();
    expect(await listed(a.shopper)).toBe(57_000 + 1_000);
  });

  it("counts two deliveries for one customer at once, both", async () => {
    const a = await placed();
    const b = await placed(a.shopper);
    await shipped(a.number);
    await shipped(b.number);
    await Promise.all([act(a.number, "deliver"), act(b.number, "deliver")]);
    await expectSummariesTrue();
    expect(await listed(a.shopper)).toBe(2 * 57_000);
  });

  it("are backfilled by the migration from the orders of a shop that had them before", async () => {
    const a = await placed();
    await shipped(a.number, "Steadfast");
    await act(a.number, "deliver");
    const kept = await t.db.execute<{ id: string; delivered_at: Date }>(sql`select id, delivered_at from orders where status = 'delivered' order by id`);
    const migration = readFileSync(new URL("../../../../../packages/db/migrations/0030_customer_spent_cod_days.sql", import.meta.url), "utf8");
    const backfill = migration
      .split("--> statement-breakpoint")
      .map((s) => s.trim())
      .filter((s) => /^(UPDATE "orders" o SET "delivered_at"|UPDATE "users" u SET "spent"|INSERT INTO "cod_collected_days")/.test(s));
    expect(backfill).toHaveLength(3);
    // The shop as it was before migration 0030 (its triggers off while the summaries are cleared), then the backfill.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update orders set delivered_at = null`);
      await tx.execute(sql`update users set spent = 0`);
      await tx.execute(sql`delete from cod_collected_days`);
      for (const statement of backfill) await tx.execute(sql.raw(statement));
    });
    await expectSummariesTrue();
    expect(await listed(a.shopper)).toBe(57_000);
    const again = await t.db.execute<{ id: string; delivered_at: Date }>(sql`select id, delivered_at from orders where status = 'delivered' order by id`);
    expect(again.rows).toEqual(kept.rows);
  });
});
