import { sql } from "drizzle-orm";
import { ARCHIVE_MESSAGES, type ArchiveKind } from "@shop/contracts";
import { AppError, notFound } from "../../lib/app-error";
import type { Database } from "@shop/db";
import { recordAudit } from "./audit";

/**
 * Archiving categories, brands and coupons (issue 46), as product-lifecycle.ts archives
 * products: nothing is deleted (products and orders refer to these rows; an order keeps
 * its coupon code and its products whatever happens here). Archive sets archived_at and
 * turns the row off in the same update (is_active false): every storefront read already
 * reads is_active (menus, category pages, listings and their facets, the sitemap built
 * from the menu, coupon checks), and the update moves catalog_version (the categories
 * and brands triggers), so cached answers change at once. Restore clears archived_at
 * and leaves the row off until someone turns it on; turning an archived row on is
 * refused (the PATCH routes). A main category with sub-categories still in use cannot
 * be archived: they would be left under a parent nobody sees.
 */

const TABLES = { category: sql`categories`, brand: sql`brands`, coupon: sql`coupons` } as const;
const LABEL = { category: "slug", brand: "slug", coupon: "code" } as const;

export type ArchiveOutcome = { changed: boolean; label: string; wasActive: boolean };

export async function setArchived(db: Database, input: { kind: ArchiveKind; actorId: string; id: number; archived: boolean }): Promise<ArchiveOutcome> {
  const table = TABLES[input.kind];
  return db.transaction(async (tx) => {
    const found = await tx.execute<{ label: string; is_active: boolean; archived: boolean }>(sql`
      select ${sql.raw(LABEL[input.kind])} as label, is_active, archived_at is not null as archived from ${table} where id = ${input.id} for update`);
    const before = found.rows[0];
    if (!before) throw notFound(ARCHIVE_MESSAGES.notFound[input.kind]);
    if (before.archived === input.archived) return { changed: false, label: before.label, wasActive: before.is_active };
    if (input.kind === "category" && input.archived) {
      const children = await tx.execute(sql`select 1 from categories where parent_id = ${input.id} and archived_at is null limit 1`);
      if (children.rows.length) throw new AppError("validation_failed", ARCHIVE_MESSAGES.subCategoriesFirst, { field: "id" });
    }
    const touched = input.kind === "coupon" ? sql`` : sql`, updated_at = now()`;
    await tx.execute(
      input.archived
        ? sql`update ${table} set archived_at = now(), is_active = false${touched} where id = ${input.id}`
        : sql`update ${table} set archived_at = null${touched} where id = ${input.id}`,
    );
    await recordAudit(tx, {
      actorId: input.actorId,
      action: `${input.kind}.${input.archived ? "archive" : "restore"}`,
      entity: input.kind,
      entityId: input.id,
      before: { archived: before.archived, is_active: before.is_active },
      after: { archived: input.archived, is_active: input.archived ? false : before.is_active },
    });
    return { changed: true, label: before.label, wasActive: before.is_active };
  });
}
