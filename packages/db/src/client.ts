import path from "node:path";
import { fileURLToPath } from "node:url";
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
export const migrationsFolder = path.join(repoRoot, "packages/db/migrations");
export const defaultDataDir = path.join(repoRoot, "data/pglite");

export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;

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
};

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
 * Open the database. Both drivers speak the same SQL and run the same migrations;
 * the PGlite handle is typed as the common Drizzle database.
 */
export async function connect(options: ConnectOptions = {}): Promise<DbHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    pool.on("error", () => {
      // Idle client errors (server restart) are surfaced on the next query instead.
    });
    try {
      // One round trip now, so a wrong URL fails here with its address, not mid-migration.
      await pool.query("select 1");
    } catch (error) {
      await pool.end().catch(() => {});
      const reason = error instanceof Error ? ((error as Error & { code?: string }).code ?? error.message) : String(error);
      throw new DatabaseUnreachableError(databaseAddress(options.url), reason);
    }
    const db = drizzlePg(pool, { schema }) as unknown as Database;
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
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: "pglite",
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
    },
    close: () => client.close(),
  };
}
