import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorBody } from "@shop/contracts";
import { documentParams } from "@shop/contracts/product-documents";
import type { Database } from "@shop/db";
import { notFound } from "../../lib/app-error";
import { etagMatches } from "../../plugins/catalog-cache";
import { MEDIA_CACHE_CONTROL } from "../media/routes";
import { contentDisposition } from "./ingest";
import { findDocumentFile } from "./service";

const binaryBody = z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: "string", format: "binary" });

/**
 * Uploaded product documents (PDF) by their content-addressed key, beside the images
 * and cached like them: the key is the file's hash, so an answer never changes.
 */
export async function documentRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/v1/media/docs/:key",
    {
      config: { rateLimit: false },
      schema: {
        tags: ["media"],
        summary: "A product's uploaded document (PDF), shown inline",
        params: documentParams,
        response: {
          200: { description: "PDF", content: { "application/pdf": { schema: binaryBody } } },
          304: z.null().describe("Not modified"),
          404: apiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const file = await findDocumentFile(db, request.params.key);
      if (!file) throw notFound();
      const etag = `"${request.params.key.slice(4, 36)}"`;
      reply.header("cache-control", MEDIA_CACHE_CONTROL).header("etag", etag).header("x-content-type-options", "nosniff");
      if (etagMatches(request.headers["if-none-match"], etag)) return reply.code(304).send(null);
      return reply.type(file.contentType).header("content-disposition", contentDisposition(file.title, request.params.key)).send(file.body);
    },
  );
}
