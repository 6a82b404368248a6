import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  adminDeliveryRatesBody,
  adminDeliveryRatesResponse,
  apiErrorBody,
  DELIVERY_FEE_MESSAGES,
  productDeliveryResponse,
  productSlugParams,
} from "@shop/contracts";
import type { Database } from "@shop/db";
import { requireOwner } from "../../plugins/identity";
import { actorOf } from "../admin/context";
import { listDeliveryRates, productDelivery, saveDeliveryRates } from "./service";

const errors = { 401: apiErrorBody, 403: apiErrorBody, 422: apiErrorBody };
const security = [{ bearer: [] }];

/** The owner's delivery fee table (issue 47), like prices: owner only; registered under the staff-only admin routes. */
export async function adminDeliveryRateRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/v1/admin/delivery-rates",
    {
      onRequest: requireOwner,
      schema: {
        tags: ["admin"],
        summary: "The delivery fee table: per zone and method, the first kg and each further kg (taka)",
        security,
        response: { 200: adminDeliveryRatesResponse, ...errors },
      },
    },
    async () => ({ message: "Delivery fees", data: await listDeliveryRates(db) }),
  );
  r.put(
    "/v1/admin/delivery-rates",
    {
      onRequest: requireOwner,
      schema: {
        tags: ["admin"],
        summary: "Saves the delivery fee table's rows (only rows it has); audit-logged",
        security,
        body: adminDeliveryRatesBody,
        response: { 200: adminDeliveryRatesResponse, ...errors },
      },
    },
    async (request) => ({ message: DELIVERY_FEE_MESSAGES.saved, data: await saveDeliveryRates(db, actorOf(request), request.body) }),
  );
}

/** The product page's delivery line (never cached: it follows the shopper's chosen address and the owner's table). */
export async function productDeliveryRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/v1/products/:slug/delivery",
    {
      schema: {
        tags: ["catalog"],
        summary: "Home delivery of one unit of this product to the shopper's chosen district (else Dhaka), with outside Dhaka beside it",
        params: productSlugParams,
        response: { 200: productDeliveryResponse, 404: apiErrorBody, 422: apiErrorBody },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { message: "Delivery", data: await productDelivery(db, { slug: request.params.slug, userId: request.identity.userId ?? null }) };
    },
  );
}
