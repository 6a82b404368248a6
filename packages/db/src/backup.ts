// Backups (docs/decisions/028-backups.md): one dated .tar per backup holding
// manifest.json (what is in it, counted in the same snapshot as the dump) and the
// database's own dump: pg_dump's custom format on PostgreSQL, PGlite's dumpDataDir on
// the embedded database. Product images are rows of `media` (the uploaded master's
// bytes), so they are in the dump, consistent with the orders that show them; the
// manifest counts them and keeps a digest of their bytes, which a restore checks.
import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { connect, DatabaseUnreachableError, databaseAddress, migrationsFolder, type Database, type DbHandle } from "./client";

/** Bumped when the archive's layout changes: a restore refuses a format it does not know. */
export const BACKUP_FORMAT = 1;
export const MANIFEST_FILE = "manifest.json";
const PG_DUMP_FILE = "database.pgdump";
const PGLITE_DUMP_FILE = "pglite-datadir.tar.gz";
const NAME_PATTERN = /^shop-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar$/;

/** What the owner asks about first, in the words the manifest and the commands print. */
export type BackupCounts = {
  orders: number;
  order_lines: number;
  payments: number;
  users: number;
  stock_movements: number;
  reviews: number;
  images: number;
  image_bytes: number;
};

export type Manifest = {
  format: typeof BACKUP_FORMAT;
  created_at: string;
  database: "postgresql" | "pglite";
  server_version: string;
  dump: string;
  /** The app's migration level: how many of packages/db/migrations were applied, and the last one's name. */
  migrations: { applied: number; latest: string | null };
  counts: BackupCounts;
  /** md5 over every image's key and the md5 of its bytes, in key order. */
  images_digest: string;
};

export const COUNT_LABELS: Record<keyof BackupCounts, string> = {
  orders: "orders",
  order_lines: "order lines",
  payments: "payments",
  users: "users",
  stock_movements: "stock movements",
  reviews: "reviews",
  images: "images",
  image_bytes: "image bytes",
};

export function megabytes(bytes: number): string {
  return `${(bytes / 1_048_576).toFixed(1)} MB`;
}

/** "orders 12, order lines 30, …, images 4 (1.2 MB)", as the commands print them. */
export function describeCounts(counts: BackupCounts): string {
  const parts = (Object.keys(COUNT_LABELS) as (keyof BackupCounts)[])
    .filter((key) => key !== "image_bytes")
    .map((key) => `${COUNT_LABELS[key]} ${counts[key].toLocaleString("en-US")}`);
  return `${parts.join(", ")} (${megabytes(counts.image_bytes)})`;
}

export function describeMigrations(migrations: Manifest["migrations"]): string {
  return `${migrations.applied} migrations, the last ${migrations.latest ?? "none"}`;
}

/** Anything that answers SQL: a pg.Client inside the dump's snapshot, or PGlite. */
type Queryable = { query: <R>(text: string) => Promise<{ rows: R[] }> };

const COUNTS_SQL = `select
  (select count(*) from orders) as orders,
  (select count(*) from order_items) as order_lines,
  (select count(*) from payments) as payments,
  (select count(*) from users) as users,
  (select count(*) from stock_movements) as stock_movements,
  (select count(*) from reviews) as reviews,
  (select count(*) from media) as images,
  (select coalesce(sum(octet_length(body)), 0) from media) as image_bytes,
  (select md5(coalesce(string_agg(key || ':' || md5(body), ',' order by key), '')) from media) as images_digest,
  current_setting('server_version') as server_version`;

type Journal = { entries: { when: number; tag: string }[] };

/** What a database holds, as the manifest records it. */
export async function describeDatabase(db: Queryable): Promise<Pick<Manifest, "counts" | "images_digest" | "server_version" | "migrations">> {
  const [row] = (await db.query<Record<string, string | number>>(COUNTS_SQL)).rows;
  const counts = Object.fromEntries(Object.keys(COUNT_LABELS).map((key) => [key, Number(row[key])])) as BackupCounts;
  const [level] = (
    await db.query<{ applied: string | number; last: string | number | null }>(
      `select count(*) as applied, max(created_at) as last from drizzle.__drizzle_migrations`,
    )
  ).rows;
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as Journal;
  const latest = level.last == null ? null : (journal.entries.find((e) => e.when === Number(level.last))?.tag ?? `unknown (${level.last})`);
  return {
    counts,
    images_digest: String(row.images_digest),
    server_version: String(row.server_version),
    migrations: { applied: Number(level.applied), latest },
  };
}

/** How many migrations this checkout knows: a backup from a later version of the shop has more. */
export function knownMigrations(): number {
  return (JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as Journal).entries.length;
}

/**
 * libpq's arguments for a URL: the password in PGPASSWORD rather than on the command
 * line, where `ps` shows it to every user of the machine.
 */
function libpq(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** Runs a program to its end; its standard error, trimmed, is the failure's message. */
function run(program: string, args: string[], options: { env?: NodeJS.ProcessEnv; stdin?: NodeJS.ReadableStream } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env: options.env ?? process.env, stdio: [options.stdin ? "pipe" : "ignore", "ignore", "pipe"] });
    let err = "";
    child.stderr!.on("data", (chunk) => (err += chunk));
    if (options.stdin) options.stdin.pipe(child.stdin!);
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "ENOENT" ? new Error(`${program} was not found: ${installHint(program)}`) : error),
    );
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`${program} failed (exit ${code}): ${err.trim() || "no message"}`))));
  });
}

function installHint(program: string): string {
  if (program === "tar") return "install tar (apt-get install tar)";
  return `install PostgreSQL's client programs of the server's major version or later (apt-get install postgresql-client-15)`;
}

/** One member of the archive, read whole (the manifest, PGlite's dump). */
function readMember(archive: string, member: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn("tar", ["-xOf", archive, member], { stdio: ["ignore", "pipe", "pipe"] });
    const chunks: Buffer[] = [];
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on("data", (chunk) => (err += chunk));
    child.on("error", (error: NodeJS.ErrnoException) => reject(error.code === "ENOENT" ? new Error(`tar was not found: ${installHint("tar")}`) : error));
    child.on("close", (code) => (code === 0 ? resolve(Buffer.concat(chunks)) : reject(new Error(err.trim() || `tar failed (exit ${code})`))));
  });
}

/** One member of the archive as a stream, for pg_restore (a dump may be larger than memory). */
function streamMember(archive: string, member: string) {
  const child = spawn("tar", ["-xOf", archive, member], { stdio: ["ignore", "pipe", "pipe"] });
  let err = "";
  child.stderr.on("data", (chunk) => (err += chunk));
  const done = new Promise<void>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(err.trim() || `tar failed (exit ${code})`))));
  });
  return { stream: child.stdout, done };
}

/** 2026-05-04T03-00-00Z: sorts as it reads, and has no colon (which some file systems and rsync targets refuse). */
function stamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "-");
}

/** PGlite behind a connect() handle's Drizzle database. */
function pgliteOf(db: Database): PGlite {
  return (db as unknown as { $client: PGlite }).$client;
}

/** PostgreSQL by URL (pg_dump connects itself), or an open PGlite database (the caller holds its directory). */
export type BackupSource = { kind: "postgres"; url: string } | { kind: "pglite"; db: Database };

/**
 * Writes one archive into `dir`: the dump and the manifest, counted in the dump's own
 * snapshot. On PostgreSQL the shop may keep serving: pg_dump reads the snapshot this
 * function exported from a repeatable-read transaction. On PGlite the caller holds the
 * database (connect() took its data directory's lock), so nothing writes meanwhile.
 * The archive appears under its name only when whole.
 */
export async function createBackup(source: BackupSource, options: { dir: string; now?: Date }): Promise<{ file: string; manifest: Manifest; bytes: number }> {
  const created = options.now ?? new Date();
  const name = `shop-backup-${stamp(created)}.tar`;
  mkdirSync(options.dir, { recursive: true, mode: 0o700 });
  const file = path.join(options.dir, name);
  if (existsSync(file)) throw new Error(`${file} exists already: one backup a second`);
  const staging = path.join(options.dir, `.${name}.partial`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging);
  try {
    let manifest: Manifest;
    if (source.kind === "postgres") {
      const client = await openClient(source.url);
      try {
        await client.query("begin isolation level repeatable read read only");
        const snapshot = (await client.query<{ id: string }>("select pg_export_snapshot() as id")).rows[0].id;
        const described = await describeDatabase(client);
        const { dbname, env } = libpq(source.url);
        await run("pg_dump", ["--format=custom", `--snapshot=${snapshot}`, "--file", path.join(staging, PG_DUMP_FILE), "--dbname", dbname], { env });
        await client.query("commit");
        manifest = { format: BACKUP_FORMAT, created_at: created.toISOString(), database: "postgresql", dump: PG_DUMP_FILE, ...described };
      } finally {
        await client.end().catch(() => {});
      }
    } else {
      const client = pgliteOf(source.db);
      // Pages written to the files now, so a restore replays little WAL.
      await client.query("checkpoint");
      const described = await describeDatabase(client);
      const dump = await client.dumpDataDir("gzip");
      writeFileSync(path.join(staging, PGLITE_DUMP_FILE), Buffer.from(await dump.arrayBuffer()));
      manifest = { format: BACKUP_FORMAT, created_at: created.toISOString(), database: "pglite", dump: PGLITE_DUMP_FILE, ...described };
    }
    writeFileSync(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    // The manifest first, so `tar -xOf FILE manifest.json` finds it at once.
    const partial = path.join(options.dir, `.${name}.tmp`);
    await run("tar", ["-cf", partial, "-C", staging, MANIFEST_FILE, manifest.dump]);
    // Names, phones and addresses: readable by the shop's own user only.
    chmodSync(partial, 0o600);
    renameSync(partial, file);
    return { file, manifest, bytes: statSync(file).size };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(path.join(options.dir, `.${name}.tmp`), { force: true });
  }
}

/** Deletes all but the newest `keep` archives in `dir` (only files named as createBackup names them); answers their names. */
export function pruneBackups(dir: string, keep: number): string[] {
  const archives = readdirSync(dir)
    .filter((f) => NAME_PATTERN.test(f))
    .sort();
  const old = archives.slice(0, Math.max(0, archives.length - keep));
  for (const f of old) rmSync(path.join(dir, f));
  return old;
}

async function openClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on("error", () => {});
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => {});
    const reason = error instanceof Error ? ((error as Error & { code?: string }).code ?? error.message) : String(error);
    if (reason === "3D000") {
      const name = new URL(url).pathname.slice(1);
      throw new Error(`database ${name} does not exist at ${databaseAddress(url)}: create it empty first (createdb ${name})`);
    }
    throw new DatabaseUnreachableError(databaseAddress(url), reason);
  }
}

/** The manifest of an archive, or a sentence saying why it is not a backup of this shop. */
export async function readManifest(file: string): Promise<Manifest> {
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse((await readMember(file, MANIFEST_FILE)).toString("utf8")) as Manifest;
  } catch {
    throw new Error(`${file} is not a shop backup: it has no readable ${MANIFEST_FILE}`);
  }
  if (manifest.format !== BACKUP_FORMAT)
    throw new Error(`${file} is a backup of format ${manifest.format}; this version of the shop reads format ${BACKUP_FORMAT}`);
  return manifest;
}

/** Where a restore goes: a PostgreSQL database (by URL) or a PGlite data directory. */
export type RestoreTarget = { url: string } | { dataDir: string };

export type RestoreResult = {
  manifest: Manifest;
  restored: Pick<Manifest, "counts" | "images_digest" | "migrations">;
  /** What differs from the manifest, in words; empty when everything matches. */
  mismatches: string[];
};

/** A database that already holds tables: a restore never mixes a backup into it. */
export class NotEmptyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "NotEmptyError";
  }
}

/**
 * Loads an archive into an empty database of its own kind, then counts what arrived
 * and compares it with the manifest. A non-empty target is refused before anything is
 * written; a restore that fails part way leaves the target as empty as it was (one
 * transaction on PostgreSQL; the new PGlite directory removed).
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<RestoreResult> {
  const manifest = await readManifest(file);
  let restored: RestoreResult["restored"];
  if ("url" in target) {
    if (manifest.database !== "postgresql") {
      throw new Error(
        "this backup is of the embedded database (PGlite): it loads into a PGlite data directory (--into ./data/pglite-restored), not into PostgreSQL. To move the shop to PostgreSQL, restore it there, then: npm run db:move -- postgres://… --data-dir ./data/pglite-restored",
      );
    }
    const client = await openClient(target.url);
    try {
      const tables = (
        await client.query<{ name: string }>(
          `select schemaname || '.' || tablename as name from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
        )
      ).rows.map((r) => r.name);
      if (tables.length) {
        const shown = tables.slice(0, 3).join(", ") + (tables.length > 3 ? ` and ${tables.length - 3} more` : "");
        throw new NotEmptyError(
          `the database ${new URL(target.url).pathname.slice(1)} at ${databaseAddress(target.url)} is not empty (${shown}): restore loads only into an empty database. Create one (createdb shop_restored) and pass --into postgres://…/shop_restored`,
        );
      }
      const { dbname, env } = libpq(target.url);
      const dump = streamMember(file, manifest.dump);
      // One transaction: a restore that fails leaves the database empty, to be tried again.
      await Promise.all([
        run("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", "--dbname", dbname], { env, stdin: dump.stream }),
        dump.done,
      ]);
      restored = await describeDatabase(client);
    } finally {
      await client.end().catch(() => {});
    }
  } else {
    if (manifest.database !== "pglite") {
      throw new Error("this backup is of PostgreSQL: it loads into a PostgreSQL database (--into postgres://…/shop_restored), not into a PGlite directory");
    }
    const dir = path.resolve(target.dataDir);
    const existed = existsSync(dir);
    if (existed && readdirSync(dir).length > 0) {
      throw new NotEmptyError(
        `${target.dataDir} is not empty${existsSync(path.join(dir, "PG_VERSION")) ? " (it holds a database)" : ""}: restore loads only into an empty directory. Move it aside (mv ${target.dataDir} ${target.dataDir}.old) or pass --into another directory`,
      );
    }
    const dump = await readMember(file, manifest.dump);
    let handle: DbHandle | undefined;
    try {
      handle = await connect({ dataDir: dir, loadDataDir: new Blob([dump as Uint8Array<ArrayBuffer>]) });
      restored = await describeDatabase(pgliteOf(handle.db));
      await handle.close();
    } catch (error) {
      await handle?.close().catch(() => {});
      // Only what this restore made: a directory another process holds is not ours to remove.
      if (!(error instanceof Error && error.name === "DatabaseInUseError")) {
        if (existed) for (const f of readdirSync(dir)) rmSync(path.join(dir, f), { recursive: true, force: true });
        else rmSync(dir, { recursive: true, force: true });
      }
      throw error;
    }
  }
  const mismatches: string[] = [];
  for (const key of Object.keys(COUNT_LABELS) as (keyof BackupCounts)[]) {
    if (restored.counts[key] !== manifest.counts[key])
      mismatches.push(`${COUNT_LABELS[key]}: ${restored.counts[key]} restored, ${manifest.counts[key]} in the backup`);
  }
  if (restored.images_digest !== manifest.images_digest) mismatches.push("images: their bytes differ from the backup's");
  if (restored.migrations.applied !== manifest.migrations.applied) {
    mismatches.push(`migrations: ${restored.migrations.applied} restored, ${manifest.migrations.applied} in the backup`);
  }
  return { manifest, restored, mismatches };
}
