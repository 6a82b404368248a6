import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { PAYMENT_METHOD_LABELS, paymentMethodsResponse } from "@shop/contracts";
import { bkashCallback, offeredMethods, sslCommerzNotice, startPayment, type PaymentsCtx } from "./service";

const keyParams = z.object({ order_key: z.string().max(100) });
const sslKind = z.object({ kind: z.enum(["success", "fail", "cancel", "ipn"]) });
const formFields = z.record(z.string(), z.string());
const bkashCallbackQuery = z.object({ paymentID: z.string().min(1).max(100), status: z.string().max(20).default("failure") });

/**
 * The payment methods offered (cash on delivery always; bKash once its credentials are
 * configured), the start of an online payment and the gateway's way back. Browsers
 * reach the last two through the shop's address (the web app forwards /api/v1/*), so
 * their answers are redirects to pages of the shop or of the gateway.
 */
export async function paymentRoutes(app: FastifyInstance, ctx: PaymentsCtx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // SSLCommerz posts HTML forms (the browser's way back and the IPN); only these routes read them.
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

  r.get(
    "/v1/payments/bkash/callback",
    {
      schema: {
        tags: ["payments"],
        summary: "bKash sends the payer back here (paymentID, status); verified with bKash before anything is paid",
        querystring: bkashCallbackQuery,
        response: { 302: z.null().describe("To the order's page in the shop") },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { redirect } = await bkashCallback(ctx, { paymentId: request.query.paymentID, status: request.query.status });
      app.outbox.kick();
      return reply.redirect(redirect, 302);
    },
  );

  r.post(
    "/v1/payments/sslcommerz/:kind",
    {
      schema: {
        tags: ["payments"],
        summary: "SSLCommerz's POSTs: the browser back from its page (success, fail, cancel) and the IPN; verified before anything is paid",
        params: sslKind,
        body: formFields,
        response: {
          200: { description: "The IPN's acknowledgement", content: { "text/plain": { schema: z.literal("OK") } } },
          303: z.null().describe("The browser on to the order's page in the shop"),
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { redirect } = await sslCommerzNotice(ctx, request.params.kind, request.body);
      app.outbox.kick();
      // The IPN wants an answer, not a page; the browser goes on to the shop's page (303: a GET after the POST).
      if (request.params.kind === "ipn") return reply.type("text/plain").send("OK");
      return reply.redirect(redirect, 303);
    },
  );
}
