import { z } from "zod";

/**
 * Every setting the web server reads, parsed once (like the API's plugins/env.ts).
 * Server only: nothing here reaches the browser. `npm start` (scripts/start.mjs)
 * fills them in; a production server without NEXTAUTH_SECRET refuses to start
 * (instrumentation.ts).
 */
const schema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    /** Signs and encrypts the session cookie (decision 009). */
    NEXTAUTH_SECRET: z.string().min(1).optional(),
    /** The shop's public address (decision 018). */
    NEXTAUTH_URL: z.url({ error: "must be an http(s) URL" }).optional(),
    API_URL: z.url({ error: "must be an http(s) URL" }).optional(),
    API_PORT: z.coerce.number({ error: "must be a port number" }).int().min(1).max(65_535).default(4000),
    /** Shared with the API, which trusts shopper addresses only from this forwarder (decision 013). */
    FORWARDER_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
    /**
     * Set by apps/web/server.mjs, in its own process, which reads the shopper's address from the
     * socket: only then is this server the forwarder, vouching for it (was SHOP_EDGE, issue 43).
     */
    SHOP_FORWARDER: z.enum(["1"]).optional(),
  })
  .refine((env) => env.NODE_ENV !== "production" || env.NEXTAUTH_SECRET, { message: "is required in production", path: ["NEXTAUTH_SECRET"] });

export type ServerEnv = z.infer<typeof schema> & { apiUrl: string; secureCookies: boolean };

export class WebEnvError extends Error {
  constructor(problems: string[]) {
    super(`Invalid environment for the web app:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "WebEnvError";
  }
}

/** Parses `source` (empty strings count as unset, as in most .env files). */
export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const relevant: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = source[key];
    if (value !== undefined && value !== "") relevant[key] = value;
  }
  const result = schema.safeParse(relevant);
  if (!result.success) throw new WebEnvError(result.error.issues.map((issue) => `${issue.path.join(".") || "env"}: ${issue.message}`));
  const env = result.data;
  return {
    ...env,
    apiUrl: env.API_URL?.replace(/\/+$/, "") ?? `http://127.0.0.1:${env.API_PORT}`,
    secureCookies: (env.NEXTAUTH_URL ?? "").startsWith("https:"),
  };
}

let cached: ServerEnv | undefined;

/** The web server's settings, read at first use (at request time, after `npm start` set them). */
export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}
