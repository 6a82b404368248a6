import type { SQL } from "drizzle-orm";
import { sql, type Database } from "@shop/db";

/** The shop's tables (quoted names, in name order) whose pg_class row `c` meets `condition`. */
export async function tablesWhere(db: Database, condition: SQL): Promise<string[]> {
  const tables = await db.execute<{ name: string }>(sql`
    select quote_ident(c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r' and ${condition}
    order by c.relname`);
  return tables.rows.map((r) => r.name);
}

/**
 * ANALYZE of every table that holds rows; answers how many. An empty table is left as
 * it is: one never analyzed is planned as if it had ten pages, so a statement prepared
 * now still looks a cart up by its index once carts fill. Analyzed empty, it would be
 * planned as empty, and the prepared statements (and PL/pgSQL's plans) would scan it
 * whole until the next ANALYZE: on PGlite, the next maintenance (pglite-maintenance.ts),
 * up to a minute of reading every cart to show one.
 */
export async function analyzeFilledTables(db: Database): Promise<number> {
  const filled = await tablesWhere(db, sql`pg_relation_size(c.oid) > 0`);
  if (filled.length) await db.execute(sql.raw(`analyze ${filled.join(", ")}`));
  return filled.length;
}
