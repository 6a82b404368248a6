import { DATABASE_RETRY_AFTER_S, loggableError } from "../../plugins/errors";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { sql, type Database } from "@shop/db";

/** `{"status":"ok"}` once the database answers (the server migrates before it listens). */
export async function healthRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/health",
    {
      config: { rateLimit: false },
      schema: {
        tags: ["health"],
        response: { 200: z.object({ status: z.literal("ok") }), 503: z.object({ status: z.literal("unavailable") }) },
      },
    },
    async (request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: "ok" as const };
      } catch (error) {
        request.log.error({ error: loggableError(error) }, "health check: database unreachable");
        return reply
          .code(503)
          .header("retry-after", String(DATABASE_RETRY_AFTER_S))
          .send({ status: "unavailable" as const });
      }
    },
  );
}
