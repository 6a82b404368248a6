/**
 * SSLCommerz as a payment gateway: a hosted payment page through ./client.ts. The
 * browser comes back with a form POST (success, fail, cancel) and the IPN is one too,
 * all to POST /v1/payments/sslcommerz/{kind}; neither is believed as is: the signature
 * is checked, a success confirmed with the validation API (VALID or VALIDATED, the same
 * tran_id, BDT; the amount is the module's check), and a failure with the transaction
 * query by tran_id, where an attempt listed as paid (the notices crossed) is validated
 * and paid instead.
 */
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { RefundRefused, type PaymentGateway, type PaymentGatewayEntry, type RefundStatus } from "../types";
import { createSslCommerzClient, isSslCommerzUnclear, SslCommerzError, type SslCommerzClient } from "./client";

const NOTICE_PATH = "/v1/payments/sslcommerz";
/** What a notice of success carries to be validated. */
type Proof = { valId: string; bankTranId?: string; riskLevel?: string };

/** The statuses SSLCommerz's transaction query lists for an attempt that will never be paid. */
const NOT_COMPLETED = ["FAILED", "CANCELLED", "EXPIRED"];
const isPaid = (status: string) => status === "VALID" || status === "VALIDATED";

/** `fallbackEmail`: sent as the customer's email when the shopper has none (SSLCommerz requires one). */
export function sslCommerzGateway(client: SslCommerzClient, fallbackEmail: string): PaymentGateway<Proof> {
  return {
    method: "ssl_commerz",

    async start(order) {
      // Ours, new per attempt, at most 30 characters.
      const tranId = `${order.orderNumber}-${randomBytes(4).toString("hex")}`;
      const address = order.address;
      const back = `${order.apiBase}${NOTICE_PATH}`;
      const session = await client.createSession({
        tranId,
        amountPoisha: order.amountPoisha,
        customer: {
          name: address?.fullName ?? "Customer",
          email: order.email ?? fallbackEmail,
          phone: address?.phone ?? "",
          address: address?.fullAddress ?? "Office pickup",
          city: address?.district ?? "Dhaka",
        },
        shipping: address ? { name: address.fullName, address: address.fullAddress, city: address.district } : null,
        productName: `Order ${order.orderNumber}`,
        productCategory: "Electronics",
        numItems: order.items,
        successUrl: `${back}/success`,
        failUrl: `${back}/fail`,
        cancelUrl: `${back}/cancel`,
        ipnUrl: `${back}/ipn`,
      });
      return { ref: tranId, redirectUrl: session.gatewayUrl, raw: session.raw };
    },

    notice(kind, fields) {
      const status = fields.status ?? "";
      return {
        ref: fields.tran_id ?? "",
        event: `${kind}:${status}`,
        fields,
        authentic: client.verifySign(fields),
        cancelled: kind === "cancel" || status === "CANCELLED",
        paid: status === "VALID" && fields.val_id ? { valId: fields.val_id, bankTranId: fields.bank_tran_id, riskLevel: fields.risk_level } : null,
        background: kind === "ipn",
      };
    },

    async confirm(payment, proof, { record }) {
      const validation = await client.validate(proof.valId);
      await record(`validate:${validation.status}`, validation.raw);
      if (!isPaid(validation.status) || validation.tranId !== payment.ref || validation.currency !== "BDT" || validation.amountPoisha === undefined) {
        return { paid: false, reason: `SSLCommerz validation: ${validation.status}, tran_id ${validation.tranId}, ${validation.currency}` };
      }
      const risky = (validation.riskLevel ?? proof.riskLevel ?? "0") !== "0";
      return {
        paid: true,
        trxId: validation.bankTranId ?? proof.bankTranId ?? validation.valId ?? proof.valId,
        amountPoisha: validation.amountPoisha,
        hold: risky ? "On hold: SSLCommerz flagged this payment, the shop will check it before packing" : undefined,
      };
    },

    async check(payment) {
      const query = await client.queryByTranId(payment.ref);
      const attempts = query.elements.filter((e) => e.tranId === payment.ref);
      const paid = attempts.find((e) => isPaid(e.status) && e.valId);
      if (paid) return { raw: query.raw, outcome: "confirm", proof: { valId: paid.valId!, bankTranId: paid.bankTranId, riskLevel: paid.riskLevel } };
      if (attempts.length && attempts.every((e) => NOT_COMPLETED.includes(e.status))) return { raw: query.raw, outcome: "failed" };
      return { raw: query.raw, outcome: "open", detail: { statuses: attempts.map((e) => e.status) } };
    },

    // By bank_tran_id with refund_amount: partial refunds allowed.
    async refund(payment, { amountPoisha, reason }) {
      let refund;
      try {
        refund = await client.refund({ bankTranId: payment.trxId, amountPoisha, remarks: reason, refId: payment.orderNumber });
      } catch (err) {
        if (err instanceof SslCommerzError && !isSslCommerzUnclear(err)) throw new RefundRefused(err.message, err.raw ?? { code: err.code });
        throw err;
      }
      if (refund.status === "failed") throw new RefundRefused(`SSLCommerz refused the refund: ${refund.errorReason ?? refund.status}`, refund.raw);
      if (!refund.refundRefId)
        throw new SslCommerzError("BAD_RESPONSE", `SSLCommerz refund: status ${refund.status} without a refund_ref_id`, { raw: refund.raw });
      return { reference: refund.refundRefId, raw: refund.raw, pending: refund.status !== "success" };
    },

    // With a refund_ref_id: its status query. Without one (the refund call got no answer), the
    // transaction query by tran_id lists the payment's refund_ref_ids: one the shop has not
    // recorded is this refund (asked about by its id); none new means SSLCommerz never made it.
    async refundStatus(payment, { reference, known }): Promise<RefundStatus> {
      let ref = reference;
      if (!ref) {
        const query = await client.queryByTranId(payment.ref);
        const ids = query.elements
          .filter((e) => e.tranId === payment.ref)
          .flatMap((e) => String(e.raw.refund_ref_ids ?? "").split(","))
          .map((id) => id.trim())
          .filter((id) => id && !known.includes(id));
        if (ids.length === 0) return { outcome: "failed", raw: query.raw };
        if (ids.length > 1) return { outcome: "unknown", raw: query.raw };
        ref = ids[0];
      }
      const status = await client.refundStatus(ref);
      const said = status.status.toLowerCase();
      if (said === "refunded" || said === "success") return { outcome: "succeeded", reference: ref, raw: status.raw };
      if (said === "failed" || said === "cancelled") return { outcome: "failed", raw: status.raw };
      return { outcome: "unknown", raw: status.raw };
    },
  };
}

const noticeKind = z.object({ kind: z.enum(["success", "fail", "cancel", "ipn"]) });

export const sslcommerz: PaymentGatewayEntry = {
  method: "ssl_commerz",

  // The store id and password or neither (env refuses one without the other).
  fromEnv: ({ SSLCOMMERZ_BASE_URL: baseUrl, SSLCOMMERZ_STORE_ID: storeId, SSLCOMMERZ_STORE_PASSWORD: storePassword, SHOP_EMAIL }) =>
    storeId && storePassword ? sslCommerzGateway(createSslCommerzClient({ baseUrl, storeId, storePassword }), SHOP_EMAIL) : null,

  routes(app: FastifyInstance, receive) {
    app.withTypeProvider<ZodTypeProvider>().post(
      `${NOTICE_PATH}/:kind`,
      {
        schema: {
          tags: ["payments"],
          summary: "SSLCommerz's POSTs: the browser back from its page (success, fail, cancel) and the IPN; verified before anything is paid",
          params: noticeKind,
          body: z.record(z.string(), z.string()),
          response: {
            200: { description: "The IPN's acknowledgement", content: { "text/plain": { schema: z.literal("OK") } } },
            303: z.null().describe("The browser on to the order's page in the shop"),
          },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        const { redirect } = await receive("ssl_commerz", request.params.kind, request.body);
        // The IPN wants an answer, not a page; the browser goes on to the shop's page (303: a GET after the POST).
        if (request.params.kind === "ipn") return reply.type("text/plain").send("OK");
        return reply.redirect(redirect, 303);
      },
    );
  },
};
