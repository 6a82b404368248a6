import { z } from "zod";
import { PAYMENT_METHODS } from "./constants";
import { envelope } from "./envelope";

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * GET /v1/payment-methods (API.md "Payments"): the methods the shop offers now. Cash on
 * delivery always; bKash and SSLCommerz only once their credentials are configured
 * (issue 11). The payment selector and the footer show exactly this list.
 */
export const paymentMethodsResponse = envelope(z.object({ payment_methods: z.array(z.object({ key: z.enum(PAYMENT_METHODS), name: z.string() })) }));
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponse>;
