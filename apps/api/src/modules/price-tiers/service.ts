import { sql } from "drizzle-orm";
import { PRICE_TIER_MESSAGES, priceBreaksAuditText, type AdminPriceTiers, type AdminPriceTiersBody } from "@shop/contracts/price-tiers";
import type { Database } from "@shop/db";
import { AppError, notFound } from "../../lib/app-error";
import type { DbOrTx } from "../../lib/db";
import { recordAudit } from "../admin/audit";

/**
 * A product's quantity price breaks (issue 49, decision 045): read by staff, written by an
 * owner (like prices). The pricing code (pricing/pricing.ts) applies them; this module
 * only keeps the list, checked, with its audit entry in the same transaction.
 */
export type PriceTiersCtx = { db: Database; revalidate: (paths: string[]) => Promise<void> };

type ProductPriceRow = { id: number; name: string; slug: string; price: number; discount_price: number | null };
type TierRow = { min_quantity: number; unit_price: number };

async function productOf(db: DbOrTx, id: number, lock: boolean): Promise<ProductPriceRow | null> {
  const result = await db.execute<ProductPriceRow>(
    sql`select id, name, slug, price, discount_price from products where id = ${id} ${lock ? sql`for update` : sql``}`,
  );
  return result.rows[0] ?? null;
}

async function tiersOf(db: DbOrTx, productId: number): Promise<TierRow[]> {
  const result = await db.execute<TierRow>(sql`select min_quantity, unit_price from product_price_tiers where product_id = ${productId} order by min_quantity`);
  return result.rows.map((t) => ({ min_quantity: Number(t.min_quantity), unit_price: Number(t.unit_price) }));
}

const asWire = (product: ProductPriceRow, tiers: TierRow[]): AdminPriceTiers => ({
  product_id: product.id,
  price_poisha: Number(product.price),
  discount_price_poisha: product.discount_price === null ? null : Number(product.discount_price),
  tiers: tiers.map((t) => ({ min_quantity: t.min_quantity, unit_price_poisha: t.unit_price })),
});

export async function getPriceTiers(db: Database, productId: number): Promise<AdminPriceTiers> {
  const product = await productOf(db, productId, false);
  if (!product) throw notFound("Product not found");
  return asWire(product, await tiersOf(db, productId));
}

/**
 * Replaces a product's breaks with `body.tiers` (already ascending in quantity and
 * descending in price: the contract checks). Each must cost less than the regular price;
 * one at or above the discount price is kept but does not apply while the offer lasts.
 */
export async function setPriceTiers(ctx: PriceTiersCtx, input: { actorId: string; productId: number; body: AdminPriceTiersBody }): Promise<AdminPriceTiers> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const product = await productOf(tx, input.productId, true);
    if (!product) throw notFound("Product not found");
    const over = input.body.tiers.findIndex((t) => t.unit_price_poisha >= Number(product.price));
    if (over >= 0) throw new AppError("validation_failed", PRICE_TIER_MESSAGES.notBelowPrice, { field: `tiers.${over}.unit_price_poisha` });
    const before = await tiersOf(tx, product.id);
    const after = input.body.tiers.map((t) => ({ min_quantity: t.min_quantity, unit_price: t.unit_price_poisha }));
    if (JSON.stringify(before) === JSON.stringify(after)) return { product, tiers: before, changed: false };
    await tx.execute(sql`delete from product_price_tiers where product_id = ${product.id}`);
    if (after.length) {
      const rows = after.map((t) => sql`(${product.id}::int, ${t.min_quantity}::int, ${t.unit_price}::int)`);
      await tx.execute(sql`insert into product_price_tiers (product_id, min_quantity, unit_price) values ${sql.join(rows, sql`, `)}`);
    }
    await recordAudit(tx, {
      actorId: input.actorId,
      action: "product.price_tiers",
      entity: "product",
      entityId: product.id,
      before: { name: product.name, tiers: before },
      after: { name: product.name, tiers: after, text: `Price breaks of ${product.name}: ${priceBreaksAuditText(after)}` },
    });
    return { product, tiers: after, changed: true };
  });
  // The product page shows the breaks: rebuilt once the change is committed.
  if (outcome.changed) await ctx.revalidate([`/product/${outcome.product.slug}`]);
  return asWire(outcome.product, outcome.tiers);
}
