import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminCustomerNoteBody,
  adminCustomerResponse,
  adminCustomersQuery,
  adminCustomersResponse,
  adminOrderNoteBody,
  adminOrderResponse,
  apiErrorBody,
} from "@shop/contracts";
import { actorOf, type AdminRoutesOptions } from "../admin/context";
import { addOrderNote } from "./order-notes";
import { addCustomerNote, getCustomer, listCustomers } from "./service";

const errors = { 401: apiErrorBody, 403: apiErrorBody, 404: apiErrorBody, 422: apiErrorBody };
const security = [{ bearer: [] }];
const tags = ["admin"];
/** Any string up to 60: an unknown or malformed id is one 404. */
const idParams = z.object({ id: z.string().min(1).max(60) });
const numberParams = z.object({ order_number: z.string().min(1).max(40) });

/**
 * /v1/admin/customers*: shoppers, one shopper in full, staff notes about them; and an
 * order's staff-only notes and call log. Staff routes (the admin scope's requireStaff):
 * shoppers get 403, and nothing here is in any shopper's answer.
 */
export async function adminCustomerRoutes(app: FastifyInstance, options: AdminRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/v1/admin/customers",
    {
      schema: {
        tags,
        summary: "Shoppers found by name, email or phone in any spelling; newest or most spent first, 25 a page",
        security,
        querystring: adminCustomersQuery,
        response: { 200: adminCustomersResponse, ...errors },
      },
    },
    async (request) => ({ message: "Customers", ...(await listCustomers(options.db, request.query)) }),
  );

  r.get(
    "/v1/admin/customers/:id",
    {
      schema: {
        tags,
        summary: "One shopper: contact, addresses, orders, money spent, returns, refused parcels and staff notes",
        security,
        params: idParams,
        response: { 200: adminCustomerResponse, ...errors },
      },
    },
    async (request) => ({ message: "Customer", data: await getCustomer(options.db, request.params.id) }),
  );

  r.post(
    "/v1/admin/customers/:id/notes",
    {
      schema: {
        tags,
        summary: "Adds a staff note about a shopper (staff-only, audited); answers the customer",
        security,
        params: idParams,
        body: adminCustomerNoteBody,
        response: { 200: adminCustomerResponse, ...errors },
      },
    },
    async (request) => ({
      message: "Note added",
      data: await addCustomerNote(options.db, { actorId: actorOf(request), customerId: request.params.id, body: request.body.body }),
    }),
  );

  r.post(
    "/v1/admin/orders/:order_number/notes",
    {
      schema: {
        tags,
        summary: "Adds a staff-only note or call log to the order's timeline (audited, no SMS); answers the order",
        security,
        params: numberParams,
        body: adminOrderNoteBody,
        response: { 200: adminOrderResponse, ...errors },
      },
    },
    async (request) => ({
      message: request.body.kind === "call" ? "Call logged" : "Note added",
      data: await addOrderNote(
        { db: options.db, mediaBase: options.mediaBase },
        { actorId: actorOf(request), orderNumber: request.params.order_number, body: request.body },
      ),
    }),
  );
}
