// Order figures for `npm run bench`: placing orders (20 shoppers at once, each on its
// own product), the contention case (200 buyers for 10 units), and the product list
// while orders stream in, against the running API.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { connect, sql, type Database, type DbHandle } from "@shop/db";
import { seedIfEmpty } from "@shop/db/seed/index";
import { measure, type LoadResult } from "./lib";

export type Shopper = { phone: string; headers: Record<string, string> };

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`bench: ${what} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

const post = (api: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${api}${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

/**
 * Shoppers for the order figures, written straight into the database before the API
 * starts (PGlite has one process): a user, a live session token (stored hashed, as
 * sign-in stores it), a Dhaka address chosen on the cart. Products: `bulk` with stock
 * for the whole run, one with exactly 10 units for the contention case.
 */
export async function prepareOrderBench(
  db: Database,
  count: number,
): Promise<{ shoppers: Shopper[]; bulkSlugs: string[]; contendedSlug: string; staff: Record<string, string> }> {
  const picked = await db.execute<{ id: number; slug: string }>(sql`select id, slug from products where is_active order by id limit 21`);
  const bulk = picked.rows.slice(0, 20);
  const contended = picked.rows[20];
  await db.execute(
    sql`update products set stock = 1000000 where id in (${sql.join(
      bulk.map((p) => sql`${p.id}`),
      sql`, `,
    )})`,
  );
  await db.execute(sql`update products set stock = 10 where id = ${contended.id}`);
  const shoppers: Shopper[] = [];
  for (let i = 0; i < count; i++) {
    const phone = `019${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, "0")}`;
    const token = randomBytes(32).toString("base64url");
    const user = await db.execute<{ id: string }>(sql`insert into users (phone, full_name) values (${phone}, 'Bench Shopper') returning id`);
    const userId = user.rows[0].id;
    await db.execute(sql`insert into auth_tokens (user_id, token_hash, expires_at)
      values (${userId}, ${createHash("sha256").update(token).digest("hex")}, now() + interval '1 day')`);
    const address = await db.execute<{ id: string }>(sql`insert into addresses (user_id, full_name, phone, district_id, area, address)
      values (${userId}, 'Bench Shopper', ${phone}, 47, 'Mirpur', 'House 1, Road 2') returning id`);
    await db.execute(sql`insert into carts (user_id, address_id) values (${userId}, ${address.rows[0].id})`);
    shoppers.push({ phone, headers: { authorization: `Bearer ${token}` } });
  }
  // An owner for the back office's reads (the order queue, the dashboard).
  const staffToken = randomBytes(32).toString("base64url");
  const owner = await db.execute<{ id: string }>(
    sql`insert into users (phone, full_name, role) values ('01799999999', 'Bench Owner', 'owner') on conflict (phone) do update set role = 'owner' returning id`,
  );
  await db.execute(sql`insert into auth_tokens (user_id, token_hash, expires_at)
    values (${owner.rows[0].id}, ${createHash("sha256").update(staffToken).digest("hex")}, now() + interval '1 day')`);
  return { shoppers, bulkSlugs: bulk.map((p) => p.slug), contendedSlug: contended.slug, staff: { authorization: `Bearer ${staffToken}` } };
}

async function fill(api: string, shopper: Shopper, slug: string): Promise<void> {
  await json(
    await fetch(`${api}/v2/carts`, {
      method: "PUT",
      headers: { "content-type": "application/json", ...shopper.headers },
      body: JSON.stringify({ product: slug, quantity: 1, from_cart: true }),
    }),
    "PUT /v2/carts",
  );
}

const placeOrder = (api: string, shopper: Shopper) =>
  post(api, "/v1/orders", { payment_method: "cash_on_delivery", terms: true }, { ...shopper.headers, "idempotency-key": randomUUID() });

function summarise(samples: number[], seconds: number, errors: number): LoadResult {
  samples.sort((a, b) => a - b);
  const pct = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? NaN;
  return { rps: samples.length / seconds, p50: pct(0.5), p95: pct(0.95), p99: pct(0.99), errors, non2xx: 0 };
}

/**
 * `shoppers.length` shoppers in a closed loop for `seconds`: each refills its cart with
 * one unit of its own product (not timed) and places the order (timed). First a
 * warm-up of `warmupSeconds` (2 unless told), as every other load here has, then
 * `afterWarmup`: on PostgreSQL an ANALYZE (see `analyzeDatabase`), so the orders
 * tables, empty when the API first planned its statements, are planned for as they
 * are, as autovacuum would in a shop.
 */
export async function orderLoop(
  api: string,
  shoppers: Shopper[],
  slugs: string[],
  seconds: number,
  opts: { warmupSeconds?: number; afterWarmup?: () => Promise<void> } = {},
): Promise<LoadResult> {
  const warmup = opts.warmupSeconds ?? 2;
  if (warmup > 0) await orderRound(api, shoppers, slugs, warmup);
  await opts.afterWarmup?.();
  return orderRound(api, shoppers, slugs, seconds);
}

async function orderRound(api: string, shoppers: Shopper[], slugs: string[], seconds: number): Promise<LoadResult> {
  const samples: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    shoppers.map(async (shopper, i) => {
      while (performance.now() < deadline) {
        await fill(api, shopper, slugs[i % slugs.length]);
        const t0 = performance.now();
        const res = await placeOrder(api, shopper);
        samples.push(performance.now() - t0);
        if (res.status !== 201) errors++;
        await res.arrayBuffer();
      }
    }),
  );
  return summarise(samples, (performance.now() - started) / 1000, errors);
}

/**
 * Orders arriving at `perSecond` (open loop: a tick places an order for the next shopper
 * not already busy) until `seconds` have passed; answers how many were placed.
 */
async function orderStream(api: string, shoppers: Shopper[], slugs: string[], perSecond: number, seconds: number): Promise<number> {
  const busy = new Set<number>();
  const running: Promise<void>[] = [];
  let placed = 0;
  let next = 0;
  const deadline = performance.now() + seconds * 1000;
  while (performance.now() < deadline) {
    const i = next++ % shoppers.length;
    if (!busy.has(i)) {
      busy.add(i);
      running.push(
        (async () => {
          await fill(api, shoppers[i], slugs[i % slugs.length]);
          const res = await placeOrder(api, shoppers[i]);
          if (res.status === 201) placed++;
          await res.arrayBuffer();
          busy.delete(i);
        })(),
      );
    }
    await new Promise((r) => setTimeout(r, 1000 / perSecond));
  }
  await Promise.all(running);
  return placed;
}

export type OrderBench = {
  place: LoadResult;
  contention: LoadResult & { orders: number; buyers: number; stockLeft: number };
  listAlone: LoadResult;
  /** The list while 20 shoppers order as fast as the API lets them (closed loop). */
  listWithOrders: LoadResult;
  /** The list while orders arrive at `streamRate` a second. */
  listWithStream: LoadResult;
  streamRate: number;
  streamed: number;
  /** The back office once these orders exist: the queue's first page with its counts, a phone search, the dashboard. */
  admin: {
    orders: number;
    queue: LoadResult;
    search: LoadResult;
    dashboard: LoadResult;
    customers: LoadResult;
    customersBySpent: LoadResult;
    reports: { sales: LoadResult; cod: LoadResult; refunds: LoadResult };
  };
};

/** Shoppers and products from `prepareOrderBench` (220 shoppers: 20 steady, 200 contending). */
export async function benchOrders(
  api: string,
  opts: {
    seconds: number;
    shoppers: Shopper[];
    bulkSlugs: string[];
    contendedSlug: string;
    listPath: string;
    staff: Record<string, string>;
    /** After the order loop's warm-up (see `orderLoop`). */
    afterWarmup?: () => Promise<void>;
  },
): Promise<OrderBench> {
  const shoppers = opts.shoppers.slice(0, 20);
  const place = await orderLoop(api, shoppers, opts.bulkSlugs, opts.seconds, { afterWarmup: opts.afterWarmup });

  // The product list alone, then with the same 20 shoppers ordering meanwhile (one Node
  // client for both, so the two list figures are measured alike).
  const listRequests = [{ path: opts.listPath }];
  const listAlone = await measure({ base: api, requests: listRequests, concurrency: 20, seconds: opts.seconds });
  const [listWithOrders] = await Promise.all([
    measure({ base: api, requests: listRequests, concurrency: 20, seconds: opts.seconds, warmupSeconds: 0 }),
    orderLoop(api, shoppers, opts.bulkSlugs, opts.seconds, { warmupSeconds: 0 }),
  ]);
  const streamRate = Number(process.env.BENCH_ORDER_RATE ?? 10);
  const [listWithStream, streamed] = await Promise.all([
    measure({ base: api, requests: listRequests, concurrency: 20, seconds: opts.seconds, warmupSeconds: 0 }),
    orderStream(api, shoppers, opts.bulkSlugs, streamRate, opts.seconds),
  ]);

  // 200 buyers, one unit each in the cart, all confirming at once for 10 units.
  const buyers = opts.shoppers.slice(20, 220);
  for (const buyer of buyers) await fill(api, buyer, opts.contendedSlug);
  const samples: number[] = [];
  const t0 = performance.now();
  const statuses = await Promise.all(
    buyers.map(async (buyer) => {
      const started = performance.now();
      const res = await placeOrder(api, buyer);
      await res.arrayBuffer();
      samples.push(performance.now() - started);
      return res.status;
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  const stock = await json<{ data: { current_stock: number } }>(await fetch(`${api}/v1/products/${opts.contendedSlug}/stock`), "stock");
  const orders = statuses.filter((s) => s === 201).length;
  const unexpected = statuses.filter((s) => s !== 201 && s !== 422).length;
  // The back office over every order placed above, measured like the list (one Node client, 20 connections).
  const staffGet = (path: string) => [{ path, headers: opts.staff }];
  const queueAnswer = await json<{ meta: { total: number } }>(await fetch(`${api}/v1/admin/orders`, { headers: opts.staff }), "admin orders");
  const admin = {
    orders: queueAnswer.meta.total,
    queue: await measure({ base: api, requests: staffGet("/v1/admin/orders"), concurrency: 20, seconds: opts.seconds }),
    search: await measure({ base: api, requests: staffGet(`/v1/admin/orders?q=${shoppers[3].phone.slice(-6)}`), concurrency: 20, seconds: opts.seconds }),
    dashboard: await measure({ base: api, requests: staffGet("/v1/admin/dashboard"), concurrency: 20, seconds: opts.seconds }),
    // The customer list (issue 46): its first page newest first, and most spent first (every delivered order added up per shopper).
    customers: await measure({ base: api, requests: staffGet("/v1/admin/customers"), concurrency: 20, seconds: opts.seconds }),
    customersBySpent: await measure({ base: api, requests: staffGet("/v1/admin/customers?sort=spent"), concurrency: 20, seconds: opts.seconds }),
    // The owner's reports (issue 46) over the last 30 Dhaka days, which hold every order placed above.
    reports: {
      sales: await measure({ base: api, requests: staffGet(`/v1/admin/reports/sales?${reportPeriod()}`), concurrency: 20, seconds: opts.seconds }),
      cod: await measure({ base: api, requests: staffGet(`/v1/admin/reports/cod?${reportPeriod()}`), concurrency: 20, seconds: opts.seconds }),
      refunds: await measure({ base: api, requests: staffGet(`/v1/admin/reports/refunds?${reportPeriod()}`), concurrency: 20, seconds: opts.seconds }),
    },
  };
  return {
    admin,
    place,
    contention: { ...summarise(samples, elapsed, unexpected), orders, buyers: buyers.length, stockLeft: stock.data.current_stock },
    listAlone,
    listWithOrders,
    listWithStream,
    streamRate,
    streamed,
  };
}

/** ?from&to for the last 30 Dhaka days, today included. */
function reportPeriod(): string {
  const dhakaDay = (offsetDays: number) => new Date(Date.now() + 6 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
  return `from=${dhakaDay(-29)}&to=${dhakaDay(0)}`;
}

/** Presses Pay on the fake bKash page as a browser would; answers the callback URL bKash sends it to. */
async function payOnFakeBkash(bkashUrl: string): Promise<URL> {
  const html = await (await fetch(bkashUrl)).text();
  const form = [...html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)].find((m) => m[2].includes(">Pay</button>"));
  if (!form) throw new Error("bench: no Pay button on the fake bKash page");
  const fields = new URLSearchParams(
    [...form[2].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]] as [string, string]),
  );
  const res = await fetch(new URL(form[1], bkashUrl), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: fields.toString(),
    redirect: "manual",
  });
  return new URL(res.headers.get("location") ?? "");
}

/**
 * bKash under load (the API pointed at the local fake, DEMO_PAYMENTS): 20 shoppers at
 * once each place a bKash order, start the payment and press Pay; timed is the callback
 * (execute with bKash, verify, mark paid) until its redirect to /order-success.
 */
export async function benchBkashCallbacks(api: string, shoppers: Shopper[], slugs: string[], rounds = 5): Promise<LoadResult & { paid: number }> {
  const samples: number[] = [];
  let paid = 0;
  let errors = 0;
  const started = performance.now();
  for (let round = 0; round < rounds; round++) {
    await Promise.all(
      shoppers.slice(0, 20).map(async (shopper, i) => {
        await fill(api, shopper, slugs[i % slugs.length]);
        const placed = await post(api, "/v1/orders", { payment_method: "bkash", terms: true }, { ...shopper.headers, "idempotency-key": randomUUID() });
        const body = (await placed.json()) as { data?: { order_key: string } };
        if (placed.status !== 201 || !body.data) return void errors++;
        const start = await fetch(`${api}/v1/payments/${body.data.order_key}/start`, { headers: shopper.headers, redirect: "manual" });
        const callback = await payOnFakeBkash(start.headers.get("location") ?? "");
        const t0 = performance.now();
        const res = await fetch(`${api}${callback.pathname.replace(/^\/api/, "")}${callback.search}`, { redirect: "manual" });
        samples.push(performance.now() - t0);
        if (res.status === 302 && (res.headers.get("location") ?? "").startsWith("/order-success")) paid++;
        else errors++;
      }),
    );
  }
  return { ...summarise(samples, (performance.now() - started) / 1000, errors), paid };
}

/**
 * ANALYZE on the database at `url`, as autovacuum does once a table has grown by a
 * tenth: a shop's carts and orders tables are never as empty as a fresh bench
 * database's. Without it (autovacuum is off on these machines, and would not run
 * within a 10 s load anyway) the API's prepared statements keep generic plans made
 * while those tables were empty: sequential scans of carts that grow by hundreds
 * of rows a second (add to cart: 499, 393, 341 req/s in three 10 s rounds; 950 with
 * ANALYZE before the round), and of the order's lines and timeline read after each
 * order (place order, two alternating pairs on one machine: 345 and 312 orders/s,
 * p95 61.3 and 66.6 ms, without; 414 and 382, p95 45.1 and 50.9 ms, with).
 */
export async function analyzeDatabase(url: string): Promise<void> {
  const handle = await connect({ url });
  await handle.db.execute(sql`analyze`);
  await handle.close();
}

/**
 * A new database `name` on the PostgreSQL server of `url` (dropped first if a run left
 * it), migrated, with the demo catalog and fresh planner statistics; its URL for the API.
 */
export async function freshDemoDatabase(url: string, name: string): Promise<{ handle: DbHandle; url: string }> {
  const admin = await connect({ url });
  await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  await admin.db.execute(sql.raw(`CREATE DATABASE ${name}`));
  await admin.close();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await connect({ url: target.toString() });
  await handle.migrate();
  await seedIfEmpty(handle.db);
  await handle.db.execute(sql`analyze`);
  return { handle, url: target.toString() };
}
