import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";

/** How long one connection attempt may take, at start-up and on every reconnect. */
const CONNECT_TIMEOUT_MS = 1000;
/** The most a hung Redis adds to a request before its limit is skipped. */
const COMMAND_TIMEOUT_MS = 500;

/**
 * The process's one Redis connection, for counters every API process must share
 * (rate limits, security.ts). Built to fail fast, because a shop keeps selling when
 * Redis blips: while it is unreachable a command fails at once instead of waiting in
 * a queue (the caller then skips the limit), and the client reconnects in the
 * background. Start-up waits for one connection attempt, no more. Losing and
 * regaining Redis is logged once each, not on every retry.
 */
export async function openRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  let down = false;
  redis.on("error", (err: Error) => {
    if (down) return;
    down = true;
    log.error({ err }, "redis: unreachable; rate limits are not enforced until it answers again");
  });
  redis.on("ready", () => {
    if (!down) return;
    down = false;
    log.info("redis: reachable again; rate limits are enforced");
  });
  await redis.connect().catch(() => {
    // Logged by the error handler above; the client keeps trying.
  });
  return redis;
}
