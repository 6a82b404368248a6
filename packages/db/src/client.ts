import path from "node:path";
import { fileURLToPath } from "node:url";
import { mkdirSync } from "node:fs";
import { parse as pgliteParse, PGlite, protocol, type QueryOptions, type Results, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock";

export { DatabaseInUseError, lockFileOf } from "./data-dir-lock";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
export const migrationsFolder = path.join(repoRoot, "packages/db/migrations");
export const defaultDataDir = path.join(repoRoot, "data/pglite");

/**
 * Drizzle without the schema: the shop writes its queries with the query builder and
 * `sql`, never the relational `db.query` API, and with a schema drizzle builds a query
 * builder for every table at every transaction (2.6% of the API's CPU under add to cart).
 */
export type Database = ReturnType<typeof drizzlePglite>;

export type DbHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export type ConnectOptions = {
  /** PostgreSQL URL; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; "memory://" for an in-memory database. */
  dataDir?: string;
  /** A PGlite dump (from `dumpDataDir`) to start from instead of an empty cluster. */
  loadDataDir?: Blob | File;
  poolSize?: number;
  /** Who opens a PGlite directory, for the lock another opener reads (describeThisProcess() when absent). */
  command?: string;
  /** The shop's API: a command refused by its lock is told to stop the shop. */
  serving?: boolean;
};

/** How long a request waits to connect to PostgreSQL (or for a free pooled connection) before it fails. */
const CONNECT_TIMEOUT_MS = 10_000;

/** The database server could not be reached or refused us: said first, in plain words. */
export class DatabaseUnreachableError extends Error {
  constructor(
    readonly address: string,
    reason: string,
  ) {
    super(`cannot reach PostgreSQL at ${address}: ${reason}`);
    this.name = "DatabaseUnreachableError";
  }
}

/** host:port of a postgres:// URL, without the user or password. */
export function databaseAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname || "localhost"}:${parsed.port || "5432"}`;
  } catch {
    return "an unreadable DATABASE_URL";
  }
}

/**
 * How many distinct statement texts each process prepares by name (PG_PREPARED_STATEMENTS;
 * 0 turns naming off, the API's own named statements too, for a pooler that cannot keep
 * them); any beyond are parsed and planned on every call, as before.
 */
const PREPARED_STATEMENTS_MAX = Number(process.env.PG_PREPARED_STATEMENTS || 500);
const statementNames = new Map<string, string>();

/** A stable name for a statement's text, or null once the cap is reached for a new text. */
function statementName(text: string): string | null {
  const known = statementNames.get(text);
  if (known !== undefined) return known;
  if (statementNames.size >= PREPARED_STATEMENTS_MAX) return null;
  const name = `s${statementNames.size}`;
  statementNames.set(text, name);
  return name;
}

/**
 * `timestamptz` answers as a Date in `db.execute` on both drivers (decision 032), as it
 * does in drizzle's query builder: drizzle's raw queries keep it as the server's text
 * ("2026-12-01 22:46:20.38+00", in the session's time zone), which every caller then
 * converted. Its query builder (rows as arrays) maps the text itself and keeps it so;
 * `timestamp`, `date` and `interval` stay text in both.
 */
const TIMESTAMPTZ = 1184;
const parseTimestamptzPg = pg.types.getTypeParser(TIMESTAMPTZ, "text");

function withDatesPg(config: pg.QueryConfig | pg.QueryArrayConfig): pg.QueryConfig | pg.QueryArrayConfig {
  const types = config.types;
  // Drizzle's raw queries ask for rows as objects; its query builder's as arrays.
  if (!types || ("rowMode" in config && config.rowMode === "array")) return config;
  return {
    ...config,
    types: {
      getTypeParser: ((oid: number, format?: string) => (oid === TIMESTAMPTZ ? parseTimestamptzPg : types.getTypeParser(oid, format as never))) as never,
    },
  };
}

function withDatesPglite(options: QueryOptions | undefined): QueryOptions | undefined {
  // Drizzle's raw queries ask for rows as objects; its query builder's as arrays.
  if (options?.rowMode !== "object" || !options.parsers || !(TIMESTAMPTZ in options.parsers)) return options;
  const { [TIMESTAMPTZ]: _text, ...parsers } = options.parsers;
  return { ...options, parsers };
}

/**
 * A connection that prepares each parameterized statement once, by name, and then only
 * binds and executes it: PostgreSQL parses and plans an unnamed statement on every
 * call, which was 40 % of an order's time in the database (namedStatement in the API
 * did this for the cart's hot statements alone). Only statements with parameters: they
 * use the extended protocol already, and a name does not change what they do. At most
 * PREPARED_STATEMENTS_MAX texts per process. PostgreSQL re-plans a named statement
 * itself when a table it reads changes; a statement whose result columns would change
 * (SELECT * over a table that gained a column) fails until the process restarts, so
 * statements name their result columns. Behind PgBouncer in transaction pooling this
 * needs 1.21+ with `max_prepared_statements` set (docs/scaling.md).
 */
class PreparingClient extends pg.Client {
  // pg's overloads; the config form is the one drizzle uses.
  query(...args: unknown[]): never {
    if (args[0] && typeof args[0] === "object") args[0] = withDatesPg(args[0] as pg.QueryConfig);
    const [config, second] = args;
    if (PREPARED_STATEMENTS_MAX === 0 && config && typeof config === "object" && (config as pg.QueryConfig).name) {
      // None at all, not even those a caller names (namedStatement).
      args[0] = { ...(config as pg.QueryConfig), name: undefined };
    } else if (config && typeof config === "object" && !(config as pg.QueryConfig).name) {
      const { text } = config as pg.QueryConfig;
      // Drizzle passes the values beside the config, pg's own callers inside it.
      const values = (config as pg.QueryConfig).values ?? second;
      const name = typeof text === "string" && Array.isArray(values) && values.length > 0 ? statementName(text) : null;
      if (name) args[0] = { ...(config as pg.QueryConfig), name };
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

type BackendMessages = Awaited<ReturnType<PGlite["execProtocolStream"]>>;

/** A result's type parsers by type OID, as PGlite's parseResults takes them. */
type Parsers = Parameters<typeof pgliteParse.parseResults>[1];

/**
 * PGlite, preparing each parameterized statement once by name as PreparingClient does on
 * PostgreSQL (the same names and cap). PGlite's own `query` sends every statement
 * unnamed, so PostgreSQL inside it parses and plans it at every call: the cart's write
 * statement took 3.9 ms so and 0.9 ms prepared, most of it the plan that a prepared
 * statement keeps. The messages are PGlite's own (Parse, Describe, Bind, Describe,
 * Execute, Sync), with Parse and the statement's Describe sent once per text, and the
 * results parsed by PGlite's parser. Statements without parameters, or with explicit
 * parameter types, go through PGlite's `query` as before. PGlite has no autovacuum to
 * make PostgreSQL plan them again as tables grow: the API's pglite-maintenance does it.
 */
class PreparingPGlite extends PGlite {
  /** Parameter types of the statements this database has prepared, by name. */
  readonly #prepared = new Map<string, number[]>();

  async query<T>(text: string, params?: unknown[], queryOptions?: QueryOptions): Promise<Results<T>> {
    const options = withDatesPglite(queryOptions);
    if (!this.#preparable(params, options)) return super.query<T>(text, params, options);
    await this._checkReady();
    // As PGlite's query: never while a transaction runs; written to its files after.
    return this._runExclusiveTransaction(async () => {
      const result = await this.#run<T>(text, params as unknown[], options);
      await this.syncToFs();
      return result;
    });
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => {
      const preparing: Transaction = {
        query: <R>(text: string, params?: unknown[], queryOptions?: QueryOptions) => {
          const options = withDatesPglite(queryOptions);
          if (tx.closed || !this.#preparable(params, options)) return tx.query<R>(text, params, options);
          return this.#run<R>(text, params as unknown[], options);
        },
        sql: (...args) => tx.sql(...args),
        exec: (...args) => tx.exec(...args),
        rollback: () => tx.rollback(),
        listen: (...args) => tx.listen(...args),
        get closed() {
          return tx.closed;
        },
      };
      return callback(preparing);
    });
  }

  #preparable(params: unknown[] | undefined, options: QueryOptions | undefined): boolean {
    return PREPARED_STATEMENTS_MAX > 0 && !!params?.length && !options?.paramTypes && !options?.blob;
  }

  #run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    return this._runExclusiveQuery(async () => {
      const { serialize } = protocol;
      // Past the cap: the unnamed statement, parsed again each time.
      const name = statementName(text) ?? "";
      const messages: BackendMessages = [];
      const send = async (message: Uint8Array) => {
        for (const m of await this.execProtocolStream(message, { syncToFs: false })) messages.push(m);
      };
      try {
        let types = name ? this.#prepared.get(name) : undefined;
        if (!types) {
          await send(serialize.parse({ name, text }));
          types = pgliteParse.parseDescribeStatementResults(await this.execProtocolStream(serialize.describe({ type: "S", name }), { syncToFs: false }));
          if (name) this.#prepared.set(name, types);
        }
        const values = params.map((param, i) => {
          if (param === null || param === undefined) return null;
          const serializer = options?.serializers?.[types[i]] ?? this.serializers[types[i]];
          return serializer ? serializer(param) : String(param);
        });
        await send(serialize.bind({ statement: name, values }));
        await send(serialize.describe({ type: "P" }));
        await send(serialize.execute({}));
      } finally {
        await send(serialize.sync());
      }
      // A query's own parsers (drizzle gives each query a few, to keep dates as text)
      // sit over this database's ~300 by prototype. Handed to parseResults as they
      // come, they would be merged with a spread of all of them, per query: about
      // 0.18 ms, a fifth of the API's time while placing orders on PGlite.
      const parsers: Parsers = options?.parsers ? Object.assign(Object.create(this.parsers) as Parsers, options.parsers) : this.parsers;
      return pgliteParse.parseResults(messages, parsers, options?.parsers ? { ...options, parsers: undefined } : options)[0] as Results<T>;
    });
  }
}

/**
 * Open the database. Both drivers speak the same SQL and run the same migrations;
 * the PGlite handle is typed as the common Drizzle database.
 */
export async function connect(options: ConnectOptions = {}): Promise<DbHandle> {
  if (options.url) {
    if (!Number.isInteger(PREPARED_STATEMENTS_MAX) || PREPARED_STATEMENTS_MAX < 0) {
      throw new Error(`PG_PREPARED_STATEMENTS is ${process.env.PG_PREPARED_STATEMENTS}: give a whole number, 0 or more`);
    }
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      Client: PreparingClient,
      // A server that does not answer (down, unroutable) fails the request in 10 s, not in the kernel's minutes.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    pool.on("error", () => {
      // Idle client errors (server restart) are surfaced on the next query instead.
    });
    pool.on("connect", (client) => {
      // A checked-out client (a transaction) whose connection drops (server restart,
      // pg_terminate_backend) emits 'error'; pg-pool listens only while it is idle, and an
      // unheard 'error' killed the whole API process. Its own query fails instead, and
      // the pool drops the broken client when it is released.
      client.on("error", () => {});
    });
    try {
      // One round trip now, so a wrong URL fails here with its address, not mid-migration.
      await pool.query("select 1");
    } catch (error) {
      await pool.end().catch(() => {});
      const reason = error instanceof Error ? ((error as Error & { code?: string }).code ?? error.message) : String(error);
      throw new DatabaseUnreachableError(databaseAddress(options.url), reason);
    }
    const db = drizzlePg(pool) as unknown as Database;
    return {
      db,
      kind: "postgres",
      migrate: async () => {
        await migratePg(db as never, { migrationsFolder });
      },
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? defaultDataDir;
  const onDisk = !dataDir.startsWith("memory://");
  if (onDisk) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  // One process per directory (./data-dir-lock.ts), taken before PGlite reads a byte of it.
  const unlock = onDisk ? lockDataDir(dataDir, { command: options.command, serving: options.serving }) : () => {};
  let client: PreparingPGlite;
  try {
    if (onDisk) mkdirSync(dataDir, { recursive: true });
    // PGlite.create would make a plain PGlite: the constructor, then the wait it does.
    client = new PreparingPGlite({
      dataDir,
      extensions: { pg_trgm },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    await client.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(client);
  return {
    db,
    kind: "pglite",
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}
