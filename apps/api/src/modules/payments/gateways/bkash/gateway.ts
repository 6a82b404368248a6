/**
 * bKash as a payment gateway: tokenized checkout through ./client.ts. The browser comes
 * back to GET /v1/payments/bkash/callback?paymentID&status, which only says where to
 * look: a success is executed with bKash (once; an unclear or timed-out execute, or one
 * answering "already completed", is followed by a query, and a claim that died midway
 * queries rather than executing twice); a failure or cancel is asked of bKash's query
 * payment API before it is recorded.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { RefundRefused, type PaymentGateway, type PaymentGatewayEntry, type PaymentVerdict } from "../types";
import { BkashError, createBkashClient, isBkashUnclear, type BkashClient, type BkashQueryResult } from "./client";

const CALLBACK_PATH = "/v1/payments/bkash/callback";

/** Execute refusals that mean "ask": the payment may have completed (2062 already completed, 2068 already called). */
const ASK_AFTER_EXECUTE = ["2062", "2068"];
/** The statuses bKash's query answers for a payment that will never complete. */
const NOT_COMPLETED = ["Failed", "Cancelled", "Expired"];

/** What bKash's query payment answer says: paid only when Completed with a trxID and an amount. */
const queryVerdict = (q: BkashQueryResult): PaymentVerdict =>
  q.transactionStatus === "Completed" && q.trxId && q.amountPoisha !== undefined
    ? { paid: true, trxId: q.trxId, amountPoisha: q.amountPoisha, invoiceNumber: q.invoiceNumber }
    : { paid: false, reason: `bKash reports ${q.transactionStatus}` };

export function bkashGateway(client: BkashClient): PaymentGateway<true> {
  return {
    method: "bkash",

    async start(order) {
      const created = await client.createPayment({
        amountPoisha: order.amountPoisha,
        invoiceNumber: order.orderNumber,
        payerReference: order.orderNumber,
        callbackUrl: `${order.apiBase}${CALLBACK_PATH}`,
      });
      return { ref: created.paymentId, redirectUrl: created.bkashUrl, raw: created.raw };
    },

    // The callback names a paymentID and a status, nothing signed: anyone's word, checked with bKash.
    notice(_kind, fields) {
      const status = fields.status;
      return {
        ref: fields.paymentID,
        event: `callback:${status}`,
        fields: { paymentId: fields.paymentID, status },
        authentic: true,
        cancelled: status === "cancel",
        paid: status === "success" ? true : null,
        background: false,
      };
    },

    async confirm(payment, _proof, { stale, record }) {
      const query = async () => {
        const q = await client.queryPayment(payment.ref);
        await record("query", q.raw);
        return queryVerdict(q);
      };
      // An execute may already have gone through: never execute twice, ask.
      if (stale) return query();
      const executed = await client.executePayment(payment.ref);
      await record(`execute:${executed.outcome}`, executed.raw);
      if (executed.outcome === "completed")
        return { paid: true, trxId: executed.trxId, amountPoisha: executed.amountPoisha, invoiceNumber: executed.invoiceNumber };
      if (executed.outcome === "unknown" || ASK_AFTER_EXECUTE.includes(executed.code)) return query();
      return { paid: false, reason: `${executed.code} ${executed.message}` };
    },

    async check(payment) {
      const q = await client.queryPayment(payment.ref);
      const verdict = queryVerdict(q);
      if (verdict.paid) return { raw: q.raw, outcome: "paid", verdict };
      if (NOT_COMPLETED.includes(q.transactionStatus)) return { raw: q.raw, outcome: "failed" };
      return { raw: q.raw, outcome: "open", detail: { status: q.transactionStatus } };
    },

    // v1.2 payment/refund with an amount: partial refunds allowed, up to what is left of the payment.
    async refund(payment, { amountPoisha, reason }) {
      try {
        const refund = await client.refund({ paymentId: payment.ref, trxId: payment.trxId, amountPoisha, reason, sku: payment.orderNumber });
        return { reference: refund.refundTrxId, raw: refund.raw, pending: refund.status !== "Completed" };
      } catch (err) {
        if (err instanceof BkashError && !isBkashUnclear(err)) throw new RefundRefused(err.message, err.raw ?? { code: err.code });
        throw err;
      }
    },

    // The same URL with only paymentID and trxID answers the payment's latest refund: ours when
    // it is one the shop has not recorded yet and for our amount; none (or only known ones): ours never happened.
    async refundStatus(payment, { amountPoisha, reference, known }) {
      const status = await client.refundStatus(payment.ref, payment.trxId);
      if (status.refundTrxId === null) return { outcome: "failed", raw: status.raw };
      const ours = reference ? status.refundTrxId === reference : !known.includes(status.refundTrxId) && status.amountPoisha === amountPoisha;
      if (!ours) return reference || !known.includes(status.refundTrxId) ? { outcome: "unknown", raw: status.raw } : { outcome: "failed", raw: status.raw };
      return status.status === "Completed" ? { outcome: "succeeded", reference: status.refundTrxId, raw: status.raw } : { outcome: "unknown", raw: status.raw };
    },
  };
}

const callbackQuery = z.object({ paymentID: z.string().min(1).max(100), status: z.string().max(20).default("failure") });

export const bkash: PaymentGatewayEntry = {
  method: "bkash",

  // The four credentials or none (env refuses a half set).
  fromEnv: ({ BKASH_BASE_URL: baseUrl, BKASH_APP_KEY: appKey, BKASH_APP_SECRET: appSecret, BKASH_USERNAME: username, BKASH_PASSWORD: password }) =>
    appKey && appSecret && username && password ? bkashGateway(createBkashClient({ baseUrl, appKey, appSecret, username, password })) : null,

  routes(app: FastifyInstance, receive) {
    app.withTypeProvider<ZodTypeProvider>().get(
      CALLBACK_PATH,
      {
        schema: {
          tags: ["payments"],
          summary: "bKash sends the payer back here (paymentID, status); verified with bKash before anything is paid",
          querystring: callbackQuery,
          response: { 302: z.null().describe("To the order's page in the shop") },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        const { redirect } = await receive("bkash", "callback", request.query);
        return reply.redirect(redirect, 302);
      },
    );
  },
};
