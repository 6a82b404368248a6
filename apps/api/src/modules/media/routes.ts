import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorBody, mediaParams, mediaQuery } from "@shop/contracts";
import { etagMatches } from "../../plugins/catalog-cache";
import { AppError } from "../../lib/app-error";
import type { MediaRenderer } from "./service";

const binaryBody = z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: "string", format: "binary" });

export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * A budget of renders per client address per minute. Cached images cost nothing and
 * are never limited (a page of cards asks for dozens at once); a render, the costly
 * part, is counted, so nobody can keep the API's CPU busy by asking for every image at
 * every width (issue 9). Counted by @fastify/rate-limit (plugins/security.ts, which
 * app.ts registers whenever this budget is on), so it lives in Redis with the other
 * limits when REDIS_URL is set and holds across API processes; like every limit it
 * spares the web app's own server.
 */
function renderBudget(app: FastifyInstance, perMinute: number): ((request: FastifyRequest) => Promise<void>) | undefined {
  if (perMinute <= 0) return undefined;
  const limit = app.createRateLimit({ max: perMinute, timeWindow: 60_000, keyGenerator: (request) => `media-render:${request.caller.address}` });
  return async (request) => {
    const verdict = await limit(request);
    if (!verdict.isAllowed && verdict.isExceeded) {
      throw new AppError("too_many_requests", "Too many requests. Please try again in a minute.", { retryAfter: verdict.ttlInSeconds });
    }
  };
}

/** Product and category images as WebP at the width a page asks for. */
export async function mediaRoutes(app: FastifyInstance, { renderer, rendersPerMinute }: { renderer: MediaRenderer; rendersPerMinute: number }) {
  const spend = renderBudget(app, rendersPerMinute);
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
          429: apiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const image = await renderer.render({ key: request.params.key, width: request.query.w, admit: spend && (() => spend(request)) });
      reply.header("cache-control", MEDIA_CACHE_CONTROL).header("etag", image.etag);
      if (etagMatches(request.headers["if-none-match"], image.etag)) return reply.code(304).send(null);
      return reply.type(image.contentType).send(image.body);
    },
  );
}
