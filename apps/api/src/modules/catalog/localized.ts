import { sql, type SQL } from "drizzle-orm";
import type { Locale } from "@shop/contracts";

/**
 * A category's (or brand's) text in the reader's language (issue 50): the Bangla column when
 * it has words, else the English one, so a Bangla page never shows an empty name.
 */
export function localized(locale: Locale, alias: string, column: "name" | "description"): SQL {
  const english = sql.raw(`${alias}.${column}`);
  return locale === "bn" ? sql`coalesce(nullif(btrim(${sql.raw(`${alias}.${column}_bn`)}), ''), ${english})` : english;
}
