// Moving a shop from its embedded database (PGlite) to an empty PostgreSQL database
// (`npm run db:move`, decision 029). The target is migrated by the same migrations,
// then every table of the shop is copied in one transaction on the target, with the
// shop's own triggers off so the rows come across exactly as they are (a product's
// insert would otherwise write a second opening entry in the stock ledger, bump the
// catalog version and rebuild its search rows, all of which are copied themselves).
// The sequences are set to the source's values, and before the transaction commits
// every table's row count and checksum is compared on both sides: on any difference
// nothing is kept. The PGlite database is only read.
import { createHash } from "node:crypto";
import type { PGlite, Transaction } from "@electric-sql/pglite";
import { readMigrationFiles } from "drizzle-orm/migrator";
import pg from "pg";
import { connect, databaseAddress, DatabaseUnreachableError, migrationsFolder } from "./client";

/** One table's rows and checksum on each side. */
export type TableCheck = { table: string; sourceRows: number; targetRows: number; sourceSum: string; targetSum: string };
/** One sequence's next value on each side ("last_value" and whether it was used, as setval takes them). */
export type SequenceCheck = { sequence: string; source: string; target: string };
export type MoveResult = { tables: TableCheck[]; sequences: SequenceCheck[] };

/** The move will not run: said in the words to show the shop owner; nothing was written to the target. */
export class MoveRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MoveRefused";
  }
}

/** The copy differs from the source: the transaction was rolled back, the target holds no rows. */
export class MoveMismatch extends Error {
  constructor(readonly result: MoveResult) {
    const tables = result.tables.filter((t) => !tableMatches(t)).map((t) => t.table);
    const sequences = result.sequences.filter((s) => s.source !== s.target).map((s) => s.sequence);
    super(`the copy differs from the embedded database in ${[...tables, ...sequences].join(", ")}: nothing was kept on PostgreSQL`);
    this.name = "MoveMismatch";
  }
}

export const tableMatches = (t: TableCheck) => t.sourceRows === t.targetRows && t.sourceSum === t.targetSum;

/**
 * Tables the migrations themselves write a row into: the target holds that row after
 * migrating, and the source's row replaces it. Any other row in the target means it is
 * somebody's data, and the move refuses.
 */
const FILLED_BY_MIGRATIONS = new Set(["catalog_version", "delivery_rates", "cod_rules"]);

/** Rows per batch at most, and the text per batch the batch size is fitted to (media rows hold whole images). */
const MAX_BATCH_ROWS = 2000;
const BATCH_CHARS = 16 * 1024 * 1024;

/**
 * The same text for the same value on both sides (the checksum compares the rows' text,
 * and the copy carries it): PostgreSQL's output of each type under these settings, not
 * the server's or the machine's defaults.
 */
const SESSION_SETTINGS = [
  "SET LOCAL TimeZone = 'UTC'",
  "SET LOCAL DateStyle = 'ISO, YMD'",
  "SET LOCAL IntervalStyle = 'postgres'",
  "SET LOCAL extra_float_digits = 1",
  "SET LOCAL bytea_output = 'hex'",
];

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const table = (name: string) => `public.${ident(name)}`;

type Column = { table: string; name: string; type: string; generated: string; identity: string };

const COLUMNS_SQL = `
  SELECT c.relname AS table, a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type,
         a.attgenerated::text AS generated, a.attidentity::text AS identity
  FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
  ORDER BY c.relname, a.attnum`;
const SEQUENCES_SQL = `
  SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY 1`;
const TABLES_SQL = `
  SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY 1`;

function byTable(columns: Column[]): Map<string, Column[]> {
  const tables = new Map<string, Column[]>();
  for (const column of columns) tables.set(column.table, [...(tables.get(column.table) ?? []), column]);
  return tables;
}

/** A row as text, its columns in the target's order: what is copied and what is checksummed. */
const rowText = (columns: Column[]) => `row(${columns.map((c) => ident(c.name)).join(", ")})::text`;

/**
 * Row count and an order-free checksum: the sum of the first 60 bits of each row's md5
 * (no sort, no string of the whole table), shown as the md5 of that sum.
 */
const checksumSql = (name: string, columns: Column[]) => `
  SELECT count(*)::text AS rows, coalesce(sum(('x' || left(md5(r), 15))::bit(60)::bigint), 0)::text AS sum
  FROM (SELECT ${rowText(columns)} AS r FROM ${table(name)}) s`;
const shortSum = (sum: string) => createHash("md5").update(sum).digest("hex").slice(0, 10);

/** Parents before children by the target's foreign keys (a table's reference to itself is checked at the end of its one statement). */
async function copyOrder(target: pg.Client, tables: string[]): Promise<string[]> {
  const { rows } = await target.query<{ child: string; parent: string }>(`
    SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
    JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE k.contype = 'f' AND n.nspname = 'public' AND k.conrelid <> k.confrelid`);
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (placed.has(name)) return;
    if (visiting.has(name)) throw new Error(`the tables' foreign keys form a cycle through ${name}`);
    visiting.add(name);
    for (const edge of rows) if (edge.child === name) visit(edge.parent);
    visiting.delete(name);
    placed.add(name);
    ordered.push(name);
  };
  for (const name of tables) visit(name);
  return ordered;
}

/** Which migrations the source has: refused unless exactly those of this version of the shop. */
async function checkSourceMigrations(source: PGlite, dataDirLabel: string) {
  const migrations = readMigrationFiles({ migrationsFolder });
  const latest = migrations.at(-1)?.folderMillis ?? 0;
  const known = await source.query<{ present: boolean }>(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  if (!known.rows[0]?.present) throw new MoveRefused(`${dataDirLabel} holds no shop database (it was never migrated): nothing to move`);
  const applied = await source.query<{ n: number; last: string | null }>(
    `SELECT count(*)::int AS n, max(created_at)::text AS last FROM drizzle.__drizzle_migrations`,
  );
  const last = Number(applied.rows[0]?.last ?? 0);
  if (last < latest) {
    const behind = migrations.filter((m) => m.folderMillis > last).length;
    throw new MoveRefused(
      `the embedded database in ${dataDirLabel} lacks ${behind} of this version's migrations: run \`npm run db:migrate\` (or start the shop once and stop it), then move`,
    );
  }
  if (last > latest) throw new MoveRefused(`the embedded database in ${dataDirLabel} was migrated by a newer version of the shop: move it with that version`);
}

/** Tables of the target that hold somebody's rows (those the migrations write aside). */
async function filledTables(target: pg.Client): Promise<string[]> {
  const { rows: tables } = await target.query<{ schema: string; name: string }>(`
    SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'drizzle') AND n.nspname NOT LIKE 'pg\\_%'
    ORDER BY 1, 2`);
  const filled: string[] = [];
  for (const t of tables) {
    if (t.schema === "public" && FILLED_BY_MIGRATIONS.has(t.name)) continue;
    const { rows } = await target.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${ident(t.schema)}.${ident(t.name)}) AS any`);
    if (rows[0].any) filled.push(t.schema === "public" ? t.name : `${t.schema}.${t.name}`);
  }
  return filled;
}

async function refuseFilled(target: pg.Client) {
  const filled = await filledTables(target);
  if (!filled.length) return;
  const named = filled.length > 3 ? `${filled.slice(0, 3).join(", ")} and ${filled.length - 3} more tables` : filled.join(", ");
  throw new MoveRefused(`the target database is not empty (${named} hold rows): give the move a new, empty database`);
}

async function connectTarget(url: string): Promise<pg.Client> {
  const target = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await target.connect();
    return target;
  } catch (error) {
    const reason = error instanceof Error ? error.message || String((error as Error & { code?: string }).code) : String(error);
    throw new DatabaseUnreachableError(databaseAddress(url), reason);
  }
}

/** Refuses a target that cannot be reached or holds rows: checked before the embedded database is opened, so said at once. */
export async function checkTarget(url: string): Promise<void> {
  const target = await connectTarget(url);
  try {
    await refuseFilled(target);
  } finally {
    await target.end();
  }
}

/** Names and types of every table's columns on both sides: the same, or the move refuses. */
function compareSchemas(source: Map<string, Column[]>, target: Map<string, Column[]>) {
  const describe = (columns: Column[] | undefined) =>
    (columns ?? [])
      .map((c) => `${c.name} ${c.type}${c.generated ? " generated" : ""}`)
      .sort()
      .join(", ");
  for (const name of new Set([...source.keys(), ...target.keys()])) {
    if (!source.has(name) || !target.has(name) || describe(source.get(name)) !== describe(target.get(name))) {
      throw new MoveRefused(`the table ${name} differs between the embedded database and the migrated target: they are not the same version of the shop`);
    }
  }
}

/** Copies one table in batches through a cursor on the source; answers the rows copied. */
async function copyTable(source: Transaction, target: pg.Client, name: string, columns: Column[]): Promise<number> {
  const insertable = columns.filter((c) => !c.generated);
  // A GENERATED ALWAYS identity column takes the source's value only when told to.
  const overriding = insertable.some((c) => c.identity === "a") ? " OVERRIDING SYSTEM VALUE" : "";
  // The row's text read back as the table's own row type: each column through its type's own input, as COPY does.
  const insert = `INSERT INTO ${table(name)} (${insertable.map((c) => ident(c.name)).join(", ")})${overriding}
    SELECT ${insertable.map((c) => `(r).${ident(c.name)}`).join(", ")} FROM (SELECT x::${table(name)} AS r FROM unnest($1::text[]) AS x) s`;
  await source.query(`DECLARE move_rows NO SCROLL CURSOR FOR SELECT ${rowText(columns)} AS r FROM ${table(name)}`);
  let copied = 0;
  let batch = 500;
  try {
    for (;;) {
      const { rows } = await source.query<{ r: string }>(`FETCH ${batch} FROM move_rows`);
      if (!rows.length) break;
      const texts = rows.map((row) => row.r);
      await target.query(insert, [texts]);
      copied += texts.length;
      const chars = texts.reduce((n, text) => n + text.length, 0);
      batch = Math.max(1, Math.min(MAX_BATCH_ROWS, Math.floor((texts.length * BATCH_CHARS) / Math.max(1, chars))));
    }
  } finally {
    await source.query("CLOSE move_rows");
  }
  return copied;
}

export type MoveOptions = {
  /** The open embedded database (its directory locked by the caller). */
  source: PGlite;
  /** How the source is named to the owner (./data/pglite). */
  sourceLabel: string;
  /** The empty PostgreSQL database. */
  targetUrl: string;
  log?: (line: string) => void;
};

/**
 * Copies the whole shop. Throws MoveRefused before writing a row (target not empty,
 * schemas differ, source not migrated), MoveMismatch when the copy's checks differ
 * (rolled back), or the database's own error (rolled back).
 */
export async function moveToPostgres({ source, sourceLabel, targetUrl, log = () => {} }: MoveOptions): Promise<MoveResult> {
  await checkSourceMigrations(source, sourceLabel);

  const target = await connectTarget(targetUrl);
  try {
    // Checked before the migrations too, so a database of somebody else's is refused as it is.
    await refuseFilled(target);

    log("migrating the target");
    const migrating = await connect({ url: targetUrl, poolSize: 1 });
    try {
      await migrating.migrate();
    } finally {
      await migrating.close();
    }

    return await source.transaction(async (tx) => {
      // Only read: the PGlite directory stays the shop's fallback, as it was.
      await tx.query("SET TRANSACTION READ ONLY");
      for (const setting of SESSION_SETTINGS) await tx.query(setting);

      const sourceColumns = byTable((await tx.query<Column>(COLUMNS_SQL)).rows);
      const targetColumns = byTable((await target.query<Column>(COLUMNS_SQL)).rows);
      compareSchemas(sourceColumns, targetColumns);
      const sourceSequences = (await tx.query<{ name: string }>(SEQUENCES_SQL)).rows.map((r) => r.name);
      const targetSequences = (await target.query<{ name: string }>(SEQUENCES_SQL)).rows.map((r) => r.name);
      if (sourceSequences.join() !== targetSequences.join()) {
        throw new MoveRefused("the sequences differ between the embedded database and the migrated target: they are not the same version of the shop");
      }
      const tables = await copyOrder(
        target,
        (await target.query<{ name: string }>(TABLES_SQL)).rows.map((r) => r.name),
      );

      await target.query("BEGIN");
      try {
        for (const setting of SESSION_SETTINGS) await target.query(setting);
        // The shop's own triggers, off for this transaction's copy and on again before it
        // commits (ALTER TABLE is transactional; the foreign keys stay checked). Named one
        // by one, so a trigger the migrations leave disabled stays so.
        const { rows: triggers } = await target.query<{ table: string; name: string }>(`
          SELECT c.relname AS table, t.tgname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
          JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND NOT t.tgisinternal AND t.tgenabled <> 'D' ORDER BY 1, 2`);
        for (const t of triggers) await target.query(`ALTER TABLE ${table(t.table)} DISABLE TRIGGER ${ident(t.name)}`);

        // Checked again under the transaction: nobody filled it since.
        await refuseFilled(target);
        for (const name of FILLED_BY_MIGRATIONS) if (targetColumns.has(name)) await target.query(`DELETE FROM ${table(name)}`);

        // Every table as it is, the outbox too. A message `pending` is sent by the
        // PostgreSQL shop, once: the PGlite shop is stopped (its lock is ours) and its
        // directory is not started again once the new shop runs. `sent`, `failed` and
        // `expired` are history and stay so. A message `sending` was claimed by a process
        // that died mid-send (a clean stop waits for the send to finish); whether the
        // gateway took it is unknown to anyone. It keeps its claim time and client_ref, so
        // the PostgreSQL shop does exactly what the PGlite shop would have done on its next
        // start: claims it again once the claim is STALE_CLAIM_MS old, with the same
        // reference, which a gateway that keeps references refuses to send twice. Marking
        // it failed would lose the messages claimed in the same batch but never tried;
        // marking it pending would send it at once, twice if the gateway had taken it.
        for (const name of tables) {
          const started = Date.now();
          const copied = await copyTable(tx, target, name, targetColumns.get(name)!);
          log(`copied ${name}: ${copied} rows in ${Date.now() - started} ms`);
        }

        // Each sequence where the shop left it: the next order number, outbox id, ledger id follow on.
        for (const name of sourceSequences) {
          const { rows } = await tx.query<{ last_value: string; is_called: boolean }>(`SELECT last_value::text, is_called FROM ${table(name)}`);
          await target.query(`SELECT setval($1, $2::bigint, $3)`, [table(name), rows[0].last_value, rows[0].is_called]);
        }

        for (const t of triggers) await target.query(`ALTER TABLE ${table(t.table)} ENABLE TRIGGER ${ident(t.name)}`);

        const result: MoveResult = { tables: [], sequences: [] };
        for (const name of tables) {
          const text = checksumSql(name, targetColumns.get(name)!);
          const [s, t] = [(await tx.query<{ rows: string; sum: string }>(text)).rows[0], (await target.query<{ rows: string; sum: string }>(text)).rows[0]];
          result.tables.push({ table: name, sourceRows: Number(s.rows), targetRows: Number(t.rows), sourceSum: shortSum(s.sum), targetSum: shortSum(t.sum) });
        }
        for (const name of sourceSequences) {
          const read = `SELECT last_value::text || CASE WHEN is_called THEN '' ELSE ' (unused)' END AS v FROM ${table(name)}`;
          const [s, t] = [(await tx.query<{ v: string }>(read)).rows[0].v, (await target.query<{ v: string }>(read)).rows[0].v];
          result.sequences.push({ sequence: name, source: s, target: t });
        }
        if (result.tables.some((t) => !tableMatches(t)) || result.sequences.some((s) => s.source !== s.target)) throw new MoveMismatch(result);

        await target.query("COMMIT");
        // PostgreSQL's planner starts with the copy's statistics, not an empty guess until autovacuum comes by.
        await target.query("ANALYZE");
        return result;
      } catch (error) {
        await target.query("ROLLBACK").catch(() => {});
        throw error;
      }
    });
  } finally {
    await target.end();
  }
}
