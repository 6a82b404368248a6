import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorBody } from "@shop/contracts";
import { codRulesBody, codRulesResponse, phoneRecordResponse, type PhoneRecord } from "@shop/contracts/cod";
import { sql } from "@shop/db";
import { requireOwner } from "../../plugins/identity";
import { actorOf, type AdminRoutesOptions } from "../admin/context";
import { orderNotFound } from "../orders/admin";
import { steadfastFraudCheck } from "../couriers/steadfast/fraud-check";
import { readCodRules, saveCodRules, shopRecord } from "./service";

const errors = { 401: apiErrorBody, 403: apiErrorBody, 404: apiErrorBody, 422: apiErrorBody };
const security = [{ bearer: [] }];

/**
 * The back office's cash-on-delivery trust (decision 041), under /v1/admin (staff only:
 * requireStaff on the scope): the owner's advance rules (owner only, checked before the
 * body is read) and an order's phone record (staff).
 */
export async function adminCodRoutes(app: FastifyInstance, options: AdminRoutesOptions) {
  const { db, env } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/v1/admin/cod-rules",
    {
      onRequest: requireOwner,
      schema: {
        tags: ["admin"],
        summary: "When a cash order pays the delivery charge in advance by bKash",
        security,
        response: { 200: codRulesResponse, ...errors },
      },
    },
    async () => ({ message: "Cash on delivery rules", data: await readCodRules(db) }),
  );

  r.put(
    "/v1/admin/cod-rules",
    {
      onRequest: requireOwner,
      schema: {
        tags: ["admin"],
        summary: "Sets both advance rules (null switches one off)",
        security,
        body: codRulesBody,
        response: { 200: codRulesResponse, ...errors },
      },
    },
    async (request) => ({ message: "Cash on delivery rules saved", data: await saveCodRules(db, { actorId: actorOf(request), body: request.body }) }),
  );

  r.get(
    "/v1/admin/orders/:order_number/phone-record",
    {
      schema: {
        tags: ["admin"],
        summary: "The order's phone: the shop's own delivered, refused and returned orders, and Steadfast's fraud check where configured",
        security,
        params: z.object({ order_number: z.string().max(40) }),
        response: { 200: phoneRecordResponse, ...errors },
      },
    },
    async (request) => {
      const found = await db.execute<{ phone: string | null; user_phone: string | null }>(sql`
        select o.address ->> 'phone_number' as phone, u.phone as user_phone from orders o join users u on u.id = o.user_id
        where o.order_number = ${request.params.order_number}`);
      const row = found.rows[0];
      if (!row) throw orderNotFound();
      const phone = row.phone ?? row.user_phone ?? "";
      const record = await shopRecord(db, [phone, row.user_phone ?? ""]);
      let steadfast: PhoneRecord["steadfast"] = null;
      if (env.STEADFAST_API_KEY && env.STEADFAST_SECRET_KEY && phone) {
        const sf = await steadfastFraudCheck({ baseUrl: env.STEADFAST_BASE_URL, apiKey: env.STEADFAST_API_KEY, secretKey: env.STEADFAST_SECRET_KEY }, phone);
        steadfast = sf ? { available: true, ...sf } : { available: false, total: 0, delivered: 0, cancelled: 0 };
      }
      return { message: "Phone record", data: { phone, ...record, steadfast } };
    },
  );
}
