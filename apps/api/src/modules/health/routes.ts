import { DATABASE_RETRY_AFTER_S, loggableError } from "../../plugins/errors";
import { DEPENDENCY_CHECK_MS, withinMs } from "../../lib/deadline";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { sql, type Database } from "@shop/db";

/** What /health/ready checks, each named in its 503 when down. */
const DEPENDENCIES = ["database", "redis"] as const;
type Dependency = (typeof DEPENDENCIES)[number];

/**
 * `/health`: liveness, `{"status":"ok"}` once the database answers (the server migrates
 * before it listens). `/health/ready`: readiness for a load balancer or a deploy, 503
 * naming what is down while the database, or the Redis the limits are counted in
 * (REDIS_URL), does not answer within DEPENDENCY_CHECK_MS (docs/operations.md).
 */
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

  app.withTypeProvider<ZodTypeProvider>().get(
    "/health/ready",
    {
      config: { rateLimit: false },
      schema: {
        tags: ["health"],
        summary: "Ready to serve: the database and, when REDIS_URL is set, Redis answer; 503 names what does not",
        response: {
          200: z.object({ status: z.literal("ready") }),
          503: z.object({ status: z.literal("unavailable"), down: z.array(z.enum(DEPENDENCIES)).describe("What did not answer") }),
        },
      },
    },
    async (request, reply) => {
      const checks: [Dependency, Promise<unknown>][] = [["database", db.execute(sql`select 1`)]];
      const redis = app.redis;
      if (redis) checks.push(["redis", redis.ping()]);
      const results = await Promise.allSettled(checks.map(([name, check]) => withinMs(check, DEPENDENCY_CHECK_MS, name)));
      const down = checks.filter((_, i) => results[i].status === "rejected").map(([name]) => name);
      if (down.length === 0) return { status: "ready" as const };
      const reasons = results.flatMap((result) => (result.status === "rejected" ? [loggableError(result.reason)] : []));
      request.log.error({ down, reasons }, "readiness check: a dependency is unreachable");
      return reply
        .code(503)
        .header("retry-after", String(DATABASE_RETRY_AFTER_S))
        .send({ status: "unavailable" as const, down });
    },
  );
}
