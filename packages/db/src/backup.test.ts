// `npm run backup` and `npm run restore` as the owner runs them (the round trip's rows are
// checked in apps/api/src/backup.test.ts): on PGlite the backup is refused while the shop
// holds the database; on PostgreSQL (DATABASE_URL set) the commands round-trip a database.
// A restore into a database that is not empty is refused in the API's test.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { connect, repoRoot } from "./client";
import { lockDataDir } from "./data-dir-lock";

// Each command starts tsx and the database driver: a second or two, many more on a busy machine.
const SLOW = 180_000;
const parent = mkdtempSync(path.join(os.tmpdir(), "shop-backup-cli-"));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

function cli(script: "backup" | "restore", args: string[], env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, ["--import", "tsx", `packages/db/src/cli/${script}.ts`, ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: "", PGLITE_DIR: "", BACKUP_DIR: "", BACKUP_KEEP: "", ...env },
    encoding: "utf8",
    timeout: 120_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe("npm run backup on PGlite", () => {
  it(
    "is refused while the shop holds the database, says what to do, and writes no archive",
    () => {
      const dataDir = path.join(parent, "pglite");
      mkdirSync(dataDir);
      writeFileSync(path.join(dataDir, "PG_VERSION"), "18\n");
      const out = path.join(parent, "out");
      const release = lockDataDir(dataDir, { command: "npm start", serving: true });
      try {
        const run = cli("backup", ["--data-dir", dataDir, "--dir", out]);
        expect(run.status).toBe(1);
        expect(run.stderr).toContain(`is in use by another process (pid ${process.pid}: npm start). Stop the shop first (Ctrl+C), then run this again.`);
        expect(run.stderr).toContain("Or move the shop to PostgreSQL (DATABASE_URL), where a backup runs while the shop serves.");
        expect(readdirSync(parent)).not.toContain("out");
      } finally {
        release();
      }
    },
    SLOW,
  );
});

const url = process.env.DATABASE_URL;

describe.skipIf(!url)("npm run backup and npm run restore on PostgreSQL", () => {
  const names = [`shop_bk_src_${randomBytes(4).toString("hex")}`, `shop_bk_dst_${randomBytes(4).toString("hex")}`];
  const at = (name: string) => {
    const parsed = new URL(url!);
    parsed.pathname = `/${name}`;
    return parsed.toString();
  };
  async function admin(text: string) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(text).finally(() => client.end());
  }
  afterAll(async () => {
    for (const name of names) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it(
    "writes a dated archive with the counts, restores it into an empty database, and says the counts match",
    async () => {
      const [source, target] = names;
      for (const name of names) await admin(`CREATE DATABASE ${name}`);
      const handle = await connect({ url: at(source), poolSize: 1 });
      await handle.migrate();
      await handle.db.execute(sql`insert into users (phone, full_name) values ('01711000001', 'Rahim'), ('01711000002', 'Karim')`);
      await handle.close();

      const out = path.join(parent, "pg");
      const backup = cli("backup", ["--keep", "2"], { DATABASE_URL: at(source), BACKUP_DIR: out });
      expect(backup.status, backup.stderr).toBe(0);
      const file = /\[backup\] wrote (\S+\.tar) /.exec(backup.stdout)?.[1];
      expect(file && path.dirname(file)).toBe(out);
      expect(backup.stdout).toContain("orders 0, order lines 0, payments 0, users 2, stock movements 0, reviews 0, images 0 (0.0 MB)");

      const restore = cli("restore", [file!, "--into", at(target)]);
      expect(restore.status, restore.stderr).toBe(0);
      expect(restore.stdout).toMatch(/users\s+2\s+2/);
      expect(restore.stdout).toContain("every count matches the backup");
    },
    SLOW,
  );
});
