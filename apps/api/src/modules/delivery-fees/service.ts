import { sql } from "drizzle-orm";
import {
  DELIVERY_FEE_MESSAGES,
  deliveryFeeOf,
  poishaToTaka,
  takaToPoisha,
  type AdminDeliveryRates,
  type AdminDeliveryRatesBody,
  type DeliveryZone,
  type ProductDelivery,
} from "@shop/contracts";
import { DHAKA_DISTRICT_ID, type Database } from "@shop/db";
import { AppError, notFound } from "../../lib/app-error";
import type { DbOrTx } from "../../lib/db";
import { recordAudit } from "../admin/audit";
import { readDeliveryRates, type DeliveryRateRow } from "./rates";

type StoredRate = DeliveryRateRow & { updated_at: Date | string; updated_by: string | null };

const ZONE_ORDER = "array_position(array['inside_dhaka','dhaka_suburbs','outside_dhaka']::delivery_zone[], zone), method";

async function storedRates(db: DbOrTx, lock = false): Promise<StoredRate[]> {
  const result = await db.execute<StoredRate>(
    sql`select zone, method, first_kg_poisha, extra_kg_poisha, updated_at, updated_by from delivery_rates order by ${sql.raw(ZONE_ORDER)} ${lock ? sql`for update` : sql``}`,
  );
  return result.rows;
}

const asWire = (row: StoredRate): AdminDeliveryRates["rates"][number] => ({
  zone: row.zone,
  method: row.method as "home_delivery" | "express_delivery",
  first_kg: poishaToTaka(Number(row.first_kg_poisha)),
  extra_kg: poishaToTaka(Number(row.extra_kg_poisha)),
  updated_at: new Date(row.updated_at).toISOString(),
  updated_by: row.updated_by,
});

export async function listDeliveryRates(db: Database): Promise<AdminDeliveryRates> {
  return { rates: (await storedRates(db)).map(asWire) };
}

/**
 * The owner's edit of the fee table: only rows the table has (a zone's methods are the
 * shop's, not the form's), each once; the changed rows are written with who and when,
 * and one audit entry holds the table before and after. Nothing changes on a refusal.
 */
export async function saveDeliveryRates(db: Database, actorId: string, body: AdminDeliveryRatesBody): Promise<AdminDeliveryRates> {
  return db.transaction(async (tx) => {
    const before = await storedRates(tx, true);
    const key = (r: { zone: string; method: string }) => `${r.zone}:${r.method}`;
    const known = new Map(before.map((r) => [key(r), r]));
    const seen = new Set<string>();
    for (const [i, row] of body.rates.entries()) {
      if (!known.has(key(row))) throw new AppError("validation_failed", DELIVERY_FEE_MESSAGES.unknownRow, { field: `rates.${i}.method` });
      if (seen.has(key(row))) throw new AppError("validation_failed", DELIVERY_FEE_MESSAGES.rowTwice, { field: `rates.${i}.method` });
      seen.add(key(row));
    }
    const changed = body.rates.filter((row) => {
      const old = known.get(key(row));
      return old && (Number(old.first_kg_poisha) !== takaToPoisha(row.first_kg) || Number(old.extra_kg_poisha) !== takaToPoisha(row.extra_kg));
    });
    for (const row of changed) {
      await tx.execute(sql`
        update delivery_rates set first_kg_poisha = ${takaToPoisha(row.first_kg)}, extra_kg_poisha = ${takaToPoisha(row.extra_kg)},
          updated_at = now(), updated_by = ${actorId}
        where zone = ${row.zone} and method = ${row.method}`);
    }
    const after = await storedRates(tx);
    if (changed.length) {
      const plain = (rows: StoredRate[]) =>
        rows.map((r) => ({ zone: r.zone, method: r.method, first_kg_poisha: Number(r.first_kg_poisha), extra_kg_poisha: Number(r.extra_kg_poisha) }));
      await recordAudit(tx, {
        actorId,
        action: "delivery_rates.update",
        entity: "delivery_rates",
        entityId: "table",
        before: plain(before),
        after: plain(after),
      });
    }
    return { rates: after.map(asWire) };
  });
}

/**
 * The product page's delivery line: home delivery of one unit to the district of the
 * signed-in shopper's cart address (else Dhaka), and outside Dhaka beside it when that is
 * not already the place. Days are the district's (migration 0029).
 */
export async function productDelivery(db: Database, { slug, userId }: { slug: string; userId: string | null }): Promise<ProductDelivery> {
  const result = await db.execute<{ weight_grams: number; tags: string[]; district_id: number | null }>(sql`
    select p.weight_grams, p.tags,
      (select a.district_id from carts c join addresses a on a.id = c.address_id and a.deleted_at is null where c.user_id = ${userId}) as district_id
    from products p where p.slug = ${slug} and p.is_active`);
  const product = result.rows[0];
  if (!product) throw notFound("Product not found");
  // Dhaka (reference data) when the shopper has chosen no address.
  const districtId = product.district_id ?? DHAKA_DISTRICT_ID;
  const places = await db.execute<{ name: string; zone: DeliveryZone; delivery_days_min: number; delivery_days_max: number }>(sql`
    (select name, zone, delivery_days_min, delivery_days_max from districts where id = ${districtId})
    union all
    (select name, zone, delivery_days_min, delivery_days_max from districts where zone = 'outside_dhaka' order by delivery_days_max desc, id limit 1)`);
  const rates = await readDeliveryRates(db);
  const grams = Number(product.weight_grams);
  const quote = (place: (typeof places.rows)[number]) => {
    const rate = rates[place.zone]?.home_delivery;
    return {
      district: place.name,
      zone: place.zone,
      fee: rate ? poishaToTaka(deliveryFeeOf(rate, grams)) : 0,
      days_min: Number(place.delivery_days_min),
      days_max: Number(place.delivery_days_max),
    };
  };
  const [to, outside] = places.rows;
  if (!to) throw notFound("District not found");
  return {
    weight_grams: grams,
    to: quote(to),
    outside_dhaka: outside && to.zone !== "outside_dhaka" ? quote(outside) : null,
    free_delivery: product.tags.includes("free_delivery"),
  };
}
