// Backups (issue 42): a shop's day through the API (orders cash and paid by bKash, a review,
// a stock adjustment, an uploaded photo) is backed up and restored into a fresh database
// of the same kind: PGlite (a new data directory) on the PGlite leg, a new PostgreSQL
// database on the other. Every row of every table comes back identical, and the API
// started on the copy serves the photo and the shopper's order.
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, sql, type Database, type DbHandle } from "@shop/db";
import { createBackup, NotEmptyError, readManifest, restoreBackup, type RestoreTarget } from "@shop/db/backup";
import { buildApp } from "./app";
import { testEnv, useTestApp } from "./test/app";
import { call, seedDistricts } from "./test/commerce-fixture";
import { createCategory, createProduct, type ProductRecord } from "./test/factories";
import { adminQuery, databaseUrl, dropDatabase } from "./test/pg-admin";
import { signInStaff } from "./modules/admin/shop-test-helpers";
import { placeOrderCall, shopperReadyToOrder } from "./modules/orders/test-helpers";
import { startFakeBkash } from "../fakes/payments/bkash/fake";
import { pressOnFakePage } from "../fakes/payments/bkash/testing";
import { deliverOrder } from "./modules/reviews/test-helpers";

const bkash = await startFakeBkash();
const t = useTestApp({
  BKASH_BASE_URL: bkash.baseUrl,
  BKASH_APP_KEY: bkash.credentials.appKey,
  BKASH_APP_SECRET: bkash.credentials.appSecret,
  BKASH_USERNAME: bkash.credentials.username,
  BKASH_PASSWORD: bkash.credentials.password,
  PUBLIC_WEB_URL: "http://shop.test",
});
const url = process.env.DATABASE_URL;
const dir = mkdtempSync(path.join(os.tmpdir(), "shop-backup-test-"));
const restoredName = `shop_restore_${randomBytes(5).toString("hex")}`;
afterAll(async () => {
  await bkash.close();
  if (url) await dropDatabase(url, restoredName);
  rmSync(dir, { recursive: true, force: true });
});

/** Every table the shop has (its own and drizzle's record of migrations), by schema-qualified name. */
async function tablesOf(db: Database): Promise<string[]> {
  const result = await db.execute<{ name: string }>(sql`
    select table_schema || '.' || table_name as name from information_schema.tables
    where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`);
  return result.rows.map((r) => r.name);
}

/** A table's rows as JSON text, sorted: two databases hold the same rows when these are equal. */
async function rowsOf(db: Database, table: string): Promise<string[]> {
  const [schema, name] = table.split(".");
  const result = await db.execute<{ row: string }>(sql`select row_to_json(t)::text as row from ${sql.identifier(schema)}.${sql.identifier(name)} t`);
  return result.rows.map((r) => r.row).sort();
}

describe("npm run backup, then npm run restore into a fresh database", () => {
  let product: ProductRecord;
  let photoKey: string;
  let shopper: { headers: Record<string, string> };
  let cashKey: string;
  let archive: string;
  let target: RestoreTarget;
  let restored: DbHandle;

  beforeAll(async () => {
    await seedDistricts(t.db);
    const categoryId = (await createCategory(t.db)).id;
    product = await createProduct(t.db, { categoryId, name: "Arduino Uno R3", price: 1200, stock: 10 });
    const owner = await signInStaff(t.app, t.db, "owner");

    // A photo uploaded from the back office.
    const upload = await t.app.inject({
      method: "POST",
      url: `/v1/admin/products/${product.id}/images?alt=Front`,
      headers: { ...owner.headers, "content-type": "image/png" },
      payload: await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 40, b: 90 } } })
        .png()
        .toBuffer(),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    photoKey = (upload.json().data.images as { media_key: string }[])[1].media_key;

    // Cash on delivery, delivered (the rider's cash is a payment), then reviewed.
    const cash = await shopperReadyToOrder(t.app, t.db, [{ slug: product.slug }]);
    shopper = cash;
    const placed = await placeOrderCall(t.app, cash.headers);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    cashKey = placed.body.data.order.order_key;
    await deliverOrder(t.app, owner, placed.body.data.order.order_number);
    const review = await call(t.app, "POST", `/v1/product/${product.slug}/reviews`, cash.headers, {
      rating: 5,
      review: "ভালো board, works as described.",
      order_key: cashKey,
    });
    expect(review.status, JSON.stringify(review.body)).toBe(201);

    // Paid by bKash through its (fake) page.
    const online = await shopperReadyToOrder(t.app, t.db, [{ slug: product.slug, quantity: 2 }]);
    const paid = await placeOrderCall(t.app, online.headers, { payment_method: "bkash" });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const started = await t.app.inject({ method: "GET", url: `/v1/payments/${paid.body.data.order_key}/start`, headers: online.headers });
    const pressed = await pressOnFakePage(String(started.headers.location), "Pay");
    const back = await t.app.inject({ method: "GET", url: `/v1/payments/bkash/callback${pressed.location.search}` });
    expect(String(back.headers.location)).toBe(`/order-success?order_key=${paid.body.data.order_key}`);

    const adjusted = await call(t.app, "POST", `/v1/admin/products/${product.id}/stock`, owner.headers, { delta: 5, reason: "received", note: "Invoice 77" });
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(200);
    await t.app.outbox.idle();

    if (url) {
      const name = (await t.db.execute<{ name: string }>(sql`select current_database() as name`)).rows[0].name;
      archive = (await createBackup({ kind: "postgres", url: databaseUrl(url, name) }, { dir })).file;
      await adminQuery(url, `CREATE DATABASE ${restoredName}`);
      target = { url: databaseUrl(url, restoredName) };
    } else {
      archive = (await createBackup({ kind: "pglite", db: t.db }, { dir })).file;
      target = { dataDir: path.join(dir, "pglite-restored") };
    }
  });

  afterAll(async () => {
    await restored?.close();
  });

  it("writes one dated archive whose manifest counts what the shop did", async () => {
    expect(readdirSync(dir).filter((f) => f.endsWith(".tar"))).toEqual([path.basename(archive)]);
    expect(path.basename(archive)).toMatch(/^shop-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar$/);
    const manifest = await readManifest(archive);
    expect(manifest.database).toBe(url ? "postgresql" : "pglite");
    // Two orders (one line each), two payments (cash collected, bKash), three users (owner, two shoppers),
    // the opening stock, two orders and one received adjustment, one review, the seed's image and the upload.
    expect(manifest.counts).toMatchObject({ orders: 2, order_lines: 2, payments: 2, users: 3, stock_movements: 4, reviews: 1, images: 2 });
    expect(manifest.migrations.latest).toMatch(/^\d{4}_/);
  });

  it("loads into an empty database with every row identical, and the API on it serves the photo and the order", async () => {
    const result = await restoreBackup(archive, target);
    expect(result.mismatches).toEqual([]);
    restored = await connect("url" in target ? { url: target.url, poolSize: 2 } : { dataDir: target.dataDir });

    const tables = await tablesOf(t.db);
    expect(tables).toEqual(
      expect.arrayContaining([
        "public.orders",
        "public.order_items",
        "public.payments",
        "public.stock_movements",
        "public.users",
        "public.reviews",
        "public.media",
      ]),
    );
    expect(await tablesOf(restored.db)).toEqual(tables);
    for (const table of tables) expect(await rowsOf(restored.db, table), table).toEqual(await rowsOf(t.db, table));

    const app = await buildApp({ db: restored.db, env: testEnv(), logger: false });
    try {
      const photo = await app.inject({ method: "GET", url: `/v1/media/${photoKey}?w=256` });
      expect(photo.statusCode).toBe(200);
      expect(photo.rawPayload.equals((await t.app.inject({ method: "GET", url: `/v1/media/${photoKey}?w=256` })).rawPayload)).toBe(true);
      // The shopper's session came back too: their order reads as it did.
      const order = await call(app, "GET", `/v1/orders/${cashKey}`, shopper.headers);
      expect(order.status).toBe(200);
      expect(order.body).toEqual((await call(t.app, "GET", `/v1/orders/${cashKey}`, shopper.headers)).body);
    } finally {
      await app.close();
    }
  });

  it("refuses to load into a database that is not empty, and changes nothing there", async () => {
    const before = await rowsOf(restored.db, "public.orders");
    await expect(restoreBackup(archive, target)).rejects.toThrow(NotEmptyError);
    await expect(restoreBackup(archive, target)).rejects.toThrow(/restore loads only into an empty/);
    expect(await rowsOf(restored.db, "public.orders")).toEqual(before);
  });
});
