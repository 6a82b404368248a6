import type { FastifyInstance } from "fastify";
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
 * every width (issue 9).
 */
export function renderBudget(perMinute: number, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; used: number }>();
  return (address: string) => {
    if (perMinute <= 0) return;
    const at = now();
    let window = windows.get(address);
    if (!window || at - window.start >= 60_000) {
      if (windows.size > 10_000) windows.clear();
      window = { start: at, used: 0 };
      windows.set(address, window);
    }
    if (window.used >= perMinute) {
      throw new AppError("too_many_requests", "Too many requests. Please try again in a minute.", { retryAfter: (window.start + 60_000 - at) / 1000 });
    }
    window.used += 1;
  };
}

/** Product and category images as WebP at the width a page asks for. */
export async function mediaRoutes(app: FastifyInstance, { renderer, rendersPerMinute }: { renderer: MediaRenderer; rendersPerMinute: number }) {
  const spend = renderBudget(rendersPerMinute);
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
      const image = await renderer.render({ key: request.params.key, width: request.query.w, admit: () => spend(request.caller.address) });
      reply.header("cache-control", MEDIA_CACHE_CONTROL).header("etag", image.etag);
      if (etagMatches(request.headers["if-none-match"], image.etag)) return reply.code(304).send(null);
      return reply.type(image.contentType).send(image.body);
    },
  );
}
