import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PAYMENT_METHOD_LABELS, paymentMethodsResponse, type PaymentMethod } from "@shop/contracts";

/**
 * The payment methods the shop offers. Only cash on delivery until the online gateways
 * are built and configured (issue 11 adds bKash and SSLCommerz when their credentials
 * are set): a method is listed only when an order can really be paid with it.
 */
export function offeredPaymentMethods(): PaymentMethod[] {
  return ["cash_on_delivery"];
}

export async function paymentRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/v1/payment-methods",
    {
      schema: {
        tags: ["payments"],
        summary: "The payment methods offered: cash on delivery always; bKash and SSLCommerz once configured",
        response: { 200: paymentMethodsResponse },
      },
    },
    async (_request, reply) => {
      // The same for everybody and changed only by a deploy: browsers and the web app may keep it a few minutes.
      reply.header("cache-control", "public, max-age=300");
      return {
        message: "Payment methods",
        data: { payment_methods: offeredPaymentMethods().map((key) => ({ key, name: PAYMENT_METHOD_LABELS[key] })) },
      };
    },
  );
}
