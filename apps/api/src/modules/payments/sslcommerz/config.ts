import type { Env } from "../../../plugins/env";
import type { SslCommerzGateway } from "../service";
import { createSslCommerzClient } from "./client";

/** The SSLCommerz adapter when its store id and password are set (env refuses one without the other). */
export function sslCommerzFromEnv(env: Pick<Env, "SSLCOMMERZ_BASE_URL" | "SSLCOMMERZ_STORE_ID" | "SSLCOMMERZ_STORE_PASSWORD">): SslCommerzGateway | null {
  const { SSLCOMMERZ_BASE_URL: baseUrl, SSLCOMMERZ_STORE_ID: storeId, SSLCOMMERZ_STORE_PASSWORD: storePassword } = env;
  return storeId && storePassword ? createSslCommerzClient({ baseUrl, storeId, storePassword }) : null;
}
