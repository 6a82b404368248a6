import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ADMIN_ACTION_LABELS,
  ADMIN_ACTION_PAST,
  adminBulkConfirmBody,
  adminBulkConfirmResponse,
  adminCancelBody,
  adminCouriersResponse,
  adminExportQuery,
  adminNoteBody,
  adminOrderResponse,
  adminOrdersQuery,
  adminOrdersResponse,
  adminShipBody,
  apiErrorBody,
  type AdminOrderAction,
} from "@shop/contracts";
import { courierChoices, couriersFromEnv } from "../couriers/registry";
import { CourierError } from "../couriers/types";
import { getAdminOrder, listAdminOrders, type AdminOrdersCtx } from "../orders/admin";
import { bulkConfirm, runAction, type ActionBody } from "../orders/admin-actions";
import { exportOrdersCsv } from "../orders/admin-export";
import { adminOrderEditRoutes } from "../orders/edit-routes";
import { adminPhoneOrderRoutes } from "../orders/phone-order-routes";
import { actorOf, type AdminRoutesOptions } from "./context";

const errors = { 401: apiErrorBody, 403: apiErrorBody, 404: apiErrorBody, 422: apiErrorBody };
const security = [{ bearer: [] }];
const tags = ["admin"];
/** Any string up to 40: an unknown or malformed number is one 404. */
const numberParams = z.object({ order_number: z.string().min(1).max(40) });
/** confirm, process, deliver and receive_return take an optional note; the body may be left out (Fastify reads none as null). */
const noteBody = adminNoteBody.nullish().transform((body) => body ?? {});

/**
 * /v1/admin/orders*: the order queue, one order, its transitions (one route per action,
 * each with its own body; an unknown action is 404), bulk confirm, the CSV export,
 * and the couriers the Ship form offers. The rules live in the orders module
 * (orders/admin*.ts); these routes only read the request and kick the outbox.
 */
export async function adminOrderRoutes(app: FastifyInstance, options: AdminRoutesOptions) {
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
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/v1/admin/orders",
    {
      schema: {
        tags,
        summary: "The order queue: newest first, 25 a page, with counts per status under the same filters",
        security,
        querystring: adminOrdersQuery,
        response: { 200: adminOrdersResponse, ...errors },
      },
    },
    async (request) => ({ message: "Orders", ...(await listAdminOrders(ctx, request.query)) }),
  );

  r.get(
    "/v1/admin/orders/export.csv",
    {
      schema: {
        tags,
        summary: "Orders placed on the Asia/Dhaka days from..to as CSV (one line per order)",
        security,
        querystring: adminExportQuery,
        response: { 200: z.string().describe("text/csv; charset=utf-8"), ...errors },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const csv = await exportOrdersCsv(ctx, { from, to });
      return reply.type("text/csv; charset=utf-8").header("content-disposition", `attachment; filename="orders-${from}-to-${to}.csv"`).send(csv);
    },
  );

  r.get(
    "/v1/admin/orders/:order_number",
    {
      schema: {
        tags,
        summary: "One order in full, with the actions it allows now",
        security,
        params: numberParams,
        response: { 200: adminOrderResponse, ...errors },
      },
    },
    async (request) => ({ message: "Order", data: await getAdminOrder(ctx, request.params.order_number) }),
  );

  r.post(
    "/v1/admin/orders/bulk-confirm",
    {
      schema: {
        tags,
        summary: "Confirms many orders, each on its own: answers which were confirmed and which refused, and why",
        security,
        body: adminBulkConfirmBody,
        response: { 200: adminBulkConfirmResponse, ...errors },
      },
    },
    async (request) => {
      const data = await bulkConfirm(ctx, { orderNumbers: request.body.order_numbers, actorId: actorOf(request) });
      if (data.confirmed.length) app.outbox.kick();
      return { message: `${data.confirmed.length} confirmed, ${data.refused.length} refused`, data };
    },
  );

  /** One route per action: its own body schema, parsed by the contract before the handler runs. */
  function action<S extends z.ZodType>(name: AdminOrderAction, body: S, toBody: (parsed: z.output<S>) => ActionBody) {
    r.post(
      `/v1/admin/orders/:order_number/${name}`,
      {
        schema: {
          tags,
          summary: `${ADMIN_ACTION_LABELS[name]}: one transaction with its timeline entry, audit entry and the shopper's SMS`,
          security,
          params: numberParams,
          body,
          response: { 200: adminOrderResponse, ...errors },
        },
      },
      async (request) => {
        // The validator already parsed the body with `body`; the provider cannot see through the generic.
        const parsed = request.body as z.output<S>;
        const order = await runAction(ctx, { orderNumber: request.params.order_number, body: toBody(parsed), actorId: actorOf(request) });
        app.outbox.kick();
        return { message: `Order ${ADMIN_ACTION_PAST[name]}`, data: order };
      },
    );
  }

  action("confirm", noteBody, (b) => ({ action: "confirm", note: b.note, for_customer: b.for_customer }));
  action("process", noteBody, (b) => ({ action: "process", note: b.note, for_customer: b.for_customer }));
  action("ship", adminShipBody, (b) => ({ action: "ship", ...b }));
  action("deliver", noteBody, (b) => ({ action: "deliver", note: b.note, for_customer: b.for_customer }));
  action("cancel", adminCancelBody, (b) => ({ action: "cancel", reason: b.reason }));
  action("receive_return", noteBody, (b) => ({ action: "receive_return", note: b.note, for_customer: b.for_customer }));

  await adminOrderEditRoutes(app, ctx);
  await adminPhoneOrderRoutes(app, options);

  r.get(
    "/v1/admin/couriers",
    {
      schema: { tags, summary: "The couriers the Ship form offers, and whether each is set up", security, response: { 200: adminCouriersResponse, ...errors } },
    },
    async () => ({
      message: "Couriers",
      data: [...courierChoices(ctx.couriers), { key: "manual" as const, name: "Other courier (typed name and tracking number)", configured: true }],
    }),
  );
}
