import type { PaymentMethodsResponse } from "@shop/contracts";
import { api } from "./client";

/**
 * The payment methods the shop offers (GET /v1/payment-methods), for server components:
 * cached five minutes, like the API's own Cache-Control. Empty when the API cannot be
 * reached, so a page never claims a method it could not confirm.
 */
export async function getPaymentMethods(): Promise<PaymentMethodsResponse["data"]["payment_methods"]> {
  try {
    const res = await api.get<PaymentMethodsResponse>("/v1/payment-methods", { next: { revalidate: 300 } });
    return res.data.data.payment_methods;
  } catch {
    return [];
  }
}
