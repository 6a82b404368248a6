// `npm run db:move`: a shop run on PGlite (orders cash and paid by bKash, a review, a stock
// adjustment, SMS sent and one waiting) is moved to a new PostgreSQL database by the real
// command, and the shop started on the copy shows each shopper the same orders, numbers
// its next order on, and sends the waiting SMS once. It needs a PostgreSQL server on both
// legs of CI: DATABASE_URL's, or the local one at 127.0.0.1:5432 on the PGlite leg.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { normalizePhone } from "@shop/contracts";
import { connect, outbox, sql, type Database, type DbHandle } from "@shop/db";
import { buildApp } from "./app";
import { testEnv } from "./test/app";
import { call, createAddress, seedDistricts } from "./test/commerce-fixture";
import { createCategory, createProduct, randomPhone, type ProductRecord } from "./test/factories";
import { adminQuery, databaseUrl, dropDatabase } from "./test/pg-admin";
import { signInStaff, type Staff } from "./modules/admin/shop-test-helpers";
import { signInByPhone } from "./modules/identity/testing";
import { enqueueMessage } from "./modules/outbox/service";
import { startFakeSslWireless } from "../fakes/sms/sslwireless/fake";
import { deliverOrder } from "./modules/reviews/test-helpers";
import { placeOrderCall } from "./modules/orders/test-helpers";
import { startFakeBkash } from "../fakes/payments/bkash/fake";
import { pressOnFakePage } from "../fakes/payments/bkash/testing";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const serverUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Whether a PostgreSQL server answers; the move has nothing to move to without one. */
async function serverAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
const reachable = await serverAnswers();

type Headers = Record<string, string>;
/** A PGlite shop in a directory and three runs of the command: about 30 s alone on 2 cores, more beside other test files. */
const SLOW = 180_000;
type Shopper = { phone: string; headers: Headers };

/** `npm run db:move -- <url> --data-dir <dir>`, as the owner runs it (tsx, the root's script). */
function move(url: string, dataDir: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "packages/db/src/cli/move.ts", url, "--data-dir", dataDir], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: "", PGLITE_DIR: "" },
    timeout: 120_000,
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (text: string) => (stdout += text));
  child.stderr.setEncoding("utf8").on("data", (text: string) => (stderr += text));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

/** A migrated PGlite database as a dump: the one globalSetup made on the PGlite leg, else made here. */
async function migratedDump(): Promise<Blob> {
  const file = inject("pgliteDump");
  if (file) return new Blob([readFileSync(file)]);
  const memory = await connect({ dataDir: "memory://" });
  try {
    await memory.migrate();
    return await (memory.db as unknown as { $client: { dumpDataDir: (c: "gzip") => Promise<Blob> } }).$client.dumpDataDir("gzip");
  } finally {
    await memory.close();
  }
}

describe.skipIf(!reachable)(`moving a shop from PGlite to PostgreSQL (needs a PostgreSQL server at ${new URL(serverUrl).host})`, () => {
  let dir: string;
  let dataDir: string;
  const targetName = `shop_move_${randomBytes(5).toString("hex")}`;
  const targetUrl = databaseUrl(serverUrl, targetName);
  let sms: Awaited<ReturnType<typeof startFakeSslWireless>>;
  let bkash: Awaited<ReturnType<typeof startFakeBkash>>;
  let env: ReturnType<typeof testEnv>;
  const open: { app?: FastifyInstance; handle?: DbHandle }[] = [];

  /** The API on a database, with the shop's SMS gateway and bKash as their local fakes. */
  async function startShop(handle: DbHandle) {
    const app = await buildApp({ db: handle.db, env, logger: false });
    await app.ready();
    open.push({ app, handle });
    return app;
  }
  async function stopShop(app: FastifyInstance, handle: DbHandle) {
    await app.close();
    await handle.close();
    open.splice(
      open.findIndex((o) => o.app === app),
      1,
    );
  }

  // What the PGlite shop did, and what its shoppers saw.
  let cash: Shopper;
  let online: Shopper;
  let board: ProductRecord;
  let sensor: ProductRecord;
  const seen = new Map<string, { list: unknown; orders: unknown[] }>();
  const waitingBody = "RoboDoc: your stock request for Arduino Uno R3 is back in stock.";
  let sentBefore: number;
  let maxItemId: number;
  let numbersBefore: string[];

  async function ordersOf(app: FastifyInstance, shopper: Shopper) {
    const list = await call(app, "GET", "/v1/orders", shopper.headers);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const keys = (list.body.data as { order_key: string }[]).map((o) => o.order_key);
    const orders = [];
    for (const key of keys) orders.push((await call(app, "GET", `/v1/orders/${key}`, shopper.headers)).body);
    return { list: list.body, orders };
  }

  async function shopperWithAddress(app: FastifyInstance, db: Database): Promise<Shopper> {
    const phone = randomPhone();
    const { headers } = await signInByPhone(app, db, phone);
    const found = await db.execute<{ id: string }>(sql`select id from users where phone = ${phone}`);
    const address = await createAddress(db, found.rows[0].id, { fullName: "রহিম উদ্দিন" });
    expect((await call(app, "POST", "/v1/carts-address", headers, { uuid: address.id })).status).toBe(200);
    return { phone, headers };
  }

  async function order(app: FastifyInstance, shopper: Shopper, product: ProductRecord, payment = "cash_on_delivery") {
    expect((await call(app, "PUT", "/v2/carts", shopper.headers, { product: product.slug, quantity: 1 })).status).toBe(200);
    const placed = await placeOrderCall(app, shopper.headers, { payment_method: payment });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    return placed.body.data.order as { order_key: string; order_number: string; summary: { total: number } };
  }

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "shop-move-"));
    dataDir = path.join(dir, "pglite");
    sms = await startFakeSslWireless();
    bkash = await startFakeBkash();
    env = testEnv({
      SMS_PROVIDER: "sslwireless",
      SSLWIRELESS_BASE_URL: sms.url,
      SSLWIRELESS_API_TOKEN: sms.credentials.apiToken,
      SSLWIRELESS_SID: sms.credentials.sid,
      BKASH_BASE_URL: bkash.baseUrl,
      BKASH_APP_KEY: bkash.credentials.appKey,
      BKASH_APP_SECRET: bkash.credentials.appSecret,
      BKASH_USERNAME: bkash.credentials.username,
      BKASH_PASSWORD: bkash.credentials.password,
      PUBLIC_WEB_URL: "http://shop.test",
    });

    // The shop on its embedded database in a directory, as `npm start` runs it (the directory locked as the shop's).
    const handle = await connect({ dataDir, loadDataDir: await migratedDump(), command: "npm start", serving: true });
    // While the shop runs, the move is refused and writes nothing (run beside the shop's work below).
    await adminQuery(serverUrl, `CREATE DATABASE ${targetName}`);
    const refusal = move(targetUrl, dataDir);
    const app = await startShop(handle);
    const db = handle.db;
    await seedDistricts(db);
    const categoryId = (await createCategory(db)).id;
    board = await createProduct(db, { categoryId, name: "Arduino Uno R3", price: 1200, stock: 10 });
    sensor = await createProduct(db, { categoryId, name: "HC-SR04", price: 300, stock: 10 });
    const owner: Staff = await signInStaff(app, db, "owner");

    cash = await shopperWithAddress(app, db);
    online = await shopperWithAddress(app, db);
    const first = await order(app, cash, board);
    await deliverOrder(app, owner, first.order_number);
    const review = await call(app, "POST", `/v1/product/${board.slug}/reviews`, cash.headers, {
      rating: 5,
      review: "ভালো board, works as described.",
      order_key: first.order_key,
    });
    expect(review.status, JSON.stringify(review.body)).toBe(201);
    await order(app, cash, sensor);

    const paid = await order(app, online, board, "bkash");
    const started = await app.inject({ method: "GET", url: `/v1/payments/${paid.order_key}/start`, headers: online.headers });
    const pressed = await pressOnFakePage(String(started.headers.location), "Pay");
    const back = await app.inject({ method: "GET", url: `/v1/payments/bkash/callback${pressed.location.search}` });
    expect(String(back.headers.location)).toBe(`/order-success?order_key=${paid.order_key}`);

    const adjusted = await call(app, "POST", `/v1/admin/products/${sensor.id}/stock`, owner.headers, { delta: 5, reason: "received", note: "Invoice 77" });
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(200);

    for (const shopper of [cash, online]) seen.set(shopper.phone, await ordersOf(app, shopper));
    await app.outbox.idle();
    // Queued and not yet sent when the shop stopped (written without waking the sender),
    // and one a process claimed just before it died (a clean stop waits for its sends).
    await enqueueMessage(db, { channel: "sms", to: cash.phone, body: waitingBody });
    await db.insert(outbox).values({ channel: "sms", to: online.phone, body: "claimed mid-send", status: "sending", attempts: 1, claimedAt: new Date() });
    sentBefore = sms.received.length;
    const statuses = await db.execute<{ status: string; n: number }>(sql`select status, count(*)::int as n from outbox group by 1 order by 1`);
    expect(statuses.rows.map((r) => [r.status, Number(r.n)])).toEqual([
      ["pending", 1],
      ["sending", 1],
      ["sent", sentBefore],
    ]);
    maxItemId = Number((await db.execute<{ id: number }>(sql`select max(id)::int as id from order_items`)).rows[0].id);
    numbersBefore = (await db.execute<{ n: string }>(sql`select order_number as n from orders`)).rows.map((r) => r.n);
    expect(numbersBefore).toHaveLength(3);

    const refused = await refusal;
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("is in use by another process");
    expect(refused.stderr).toContain("(Ctrl+C)");
    await stopShop(app, handle);
  }, SLOW);

  afterAll(async () => {
    for (const { app, handle } of open.splice(0)) {
      await app?.close();
      await handle?.close();
    }
    await sms?.close();
    await bkash?.close();
    if (reachable) await dropDatabase(serverUrl, targetName);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it(
    "copies every table and sequence into the empty database, checks each, and says the one setting to change; never into a filled one",
    async () => {
      const moved = await move(targetUrl, dataDir);
      expect(moved.status, moved.stderr + moved.stdout).toBe(0);
      for (const table of ["orders", "payments", "reviews", "stock_movements", "outbox", "auth_tokens"]) {
        expect(moved.stdout).toMatch(new RegExp(`^${table} +[1-9]\\d* +[1-9]\\d* +([0-9a-f]{10}) +\\1 +same$`, "m"));
      }
      expect(moved.stdout).toMatch(/^order_items_id_seq +(\d+) +\1 +same$/m);
      expect(moved.stdout).not.toContain("DIFFERS");
      expect(moved.stdout).toContain("every count and checksum matches");
      expect(moved.stdout).toContain(`\n  DATABASE_URL=${targetUrl}\n`);

      const again = await move(targetUrl, dataDir);
      expect(again.status).toBe(1);
      expect(again.stderr).toMatch(/^\[move\] the target database is not empty \(.+ hold rows\): give the move a new, empty database$/m);
    },
    SLOW,
  );

  it("the shop on the copy shows each shopper the same orders, numbers the next order on, and sends the waiting SMS once", async () => {
    const handle = await connect({ url: targetUrl, poolSize: 3 });
    const app = await startShop(handle);
    const db = handle.db;
    // The same sign-in tokens, the same orders, totals, payments and timelines.
    for (const shopper of [cash, online]) expect(await ordersOf(app, shopper)).toEqual(seen.get(shopper.phone));
    const paid = (seen.get(online.phone)!.list as { data: { payment_status: string }[] }).data;
    expect(paid.map((o) => o.payment_status)).toEqual(["paid"]);
    const reviews = await call(app, "GET", `/v1/product/${board.slug}/reviews`);
    expect(reviews.body.data.map((r: { rating: number; review: string }) => [r.rating, r.review])).toEqual([[5, "ভালো board, works as described."]]);

    // A new order takes the next ids (order items, its events, the ledger, the outbox) and a new number.
    const next = await order(app, online, sensor);
    expect(numbersBefore).not.toContain(next.order_number);
    const items = await db.execute<{ id: number }>(
      sql`select i.id from order_items i join orders o on o.id = i.order_id where o.order_number = ${next.order_number}`,
    );
    expect(items.rows.map((r) => Number(r.id))).toEqual([maxItemId + 1]);
    // The ledger came across whole, without a second opening entry: it still sums to the stock.
    const ledger = await db.execute<{ product_id: number; stock: number; sum: number; n: number }>(sql`
      select p.id as product_id, p.stock, coalesce(sum(m.delta), 0)::int as sum, count(m.id)::int as n
      from products p left join stock_movements m on m.product_id = p.id group by p.id order by p.id`);
    expect(ledger.rows.map((r) => [Number(r.product_id), Number(r.stock), Number(r.sum), Number(r.n)])).toEqual([
      [board.id, 8, 8, 3],
      [sensor.id, 13, 13, 4],
    ]);

    // The waiting SMS goes out once, with the new order's; none sent on PGlite goes again.
    await app.outbox.idle();
    app.outbox.kick();
    await app.outbox.idle();
    const after = sms.received.slice(sentBefore);
    expect(after.map((m) => [normalizePhone(m.to), m.body.startsWith("RoboDoc: order ") ? "order" : m.body])).toEqual([
      [cash.phone, waitingBody],
      [online.phone, "order"],
    ]);
    const rows = await db.execute<{ body: string; status: string }>(
      sql`select body, status from outbox where status <> 'sent' or body = ${waitingBody} order by id`,
    );
    // The message claimed by the process that died keeps its claim: sent again only once the claim is stale, as after a crash.
    expect(rows.rows).toEqual([
      { body: waitingBody, status: "sent" },
      { body: "claimed mid-send", status: "sending" },
    ]);
    await stopShop(app, handle);
  });
});
