import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { connect, sql, type Database, type DbHandle } from "@shop/db";
import { adminQuery, databaseUrl, dropDatabase } from "./pg-admin";

/**
 * A database of this test file's own: a copy of the migrated database made once in
 * globalSetup. PGlite loads the dump in memory; PostgreSQL copies a template
 * database, dropped again by `close()`.
 */
export async function createTestDb(): Promise<DbHandle> {
  const url = process.env.DATABASE_URL;
  const template = inject("pgTemplate");
  if (url && template) {
    const name = `shop_test_${randomBytes(6).toString("hex")}`;
    await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    const handle = await connect({ url: databaseUrl(url, name), poolSize: 5 });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await dropDatabase(url, name);
      },
    };
  }
  const dump = inject("pgliteDump");
  if (!dump) throw new Error("globalSetup did not prepare a database (src/test/global-setup.ts)");
  return connect({ dataDir: "memory://", loadDataDir: new Blob([readFileSync(dump)]) });
}

/**
 * What a second API process sees of a test database: a pool of its own on PostgreSQL.
 * PGlite belongs to one process, so there it is the same database (close() leaves it open).
 */
export async function secondConnection(db: Database): Promise<{ db: Database; close: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { db, close: async () => undefined };
  const name = (await db.execute<{ name: string }>(sql`select current_database() as name`)).rows[0].name;
  const handle = await connect({ url: databaseUrl(url, name), poolSize: 5 });
  return { db: handle.db, close: handle.close };
}
