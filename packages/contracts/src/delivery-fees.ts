import { z } from "zod";
import { DELIVERY_ZONES } from "./cart-words";
import { envelope } from "./envelope";
import "./zod-config";

/**
 * The owner's delivery fee table (issue 47, decision 039) and the product page's
 * delivery line. Money on the wire is taka with at most 2 decimals (API.md).
 */
export const DELIVERY_FEE_MESSAGES = {
  feeRequired: "Fee is required",
  feeNotNegative: "Fee cannot be negative",
  feeMax: "Fee must be at most ৳10,000",
  feePoisha: "Fee can have at most 2 decimals",
  unknownRow: "This zone does not offer this delivery method",
  rowTwice: "Each zone and method can be given once",
  saved: "Delivery fees saved",
} as const;

export const PAID_DELIVERY_METHODS = ["home_delivery", "express_delivery"] as const;

const fee = z
  .number({ error: DELIVERY_FEE_MESSAGES.feeRequired })
  .min(0, DELIVERY_FEE_MESSAGES.feeNotNegative)
  .max(10_000, DELIVERY_FEE_MESSAGES.feeMax)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, DELIVERY_FEE_MESSAGES.feePoisha);

export const deliveryRateRow = z.object({
  zone: z.enum(DELIVERY_ZONES),
  method: z.enum(PAID_DELIVERY_METHODS),
  /** Taka for the parcel's first kilogram. */
  first_kg: fee,
  /** Taka for each further kilogram or part of one. */
  extra_kg: fee,
});

export const adminDeliveryRatesBody = z.object({ rates: z.array(deliveryRateRow).min(1) });
export type AdminDeliveryRatesBody = z.infer<typeof adminDeliveryRatesBody>;

export const adminDeliveryRatesResponse = envelope(
  z.object({ rates: z.array(deliveryRateRow.extend({ updated_at: z.string(), updated_by: z.string().nullable() })) }),
);
export type AdminDeliveryRates = z.infer<typeof adminDeliveryRatesResponse>["data"];

const deliveryQuote = z.object({
  district: z.string(),
  zone: z.enum(DELIVERY_ZONES),
  /** Home delivery's fee for this weight, taka. */
  fee: z.number(),
  days_min: z.number().int(),
  days_max: z.number().int(),
});

/** GET /v1/products/{slug}/delivery: the fee of one unit to the shopper's district (the cart's address) or Dhaka, and outside Dhaka beside it. */
export const productDeliveryResponse = envelope(
  z.object({ weight_grams: z.number().int(), to: deliveryQuote, outside_dhaka: deliveryQuote.nullable(), free_delivery: z.boolean() }),
);
export type ProductDelivery = z.infer<typeof productDeliveryResponse>["data"];
