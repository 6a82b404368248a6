import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  apiErrorBody,
  cancelOrderBody,
  createOrderBody,
  createOrderResponse,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  MESSAGES,
  ORDER_MESSAGES,
  type PaymentMethod,
  orderResponse,
  ordersListResponse,
  ordersQuery,
  trackOrderBody,
  trackOrderResponse,
} from "@shop/contracts";
import { AppError } from "../../lib/app-error";
import { requireUser } from "../../plugins/identity";
import { invoiceOf, priceBreaksOf } from "./invoice-data";
import { renderInvoicePdf } from "./invoice";
import { timelineIn } from "./timeline-words";
import { cancelOrder, getOrder, getOwnOrderRow, listMyOrders, placeOrder, trackOrder, type OrdersCtx } from "./service";

export type OrderRoutesOptions = OrdersCtx & {
  shop: { name: string; address: string; phone: string; email: string; website: string };
  /** Tracking tries per client address per 10 minutes; 0 = no limit of its own. */
  trackLimit: number;
  /** The payment methods offered now (payments module). */
  offered: () => readonly PaymentMethod[];
};

const errors = { 400: apiErrorBody, 401: apiErrorBody, 404: apiErrorBody, 422: apiErrorBody, 429: apiErrorBody };
const security = [{ bearer: [] }];
/** Any string up to 100: an unknown or malformed key is one 404 (never a hint). */
const keyParams = z.object({ order_key: z.string().max(100) });
const userId = (request: FastifyRequest) => request.identity.userId as string;

function idempotencyKeyOf(request: FastifyRequest): string {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (typeof value !== "string" || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw new AppError("bad_request", ORDER_MESSAGES.idempotencyKeyRequired, {
      errors: [{ field: "Idempotency-Key", message: ORDER_MESSAGES.idempotencyKeyRequired, code: "idempotency_key_required" }],
    });
  }
  return value;
}

/** API.md "Orders": checkout, the shopper's orders, cancellation, tracking by number, invoice. */
export async function orderRoutes(app: FastifyInstance, options: OrderRoutesOptions) {
  const { shop, trackLimit, offered, ...ctx } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  r.post(
    "/v1/orders",
    {
      preHandler: requireUser,
      schema: {
        tags: ["orders"],
        summary: "Places the cart as an order (header Idempotency-Key: the same key answers the same order)",
        security,
        headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: z.string().optional() }),
        body: createOrderBody,
        response: { 201: createOrderResponse, ...errors },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const { order } = await placeOrder(ctx, { userId: userId(request), idempotencyKey: key, body: request.body, offered: offered() });
      app.outbox.kick();
      reply.code(201);
      return { message: MESSAGES.orderCreated, data: { order_key: order.order_key, order, payment_url: order.payment_info.paymentUrl } };
    },
  );

  r.get(
    "/v1/orders",
    {
      preHandler: requireUser,
      schema: {
        tags: ["orders"],
        summary: "The shopper's orders, newest first, 10 a page",
        security,
        querystring: ordersQuery,
        response: { 200: ordersListResponse, ...errors },
      },
    },
    async (request) => ({ message: "Orders", ...(await listMyOrders(ctx, { userId: userId(request), ...request.query })) }),
  );

  r.post(
    "/v1/orders/tracking",
    {
      // Counted in this process's memory while Redis is down, not skipped: order numbers must not be guessed freely.
      config: trackLimit > 0 ? { rateLimit: { max: trackLimit, timeWindow: 10 * 60_000, skipOnError: false } } : {},
      schema: {
        tags: ["orders"],
        summary: "Finds an order by its number (guests too)",
        body: trackOrderBody,
        response: { 200: trackOrderResponse, ...errors },
      },
    },
    async (request) => {
      const data = await trackOrder(ctx, { orderNumber: request.body.tracking_number, userId: request.identity.userId });
      return { message: "Order found", data: { ...data, order: timelineIn(data.order, request.locale) } };
    },
  );

  r.get(
    "/v1/orders/invoice/:order_key",
    { preHandler: requireUser, schema: { tags: ["orders"], summary: "The order's invoice as a PDF (owner only)", security, params: keyParams } },
    async (request, reply) => {
      const row = await getOwnOrderRow(ctx, { orderKey: request.params.order_key, userId: userId(request) });
      const pdf = await renderInvoicePdf({ ...invoiceOf(row, shop, await priceBreaksOf(ctx.db, row)), locale: request.locale });
      return reply.type("application/pdf").header("content-disposition", `attachment; filename="invoice-${row.order_number}.pdf"`).send(pdf);
    },
  );

  r.post(
    "/v1/orders/cancel/:order_key",
    {
      preHandler: requireUser,
      schema: {
        tags: ["orders"],
        summary: "Cancels the shopper's order while pending or confirmed",
        security,
        params: keyParams,
        body: cancelOrderBody,
        response: { 200: orderResponse, ...errors },
      },
    },
    async (request) => {
      const order = await cancelOrder(ctx, { orderKey: request.params.order_key, userId: userId(request), body: request.body });
      app.outbox.kick();
      return { message: MESSAGES.orderCancelled, data: { order } };
    },
  );

  r.get(
    "/v1/orders/:order_key",
    {
      schema: {
        tags: ["orders"],
        summary: "One order: in full to its owner, reduced to anyone else holding the key",
        params: keyParams,
        response: { 200: orderResponse, ...errors },
      },
    },
    async (request) => {
      const order = await getOrder(ctx, { orderKey: request.params.order_key, userId: request.identity.userId });
      return { message: "Order", data: { order: timelineIn(order, request.locale) } };
    },
  );
}
