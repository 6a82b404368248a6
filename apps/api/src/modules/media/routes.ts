import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorBody, mediaParams, mediaQuery } from "@shop/contracts";
import { etagMatches } from "../../plugins/catalog-cache";
import type { MediaRenderer } from "./service";

const binaryBody = z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: "string", format: "binary" });

export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** Product and category images as WebP at the width a page asks for. */
export async function mediaRoutes(app: FastifyInstance, { renderer }: { renderer: MediaRenderer }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/v1/media/:key",
    {
      // Immutable, cached answers; a page of cards asks for dozens at once.
      config: { rateLimit: false },
      schema: {
        tags: ["media"],
        summary: "An image rendered to WebP; `w` is snapped up to a rendered width, never above the original",
        params: mediaParams,
        querystring: mediaQuery,
        response: {
          200: { description: "WebP image", content: { "image/webp": { schema: binaryBody } } },
          304: z.null().describe("Not modified"),
          404: apiErrorBody,
          422: apiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const image = await renderer.render({ key: request.params.key, width: request.query.w });
      reply.header("cache-control", MEDIA_CACHE_CONTROL).header("etag", image.etag);
      if (etagMatches(request.headers["if-none-match"], image.etag)) return reply.code(304).send(null);
      return reply.type(image.contentType).send(image.body);
    },
  );
}
