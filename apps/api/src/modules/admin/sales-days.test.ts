import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "@shop/db";
import { orderEditFormResponse } from "@shop/contracts";
import { salesReportResponse } from "@shop/contracts/reports";
import { useTestApp } from "../../test/app";
import { call, seedDistricts } from "../../test/commerce-fixture";
import { createCategory, createProduct } from "../../test/factories";
import { placeOrderCall, shopperReadyToOrder } from "../orders/test-helpers";
import { signInStaff, type Staff } from "./shop-test-helpers";

// Migration 0033 keeps the sales report's summaries by trigger: sales_days (counted orders
// per Dhaka day of placement) and sales_day_products (their lines per day and product).
// Orders placed, edited, cancelled and failed through the real HTTP stack (and changes no
// action makes today straight to the tables); after each step both summaries equal the
// orders and lines added up afresh, and the report says what they say.
const t = useTestApp();
let categoryId: number;
let owner: Staff;

beforeAll(async () => {
  categoryId = (await createCategory(t.db, { name: "Boards" })).id;
  await seedDistricts(t.db);
  owner = await signInStaff(t.app, t.db, "owner", "Owner Rahim");
});

/** A pending cash order of `quantity` × a ৳500 product. */
async function placed(quantity = 2) {
  const p = await createProduct(t.db, { categoryId, price: 500, stock: 20, name: "Arduino Uno R3" });
  const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug, quantity }]);
  const res = await placeOrderCall(t.app, shopper.headers);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { p, number: res.body.data.order.order_number as string };
}

async function act(number: string, action: string, body: unknown = {}) {
  const res = await call(t.app, "POST", `/v1/admin/orders/${number}/${action}`, owner.headers, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function edited(number: string, lines: { product_id: number; quantity: number }[]) {
  const form = await call(t.app, "GET", `/v1/admin/orders/${number}/edit`, owner.headers);
  expect(form.status, JSON.stringify(form.body)).toBe(200);
  const start = orderEditFormResponse.parse(form.body).data;
  const res = await call(t.app, "POST", `/v1/admin/orders/${number}/edit`, owner.headers, {
    version: start.version,
    lines,
    delivery_method: "home_delivery",
    address: { saved_address_id: start.saved_addresses[0].id },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const DAY = sql`(o.created_at at time zone 'Asia/Dhaka')::date`;
const COUNTED = sql`o.status not in ('cancelled', 'failed')`;

/** Both summaries as kept (without emptied rows) and as the orders and lines say now. */
async function summaries() {
  const days = await t.db.execute<Record<string, string>>(sql`
    select to_char(day, 'YYYY-MM-DD') as day, orders, revenue, discounts, fees, items from sales_days
    where orders <> 0 or revenue <> 0 or discounts <> 0 or fees <> 0 or items <> 0 order by 1`);
  const daysTruth = await t.db.execute<Record<string, string>>(sql`
    select to_char(${DAY}, 'YYYY-MM-DD') as day, count(*) as orders, sum(o.total) as revenue,
      sum(o.product_discount + o.coupon_discount + o.delivery_discount) as discounts, sum(o.shipping_fee) as fees,
      coalesce(sum((select sum(i.quantity) from order_items i where i.order_id = o.id)), 0) as items
    from orders o where ${COUNTED} group by 1 order by 1`);
  const lines = await t.db.execute<Record<string, string>>(sql`
    select to_char(day, 'YYYY-MM-DD') as day, product_key, name, product_id, units, revenue from sales_day_products
    where units <> 0 or revenue <> 0 order by 1, 2, 3`);
  const linesTruth = await t.db.execute<Record<string, string>>(sql`
    select to_char(${DAY}, 'YYYY-MM-DD') as day, coalesce(i.product_id::text, 'name:' || i.name) as product_key, i.name, i.product_id,
      sum(i.quantity) as units, sum(i.line_total) as revenue
    from orders o join order_items i on i.order_id = o.id where ${COUNTED} group by 1, 2, 3, 4 order by 1, 2, 3`);
  const norm = (rows: Record<string, string>[]) => rows.map((r) => Object.values(r).map((v) => (v === null ? null : String(v))));
  return { days: norm(days.rows), daysTruth: norm(daysTruth.rows), lines: norm(lines.rows), linesTruth: norm(linesTruth.rows) };
}

async function expectSummariesTrue() {
  const s = await summaries();
  expect(s.days).toEqual(s.daysTruth);
  expect(s.lines).toEqual(s.linesTruth);
  expect(s.daysTruth.length).toBeGreaterThan(0);
}

const today = () => new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);
const report = async () => {
  const res = await call(t.app, "GET", `/v1/admin/reports/sales?from=${today()}&to=${today()}`, owner.headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return salesReportResponse.parse(res.body).data;
};

describe("the sales report's days and products, kept by migration 0033's triggers", () => {
  it("follow orders placed, edited, cancelled and failed; the report says the same as the orders", async () => {
    const before = (await report()).totals;
    const a = await placed(2);
    await expectSummariesTrue();
    const after = (await report()).totals;
    expect(after.orders - before.orders).toBe(1);
    expect(after.items - before.items).toBe(2);
    expect(after.revenue_poisha - before.revenue_poisha).toBe(1070_00);

    // An order edit: one more of the same, and a second product.
    const other = await createProduct(t.db, { categoryId, price: 300, stock: 20, name: "ESP32" });
    await edited(a.number, [
      { product_id: a.p.id, quantity: 3 },
      { product_id: other.id, quantity: 1 },
    ]);
    await expectSummariesTrue();
    const product = (await report()).products.find((p) => p.product_id === other.id);
    expect(product).toEqual({ product_id: other.id, name: "ESP32", units: 1, revenue_poisha: 300_00 });
    // And back to one line.
    await edited(a.number, [{ product_id: other.id, quantity: 2 }]);
    await expectSummariesTrue();
    expect((await report()).products.find((p) => p.product_id === a.p.id)).toBeUndefined();

    const cancelled = await placed(1);
    await act(cancelled.number, "cancel", { reason: "Customer changed their mind" });
    await expectSummariesTrue();
    expect((await report()).products.find((p) => p.product_id === cancelled.p.id)).toBeUndefined();

    const failed = await placed(3);
    await t.db.execute(sql`update orders set status = 'failed' where order_number = ${failed.number}`);
    await expectSummariesTrue();
    await t.db.execute(sql`update orders set status = 'pending' where order_number = ${failed.number}`);
    await expectSummariesTrue();
    expect((await report()).products.find((p) => p.product_id === failed.p.id)?.units).toBe(3);
  });

  it("stay true when amounts, days and lines change by hand, a product is deleted and an order is deleted", async () => {
    const a = await placed(2);
    const b = await placed(1);
    await t.db.execute(sql`update orders set total = total + 1000, coupon_discount = 500, shipping_fee = 9000 where order_number = ${a.number}`);
    await expectSummariesTrue();
    await t.db.execute(sql`update orders set created_at = created_at - interval '3 days' where order_number = ${a.number}`);
    await expectSummariesTrue();
    await t.db.execute(sql`update order_items set quantity = 5, line_total = 250000, name = 'Uno (renamed)'
      where order_id = (select id from orders where order_number = ${b.number})`);
    await expectSummariesTrue();
    await t.db.execute(sql`update order_items set order_id = (select id from orders where order_number = ${a.number})
      where order_id = (select id from orders where order_number = ${b.number})`);
    await expectSummariesTrue();
    // A deleted product's lines are kept under their name, as the report groups them.
    await t.db.execute(sql`delete from products where id = ${b.p.id}`);
    await expectSummariesTrue();
    expect((await summaries()).lines.some((l) => l[1] === "name:Uno (renamed)")).toBe(true);
    await t.db.execute(sql`update orders set status = 'cancelled' where order_number = ${a.number}`);
    await expectSummariesTrue();
    await t.db.execute(sql`update orders set status = 'processing' where order_number = ${a.number}`);
    await t.db.execute(sql`delete from orders where order_number = ${a.number}`);
    await expectSummariesTrue();
  });

  it("are answered afresh, not from the process's kept copy, once an order, a line or a category changes", async () => {
    const a = await placed(2);
    const units = async (id: number) => (await report()).products.find((p) => p.product_id === id)?.units;
    expect(await units(a.p.id)).toBe(2);
    // Read twice with nothing changed: the same answer (the kept copy).
    expect(await units(a.p.id)).toBe(2);
    await t.db.execute(sql`update order_items set quantity = 4, line_total = 200000 where order_id = (select id from orders where order_number = ${a.number})`);
    expect(await units(a.p.id)).toBe(4);
    const moved = await createCategory(t.db, { name: "Microcontrollers" });
    await t.db.execute(sql`update products set category_id = ${moved.id} where id = ${a.p.id}`);
    expect((await report()).categories.find((c) => c.category_id === moved.id)?.units).toBe(4);
    await t.db.execute(sql`update categories set name = 'MCU boards' where id = ${moved.id}`);
    expect((await report()).categories.find((c) => c.category_id === moved.id)?.name).toBe("MCU boards");
    await act(a.number, "cancel", { reason: "Customer changed their mind" });
    expect(await units(a.p.id)).toBeUndefined();
  });

  it("count two orders placed at once, both", async () => {
    const before = (await report()).totals.orders;
    await Promise.all([placed(1), placed(2)]);
    await expectSummariesTrue();
    expect((await report()).totals.orders - before).toBe(2);
  });

  it("are backfilled by the migration from the orders of a shop that had them before", async () => {
    await placed(2);
    const kept = await summaries();
    const migration = readFileSync(new URL("../../../../../packages/db/migrations/0033_sales_days.sql", import.meta.url), "utf8");
    const backfill = migration
      .split("--> statement-breakpoint")
      .map((s) => s.trim())
      .filter((s) => /^INSERT INTO "sales_day/.test(s));
    expect(backfill).toHaveLength(2);
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`delete from sales_days`);
      await tx.execute(sql`delete from sales_day_products`);
      for (const statement of backfill) await tx.execute(sql.raw(statement));
    });
    await expectSummariesTrue();
    const again = await summaries();
    expect(again.daysTruth).toEqual(kept.daysTruth);
  });
});
