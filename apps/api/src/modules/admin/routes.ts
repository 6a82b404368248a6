import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminMeResponse, apiErrorBody, districtsResponse } from "@shop/contracts";
import { listDistricts } from "../addresses/queries";
import { sql } from "@shop/db";
import { requireStaff } from "../../plugins/identity";
import { notFound } from "../../lib/app-error";
import { actorOf, type AdminRoutesOptions } from "./context";
import { adminOrderRoutes } from "./orders-routes";
import { adminCatalogRoutes } from "./catalog-routes";
import { adminShopRoutes } from "./shop-routes";
import { adminNewsletterRoutes } from "./newsletter-routes";
import { adminSmsRoutes } from "./sms-routes";
import { adminCustomerRoutes } from "../customers/routes";
import { adminReportRoutes } from "./reports-routes";
import { adminOrderAlertRoutes } from "./order-alerts";
import { adminOrderBulkRoutes } from "./orders-bulk-routes";
import { adminDeliveryRateRoutes } from "../delivery-fees/routes";
import { adminCodRoutes } from "../cod/routes";
import { adminHolidayRoutes } from "../delivery/holiday-routes";
import { adminDocumentRoutes } from "../documents/admin-routes";
import { adminAttributeRoutes } from "../attributes/admin-routes";
import { adminPriceTierRoutes } from "../price-tiers/routes";

/**
 * /v1/admin/*: the back office's API (docs/decisions/022-back-office.md). Every route
 * in this scope needs staff (401 without a session, 403 for a shopper); owner-only
 * routes add `preHandler: requireOwner`. Each area's routes call their capability's
 * own service, never a copy of its rules, and write the audit log in the transaction
 * of the change.
 */
export async function adminRoutes(app: FastifyInstance, options: AdminRoutesOptions) {
  app.addHook("onRequest", requireStaff);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/v1/admin/me",
      { schema: { tags: ["admin"], summary: "The signed-in staff member", response: { 200: adminMeResponse, 401: apiErrorBody, 403: apiErrorBody } } },
      async (request) => {
        const found = await options.db.execute<{ id: string; phone: string; full_name: string | null; role: "staff" | "owner"; can_refund: boolean }>(
          sql`select id, phone, full_name, role, (role = 'owner' or can_refund) as can_refund from users where id = ${actorOf(request)}`,
        );
        const me = found.rows[0];
        if (!me) throw notFound();
        return { message: "OK", data: me };
      },
    );

  // The typed-address forms (order edits, phone orders) pick a district: the back office's server forwards /v1/admin/* only.
  app.withTypeProvider<ZodTypeProvider>().get(
    "/v1/admin/districts",
    {
      schema: {
        tags: ["admin"],
        summary: "Bangladesh's 64 districts, as /v1/districts",
        response: { 200: districtsResponse, 401: apiErrorBody, 403: apiErrorBody },
      },
    },
    async () => ({ message: "Districts", data: { districts: await listDistricts(options.db) } }),
  );

  await app.register(adminOrderRoutes, options);
  await app.register(adminCatalogRoutes, options);
  await app.register(adminShopRoutes, options);
  await app.register(adminNewsletterRoutes, options);
  await app.register(adminSmsRoutes, options);
  await app.register(adminCustomerRoutes, options);
  await app.register(adminReportRoutes, options);
  await app.register(adminOrderAlertRoutes, options);
  await app.register(adminOrderBulkRoutes, options);
  await app.register(adminDeliveryRateRoutes, options);
  await app.register(adminCodRoutes, options);
  await app.register(adminHolidayRoutes, options);
  await app.register(adminDocumentRoutes, options);
  await app.register(adminAttributeRoutes, options);
  await app.register(adminPriceTierRoutes, options);
}
