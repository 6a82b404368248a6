import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminAlertsResponse, adminSmsQuery, adminSmsResponse, apiErrorBody } from "@shop/contracts";
import { requireOwner } from "../../plugins/identity";
import type { AdminRoutesOptions } from "./context";
import { smsAlertOf, smsReport } from "./sms";

const errors = { 401: apiErrorBody, 403: apiErrorBody, 422: apiErrorBody };
const security = [{ bearer: [] }];
const tags = ["admin"];

/**
 * The shop's SMS (issue 41). Any staff member reads the SMS page (a shopper who says the
 * code never came is answered from it); the alerts are the owner's, who can top up the
 * balance or fix the gateway's key, and are shown on every screen of theirs.
 */
export async function adminSmsRoutes(app: FastifyInstance, options: AdminRoutesOptions) {
  const { db, env } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/v1/admin/sms",
    {
      schema: {
        tags,
        summary: "SMS per Asia/Dhaka day and gateway (sent, failed, waiting, expired), the latest failures with the gateway's words, and the alert",
        security,
        querystring: adminSmsQuery,
        response: { 200: adminSmsResponse, ...errors },
      },
    },
    async (request) => ({ message: "SMS", data: await smsReport(db, request.query.days, env.SMS_PROVIDER) }),
  );

  r.get(
    "/v1/admin/alerts",
    {
      onRequest: requireOwner,
      schema: {
        tags,
        summary: "What the owner must act on: the SMS gateway refusing every message for balance or credentials",
        security,
        response: { 200: adminAlertsResponse, 401: apiErrorBody, 403: apiErrorBody },
      },
    },
    async () => ({ message: "Alerts", data: { sms: await smsAlertOf(db, env.SMS_PROVIDER) } }),
  );
}
