import type { FastifyContextConfig } from "fastify";

/** Per-IP budgets of the code and confirm routes (AUTH_RATE_LIMIT_*) share one window. */
export const AUTH_RATE_WINDOW_MS = 10 * 60_000;

/**
 * Route config for a per-IP budget of `max` calls per 10 minutes; with 0 the route
 * keeps the global budget. Like every limit, it skips the web app's own server
 * (loopback without X-Forwarded-For); browsers reach us forwarded, so they count.
 * `skipOnError: false`: while Redis is down the budget is counted in this process's
 * memory instead of being skipped (plugins/redis.ts), since codes cost SMS and guesses.
 */
export function authRateLimit(max: number): FastifyContextConfig {
  return max > 0 ? { rateLimit: { max, timeWindow: AUTH_RATE_WINDOW_MS, skipOnError: false } } : {};
}
