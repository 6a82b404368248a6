import { z } from "zod";
import { envelope } from "./envelope";
import { emailSchema } from "./validation";
import { STOCK_AVAILABLE_ABOVE, STOCK_LOW_BELOW } from "./constants";

export type StockDisplay =
  | { kind: "out"; label: "Out of Stock" }
  | { kind: "available"; label: "Available" }
  | { kind: "low"; label: string; count: number }
  | { kind: "limited"; label: string; count: number };

/** Spec section 4: 0 Out of Stock; above 20 Available; under 10 a red count; 10 to 20 a green count. */
export function stockDisplay(stock: number): StockDisplay {
  if (stock <= 0) return { kind: "out", label: "Out of Stock" };
  if (stock > STOCK_AVAILABLE_ABOVE) return { kind: "available", label: "Available" };
  const label = `${stock} in stock`;
  return stock < STOCK_LOW_BELOW ? { kind: "low", label, count: stock } : { kind: "limited", label, count: stock };
}

/**
 * GET /v1/products/{slug}/stock: the stock as it is this moment (decision 020). The
 * product page is cached; its buy box and stock line read this after loading, so a
 * shopper never sees stock that was sold long ago.
 */
export const productStockResponse = envelope(z.object({ slug: z.string(), current_stock: z.number().int() }));
export type ProductStock = z.infer<typeof productStockResponse>["data"];

export const STOCK_REQUEST_MESSAGES = {
  fullNameRequired: "Full Name is required",
  fullNameMin: "Full Name must be at least 3 characters",
  fullNameMax: "Full Name must be at most 30 characters",
  inStock: "This product is in stock: you can order it now",
} as const;

/**
 * POST /v1/products/{slug}/stock-request, and the spec's short form (full_name 3 to 30,
 * email): "tell me when it is back". One open request per product and email.
 */
export const stockRequestBody = z.object({
  full_name: z
    .string({ error: STOCK_REQUEST_MESSAGES.fullNameRequired })
    .trim()
    .min(1, STOCK_REQUEST_MESSAGES.fullNameRequired)
    .min(3, STOCK_REQUEST_MESSAGES.fullNameMin)
    .max(30, STOCK_REQUEST_MESSAGES.fullNameMax),
  email: emailSchema,
});
export type StockRequestBody = z.input<typeof stockRequestBody>;
export const stockRequestResponse = envelope(z.null());
