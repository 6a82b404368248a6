import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES, ADMIN_PER_PAGE, adminLowStockResponse, adminStockAdjustResponse, adminStockHistoryResponse } from "@shop/contracts";
import { grantStaffRole, sql } from "@shop/db";
import { useTestApp } from "../../test/app";
import { call, seedDistricts } from "../../test/commerce-fixture";
import { createCategory, createProduct, randomPhone } from "../../test/factories";
import { signInByPhone } from "../identity/testing";
import { placeOrderCall, shopperReadyToOrder, stockOf } from "../orders/test-helpers";

const WEB = "https://shop.example.com";
const t = useTestApp({ PUBLIC_WEB_URL: WEB });

type Headers = Record<string, string>;
let staff: Headers;
let staffMember: { id: string; phone: string; full_name: string };
let categoryId: number;

beforeAll(async () => {
  const phone = await grantStaffRole(t.db, randomPhone(), "staff", "Karim Storekeeper");
  staff = (await signInByPhone(t.app, t.db, phone)).headers;
  const found = await t.db.execute<{ id: string }>(sql`select id from users where phone = ${phone}`);
  staffMember = { id: found.rows[0].id, phone, full_name: "Karim Storekeeper" };
  categoryId = (await createCategory(t.db)).id;
  await seedDistricts(t.db);
});

const adjust = (productId: number, body: Record<string, unknown>) => call(t.app, "POST", `/v1/admin/products/${productId}/stock`, staff, body);

async function ledgerSum(productId: number): Promise<number> {
  const result = await t.db.execute<{ sum: number }>(sql`select coalesce(sum(delta), 0)::int as sum from stock_movements where product_id = ${productId}`);
  return Number(result.rows[0].sum);
}

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = await t.db.execute<{ n: number }>(query);
  return Number(result.rows[0].n);
}

const mailsTo = (email: string) =>
  t.db
    .execute<{ subject: string; body: string; channel: string }>(sql`select subject, body, channel from outbox where "to" = ${email} order by id`)
    .then((r) => r.rows);

describe("POST /v1/admin/products/{id}/stock", () => {
  it("moves stock through the ledger: after every adjustment the movements sum to the stock", async () => {
    const p = await createProduct(t.db, { categoryId, stock: 4 });
    const series: [number, string, string?][] = [
      [10, "received", "Invoice 2231"],
      [-3, "damaged", "Dropped"],
      [2, "returned"],
      [-13, "correction", "Counted the shelf"],
      [7, "received"],
    ];
    let expected = 4;
    for (const [delta, reason, note] of series) {
      const res = await adjust(p.id, { delta, reason, ...(note ? { note } : {}) });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expected += delta;
      const data = adminStockAdjustResponse.parse(res.body).data;
      expect(data.stock).toBe(expected);
      expect(data.movement).toMatchObject({ delta, stock_after: expected, reason, note: note ?? null, order_number: null, actor: staffMember });
      expect(await stockOf(t.db, p.id)).toBe(expected);
      expect(await ledgerSum(p.id)).toBe(expected);
    }
    const audit = await t.db.execute<{ action: string; actor_id: string; before: unknown; after: unknown }>(
      sql`select action, actor_id, before, after from audit_log where entity = 'product' and entity_id = ${String(p.id)} order by id`,
    );
    const parse = (v: unknown) => (typeof v === "string" ? JSON.parse(v) : v);
    expect(audit.rows.map((row) => [row.action, row.actor_id, parse(row.before), parse(row.after)])).toEqual([
      ["stock.adjust", staffMember.id, { stock: 4 }, { stock: 14, delta: 10, reason: "received", note: "Invoice 2231" }],
      ["stock.adjust", staffMember.id, { stock: 14 }, { stock: 11, delta: -3, reason: "damaged", note: "Dropped" }],
      ["stock.adjust", staffMember.id, { stock: 11 }, { stock: 13, delta: 2, reason: "returned", note: null }],
      ["stock.adjust", staffMember.id, { stock: 13 }, { stock: 0, delta: -13, reason: "correction", note: "Counted the shelf" }],
      ["stock.adjust", staffMember.id, { stock: 0 }, { stock: 7, delta: 7, reason: "received", note: null }],
    ]);
  });

  it("refuses to go below zero and changes nothing", async () => {
    const p = await createProduct(t.db, { categoryId, stock: 3 });
    const movements = () => count(sql`select count(*)::int as n from stock_movements where product_id = ${p.id}`);
    const audits = () => count(sql`select count(*)::int as n from audit_log where entity_id = ${String(p.id)}`);
    const [movementsBefore, auditsBefore] = [await movements(), await audits()];
    const res = await adjust(p.id, { delta: -4, reason: "damaged" });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ field: "delta", message: ADMIN_MESSAGES.stockBelowZero, code: "validation_failed" });
    expect(await stockOf(t.db, p.id)).toBe(3);
    expect(await movements()).toBe(movementsBefore);
    expect(await audits()).toBe(auditsBefore);

    for (const body of [{ delta: 0, reason: "received" }, { reason: "received" }, { delta: 1.5, reason: "received" }, { delta: 2, reason: "order" }]) {
      const invalid = await adjust(p.id, body);
      expect(invalid.status, JSON.stringify(body)).toBe(422);
    }
    expect((await adjust(p.id, { delta: 0, reason: "received" })).body.message).toBe(ADMIN_MESSAGES.deltaRequired);
    expect((await adjust(999_999, { delta: 1, reason: "received" })).status).toBe(404);
    // Down to exactly zero is allowed.
    expect((await adjust(p.id, { delta: -3, reason: "damaged" })).body.data.stock).toBe(0);
  });

  it("decides two removals racing for the last units once: one passes, one is refused", async () => {
    const p = await createProduct(t.db, { categoryId, stock: 5 });
    const results = await Promise.all([adjust(p.id, { delta: -3, reason: "damaged" }), adjust(p.id, { delta: -3, reason: "damaged" })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(await stockOf(t.db, p.id)).toBe(2);
    expect(await ledgerSum(p.id)).toBe(2);
  });

  it("keeps the ledger equal to the stock when an order takes units and its cancellation gives them back", async () => {
    const p = await createProduct(t.db, { categoryId, stock: 0, price: 300 });
    expect((await adjust(p.id, { delta: 6, reason: "received" })).status).toBe(200);
    const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug, quantity: 4 }]);
    const placed = await placeOrderCall(t.app, shopper.headers);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.data.order;
    expect(await stockOf(t.db, p.id)).toBe(2);
    expect(await ledgerSum(p.id)).toBe(2);
    expect((await adjust(p.id, { delta: -1, reason: "damaged" })).status).toBe(200);

    const cancelled = await call(t.app, "POST", `/v1/orders/cancel/${order.order_key}`, shopper.headers, { reason: "change_of_mind" });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await stockOf(t.db, p.id)).toBe(5);
    expect(await ledgerSum(p.id)).toBe(5);

    const history = adminStockHistoryResponse.parse((await call(t.app, "GET", `/v1/admin/products/${p.id}/stock-history`, staff)).body);
    expect(history.data.map((m) => [m.delta, m.stock_after, m.reason, m.order_number, m.actor?.id ?? null])).toEqual([
      [4, 5, "cancelled", order.order_number, null],
      [-1, 1, "damaged", null, staffMember.id],
      [-4, 2, "order", order.order_number, null],
      [6, 6, "received", null, staffMember.id],
    ]);
  });
});

describe("back in stock", () => {
  it("mails each open request once when a sold-out product comes back, and not again on the next restock", async () => {
    const p = await createProduct(t.db, { categoryId, stock: 0, name: "ESP32 DevKit" });
    const ask = (full_name: string, email: string) => call(t.app, "POST", `/v1/products/${p.slug}/stock-request`, {}, { full_name, email });
    expect((await ask("Nadia Rahman", "nadia@example.com")).status).toBe(200);
    expect((await ask("Tanvir Ahmed", "tanvir@example.com")).status).toBe(200);
    // Another product's waiting shopper is not told about this one.
    const other = await createProduct(t.db, { categoryId, stock: 0 });
    expect((await call(t.app, "POST", `/v1/products/${other.slug}/stock-request`, {}, { full_name: "Other Person", email: "other@example.com" })).status).toBe(
      200,
    );

    const first = await adjust(p.id, { delta: 3, reason: "received" });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ stock: 3, notified: 2 });
    for (const email of ["nadia@example.com", "tanvir@example.com"]) {
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ channel: "email", subject: "ESP32 DevKit is back in stock" });
      expect(mails[0].body).toContain(`${WEB}/product/${p.slug}`);
    }
    expect(await mailsTo("other@example.com")).toEqual([]);
    const open = await count(sql`select count(*)::int as n from stock_requests where product_id = ${p.id} and notified_at is null`);
    expect(open).toBe(0);

    // More stock while in stock, then sold out and back: nobody is mailed twice.
    expect((await adjust(p.id, { delta: 2, reason: "received" })).body.data.notified).toBe(0);
    expect((await adjust(p.id, { delta: -5, reason: "correction" })).body.data.stock).toBe(0);
    expect((await adjust(p.id, { delta: 1, reason: "received" })).body.data.notified).toBe(0);
    expect(await mailsTo("nadia@example.com")).toHaveLength(1);

    // Asking again while sold out opens a new request: the next return mails that one.
    expect((await adjust(p.id, { delta: -1, reason: "correction" })).status).toBe(200);
    expect((await ask("Nadia Rahman", "nadia@example.com")).status).toBe(200);
    expect((await adjust(p.id, { delta: 4, reason: "received" })).body.data.notified).toBe(1);
    expect(await mailsTo("nadia@example.com")).toHaveLength(2);
    expect(await mailsTo("tanvir@example.com")).toHaveLength(1);
  });

  it("does not mail for a hidden product", async () => {
    const p = await createProduct(t.db, { categoryId, stock: 0 });
    expect((await call(t.app, "POST", `/v1/products/${p.slug}/stock-request`, {}, { full_name: "Hidden Fan", email: "hidden@example.com" })).status).toBe(200);
    await t.db.execute(sql`update products set is_active = false where id = ${p.id}`);
    expect((await adjust(p.id, { delta: 2, reason: "received" })).body.data.notified).toBe(0);
    expect(await mailsTo("hidden@example.com")).toEqual([]);
  });
});

describe("GET /v1/admin/products/{id}/stock-history", () => {
  it("pages the ledger newest first, naming who moved the stock", async () => {
    const p = await createProduct(t.db, { categoryId, stock: 1 });
    for (let i = 1; i <= ADMIN_PER_PAGE + 4; i++) expect((await adjust(p.id, { delta: i, reason: "received", note: `Batch ${i}` })).status).toBe(200);
    const page1 = adminStockHistoryResponse.parse((await call(t.app, "GET", `/v1/admin/products/${p.id}/stock-history`, staff)).body);
    expect(page1.meta).toEqual({ page: 1, per_page: ADMIN_PER_PAGE, total: ADMIN_PER_PAGE + 5, last_page: 2 });
    expect(page1.data).toHaveLength(ADMIN_PER_PAGE);
    expect(page1.data[0]).toMatchObject({ delta: ADMIN_PER_PAGE + 4, note: `Batch ${ADMIN_PER_PAGE + 4}`, actor: staffMember, reason: "received" });
    expect(page1.data[0].created_at).toMatch(/\+06:00$/);
    const ids = page1.data.map((m) => m.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);

    const page2 = adminStockHistoryResponse.parse((await call(t.app, "GET", `/v1/admin/products/${p.id}/stock-history?page=2`, staff)).body);
    expect(page2.data.map((m) => [m.delta, m.reason, m.actor])).toEqual([
      [4, "received", staffMember],
      [3, "received", staffMember],
      [2, "received", staffMember],
      [1, "received", staffMember],
      [1, "opening", null],
    ]);
    expect((await call(t.app, "GET", "/v1/admin/products/999999/stock-history", staff)).status).toBe(404);
  });
});

describe("GET /v1/admin/stock/low", () => {
  it("lists shown products at or below the low-stock mark, lowest first", async () => {
    const cat = await createCategory(t.db);
    const five = await createProduct(t.db, { categoryId: cat.id, stock: 5, name: "Five left" });
    const zero = await createProduct(t.db, { categoryId: cat.id, stock: 0, name: "Sold out" });
    const two = await createProduct(t.db, { categoryId: cat.id, stock: 2, name: "Two left" });
    const six = await createProduct(t.db, { categoryId: cat.id, stock: 6 });
    const hidden = await createProduct(t.db, { categoryId: cat.id, stock: 1, isActive: false });
    const res = await call(t.app, "GET", "/v1/admin/stock/low", staff);
    expect(res.status).toBe(200);
    const rows = adminLowStockResponse.parse(res.body).data.filter((row) => row.category.id === cat.id);
    expect(rows.map((row) => [row.id, row.stock])).toEqual([
      [zero.id, 0],
      [two.id, 2],
      [five.id, 5],
    ]);
    expect(rows.map((row) => row.id)).not.toContain(six.id);
    expect(rows.map((row) => row.id)).not.toContain(hidden.id);
    const all = adminLowStockResponse.parse(res.body).data.map((row) => row.stock);
    expect([...all].sort((a, b) => a - b)).toEqual(all);
    // Restocked above the mark: off the list.
    expect((await adjust(two.id, { delta: 10, reason: "received" })).status).toBe(200);
    const after = adminLowStockResponse.parse((await call(t.app, "GET", "/v1/admin/stock/low", staff)).body).data;
    expect(after.map((row) => row.id)).not.toContain(two.id);
  });
});
