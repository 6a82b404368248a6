import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { PAYMENT_METHOD_LABELS, paymentMethodsResponse } from "@shop/contracts";
import { PAYMENT_GATEWAYS } from "./gateways/registry";
import { offeredMethods, receiveNotice, startPayment, type PaymentsCtx } from "./service";

const keyParams = z.object({ order_key: z.string().max(100) });

/**
 * The payment methods offered (cash on delivery always; each gateway once its
 * credentials are configured), the start of an online payment and each gateway's way
 * back (its own routes, ./gateways/*). Browsers reach the last two through the shop's
 * address (the web app forwards /api/v1/*), so their answers are redirects to pages of
 * the shop or of the gateway.
 */
export async function paymentRoutes(app: FastifyInstance, ctx: PaymentsCtx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Gateways post HTML forms (SSLCommerz: the browser's way back and the IPN); only these routes read them.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  r.get(
    "/v1/payment-methods",
    {
      schema: {
        tags: ["payments"],
        summary: "The payment methods offered: cash on delivery always; bKash once configured",
        response: { 200: paymentMethodsResponse },
      },
    },
    async (_request, reply) => {
      // The same for everybody and changed only by a deploy: browsers and the web app may keep it a few minutes.
      reply.header("cache-control", "public, max-age=300");
      return {
        message: "Payment methods",
        data: { payment_methods: offeredMethods(ctx).map((key) => ({ key, name: PAYMENT_METHOD_LABELS[key] })) },
      };
    },
  );

  r.get(
    "/v1/payments/:order_key/start",
    {
      schema: {
        tags: ["payments"],
        summary: "Starts (or restarts) the order's online payment and redirects to the gateway",
        params: keyParams,
        response: { 302: z.null().describe("To the gateway's page (or to sign-in first)") },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const key = request.params.order_key;
      const userId = request.identity.userId;
      if (!userId) return reply.redirect(`/signin?callbackUrl=${encodeURIComponent(`/my-orders/${key}`)}`, 302);
      const { redirect } = await startPayment(ctx, { orderKey: key, userId });
      return reply.redirect(redirect, 302);
    },
  );

  for (const gateway of PAYMENT_GATEWAYS) {
    gateway.routes(app, async (method, kind, fields) => {
      const answer = await receiveNotice(ctx, method, kind, fields);
      app.outbox.kick();
      return answer;
    });
  }
}
