import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { apiErrorBody } from "@shop/contracts";
import { bulkShipBody, bulkShipResponse, slipsQuery, slipsResponse } from "@shop/contracts/bulk-orders";
import { couriersFromEnv } from "../couriers/registry";
import { CourierError } from "../couriers/types";
import type { AdminOrdersCtx } from "../orders/admin";
import { bulkShip, slipOrders } from "../orders/bulk";
import { actorOf, type AdminRoutesOptions } from "./context";

const errors = { 400: apiErrorBody, 401: apiErrorBody, 403: apiErrorBody, 404: apiErrorBody, 422: apiErrorBody };
const security = [{ bearer: [] }];
const tags = ["admin"];

/**
 * Bulk work on the queue (issue 46): many packing slips in one answer, and many orders
 * booked with a courier in one call. Staff only (the admin scope's requireStaff).
 */
export async function adminOrderBulkRoutes(app: FastifyInstance, options: AdminRoutesOptions) {
  const ctx: AdminOrdersCtx = {
    db: options.db,
    mediaBase: options.mediaBase,
    shopName: options.shopName,
    webUrl: options.env.PUBLIC_WEB_URL,
    refund: options.refund,
    couriers: couriersFromEnv(options.env),
    onCourierError: (error, orderNumber) => {
      const detail = error instanceof CourierError ? { code: error.code, httpStatus: error.httpStatus, details: error.details } : { err: error };
      app.log.warn({ orderNumber, ...detail }, "courier did not accept the parcel");
    },
  };
  const shop = { name: options.env.SHOP_NAME, address: options.env.SHOP_ADDRESS, phone: options.env.SHOP_PHONE };
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/v1/admin/orders/slips",
    {
      schema: {
        tags,
        summary:
          "Packing slips: many orders in full (?numbers=a,b,c up to 100, or ?ready=1 for every confirmed or processing order) with the shop's name, address and phone",
        security,
        querystring: slipsQuery,
        response: { 200: slipsResponse, ...errors },
      },
    },
    async (request) => {
      const orders = await slipOrders(ctx, { numbers: request.query.numbers, ready: request.query.ready === "1" });
      return { message: "Packing slips", data: { shop, orders } };
    },
  );

  r.post(
    "/v1/admin/orders/bulk-ship",
    {
      schema: {
        tags,
        summary:
          "Books each confirmed or packed order with the chosen courier (steadfast or pathao, 422 when not set up) and ships it: the parcel is booked first, then the order packed and shipped in one transaction, so a refused one stays as it was. Answers each one shipped (tracking code; already: true when it was shipped before, nothing booked again) or refused (the shop's words, and the courier's reason)",
        security,
        body: bulkShipBody,
        response: { 200: bulkShipResponse, ...errors },
      },
    },
    async (request) => {
      const results = await bulkShip(ctx, { orderNumbers: request.body.order_numbers, courier: request.body.courier, actorId: actorOf(request) });
      const shipped = results.filter((item) => item.result === "shipped").length;
      if (shipped) app.outbox.kick();
      return { message: `${shipped} shipped, ${results.length - shipped} refused`, data: { results } };
    },
  );
}
