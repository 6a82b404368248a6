import { z } from "zod";

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
  /** Image renders (cache misses) per client address per minute; cached images are free. 0 = no budget. */
  MEDIA_RENDERS_PER_MINUTE: z.coerce.number({ error: "must be a whole number" }).int().min(0).default(300),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, "must be a redis:// URL")
    .optional(),
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
  /** Who delivers outbox messages; "log" writes them to the API log (development). */
  SMS_PROVIDER: z.enum(["log"], { error: 'must be "log"' }).default("log"),
  MAIL_PROVIDER: z.enum(["log"], { error: 'must be "log"' }).default("log"),
  DEV_OUTBOX: z
    .enum(["0", "1"], { error: 'must be "0" or "1"' })
    .default("0")
    .transform((v) => v === "1"),
});

export type Env = z.infer<typeof envSchema>;

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
  const result = envSchema.safeParse(relevant);
  const problems = result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".") || "env"}: ${issue.message}`);
  // Checked on the raw values so it is reported together with any other problem.
  if (relevant.NODE_ENV === "production" && relevant.DEV_OUTBOX === "1") {
    problems.push("DEV_OUTBOX: must not be 1 when NODE_ENV=production");
  }
  if (!result.success || problems.length) throw new EnvError(problems);
  return result.data;
}
