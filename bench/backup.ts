// `npm run bench:backup`: how long `npm run backup` and `npm run restore` take on a shop
// with 100,000 orders (issue 42). Fills a new PostgreSQL database with the demo catalog
// and, by bulk SQL (bench/history.ts), 30,000 shoppers, 100,000 orders over two years (1 to 4 lines each,
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
import { connect, sql } from "@shop/db";
import { seedIfEmpty } from "@shop/db/seed/index";
import { fillHistory } from "./history";
import { root } from "./lib";

const ORDERS = Number(process.env.BENCH_BACKUP_ORDERS ?? 100_000);
const PHOTOS = Number(process.env.BENCH_BACKUP_PHOTOS ?? 500);
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
    await fillHistory(handle.db, ORDERS, PHOTOS);
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
