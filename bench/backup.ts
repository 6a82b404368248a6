// `npm run bench:backup`: how long `npm run backup` and `npm run restore` take on a shop
// with 100,000 orders (issue 42). Fills a new PostgreSQL database with the demo catalog
// and, by bulk SQL, 30,000 shoppers, 100,000 orders over two years (1 to 4 lines each,
// statuses and payment methods mixed as a shop's are), their timelines, payments and
// bKash callbacks, a stock movement per line, reviews, and BENCH_BACKUP_PHOTOS uploaded
// photos (500; 150 KB of incompressible bytes each, as WebP photos are). Then times the
// two commands as the owner runs them (tsx included) and prints the archive's size.
//
// BENCH_BACKUP_URL: the server (default postgres://postgres@127.0.0.1:5432/postgres); its
// two databases are dropped at the end. BENCH_BACKUP_ORDERS changes the 100,000.
// `-- --pglite` measures the embedded database instead (a PGlite directory, filled alike).
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { connect, sql, type Database } from "@shop/db";
import { seedIfEmpty } from "@shop/db/seed/index";
import { root } from "./lib";

const ORDERS = Number(process.env.BENCH_BACKUP_ORDERS ?? 100_000);
const PHOTOS = Number(process.env.BENCH_BACKUP_PHOTOS ?? 500);
const PHOTO_BYTES = 150 * 1024;
const SHOPPERS = Math.max(10, Math.round(ORDERS * 0.3));
const server = process.env.BENCH_BACKUP_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const onPglite = process.argv.includes("--pglite");

function at(name: string): string {
  const parsed = new URL(server);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function admin(text: string) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The shop's history, written in a few statements (minutes by the API, seconds so). */
async function fill(db: Database) {
  const run = (text: string) => db.execute(sql.raw(text));
  await run(`insert into users (phone, full_name, created_at)
    select '018' || lpad(g::text, 8, '0'), 'Shopper ' || g, now() - (g % 730) * interval '1 day' from generate_series(1, ${SHOPPERS}) g`);
  await run(`create temp table bench_products as
    select id, name, slug, coalesce(discount_price, price) as price, row_number() over (order by id) as n from products where is_active`);
  await run(`create temp table bench_users as select id, row_number() over (order by phone) as n from users where role = 'shopper'`);
  await run(`insert into orders (order_key, order_number, user_id, status, payment_method, payment_status, delivery_method, address,
      subtotal, shipping_fee, total, created_at, updated_at)
    select md5('bench-order-' || g), 'RD' || lpad(g::text, 9, '0'), u.id,
      (array['delivered','delivered','delivered','delivered','shipped','confirmed','processing','pending','cancelled','failed'])[1 + g % 10]::order_status,
      (case when g % 3 = 0 then 'bkash' else 'cash_on_delivery' end)::payment_method,
      (case when g % 10 < 4 or (g % 3 = 0 and g % 10 < 8) then 'paid' when g % 10 = 9 then 'failed' else 'unpaid' end)::payment_status,
      (array['home_delivery','home_delivery','express_delivery','office_pickup'])[1 + g % 4]::delivery_method,
      jsonb_build_object('label', 'home', 'full_name', 'Shopper ' || g, 'phone_number', '018' || lpad(g::text, 8, '0'), 'district', 'Dhaka',
        'area', 'Mirpur', 'address', 'House ' || (g % 90) || ', Road ' || (g % 12), 'full_address', 'House ' || (g % 90) || ', Mirpur, Dhaka', 'inside_dhaka', true),
      0, 7000, 0, now() - (g % 730) * interval '1 day' - (g % 86400) * interval '1 second', now() - (g % 730) * interval '1 day'
    from generate_series(1, ${ORDERS}) g join bench_users u on u.n = 1 + (g * 7919) % ${SHOPPERS}`);
  await run(
    `create temp table bench_orders as select id, row_number() over (order by order_number) as g, status, payment_method, user_id, created_at from orders`,
  );
  await run(`insert into order_items (order_id, product_id, name, slug, image, unit_price, quantity, line_total)
    select o.id, p.id, p.name, p.slug, null, p.price, 1 + (o.g + k) % 3, p.price * (1 + (o.g + k) % 3)
    from bench_orders o cross join lateral generate_series(1, 1 + (o.g % 4)::int) k
    join bench_products p on p.n = 1 + (o.g * 31 + k * 17) % (select count(*) from bench_products)`);
  await run(`update orders o set subtotal = s.sum, total = s.sum + o.shipping_fee
    from (select order_id, sum(line_total)::int as sum from order_items group by 1) s where s.order_id = o.id`);
  await run(`insert into order_events (order_id, status, note, created_at)
    select o.id, e.status::order_status, e.note, o.created_at + e.after
    from bench_orders o cross join lateral (values ('pending', 'Order placed', interval '0'), ('confirmed', 'Confirmed by the shop', interval '2 hours'),
      ('delivered', 'Delivered', interval '3 days')) e(status, note, after)
    where e.status = 'pending' or o.status = 'delivered'`);
  await run(`insert into payments (order_id, method, amount, status, transaction_id, gateway_ref, payload, created_at, updated_at)
    select o.id, o.payment_method, o.total, 'paid',
      case when o.payment_method = 'bkash' then upper(substr(md5('trx' || o.order_number), 1, 10)) end,
      case when o.payment_method = 'bkash' then 'TR0011' || substr(md5('pay' || o.order_number), 1, 14) end,
      case when o.payment_method = 'bkash' then jsonb_build_object('statusCode', '0000', 'amount', (o.total / 100.0)::text, 'merchantInvoiceNumber', o.order_number) end,
      o.created_at, o.created_at
    from orders o where o.payment_status = 'paid'`);
  await run(`insert into payment_events (payment_id, kind, raw, created_at)
    select p.id, k.kind, jsonb_build_object('paymentID', p.gateway_ref, 'status', 'success'), p.created_at
    from payments p cross join (values ('create'), ('callback:success'), ('execute:completed')) k(kind) where p.method = 'bkash'`);
  await run(`insert into stock_movements (product_id, delta, stock_after, reason, order_id, created_at)
    select i.product_id, -i.quantity, 50, 'order', i.order_id, o.created_at from order_items i join bench_orders o on o.id = i.order_id`);
  await run(`insert into reviews (product_id, user_id, order_id, rating, review, created_at)
    select distinct on (o.id) i.product_id, o.user_id, o.id, 1 + o.g % 5, 'Works as described, fast delivery. ভালো পণ্য।', o.created_at + interval '5 days'
    from bench_orders o join order_items i on i.order_id = o.id where o.status = 'delivered' and o.g % 5 = 0 order by o.id, i.id`);
  // Photos as staff upload them: WebP bytes do not compress, so random bytes of a photo's size.
  for (let i = 0; i < PHOTOS; i += 50) {
    const rows = Array.from(
      { length: Math.min(50, PHOTOS - i) },
      (_, j) => sql`(${`upload-bench${i + j}.webp`}, 'image/webp', ${randomBytes(PHOTO_BYTES)}, 1600, 1200)`,
    );
    await db.execute(sql`insert into media (key, content_type, body, width, height) values ${sql.join(rows, sql`, `)}`);
  }
  await run("analyze");
}

/** `npm run <script> -- args` as the owner runs it; answers its wall time. */
function command(script: "backup" | "restore", args: string[], env: Record<string, string>): { ms: number; stdout: string } {
  const started = Date.now();
  const run = spawnSync(process.execPath, ["--import", "tsx", `packages/db/src/cli/${script}.ts`, ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: "", PGLITE_DIR: "", BACKUP_KEEP: "", ...env },
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  });
  const ms = Date.now() - started;
  process.stdout.write(run.stdout);
  process.stderr.write(run.stderr);
  if (run.status !== 0) throw new Error(`npm run ${script} failed (exit ${run.status})`);
  return { ms, stdout: run.stdout };
}

async function main() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "shop-bench-backup-"));
  const suffix = randomBytes(4).toString("hex");
  const names = [`shop_bench_backup_${suffix}`, `shop_bench_restored_${suffix}`];
  try {
    let handle;
    if (onPglite) {
      handle = await connect({ dataDir: path.join(tmp, "pglite") });
    } else {
      await admin(`CREATE DATABASE ${names[0]}`);
      handle = await connect({ url: at(names[0]), poolSize: 1 });
    }
    const filling = Date.now();
    await handle.migrate();
    await seedIfEmpty(handle.db);
    await fill(handle.db);
    const counted = await handle.db.execute<{ orders: number; lines: number; payments: number; size: string }>(sql`select
      (select count(*)::int from orders) as orders, (select count(*)::int from order_items) as lines, (select count(*)::int from payments) as payments,
      pg_size_pretty(pg_database_size(current_database())) as size`);
    await handle.close();
    const c = counted.rows[0];
    console.log(`[bench] filled in ${seconds(Date.now() - filling)}: ${c.orders} orders, ${c.lines} lines, ${c.payments} payments; database ${c.size}`);

    const backupEnv: Record<string, string> = onPglite ? { PGLITE_DIR: path.join(tmp, "pglite") } : { DATABASE_URL: at(names[0]) };
    const backup = command("backup", ["--dir", path.join(tmp, "backups")], backupEnv);
    const file = /\[backup\] wrote (\S+\.tar) /.exec(backup.stdout)![1];
    if (!onPglite) await admin(`CREATE DATABASE ${names[1]}`);
    const restore = command("restore", [file, "--into", onPglite ? path.join(tmp, "restored") : at(names[1])], {});
    console.log(
      `[bench] ${onPglite ? "PGlite" : "PostgreSQL"}, ${c.orders.toLocaleString("en-US")} orders: backup ${seconds(backup.ms)}, ` +
        `restore ${seconds(restore.ms)} (each with ~2 s of tsx start-up), archive ${(statSync(file).size / 1_048_576).toFixed(1)} MB`,
    );
  } finally {
    if (!onPglite) for (const name of names) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error("[bench]", error instanceof Error ? error.message : error);
  process.exit(1);
});
