import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";
import rateLimit from "@fastify/rate-limit";
import type { Redis } from "ioredis";
import { AppError } from "../lib/app-error";
import { callerResolver, type Caller } from "./client-address";
import { openRedis, redisStoreWithFallback } from "./redis";

declare module "fastify" {
  interface FastifyRequest {
    /** Who is calling, decided once per request (./client-address.ts). */
    caller: Caller;
  }
  interface FastifyInstance {
    /** The Redis the limits are counted in (REDIS_URL), when any limit is on; /health/ready checks it. */
    redis?: Redis;
  }
}

export type SecurityOptions = {
  /** The web forwarder's shared secret; without it no forwarded address is trusted. */
  forwarderSecret?: string;
  /** Requests per minute per IP on every route; 0 = no global budget. */
  rateLimitMax: number;
  /** Routes may still carry their own `config.rateLimit` (sign-in) when the global budget is off. */
  routeLimits?: boolean;
  /** Count every limit in this Redis, shared by all API processes; without it, in this process's memory. */
  redisUrl?: string;
  /** Starts every rate-limit key in Redis (tests isolate themselves with their own). */
  redisNamespace?: string;
};

/**
 * The headers OWASP's REST Security Cheat Sheet asks of every API answer (CSP with
 * frame-ancestors 'none', HSTS, nosniff, X-Frame-Options DENY), with cross-origin
 * resource policy and no referrer (payment callbacks redirect a browser). Helmet's
 * headers that only act on an HTML document a browser renders (opener policy, origin
 * agent cluster, DNS prefetch, IE's download options, the XSS auditor, Adobe's cross-domain
 * policies) are left out: the API answers JSON and pictures, and every header is work
 * on every answer (decision 025, fourteenth round).
 */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  // Images are fetched through the web app's origin; nothing else is embeddable.
  crossOriginResourcePolicy: { policy: "same-site" },
  xFrameOptions: { action: "deny" },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xXssProtection: false,
  xPermittedCrossDomainPolicies: false,
};

/**
 * Helmet's headers, computed once. @fastify/helmet rebuilds the helmet middleware
 * (and re-parses the CSP) on every request, which cost a tenth of the API's CPU on
 * the product listing; the headers never vary, so they are captured at start-up.
 */
export function helmetHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Security headers for a JSON API, and per-IP request budgets: the global one, each
 * route's own `config.rateLimit` and `app.createRateLimit()` (image renders) all
 * count in one store, Redis when REDIS_URL is set. If Redis fails mid-request the
 * request is served unlimited (`skipOnError`; redis.ts logs the outage): a shop
 * keeps selling through a Redis blip rather than answering 500. Sign-in and order
 * tracking (route config `skipOnError: false`) are counted in this process's memory
 * meanwhile instead.
 */
export const securityPlugin = fp<SecurityOptions>(
  async (app: FastifyInstance, options) => {
    const headers = helmetHeaders();
    const resolveCaller = callerResolver(options.forwarderSecret);
    app.decorateRequest("caller", null as unknown as Caller);
    app.addHook("onRequest", (request, reply, done) => {
      request.caller = resolveCaller(request);
      reply.headers(headers);
      done();
    });

    if (options.rateLimitMax <= 0 && !options.routeLimits) return;
    const redis = options.redisUrl ? await openRedis(options.redisUrl, app.log) : undefined;
    if (redis) {
      app.decorate("redis", redis);
      app.addHook("onClose", async () => redis.disconnect());
    }
    await app.register(rateLimit, {
      // Limits marked `skipOnError: false` count in memory while Redis is down (redis.ts).
      ...(redis ? { store: redisStoreWithFallback(redis, options.redisNamespace), skipOnError: true } : {}),
      global: options.rateLimitMax > 0,
      max: options.rateLimitMax,
      timeWindow: 60_000,
      // Keyed on the address the forwarder proved, else the socket's: never on a
      // header a client chooses. Only the web app's own page renders are exempt.
      keyGenerator: (request) => request.caller.address,
      allowList: (request) => request.caller.internal,
      errorResponseBuilder: (_request, context) =>
        new AppError("too_many_requests", `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
    });
  },
  { name: "security" },
);
