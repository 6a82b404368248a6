import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  ORDER_MESSAGES,
  apiErrorBody,
  phoneOrderBody,
  phoneOrderCustomerQuery,
  phoneOrderCustomerResponse,
  phoneOrderQuery,
  phoneOrderResponse,
} from "@shop/contracts";
import { AppError } from "../../lib/app-error";
import { actorOf, type AdminRoutesOptions } from "../admin/context";
import { paymentGatewaysFromEnv } from "../payments/gateways/registry";
import { offeredMethods } from "../payments/service";
import { lookUpCustomer, placePhoneOrder, type PhoneOrderBodyOut } from "./phone-order";

const errors = { 400: apiErrorBody, 401: apiErrorBody, 403: apiErrorBody, 404: apiErrorBody, 409: apiErrorBody, 422: apiErrorBody };
const security = [{ bearer: [] }];
const tags = ["admin"];

function idempotencyKeyOf(request: FastifyRequest): string {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (typeof value !== "string" || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw new AppError("bad_request", ORDER_MESSAGES.idempotencyKeyRequired, {
      errors: [{ field: "Idempotency-Key", message: ORDER_MESSAGES.idempotencyKeyRequired, code: "idempotency_key_required" }],
    });
  }
  return value;
}

/**
 * Orders taken by phone or Messenger (issue 46), inside the back office's scope (staff
 * only: 401 without a session, 403 to shoppers). The rules are in phone-order.ts.
 */
export async function adminPhoneOrderRoutes(app: FastifyInstance, options: AdminRoutesOptions) {
  const ctx = { db: options.db, shopName: options.shopName, webUrl: options.env.PUBLIC_WEB_URL };
  const gateways = paymentGatewaysFromEnv(options.env);
  const offered = offeredMethods({ gateways });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/v1/admin/phone-orders/customer",
    {
      schema: {
        tags,
        summary:
          "The customer of a phone number typed any way (+8801…, 8801…, 01…) with their saved addresses, or found: false; and the payment methods a phone order may use",
        security,
        querystring: phoneOrderCustomerQuery,
        response: { 200: phoneOrderCustomerResponse, ...errors },
      },
    },
    async (request) => ({ message: "Customer", data: await lookUpCustomer(options.db, request.query.phone, offered) }),
  );

  r.post(
    "/v1/admin/orders",
    {
      schema: {
        tags,
        summary:
          "Places an order taken by phone or Messenger for a customer found or created by phone: priced, stocked and couponed like checkout; cash on delivery starts confirmed, a payment link starts pending and the customer gets the order page's link by SMS. Header Idempotency-Key (the same key answers the same order); ?preview=1 answers the totals and writes nothing",
        security,
        headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: z.string().optional() }),
        querystring: phoneOrderQuery,
        body: phoneOrderBody,
        response: { 200: phoneOrderResponse, 201: phoneOrderResponse, ...errors },
      },
    },
    async (request, reply) => {
      const preview = request.query.preview === "1";
      const data = await placePhoneOrder(ctx, {
        body: request.body as PhoneOrderBodyOut,
        actorId: actorOf(request),
        idempotencyKey: preview ? null : idempotencyKeyOf(request),
        preview,
        offered,
      });
      if (!preview && !data.replayed) app.outbox.kick();
      reply.code(preview || data.replayed ? 200 : 201);
      return { message: preview ? "Order preview" : data.replayed ? "Order already placed" : "Order placed", data };
    },
  );
}
