import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  translateMessage,
  adminPartsListsQuery,
  apiErrorBody,
  BOM_MESSAGES,
  bomMatchBody,
  bomMatchResponse,
  cartBulkBody,
  cartBulkResponse,
  envelope,
  featuredListQuery,
  partsList,
  partsListCreateBody,
  partsListFeatureBody,
  partsListIdParams,
  partsListResponse,
  partsListsResponse,
  partsListUpdateBody,
} from "@shop/contracts";
import type { Database } from "@shop/db";
import { requireStaff, requireUser } from "../../plugins/identity";
import { cartOwner, writeOwner } from "../cart/owner";
import type { SearchEngine } from "../search/service";
import { addBulk } from "./bulk";
import { createList, deleteList, featuredList, featuredLists, featureList, getList, listMine, updateList } from "./lists";
import { matchBom } from "./match";

export type BomRoutesOptions = { db: Database; mediaBase: string; search: SearchEngine };

const errors = { 400: apiErrorBody, 401: apiErrorBody, 404: apiErrorBody, 422: apiErrorBody };
const userId = (request: { identity: { userId: string | null } }) => request.identity.userId as string;

/** Issue 49: a BOM matched to products, the bulk add to cart, and parts lists shared by link. */
export async function bomRoutes(app: FastifyInstance, { db, mediaBase, search }: BomRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = { db, mediaBase };
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  r.post(
    "/v1/bom/match",
    {
      schema: {
        tags: ["bom"],
        summary:
          "Matches a pasted parts list or a CSV BOM (KiCad, EasyEDA, a spreadsheet; up to 200 lines) through the shop's search: per line the best product with a confidence, up to three alternatives, stock and price",
        body: bomMatchBody,
        response: { 200: bomMatchResponse, 422: apiErrorBody },
      },
    },
    async (request) => ({ message: "BOM matched", data: await matchBom({ db, mediaBase, search }, request.body) }),
  );

  r.post(
    "/v1/cart/items/bulk",
    {
      schema: {
        tags: ["cart"],
        summary:
          "Adds several products with their quantities in one transaction; `request_key` makes a repeat add nothing. Each line answered: added, limited to the stock, out of stock, not found",
        body: cartBulkBody,
        response: { 200: cartBulkResponse, ...errors },
      },
    },
    async (request) => {
      const data = await addBulk({ db, owner: writeOwner(request.identity), body: request.body });
      const added = data.results.filter((x) => x.added > 0).length;
      // Each line's words in the caller's language too (issue 50); the envelope's message is turned by plugins/locale.ts.
      const results = data.results.map((line) => (line.message ? { ...line, message: translateMessage(line.message, request.locale) } : line));
      return { message: data.repeated ? BOM_MESSAGES.bulkRepeated : BOM_MESSAGES.bulkAdded(added), data: { ...data, results } };
    },
  );

  r.get(
    "/v1/parts-lists",
    {
      preHandler: requireUser,
      schema: {
        tags: ["parts lists"],
        summary: "The shopper's parts lists, newest first",
        security: [{ bearer: [] }],
        response: { 200: partsListsResponse, 401: apiErrorBody },
      },
    },
    async (request) => ({ message: "Parts lists", data: { lists: await listMine(ctx, userId(request)) } }),
  );

  r.post(
    "/v1/parts-lists",
    {
      preHandler: requireUser,
      schema: {
        tags: ["parts lists"],
        summary: "Saves a named parts list from the given lines or the shopper's cart",
        security: [{ bearer: [] }],
        body: partsListCreateBody,
        response: { 200: partsListResponse, ...errors },
      },
    },
    async (request) => ({ message: BOM_MESSAGES.listSaved, data: await createList(ctx, { userId: userId(request), body: request.body }) }),
  );

  r.get(
    "/v1/parts-lists/:id",
    {
      schema: {
        tags: ["parts lists"],
        summary: "A shared parts list, read-only for anyone with its link",
        params: partsListIdParams,
        response: { 200: partsListResponse, 404: apiErrorBody },
      },
    },
    async (request) => {
      cartOwner(request.identity, { write: false });
      return { message: "Parts list", data: await getList(ctx, { id: request.params.id, userId: request.identity.userId }) };
    },
  );

  r.patch(
    "/v1/parts-lists/:id",
    {
      preHandler: requireUser,
      schema: {
        tags: ["parts lists"],
        summary: "The owner renames, describes or replaces the lines; anyone else gets 404",
        security: [{ bearer: [] }],
        params: partsListIdParams,
        body: partsListUpdateBody,
        response: { 200: partsListResponse, ...errors },
      },
    },
    async (request) => ({
      message: BOM_MESSAGES.listUpdated,
      data: await updateList(ctx, { id: request.params.id, userId: userId(request), body: request.body }),
    }),
  );

  r.delete(
    "/v1/parts-lists/:id",
    {
      preHandler: requireUser,
      schema: {
        tags: ["parts lists"],
        summary: "The owner deletes a list; anyone else gets 404",
        security: [{ bearer: [] }],
        params: partsListIdParams,
        response: { 200: envelope(z.null()), ...errors },
      },
    },
    async (request) => {
      await deleteList(ctx, { id: request.params.id, userId: userId(request) });
      return { message: BOM_MESSAGES.listDeleted, data: null };
    },
  );

  r.get(
    "/v1/featured-parts-list",
    {
      schema: {
        tags: ["parts lists"],
        summary: 'The list featured on a page of the shop ("What you need"), or null',
        querystring: featuredListQuery,
        response: { 200: envelope(partsList.nullable()), 422: apiErrorBody },
      },
    },
    async (request) => ({ message: "Featured parts list", data: await featuredList(ctx, request.query.path) }),
  );

  r.get(
    "/v1/admin/parts-lists",
    {
      preHandler: requireStaff,
      schema: {
        tags: ["admin"],
        summary: "Staff: the parts lists featured on a page of the shop (featured=1), by page path",
        security: [{ bearer: [] }],
        querystring: adminPartsListsQuery,
        response: { 200: partsListsResponse, 401: apiErrorBody, 403: apiErrorBody, 422: apiErrorBody },
      },
    },
    async () => ({ message: "Featured parts lists", data: { lists: await featuredLists(ctx) } }),
  );

  r.put(
    "/v1/admin/parts-lists/:id/featured",
    {
      preHandler: requireStaff,
      schema: {
        tags: ["admin"],
        summary: "Staff feature a parts list on a page of the shop (a blog post, a kit), one list per page; null stops",
        security: [{ bearer: [] }],
        params: partsListIdParams,
        body: partsListFeatureBody,
        response: { 200: partsListResponse, 403: apiErrorBody, 409: apiErrorBody, ...errors },
      },
    },
    async (request) => ({ message: BOM_MESSAGES.listUpdated, data: await featureList(ctx, { id: request.params.id, path: request.body.featured_path }) }),
  );
}
