import cluster from "node:cluster";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { API_BODY_LIMIT_BYTES } from "@shop/contracts";
import type { Database } from "@shop/db";
import type { Env } from "./plugins/env";
import { errorsPlugin, frameworkErrors } from "./plugins/errors";
import { earlyAnswerPlugin } from "./plugins/early-answer";
import { genReqId } from "./plugins/request-id";
import { inputGuardPlugin } from "./plugins/input-guard";
import { firstValueQuerystring } from "./plugins/querystring";
import { securityPlugin } from "./plugins/security";
import { metricsPlugin } from "./plugins/metrics";
import { identityPlugin } from "./plugins/identity";
import { openapiPlugin, routeContextMeta } from "./plugins/openapi";
import { catalogCachePlugin } from "./plugins/catalog-cache";
import { localePlugin } from "./plugins/locale";
import { healthRoutes } from "./modules/health/routes";
import { catalogRoutes } from "./modules/catalog/routes";
import { productDeliveryRoutes } from "./modules/delivery-fees/routes";
import { searchRoutes } from "./modules/search/routes";
import { createSearchEngine } from "./modules/search/service";
import { mediaRoutes } from "./modules/media/routes";
import { documentRoutes } from "./modules/documents/routes";
import { createMediaRenderer } from "./modules/media/service";
import { cartRoutes } from "./modules/cart/routes";
import { couponRoutes } from "./modules/coupons/routes";
import { paymentRoutes } from "./modules/payments/routes";
import { paymentGatewaysFromEnv } from "./modules/payments/gateways/registry";
import { offeredMethods, refundPayment, type PaymentsCtx } from "./modules/payments/service";
import { refundRoutes } from "./modules/refunds/routes";
import { wishlistRoutes } from "./modules/wishlist/routes";
import { addressRoutes } from "./modules/addresses/routes";
import { notificationsRoutes } from "./modules/notifications/routes";
import { outboxPlugin } from "./modules/outbox/plugin";
import { identityRoutes } from "./modules/identity/routes";
import { profileRoutes } from "./modules/profile/routes";
import { orderRoutes } from "./modules/orders/routes";
import { jobsPlugin } from "./modules/orders/jobs";
import { courierSyncPlugin } from "./modules/couriers/sync";
import { orderAlertsPlugin } from "./modules/admin/order-alerts";
import { couriersFromEnv } from "./modules/couriers/registry";
import { pgliteMaintenancePlugin } from "./plugins/pglite-maintenance";
import { stockRequestRoutes } from "./modules/stock-requests/routes";
import { partRequestRoutes } from "./modules/stock-requests/part-requests";
import { searchLogPlugin } from "./modules/search-log/plugin";
import { adminSearchRoutes } from "./modules/search-log/admin-routes";
import { compareRoutes } from "./modules/compare/routes";
import { reviewRoutes } from "./modules/reviews/routes";
import { newsletterRoutes } from "./modules/newsletter/routes";
import { contactRoutes } from "./modules/contact/routes";
import { adminRoutes } from "./modules/admin/routes";
import { returnRoutes } from "./modules/returns/routes";
import { webRevalidator } from "./modules/admin/revalidate";
import { bomRoutes } from "./modules/bom/routes";

declare module "fastify" {
  interface FastifyInstance {
    env: Env;
  }
}

/**
 * Slow clients are cut off (slowloris): headers within API_HEADERS_TIMEOUT_MS (10 s; a
 * phone sends them in one packet, and the API's usual callers are the web and
 * back-office servers beside it), the whole request within API_REQUEST_TIMEOUT_MS
 * (120 s: the largest body is an 8 MB photo, which the back office streams on as a
 * phone uploads it, at about 0.6 Mbit/s at worst), no socket silent longer than that,
 * and idle kept-alive connections closed after API_KEEP_ALIVE_TIMEOUT_MS (10 s; Node
 * says so in Keep-Alive, and the web and back-office servers' pools close theirs first).
 * Node checks the first two on a timer, every 30 s by default: here every quarter of
 * the headers' limit (at most 1 s), so a dribbling client goes about a second past it.
 */
function serverTimeouts(env: Env) {
  const requestTimeout = env.API_REQUEST_TIMEOUT_MS;
  const headersTimeout = Math.min(env.API_HEADERS_TIMEOUT_MS, requestTimeout);
  return {
    requestTimeout,
    connectionTimeout: requestTimeout,
    keepAliveTimeout: env.API_KEEP_ALIVE_TIMEOUT_MS,
    http: { headersTimeout, connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(headersTimeout / 4))) },
  };
}

export type BuildAppOptions = {
  db: Database;
  env: Env;
  /** A pino logger to use instead of one built from LOG_LEVEL (tests pass `false`). */
  logger?: FastifyBaseLogger | false;
};

/** The whole API, ready for `inject()` or `listen()`; it does not listen itself. */
export async function buildApp({ db, env, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: logger === false ? false : { level: env.LOG_LEVEL, redact: ["req.headers.authorization"] } }),
    genReqId,
    // Client addresses come from the forwarder proof only (plugins/client-address.ts).
    trustProxy: false,
    bodyLimit: API_BODY_LIMIT_BYTES,
    // buildPrettyMeta: find-my-way's, which Fastify passes on but does not type (plugins/openapi.ts).
    routerOptions: { maxParamLength: 200, querystringParser: firstValueQuerystring, ...({ buildPrettyMeta: routeContextMeta } as object) },
    frameworkErrors,
    ...serverTimeouts(env),
  });
  app.decorate("env", env);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Which of several API processes answered (API_WORKERS), for developers and `npm run bench`; never said in production.
  const worker = cluster.isWorker && env.NODE_ENV !== "production" ? String(process.pid) : undefined;
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
    if (worker) reply.header("x-api-worker", worker);
  });

  // First: a refusal by any later hook (a rate limit, a bad token) is already in the caller's language.
  await app.register(localePlugin);
  await app.register(securityPlugin, {
    rateLimitMax: env.RATE_LIMIT_MAX,
    forwarderSecret: env.FORWARDER_SECRET,
    routeLimits:
      env.AUTH_RATE_LIMIT_OTP > 0 ||
      env.AUTH_RATE_LIMIT_SIGNIN > 0 ||
      env.TRACK_RATE_LIMIT > 0 ||
      env.NEWSLETTER_RATE_LIMIT > 0 ||
      env.MEDIA_RENDERS_PER_MINUTE > 0,
    redisUrl: env.REDIS_URL,
    redisNamespace: `${env.REDIS_KEY_PREFIX}rate-limit:`,
  });
  // Before identity: a scrape answers without a token lookup, also while the database is down.
  if (env.METRICS) await app.register(metricsPlugin, { db, token: env.METRICS_TOKEN });
  await app.register(errorsPlugin);
  await app.register(earlyAnswerPlugin, { drainMs: Math.min(10_000, env.API_REQUEST_TIMEOUT_MS) });
  await app.register(inputGuardPlugin);
  await app.register(openapiPlugin);
  await app.register(identityPlugin, { db });
  await app.register(catalogCachePlugin, { db, versionTtlMs: env.CATALOG_VERSION_TTL_MS, stockStaleMs: env.CATALOG_STOCK_STALE_MS });

  // Before the catalog routes: its onSend hook reads the answers of searches, cached or not.
  await app.register(searchLogPlugin, { db });
  const search = createSearchEngine({ db, versionTtlMs: env.CATALOG_VERSION_TTL_MS });
  await app.register(healthRoutes, { db });
  await app.register(catalogRoutes, { db, mediaBase: env.MEDIA_BASE_URL, search });
  await app.register(productDeliveryRoutes, { db });
  await app.register(searchRoutes, { db, mediaBase: env.MEDIA_BASE_URL, search });
  await app.register(mediaRoutes, { renderer: createMediaRenderer({ db }), rendersPerMinute: env.MEDIA_RENDERS_PER_MINUTE });
  await app.register(documentRoutes, { db });
  const gateways = paymentGatewaysFromEnv(env);
  // A cash order is asked its delivery charge in advance only where bKash can take it (decision 041).
  const advanceByBkash = gateways.has("bkash");
  await app.register(cartRoutes, { db, mediaBase: env.MEDIA_BASE_URL, advanceByBkash });
  await app.register(bomRoutes, { db, mediaBase: env.MEDIA_BASE_URL, search });
  await app.register(couponRoutes, { db, mediaBase: env.MEDIA_BASE_URL, advanceByBkash });
  await app.register(wishlistRoutes, { db, mediaBase: env.MEDIA_BASE_URL });
  const payments: PaymentsCtx = {
    db,
    log: app.log,
    gateways,
    publicWebUrl: env.PUBLIC_WEB_URL,
    shopName: env.SHOP_NAME,
  };
  await app.register(paymentRoutes, payments);
  const shop = { name: env.SHOP_NAME, address: env.SHOP_ADDRESS, phone: env.SHOP_PHONE, email: env.SHOP_EMAIL, website: env.PUBLIC_WEB_URL };
  await app.register(refundRoutes, { ...payments, shop });
  await app.register(addressRoutes, { db });
  await app.register(notificationsRoutes, { db });
  await app.register(outboxPlugin, { db });
  await app.register(identityRoutes, { db });
  await app.register(profileRoutes, { db });
  await app.register(orderRoutes, {
    db,
    mediaBase: env.MEDIA_BASE_URL,
    shopName: env.SHOP_NAME,
    webUrl: env.PUBLIC_WEB_URL,
    shop: { name: env.SHOP_NAME, address: env.SHOP_ADDRESS, phone: env.SHOP_PHONE, email: env.SHOP_EMAIL, website: env.PUBLIC_WEB_URL },
    trackLimit: env.TRACK_RATE_LIMIT,
    offered: () => offeredMethods(payments),
    refund: (orderId) => refundPayment(payments, orderId, "Order cancelled"),
  });
  await app.register(returnRoutes, { db, shopName: env.SHOP_NAME, windowDays: env.RETURN_WINDOW_DAYS, webUrl: env.PUBLIC_WEB_URL });
  await app.register(jobsPlugin, { db, webUrl: env.PUBLIC_WEB_URL, shopName: env.SHOP_NAME });
  if (!env.DATABASE_URL) await app.register(pgliteMaintenancePlugin, { db });
  await app.register(stockRequestRoutes, { db });
  await app.register(partRequestRoutes, { db });
  await app.register(adminSearchRoutes, { db });
  await app.register(compareRoutes, { db, mediaBase: env.MEDIA_BASE_URL });
  await app.register(reviewRoutes, { db });
  await app.register(newsletterRoutes, { db, env });
  await app.register(contactRoutes, { db, shopEmail: env.SHOP_EMAIL, shopName: env.SHOP_NAME, perHour: env.CONTACT_RATE_LIMIT });
  await app.register(adminRoutes, {
    db,
    mediaBase: env.MEDIA_BASE_URL,
    shopName: env.SHOP_NAME,
    revalidate: webRevalidator({ webUrl: env.WEB_INTERNAL_URL, secret: env.FORWARDER_SECRET, log: app.log }),
    refund: (orderId) => refundPayment(payments, orderId, "Order cancelled by the shop"),
    env,
  });
  await app.register(orderAlertsPlugin, { db, shopName: env.SHOP_NAME });
  await app.register(courierSyncPlugin, {
    everyMs: env.COURIER_SYNC_MINUTES * 60_000,
    ctx: {
      db,
      mediaBase: env.MEDIA_BASE_URL,
      shopName: env.SHOP_NAME,
      webUrl: env.PUBLIC_WEB_URL,
      // The sync never cancels an order that still has money to give back (a returned parcel's refund waits for its receipt).
      refund: (orderId) => refundPayment(payments, orderId, "Order cancelled by the shop"),
      couriers: couriersFromEnv(env),
    },
  });

  return app;
}
