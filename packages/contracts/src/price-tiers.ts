import { z } from "zod";
import { envelope } from "./envelope";
import { formatTaka, poishaToTaka } from "./money";
import "./zod-config";

/**
 * Quantity price breaks (issue 49, decision 045): from `min_quantity` units on, each unit
 * costs less. The storefront reads them in taka on the product (`price_tiers`); the back
 * office writes them in poisha (`unit_price_poisha`, owner only, like prices).
 */
export const PRICE_TIER_MAX = 5;
export const PRICE_TIER_MAX_QUANTITY = 10_000;

export const PRICE_TIER_MESSAGES = {
  quantityWhole: "Quantity must be a whole number",
  quantityMin: "A price break starts at 2 or more",
  quantityMax: `A price break starts at ${PRICE_TIER_MAX_QUANTITY.toLocaleString("en-IN")} or fewer`,
  priceRequired: "Unit price is required",
  pricePositive: "Unit price must be more than ৳0",
  tooMany: `At most ${PRICE_TIER_MAX} price breaks`,
  notAscending: "Quantities must go up from one price break to the next",
  notDescending: "Each price break must cost less than the one before",
  notBelowPrice: "A price break must cost less than the price",
  saved: "Price breaks saved",
} as const;

/** A price break as the storefront reads it: taka. */
export const priceTier = z.object({ min_quantity: z.number().int(), price: z.number() });
export type PriceTier = z.infer<typeof priceTier>;

export const adminPriceTier = z.object({
  min_quantity: z
    .number({ error: PRICE_TIER_MESSAGES.quantityWhole })
    .int(PRICE_TIER_MESSAGES.quantityWhole)
    .min(2, PRICE_TIER_MESSAGES.quantityMin)
    .max(PRICE_TIER_MAX_QUANTITY, PRICE_TIER_MESSAGES.quantityMax),
  unit_price_poisha: z
    .number({ error: PRICE_TIER_MESSAGES.priceRequired })
    .int(PRICE_TIER_MESSAGES.priceRequired)
    .min(1, PRICE_TIER_MESSAGES.pricePositive)
    .max(2_000_000_000, PRICE_TIER_MESSAGES.priceRequired),
});
export type AdminPriceTier = z.infer<typeof adminPriceTier>;

/**
 * PUT /v1/admin/products/{id}/price-tiers: the whole list (empty removes them). Each break
 * starts at more units and costs less than the one before; below the price is the API's
 * to check, as it knows the price.
 */
export const adminPriceTiersBody = z.strictObject({
  tiers: z
    .array(adminPriceTier)
    .max(PRICE_TIER_MAX, PRICE_TIER_MESSAGES.tooMany)
    .superRefine((tiers, ctx) => {
      for (let i = 1; i < tiers.length; i++) {
        if (tiers[i].min_quantity <= tiers[i - 1].min_quantity) {
          ctx.addIssue({ code: "custom", message: PRICE_TIER_MESSAGES.notAscending, path: [i, "min_quantity"] });
        } else if (tiers[i].unit_price_poisha >= tiers[i - 1].unit_price_poisha) {
          ctx.addIssue({ code: "custom", message: PRICE_TIER_MESSAGES.notDescending, path: [i, "unit_price_poisha"] });
        }
      }
    }),
});
export type AdminPriceTiersBody = z.infer<typeof adminPriceTiersBody>;

export const adminPriceTiersResponse = envelope(
  z.object({
    product_id: z.number().int(),
    price_poisha: z.number().int(),
    discount_price_poisha: z.number().int().nullable(),
    tiers: z.array(adminPriceTier),
  }),
);
export type AdminPriceTiers = z.infer<typeof adminPriceTiersResponse>["data"];

/** "1+ ৳120 · 10+ ৳110 · 50+ ৳100": the unit price from each quantity, taka. */
export function priceBreaksText(price: number, tiers: readonly PriceTier[]): string {
  return [{ min_quantity: 1, price }, ...tiers].map((t) => `${t.min_quantity}+ ${formatTaka(t.price)}`).join(" · ");
}

/** The audit log's words for a product's breaks (poisha): "10+ ৳110, 50+ ৳100", or "none". */
export function priceBreaksAuditText(tiers: readonly { min_quantity: number; unit_price: number }[]): string {
  return tiers.length ? tiers.map((t) => `${t.min_quantity}+ ${formatTaka(poishaToTaka(t.unit_price))}`).join(", ") : "none";
}
