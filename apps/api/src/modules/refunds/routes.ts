import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminOrderRefundsResponse,
  adminRefundResponse,
  apiErrorBody,
  createRefundBody,
  formatTaka,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  ORDER_MESSAGES,
  type PaymentMethod,
  PAYMENT_METHOD_LABELS,
  poishaToTaka,
  REFUND_CHANNEL_LABELS,
  REFUND_MESSAGES,
} from "@shop/contracts";
import { sql, type AddressSnapshot } from "@shop/db";
import { AppError, notFound } from "../../lib/app-error";
import { repeatWhileOpen } from "../../lib/timer";
import { requireStaff, requireUser } from "../../plugins/identity";
import { actorOf } from "../admin/context";
import { renderCreditNotePdf, type CreditNoteInput } from "./credit-note";
import {
  checkMayRefund,
  checkPendingRefund,
  makeRefund,
  orderRefunds,
  refundOfOrder,
  settlePendingRefunds,
  toAdminRefund,
  type RefundsCtx,
  type RefundRecord,
} from "./service";

export type RefundRoutesOptions = RefundsCtx & {
  shopName: string;
  shop: CreditNoteInput["shop"];
  /** How often pending refunds are asked about (ms); 0: never by timer. */
  settleEveryMs?: number;
};

const security = [{ bearer: [] }];
const tags = ["admin"];
const errors = { 400: apiErrorBody, 401: apiErrorBody, 403: apiErrorBody, 404: apiErrorBody, 409: apiErrorBody, 422: apiErrorBody };
const numberParams = z.object({ order_number: z.string().min(1).max(40) });
const refundParams = numberParams.extend({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const shopperParams = z.object({ order_key: z.string().max(100), id: z.coerce.number().int().positive().max(2_147_483_647) });

type OrderFound = { id: string; order_number: string; order_key: string; user_id: string; created_at: Date; address: AddressSnapshot | null };

async function orderBy(ctx: RefundsCtx, where: { number: string }): Promise<OrderFound> {
  const found = await ctx.db.execute<OrderFound>(
    sql`select id, order_number, order_key, user_id, created_at, address from orders where order_number = ${where.number}`,
  );
  if (!found.rows[0]) throw notFound(ORDER_MESSAGES.orderNotFound);
  return found.rows[0];
}

function idempotencyKeyOf(request: FastifyRequest): string {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (typeof value !== "string" || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw new AppError("bad_request", ORDER_MESSAGES.idempotencyKeyRequired, {
      errors: [{ field: "Idempotency-Key", message: ORDER_MESSAGES.idempotencyKeyRequired, code: "idempotency_key_required" }],
    });
  }
  return value;
}

const messageOf = (refund: RefundRecord) =>
  refund.status === "succeeded" ? REFUND_MESSAGES.created : refund.status === "pending" ? REFUND_MESSAGES.pendingCreated : REFUND_MESSAGES.refused;

/** The credit note's content: the refund, its payment, the order, the customer, the returned lines. */
async function creditNoteOf(ctx: RefundsCtx, shop: CreditNoteInput["shop"], order: OrderFound, refund: RefundRecord): Promise<CreditNoteInput> {
  const payment = (
    await ctx.db.execute<{ method: PaymentMethod; transaction_id: string | null; amount: number }>(
      sql`select method, transaction_id, amount from payments where id = ${refund.payment_id}`,
    )
  ).rows[0];
  const lines = refund.return_id
    ? (
        await ctx.db.execute<{ name: string; quantity: number; unit_price: number }>(sql`
          select i.name, l.quantity, coalesce(i.unit_discount_price, i.unit_price) as unit_price
          from return_request_lines l join order_items i on i.id = l.order_item_id where l.return_id = ${refund.return_id} order by i.id`)
      ).rows
    : [];
  const a = order.address;
  return {
    shop,
    number: refund.credit_note_number!,
    issuedAt: new Date(refund.settled_at ?? refund.created_at),
    orderNumber: order.order_number,
    orderPlacedAt: new Date(order.created_at),
    customer: a ? { fullName: a.full_name, phone: a.phone_number, fullAddress: a.full_address, district: a.district } : null,
    payment: [
      PAYMENT_METHOD_LABELS[payment.method],
      payment.transaction_id ? `transaction ${payment.transaction_id}` : null,
      formatTaka(poishaToTaka(payment.amount)),
    ]
      .filter(Boolean)
      .join(", "),
    channel: REFUND_CHANNEL_LABELS[refund.channel],
    reference: refund.reference,
    reason: refund.reason,
    lines: lines.map((l) => ({ name: l.name, quantity: l.quantity, unitPricePoisha: l.unit_price })),
    returnId: refund.return_id,
    amountPoisha: refund.amount,
  };
}

/**
 * Refunds (issue 45): staff's per-payment refunds and their credit notes under
 * /v1/admin/orders/{order_number}/refunds (staff; making one needs the refund grant),
 * the shopper's credit note beside the invoice, and the timer that settles refunds a
 * gateway left unanswered. The rules are in ./service.ts.
 */
export async function refundRoutes(app: FastifyInstance, options: RefundRoutesOptions) {
  const { shop, settleEveryMs = 60_000, ...ctx } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  // Every API process runs it; safe: the gateway is only asked, and a refund is settled once (status = 'pending' under the payment's lock).
  if (settleEveryMs > 0) {
    repeatWhileOpen(app, { everyMs: settleEveryMs, failure: "refunds: settling pending refunds failed" }, async () => {
      const left = await settlePendingRefunds(ctx);
      if (left) app.log.warn({ left }, "refunds: refunds still waiting for their gateway");
    });
  }

  r.get(
    "/v1/admin/orders/:order_number/refunds",
    {
      onRequest: requireStaff,
      schema: {
        tags,
        summary: "The order's payments with what each brought in, gave back and may still give back (poisha), and their refunds",
        security,
        params: numberParams,
        response: { 200: adminOrderRefundsResponse, ...errors },
      },
    },
    async (request) => {
      const order = await orderBy(ctx, { number: request.params.order_number });
      return { message: "Refunds", data: { payments: await orderRefunds(ctx.db, order) } };
    },
  );

  r.post(
    "/v1/admin/orders/:order_number/refunds",
    {
      onRequest: requireStaff,
      schema: {
        tags,
        summary:
          "Refunds part or all of one payment (amount in poisha): through its gateway, or a recorded payout for cash on delivery. Header Idempotency-Key: the same key answers the same refund. Owners and staff with the refund grant",
        security,
        params: numberParams,
        headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: z.string().optional() }),
        body: createRefundBody,
        response: { 200: adminRefundResponse, 201: adminRefundResponse, ...errors },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const actorId = actorOf(request);
      await checkMayRefund(ctx.db, actorId);
      const order = await orderBy(ctx, { number: request.params.order_number });
      const body = request.body;
      const { refund, replayed } = await makeRefund(ctx, {
        paymentId: body.payment_id,
        orderId: order.id,
        amount: body.amount,
        reason: body.reason,
        returnId: body.return_id,
        payout: body.payout,
        actorId,
        idempotencyKey: key,
      });
      app.outbox.kick();
      reply.code(replayed ? 200 : 201);
      return { message: messageOf(refund), data: toAdminRefund(refund, order.order_number) };
    },
  );

  r.post(
    "/v1/admin/orders/:order_number/refunds/:id/check",
    {
      onRequest: requireStaff,
      schema: {
        tags,
        summary: "Asks the gateway about a refund still pending and settles it (succeeded or failed) when it can say",
        security,
        params: refundParams,
        response: { 200: adminRefundResponse, ...errors },
      },
    },
    async (request) => {
      const order = await orderBy(ctx, { number: request.params.order_number });
      const before = await refundOfOrder(ctx.db, order.id, request.params.id);
      if (!before) throw notFound();
      if (before.status !== "pending") throw new AppError("validation_failed", REFUND_MESSAGES.notPending);
      const after = (await checkPendingRefund(ctx, before.id)) ?? before;
      app.outbox.kick();
      return { message: after.status === "pending" ? REFUND_MESSAGES.pendingCreated : REFUND_MESSAGES.checked, data: toAdminRefund(after, order.order_number) };
    },
  );

  r.get(
    "/v1/admin/orders/:order_number/refunds/:id/credit-note.pdf",
    { onRequest: requireStaff, schema: { tags, summary: "A succeeded refund's credit note as a PDF", security, params: refundParams } },
    async (request, reply) => {
      const order = await orderBy(ctx, { number: request.params.order_number });
      const refund = await refundOfOrder(ctx.db, order.id, request.params.id);
      if (!refund?.credit_note_number) throw notFound();
      const file = await renderCreditNotePdf(await creditNoteOf(ctx, shop, order, refund));
      return reply.type("application/pdf").header("content-disposition", `attachment; filename="credit-note-${refund.credit_note_number}.pdf"`).send(file);
    },
  );

  r.get(
    "/v1/orders/:order_key/refunds/:id/credit-note.pdf",
    {
      preHandler: requireUser,
      schema: { tags: ["orders"], summary: "A refund's credit note as a PDF (the order's owner only)", security, params: shopperParams },
    },
    async (request, reply) => {
      const found = await ctx.db.execute<OrderFound>(
        sql`select id, order_number, order_key, user_id, created_at, address from orders where order_key = ${request.params.order_key}`,
      );
      const order = found.rows[0];
      if (!order || order.user_id !== request.identity.userId) throw notFound();
      const refund = await refundOfOrder(ctx.db, order.id, request.params.id);
      if (!refund?.credit_note_number) throw notFound();
      const file = await renderCreditNotePdf(await creditNoteOf(ctx, shop, order, refund));
      return reply.type("application/pdf").header("content-disposition", `attachment; filename="credit-note-${refund.credit_note_number}.pdf"`).send(file);
    },
  );
}
