import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { apiErrorBody, searchSuggestionQuery, searchSuggestionResponse } from "@shop/contracts";
import type { Database } from "@shop/db";
import { suggest, type SearchEngine } from "./service";

export type SearchRoutesOptions = { db: Database; mediaBase: string; search: SearchEngine };

/** Header-box suggestions (API.md); cacheable by catalog version like the catalog reads. */
export async function searchRoutes(app: FastifyInstance, { db, mediaBase, search }: SearchRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/v1/search-suggestion",
    {
      config: { catalogCache: true },
      schema: {
        tags: ["search"],
        summary: "Up to 6 products for what the shopper is typing: names, part numbers, SKUs, brands, categories, tags; prefixes and typos",
        querystring: searchSuggestionQuery,
        response: { 200: searchSuggestionResponse, 422: apiErrorBody },
      },
    },
    async (request) => ({
      message: "Search suggestions",
      data: { products: await suggest({ db, mediaBase, search }, request.query.query) },
    }),
  );
}
