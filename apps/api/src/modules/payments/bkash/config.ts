import type { Env } from "../../../plugins/env";
import type { BkashGateway } from "../service";
import { createBkashClient } from "./client";

/** The bKash adapter when its four credentials are set (env refuses a half set); else bKash is not offered. */
export function bkashFromEnv(
  env: Pick<Env, "BKASH_BASE_URL" | "BKASH_APP_KEY" | "BKASH_APP_SECRET" | "BKASH_USERNAME" | "BKASH_PASSWORD">,
): BkashGateway | null {
  const { BKASH_BASE_URL: baseUrl, BKASH_APP_KEY: appKey, BKASH_APP_SECRET: appSecret, BKASH_USERNAME: username, BKASH_PASSWORD: password } = env;
  return appKey && appSecret && username && password ? createBkashClient({ baseUrl, appKey, appSecret, username, password }) : null;
}
