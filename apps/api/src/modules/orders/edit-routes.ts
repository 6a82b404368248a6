import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorBody, orderEditBody, orderEditFormResponse, orderEditQuery, orderEditResponse, replacementResponse } from "@shop/contracts";
import { actorOf } from "../admin/context";
import type { AdminOrdersCtx } from "./admin";
import { editForm, editOrder, type EditBody } from "./edit";
import { findReplacement, sendReplacement } from "./replacement";

const errors = { 400: apiErrorBody, 401: apiErrorBody, 403: apiErrorBody, 404: apiErrorBody, 409: apiErrorBody, 422: apiErrorBody };
const security = [{ bearer: [] }];
const tags = ["admin"];
const numberParams = z.object({ order_number: z.string().min(1).max(40) });
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Staff edits of an order before it ships (issue 45), registered inside the back
 * office's order routes (staff only: 401 without a session, 403 to shoppers), and the
 * replacement order of a return (orders/replacement.ts).
 */
export async function adminOrderEditRoutes(app: FastifyInstance, ctx: AdminOrdersCtx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/v1/admin/orders/:order_number/edit",
    {
      schema: {
        tags,
        summary: "The order as the edit form starts from: lines with what stock allows, address, delivery, the customer's saved addresses, the version",
        security,
        params: numberParams,
        response: { 200: orderEditFormResponse, ...errors },
      },
    },
    async (request) => ({ message: "Order edit", data: await editForm(ctx, request.params.order_number) }),
  );

  r.post(
    "/v1/admin/orders/:order_number/edit",
    {
      schema: {
        tags,
        summary:
          "Edits an order not yet shipped (lines, address, delivery), repriced by checkout's pricing, stock through the ledger, coupon re-checked; ?preview=1 answers the new totals and writes nothing. 409 when the version is stale",
        security,
        params: numberParams,
        querystring: orderEditQuery,
        body: orderEditBody,
        response: { 200: orderEditResponse, ...errors },
      },
    },
    async (request) => {
      const preview = request.query.preview === "1";
      const data = await editOrder(ctx, { orderNumber: request.params.order_number, body: request.body as EditBody, actorId: actorOf(request), preview });
      if (!preview) app.outbox.kick();
      return { message: preview ? "Order edit preview" : "Order edited", data };
    },
  );

  r.post(
    "/v1/admin/returns/:id/replacement",
    {
      schema: {
        tags,
        summary:
          "Sends the replacement order of a return approved for a replacement (once received; at approval for dead on arrival): the returned lines at no charge, confirmed, stock through the ledger; a second press answers the same order",
        security,
        params: idParams,
        response: { 200: replacementResponse, ...errors },
      },
    },
    async (request, reply) => {
      const data = await sendReplacement(ctx, { returnId: request.params.id, actorId: actorOf(request) });
      if (data.created) app.outbox.kick();
      reply.code(200);
      return { message: data.created ? "Replacement order sent" : "Replacement order already sent", data };
    },
  );

  r.get(
    "/v1/admin/returns/:id/replacement",
    {
      schema: {
        tags,
        summary: "The replacement order sent for a return (404 when none)",
        security,
        params: idParams,
        response: { 200: replacementResponse, ...errors },
      },
    },
    async (request) => ({ message: "Replacement order", data: await findReplacement(ctx.db, request.params.id) }),
  );
}
