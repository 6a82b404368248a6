import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { apiErrorBody, countsResponse } from "@shop/contracts";
import type { Database } from "@shop/db";
import { cartOwner } from "../cart/owner";
import { countsFor } from "./queries";

/** GET /v1/notifications: the header's cart and wishlist counts, for everyone. */
export async function notificationsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/v1/notifications",
    {
      schema: {
        tags: ["cart"],
        summary: "Cart and wishlist counts (distinct products); zeros without an identity",
        response: { 200: countsResponse, 401: apiErrorBody },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const owner = cartOwner(request.identity, { write: false });
      return { message: "Notifications", data: await countsFor(db, owner) };
    },
  );
}
