import { z } from "zod";
import { envelope } from "./envelope";
import { emailSchema } from "./validation";

// The display rule lives in stock-display.ts, so browser code can use it without zod.
export { stockDisplay, type StockDisplay } from "./stock-display";

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
