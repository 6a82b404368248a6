import { z } from "zod";
import { adminOrder } from "./admin";
import { envelope } from "./envelope";

/**
 * Bulk work on the order queue (issue 46, issue 47's batch work): packing slips for many
 * orders in one call, and booking many orders with a courier in one action.
 */

/** At most this many orders per slips document or bulk booking. */
export const BULK_ORDERS_MAX = 100;

export const BULK_MESSAGES = {
  slipsNumbersRequired: "Choose at least one order for the slips.",
  slipsTooMany: `Print at most ${BULK_ORDERS_MAX} slips at once.`,
  slipsNotFound: "These orders were not found",
} as const;

/** The shop as its slips print it: the API's SHOP_NAME, SHOP_ADDRESS and SHOP_PHONE. */
export const shopIdentity = z.object({ name: z.string(), address: z.string(), phone: z.string() });
export type ShopIdentity = z.infer<typeof shopIdentity>;

/**
 * GET /v1/admin/orders/slips?numbers=a,b,c (comma-separated, up to 100, in the order given),
 * or ?ready=1: the day's packing, every confirmed or processing order (oldest first, up to 100).
 */
export const slipsQuery = z
  .object({
    numbers: z
      .string()
      .transform((raw) => [
        ...new Set(
          raw
            .split(",")
            .map((n) => n.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(z.array(z.string().max(40)).max(BULK_ORDERS_MAX, BULK_MESSAGES.slipsTooMany))
      .optional(),
    ready: z.enum(["1"]).optional(),
  })
  .refine((q) => q.ready === "1" || (q.numbers?.length ?? 0) > 0, { message: BULK_MESSAGES.slipsNumbersRequired, path: ["numbers"] });
export const slipsResponse = envelope(z.object({ shop: shopIdentity, orders: z.array(adminOrder) }));
export type SlipsResponse = z.infer<typeof slipsResponse>;

/**
 * POST /v1/admin/orders/bulk-ship: each confirmed or packed order booked with the chosen courier
 * (Steadfast or Pathao) and shipped on its own. The parcel is booked first; only an accepted
 * booking moves the order (packed and shipped in one transaction), so a refused one stays as it was.
 */
export const bulkShipBody = z.object({
  order_numbers: z.array(z.string().trim().min(1).max(40)).min(1).max(BULK_ORDERS_MAX),
  courier: z.enum(["steadfast", "pathao"]),
});
export type BulkShipBody = z.input<typeof bulkShipBody>;
export const bulkShipResult = z.discriminatedUnion("result", [
  z.object({
    order_number: z.string(),
    result: z.literal("shipped"),
    courier: z.string(),
    tracking_number: z.string(),
    /** True when the order was shipped before this call (a double press): nothing was booked again. */
    already: z.boolean().optional(),
  }),
  z.object({
    order_number: z.string(),
    result: z.literal("refused"),
    /** The shop's words. */
    message: z.string(),
    /** The courier's own words when it refused the parcel ("The recipient phone must be 11 digits."). */
    reason: z.string().optional(),
  }),
]);
export type BulkShipResult = z.infer<typeof bulkShipResult>;
export const bulkShipResponse = envelope(z.object({ results: z.array(bulkShipResult) }));
export type BulkShipResponse = z.infer<typeof bulkShipResponse>;
