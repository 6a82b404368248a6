import type { Env } from "../../plugins/env";
import { createSteadfastClient } from "./steadfast/client";
import type { Courier } from "./types";

/** The Steadfast adapter when both its keys are set (env refuses one alone); else Ship offers the manual courier only. */
export function steadfastFromEnv(env: Pick<Env, "STEADFAST_BASE_URL" | "STEADFAST_API_KEY" | "STEADFAST_SECRET_KEY">): Courier | null {
  const { STEADFAST_BASE_URL: baseUrl, STEADFAST_API_KEY: apiKey, STEADFAST_SECRET_KEY: secretKey } = env;
  return apiKey && secretKey ? createSteadfastClient({ baseUrl, apiKey, secretKey }) : null;
}
