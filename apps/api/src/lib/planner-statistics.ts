import { sql, type Database } from "@shop/db";

/**
 * ANALYZE of every table that holds rows; answers how many. An empty table is left as
 * it is: one never analyzed is planned as if it had ten pages, so a statement prepared
 * now still looks a cart up by its index once carts fill. Analyzed empty, it would be
 * planned as empty, and the prepared statements (and PL/pgSQL's plans) would scan it
 * whole until the next ANALYZE: on PGlite, the next maintenance (pglite-maintenance.ts),
 * up to a minute of reading every cart to show one.
 */
export async function analyzeFilledTables(db: Database): Promise<number> {
  const filled = await db.execute<{ name: string }>(sql`
    select quote_ident(c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r' and pg_relation_size(c.oid) > 0
    order by c.relname`);
  if (filled.rows.length) await db.execute(sql.raw(`analyze ${filled.rows.map((r) => r.name).join(", ")}`));
  return filled.rows.length;
}
