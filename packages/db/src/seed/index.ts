import { count, sql } from "drizzle-orm";
import type { Database } from "../client";
import { products } from "../schema";
import { insertDemoCoupons } from "./coupons";
import { insertDemoCatalog } from "./demo-catalog";
import { insertPublicHolidays } from "./holidays";
import { insertDemoPriceTiers } from "./price-tiers";
import { insertReferenceData } from "./reference-data";
import { DEMO_OWNER_PHONE, grantStaffRole } from "../staff";

export { seedReferenceData, DIVISIONS, DISTRICTS, DHAKA_DISTRICT_ID } from "./reference-data";
export { seedDemoCatalog, buildDemoCatalog } from "./demo-catalog";
export { seedDemoCoupons, demoCoupons } from "./coupons";
export { generateCatalog, type GenerateOptions } from "./generate";
export { SITE_MEDIA_KEYS } from "./images";
export { PUBLIC_HOLIDAYS, insertPublicHolidays } from "./holidays";
export { CATALOG_BASE_DATE, mulberry32 } from "./util";

/**
 * Seed reference data, the demo catalog and demo coupons when there are no
 * products yet; returns true when it seeded. Safe on every start, and safe when
 * several API copies start at once: the check and the seed run in one
 * transaction under an advisory lock. `demoOwner: false` (a production start) makes no
 * demo owner: on a real shop, whoever holds that number would run the back office.
 */
export async function seedIfEmpty(db: Database, { demoOwner = true }: { demoOwner?: boolean } = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727001)`);
    const [{ n }] = await tx.select({ n: count() }).from(products);
    if (n > 0) return false;
    await insertReferenceData(tx);
    await insertPublicHolidays(tx);
    await insertDemoCatalog(tx);
    await insertDemoPriceTiers(tx);
    await insertDemoCoupons(tx);
    // The demo shop's owner, so the back office can be tried at once (README).
    if (demoOwner) await grantStaffRole(tx, DEMO_OWNER_PHONE, "owner", "Demo Owner");
    return true;
  });
}
