import { availableParallelism } from "node:os";
import { z } from "zod";
import { RETURN_WINDOW_DAYS_DEFAULT, SHOP_DEFAULTS } from "@shop/contracts";
import { SMS_PROVIDER_NAMES, smsSettingsProblem } from "../modules/outbox/sms/settings";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const postgresUrl = z.string().regex(/^postgres(?:ql)?:\/\/\S+$/, "must be a postgres:// or postgresql:// URL");

/** Every variable the API reads, parsed once at start-up (STYLE: one truth for env). */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  API_PORT: z.coerce.number({ error: "must be a port number" }).int().min(1).max(65_535).default(4000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: postgresUrl.optional(),
  PGLITE_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  /** Public path prefix for images; a product's image is `${MEDIA_BASE_URL}/${key}`. */
  MEDIA_BASE_URL: z
    .string()
    .regex(/^(?:\/|https?:\/\/)\S*$/, "must be an absolute path or an http(s) URL")
    .default("/api/v1/media")
    .transform((v) => v.replace(/\/+$/, "")),
  /** Requests per minute per client IP; 0 turns rate limiting off. */
  RATE_LIMIT_MAX: z.coerce.number({ error: "must be a whole number" }).int().min(0).default(600),
  /** Shared with the web app's forwarder, which alone may name the shopper's address (decision 013). */
  FORWARDER_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  /** How long one catalog-version read serves catalog ETags; 0 reads it on every request. */
  CATALOG_VERSION_TTL_MS: z.coerce.number({ error: "must be a number of milliseconds" }).int().min(0).max(60_000).default(1000),
  /** How long a catalog answer made before the last stock change may still be served (decision 020); 0 = never. */
  CATALOG_STOCK_STALE_MS: z.coerce.number({ error: "must be a number of milliseconds" }).int().min(0).max(60_000).default(5000),
  /** Image renders (cache misses) per client address per minute; cached images are free. 0 = no budget. */
  MEDIA_RENDERS_PER_MINUTE: z.coerce.number({ error: "must be a whole number" }).int().min(0).default(300),
  /** Where rate limits are counted when several API processes (or machines) must share them; unset = in each process's memory. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, "must be a redis:// URL")
    .optional(),
  /** Starts every key this API writes to Redis, so several shops (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().min(1).default("shop:"),
  /**
   * API processes serving one port (node:cluster, src/cluster.ts). Default: 1 on PGlite, which
   * one process owns, and the number of CPU cores on PostgreSQL.
   */
  API_WORKERS: z.coerce.number({ error: "must be a whole number of processes" }).int().min(1).max(256).optional(),
  /** A request's headers must all arrive within this; a client dribbling them is cut off (slowloris). */
  API_HEADERS_TIMEOUT_MS: z.coerce.number({ error: "must be a number of milliseconds" }).int().min(100).default(10_000),
  /** A whole request, headers and body (an 8 MB photo the back office streams on from a phone), must arrive within this; also a socket's longest silence. */
  API_REQUEST_TIMEOUT_MS: z.coerce.number({ error: "must be a number of milliseconds" }).int().min(100).default(120_000),
  /** How long an idle kept-alive connection (the web and back-office servers' pools) stays open. */
  API_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number({ error: "must be a number of milliseconds" }).int().min(100).default(10_000),
  /** Sign-in code requests (POST /v1/auth/otp, phone and email verification) per client IP per 10 minutes; 0 = off. */
  AUTH_RATE_LIMIT_OTP: z.coerce.number({ error: "must be a whole number" }).int().min(0).default(10),
  /** Sign-in and code-confirm attempts per client IP per 10 minutes; 0 = off. */
  AUTH_RATE_LIMIT_SIGNIN: z.coerce.number({ error: "must be a whole number" }).int().min(0).default(30),
  /** The storefront's public origin, for links in mails (email verification). */
  PUBLIC_WEB_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, "must be an http(s) URL")
    .default("http://localhost:3000")
    .transform((v) => v.replace(/\/+$/, "")),
  /** Order tracking tries (POST /v1/orders/tracking) per client IP per 10 minutes; 0 = off. */
  TRACK_RATE_LIMIT: z.coerce.number({ error: "must be a whole number" }).int().min(0).default(20),
  /** Days after delivery a shopper may ask to return a part (issue 45; the policy page's promise). */
  RETURN_WINDOW_DAYS: z.coerce.number({ error: "must be a whole number of days" }).int().min(1).max(365).default(RETURN_WINDOW_DAYS_DEFAULT),
  /** The shop as SMS and invoices name it. */
  SHOP_NAME: z.string().min(1).default(SHOP_DEFAULTS.name),
  SHOP_ADDRESS: z.string().min(1).default(SHOP_DEFAULTS.address),
  SHOP_PHONE: z.string().min(1).default(SHOP_DEFAULTS.phoneDisplay),
  SHOP_EMAIL: z.string().min(1).default(SHOP_DEFAULTS.email),
  /**
   * Who delivers outbox messages; "log" writes them to the API log (development). The
   * gateways (modules/outbox/sms/registry.ts) each need their settings below.
   */
  SMS_PROVIDER: z.enum(SMS_PROVIDER_NAMES, { error: `must be one of ${SMS_PROVIDER_NAMES.map((name) => `"${name}"`).join(", ")}` }).default("log"),
  /** How long one SMS gateway call may take before it counts as failed (and is tried again later). */
  SMS_TIMEOUT_MS: z.coerce.number({ error: "must be a number of milliseconds" }).int().min(100).max(120_000).default(10_000),
  /** SSL Wireless ISMS Plus: the API token and the approved sender id (sid) from its portal. */
  SSLWIRELESS_BASE_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, "must be an http(s) URL")
    .default("https://smsplus.sslwireless.com")
    .transform((v) => v.replace(/\/+$/, "")),
  SSLWIRELESS_API_TOKEN: z.string().min(1).optional(),
  SSLWIRELESS_SID: z.string().min(1).optional(),
  /** BulkSMSBD: the API key and the approved sender id (a masking name or 8809... number). */
  BULKSMSBD_BASE_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, "must be an http(s) URL")
    .default("https://bulksmsbd.net")
    .transform((v) => v.replace(/\/+$/, "")),
  BULKSMSBD_API_KEY: z.string().min(1).optional(),
  BULKSMSBD_SENDER_ID: z.string().min(1).optional(),
  /** Alpha SMS (sms.net.bd): the API key; the sender id only once one is approved (else the gateway's default). */
  ALPHA_SMS_BASE_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, "must be an http(s) URL")
    .default("https://api.sms.net.bd")
    .transform((v) => v.replace(/\/+$/, "")),
  ALPHA_SMS_API_KEY: z.string().min(1).optional(),
  ALPHA_SMS_SENDER_ID: z.string().min(1).optional(),
  MAIL_PROVIDER: z.enum(["log", "smtp"], { error: 'must be "log" or "smtp"' }).default("log"),
  /** MAIL_PROVIDER=smtp: where mail goes, e.g. smtps://user:password@smtp.example.com:465 (nodemailer's connection URL). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, "must be an smtp:// or smtps:// URL")
    .optional(),
  /** The From of every mail; defaults to the shop's name and SHOP_EMAIL. */
  MAIL_FROM: z.string().min(3).optional(),
  /**
   * Signs the links in newsletter mails (confirm, unsubscribe). Required in production;
   * `npm start` keeps one per machine in data/; without it the API makes one per start
   * (links then stop working at a restart) and says so in its log.
   */
  NEWSLETTER_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** reCAPTCHA v3: with a secret, every newsletter signup's token is verified at RECAPTCHA_VERIFY_URL. */
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, "must be an http(s) URL")
    .default("https://www.google.com/recaptcha/api/siteverify"),
  /** The lowest reCAPTCHA v3 score taken for a person (0 to 1; Google suggests 0.5). */
  RECAPTCHA_MIN_SCORE: z.coerce.number({ error: "must be a number from 0 to 1" }).min(0).max(1).default(0.5),
  /** Newsletter signups per client IP per 10 minutes; 0 = off. */
  NEWSLETTER_RATE_LIMIT: z.coerce.number({ error: "must be a whole number" }).int().min(0).default(10),
  /** Contact messages per client IP per hour, counted in the database (API.md: 5); 0 = off. */
  CONTACT_RATE_LIMIT: z.coerce.number({ error: "must be a whole number" }).int().min(0).default(5),
  /**
   * bKash tokenized checkout (issue 11): offered only when all four credentials are set;
   * BKASH_BASE_URL defaults to bKash's sandbox.
   */
  BKASH_BASE_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, "must be an http(s) URL")
    .default("https://tokenized.sandbox.bka.sh")
    .transform((v) => v.replace(/\/+$/, "")),
  BKASH_APP_KEY: z.string().min(1).optional(),
  BKASH_APP_SECRET: z.string().min(1).optional(),
  BKASH_USERNAME: z.string().min(1).optional(),
  BKASH_PASSWORD: z.string().min(1).optional(),
  /** SSLCommerz v4 (issue 11): offered only when both are set; the base URL defaults to the sandbox. */
  SSLCOMMERZ_BASE_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, "must be an http(s) URL")
    .default("https://sandbox.sslcommerz.com")
    .transform((v) => v.replace(/\/+$/, "")),
  SSLCOMMERZ_STORE_ID: z.string().min(1).optional(),
  SSLCOMMERZ_STORE_PASSWORD: z.string().min(1).optional(),
  /**
   * Steadfast courier (issue 12, research/03-couriers.md): the back office books parcels
   * through it when both keys are set; a manual courier (name and number typed) is always there.
   */
  STEADFAST_BASE_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, "must be an http(s) URL")
    .default("https://portal.packzy.com/api/v1")
    .transform((v) => v.replace(/\/+$/, "")),
  STEADFAST_API_KEY: z.string().min(1).optional(),
  STEADFAST_SECRET_KEY: z.string().min(1).optional(),
  /**
   * Pathao courier (issue 47, research/03-couriers.md): the merchant API's client id and
   * secret, the merchant login, and the pickup store's id; all or none.
   */
  PATHAO_BASE_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, "must be an http(s) URL")
    .default("https://api-hermes.pathao.com")
    .transform((v) => v.replace(/\/+$/, "")),
  PATHAO_CLIENT_ID: z.string().min(1).optional(),
  PATHAO_CLIENT_SECRET: z.string().min(1).optional(),
  PATHAO_USERNAME: z.string().min(1).optional(),
  PATHAO_PASSWORD: z.string().min(1).optional(),
  PATHAO_STORE_ID: z.coerce.number({ error: "must be Pathao's store id (a number)" }).int().positive().optional(),
  /** How often shipped parcels are asked for their status (issue 46: modules/couriers/sync.ts), in minutes; 0 turns the sync off. */
  COURIER_SYNC_MINUTES: z.coerce.number({ error: "must be a whole number of minutes" }).int().min(0).max(1440).default(30),
  /** The web app as the API reaches it, to drop its cached pages after a catalog change; unset = they age out (30 s). */
  WEB_INTERNAL_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, "must be an http(s) URL")
    .transform((v) => v.replace(/\/+$/, ""))
    .optional(),
  DEV_OUTBOX: z
    .enum(["0", "1"], { error: 'must be "0" or "1"' })
    .default("0")
    .transform((v) => v === "1"),
  /** GET /metrics and the request figures behind it (plugins/metrics.ts); 0 turns both off. */
  METRICS: z
    .enum(["0", "1"], { error: 'must be "0" or "1"' })
    .default("1")
    .transform((v) => v === "1"),
  /** Lets a caller that sends it as a bearer token read /metrics from another machine; unset = this machine only. */
  METRICS_TOKEN: z.string().min(32, "must be at least 32 characters").optional(),
});

export type Env = Omit<z.infer<typeof envSchema>, "API_WORKERS"> & { API_WORKERS: number };

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** Parse the environment; empty strings count as unset (as in most .env files). */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const relevant: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = source[key];
    if (value !== undefined && value !== "") relevant[key] = value;
  }
  // The shop's one public address (decision 018): a process started alone (a systemd unit) is given PUBLIC_URL.
  if (!relevant.PUBLIC_WEB_URL && source.PUBLIC_URL) relevant.PUBLIC_WEB_URL = source.PUBLIC_URL;
  const result = envSchema.safeParse(relevant);
  const problems = result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".") || "env"}: ${issue.message}`);
  // Checked on the raw values so it is reported together with any other problem.
  if (relevant.MAIL_PROVIDER === "smtp" && !relevant.SMTP_URL) problems.push("SMTP_URL: must be set when MAIL_PROVIDER=smtp");
  const sms = smsSettingsProblem(relevant);
  if (sms) problems.push(sms);
  if (relevant.NODE_ENV === "production" && !relevant.NEWSLETTER_SECRET) problems.push("NEWSLETTER_SECRET: must be set when NODE_ENV=production");
  // Without it no shopper's address is vouched for, and every shopper shares the web server's limits (decision 013).
  if (relevant.NODE_ENV === "production" && !relevant.FORWARDER_SECRET) problems.push("FORWARDER_SECRET: must be set when NODE_ENV=production");
  if (relevant.NODE_ENV === "production" && relevant.DEV_OUTBOX === "1") {
    problems.push("DEV_OUTBOX: must not be 1 when NODE_ENV=production");
  }
  // A gateway is configured whole or not at all: half a set of credentials is a mistake.
  const bkash = ["BKASH_APP_KEY", "BKASH_APP_SECRET", "BKASH_USERNAME", "BKASH_PASSWORD"];
  const bkashSet = bkash.filter((key) => relevant[key]);
  if (bkashSet.length > 0 && bkashSet.length < bkash.length) {
    problems.push(`bKash is half configured: set ${bkash.filter((key) => !relevant[key]).join(", ")} too, or none of ${bkash.join(", ")}`);
  }
  const ssl = ["SSLCOMMERZ_STORE_ID", "SSLCOMMERZ_STORE_PASSWORD"];
  const sslSet = ssl.filter((key) => relevant[key]);
  const steadfast = ["STEADFAST_API_KEY", "STEADFAST_SECRET_KEY"];
  if (steadfast.filter((key) => relevant[key]).length === 1) {
    problems.push(`Steadfast is half configured: set ${steadfast.filter((key) => !relevant[key]).join(", ")} too, or neither`);
  }
  const pathao = ["PATHAO_CLIENT_ID", "PATHAO_CLIENT_SECRET", "PATHAO_USERNAME", "PATHAO_PASSWORD", "PATHAO_STORE_ID"];
  const pathaoSet = pathao.filter((key) => relevant[key]);
  if (pathaoSet.length > 0 && pathaoSet.length < pathao.length) {
    problems.push(`Pathao is half configured: set ${pathao.filter((key) => !relevant[key]).join(", ")} too, or none of ${pathao.join(", ")}`);
  }
  if (sslSet.length === 1) problems.push(`SSLCommerz is half configured: set ${ssl.filter((key) => !relevant[key]).join(", ")} too, or neither`);
  if (!relevant.DATABASE_URL && Number(relevant.API_WORKERS) > 1) {
    problems.push(
      `API_WORKERS: PGlite (the embedded database, used while DATABASE_URL is unset) belongs to one process: set DATABASE_URL to a PostgreSQL server to run ${relevant.API_WORKERS} API processes, or API_WORKERS=1`,
    );
  }
  if (!result.success || problems.length) throw new EnvError(problems);
  return { ...result.data, API_WORKERS: result.data.API_WORKERS ?? (result.data.DATABASE_URL ? availableParallelism() : 1) };
}
