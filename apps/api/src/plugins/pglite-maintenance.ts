import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { sql, type Database } from "@shop/db";
import { tablesWhere } from "../lib/planner-statistics";
import { repeatWhileOpen } from "../lib/timer";

const EVERY_MS = 60_000;

/**
 * What autovacuum would do, for PGlite, which runs none: VACUUM (ANALYZE) of each table
 * that has grown by a tenth (and two pages) since its last ANALYZE. Statements are
 * prepared (PreparingPGlite) and keep the generic plan made for the table sizes of the
 * time; an ANALYZE makes PostgreSQL plan them again, so a plan made while carts held
 * twenty rows does not keep scanning it whole. PGlite keeps no counts of changed rows,
 * so growth in pages is the measure. Answers the tables it maintained.
 */
export async function maintainGrownTables(db: Database): Promise<string[]> {
  const grown = await tablesWhere(db, sql`pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * 1.1 + 2`);
  for (const name of grown) await db.execute(sql.raw(`vacuum (analyze) ${name}`));
  return grown;
}

/** Every minute in the API process that owns the PGlite database (there is only one). */
export const pgliteMaintenancePlugin = fp<{ db: Database }>(
  async (app: FastifyInstance, { db }) => {
    repeatWhileOpen(app, { everyMs: EVERY_MS, failure: "pglite: maintenance failed" }, async () => {
      const tables = await maintainGrownTables(db);
      if (tables.length) app.log.info({ tables }, "pglite: grown tables vacuumed and analyzed");
    });
  },
  { name: "pglite-maintenance" },
);
