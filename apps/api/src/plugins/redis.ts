import { createRequire } from "node:module";
import type { FastifyBaseLogger } from "fastify";
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
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
    log.error({ err }, "redis: unreachable; until it answers, sign-in and tracking limits are counted in this process and the others are not enforced");
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

type StoreParams = { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number; skipOnError?: boolean };
type StoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, ...rest: unknown[]) => FastifyRateLimitStore;
// @fastify/rate-limit's own stores: the same counting in Redis and in this process's memory.
const require = createRequire(import.meta.url);
const RedisStore = require("@fastify/rate-limit/store/RedisStore") as StoreCtor;
const LocalStore = require("@fastify/rate-limit/store/LocalStore") as StoreCtor;

/**
 * A rate-limit store that counts in Redis and, for the limits that must hold through a
 * Redis outage, in this process's memory while Redis fails. A limit marked
 * `skipOnError: false` in its route config (sign-in codes, sign-in, order tracking)
 * falls back; the others (browsing, image renders) see the error and are skipped
 * (`skipOnError: true` in the plugin's options), so the shop keeps selling.
 */
class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly redis: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
    private readonly holds: boolean,
  ) {}

  incr(...[key, callback, timeWindow, max]: Parameters<FastifyRateLimitStore["incr"]>) {
    this.redis.incr(key, (error, result) => (error && this.holds ? this.local.incr(key, callback, timeWindow, max) : callback(error, result)), timeWindow, max);
  }

  child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
    const params = routeOptions as unknown as StoreParams;
    return new FallbackStore(this.redis.child(routeOptions), this.local.child(routeOptions), params.skipOnError === false);
  }
}

/** The store class for @fastify/rate-limit's `store` option: Redis, with FallbackStore's memory for the limits that hold. */
export function redisStoreWithFallback(redis: Redis, nameSpace?: string): FastifyRateLimitStoreCtor {
  return class extends FallbackStore {
    constructor(options: StoreParams) {
      const { continueExceeding = false, exponentialBackoff = false } = options;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff, options.cache),
        options.skipOnError === false,
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
