import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { apiErrorBody, compareQuery, compareResponse } from "@shop/contracts";
import type { Database } from "@shop/db";
import { compareProducts } from "./service";

/** GET /v1/compare?products=a,b,c: public and cached by catalog version like the other catalog reads. */
export async function compareRoutes(app: FastifyInstance, { db, mediaBase }: { db: Database; mediaBase: string }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/v1/compare",
    {
      config: { catalogCache: true },
      schema: {
        tags: ["catalog"],
        summary: "Up to 4 products side by side: price, stock, typed attributes and free specifications in aligned rows, each flagged when the values differ",
        querystring: compareQuery,
        response: { 200: compareResponse, 404: apiErrorBody, 422: apiErrorBody },
      },
    },
    async (request) => ({ message: "Compare", data: await compareProducts({ db, mediaBase, slugs: request.query.products, locale: request.locale }) }),
  );
}
