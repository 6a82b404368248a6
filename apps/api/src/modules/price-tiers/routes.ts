import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorBody } from "@shop/contracts";
import { adminPriceTiersBody, adminPriceTiersResponse, PRICE_TIER_MESSAGES } from "@shop/contracts/price-tiers";
import { capitalizeFirst } from "@shop/contracts";
import { AppError } from "../../lib/app-error";
import { requireOwner } from "../../plugins/identity";
import { actorOf, type AdminRoutesOptions } from "../admin/context";
import { getPriceTiers, setPriceTiers } from "./service";

const errors = { 401: apiErrorBody, 403: apiErrorBody, 404: apiErrorBody, 422: apiErrorBody };
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * A refused list of breaks names the row at fault (`tiers.1.min_quantity`), not only `tiers`
 * as the errors plugin would (its first path segment), so the back office marks that row.
 * Anything else goes to the app's own error handler.
 */
function rowErrors(app: FastifyInstance) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === "body") {
      const errors = error.validation.map((item) => {
        const field = item.instancePath.split("/").filter(Boolean).join(".");
        return { ...(field ? { field } : {}), message: capitalizeFirst(item.message ?? "Invalid value"), code: "validation_failed" };
      });
      return app.errorHandler(new AppError("validation_failed", errors[0]?.message ?? "Invalid request", { errors }), request, reply);
    }
    return app.errorHandler(error, request, reply);
  };
}

/** A product's price breaks (issue 49): staff read them, an owner sets them (like prices). Registered under the staff-only admin routes. */
export async function adminPriceTierRoutes(app: FastifyInstance, options: AdminRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/v1/admin/products/:id/price-tiers",
    {
      schema: {
        tags: ["admin"],
        summary: "A product's quantity price breaks (poisha), with its price and discount price",
        security,
        params: idParams,
        response: { 200: adminPriceTiersResponse, ...errors },
      },
    },
    async (request) => ({ message: "Price breaks", data: await getPriceTiers(options.db, request.params.id) }),
  );
  r.put(
    "/v1/admin/products/:id/price-tiers",
    {
      onRequest: requireOwner,
      errorHandler: rowErrors(app),
      schema: {
        tags: ["admin"],
        summary:
          "Sets a product's price breaks, owner only (at most 5; quantities from 2 going up, unit prices going down and below the price; empty removes them); audit-logged",
        security,
        params: idParams,
        body: adminPriceTiersBody,
        response: { 200: adminPriceTiersResponse, ...errors },
      },
    },
    async (request) => ({
      message: PRICE_TIER_MESSAGES.saved,
      data: await setPriceTiers(
        { db: options.db, revalidate: options.revalidate },
        { actorId: actorOf(request), productId: request.params.id, body: request.body },
      ),
    }),
  );
}
