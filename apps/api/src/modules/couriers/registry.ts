/**
 * The couriers with an API, by the key the ship form sends (contracts' COURIERS, less
 * "manual"): each one's name and its adapter built from the settings, or null when its
 * keys are not set (then Ship offers it as not set up). A new courier is a folder with
 * its adapter (implementing `Courier`) and one line here.
 */
import type { Env } from "../../plugins/env";
import { createPathaoClient } from "./pathao/client";
import { createSteadfastClient } from "./steadfast/client";
import type { Courier, CourierApiKey } from "./types";

export type CourierEnv = Pick<
  Env,
  | "STEADFAST_BASE_URL"
  | "STEADFAST_API_KEY"
  | "STEADFAST_SECRET_KEY"
  | "PATHAO_BASE_URL"
  | "PATHAO_CLIENT_ID"
  | "PATHAO_CLIENT_SECRET"
  | "PATHAO_USERNAME"
  | "PATHAO_PASSWORD"
  | "PATHAO_STORE_ID"
>;

const COURIERS: Record<CourierApiKey, { name: string; fromEnv(env: CourierEnv): Courier | null }> = {
  // Both keys or none (env refuses one alone).
  steadfast: {
    name: "Steadfast",
    fromEnv: ({ STEADFAST_BASE_URL: baseUrl, STEADFAST_API_KEY: apiKey, STEADFAST_SECRET_KEY: secretKey }) =>
      apiKey && secretKey ? createSteadfastClient({ baseUrl, apiKey, secretKey }) : null,
  },
  // All five keys or none (env refuses some alone); the base URL has a default.
  pathao: {
    name: "Pathao",
    fromEnv: (env) =>
      env.PATHAO_CLIENT_ID && env.PATHAO_CLIENT_SECRET && env.PATHAO_USERNAME && env.PATHAO_PASSWORD && env.PATHAO_STORE_ID
        ? createPathaoClient({
            baseUrl: env.PATHAO_BASE_URL,
            clientId: env.PATHAO_CLIENT_ID,
            clientSecret: env.PATHAO_CLIENT_SECRET,
            username: env.PATHAO_USERNAME,
            password: env.PATHAO_PASSWORD,
            storeId: env.PATHAO_STORE_ID,
          })
        : null,
  },
};

/** The couriers whose keys are set, by key. */
export type Couriers = ReadonlyMap<CourierApiKey, Courier>;

export function couriersFromEnv(env: CourierEnv): Couriers {
  const couriers = new Map<CourierApiKey, Courier>();
  for (const [key, entry] of Object.entries(COURIERS) as [CourierApiKey, (typeof COURIERS)[CourierApiKey]][]) {
    const courier = entry.fromEnv(env);
    if (courier) couriers.set(key, courier);
  }
  return couriers;
}

/** Every courier with an API, set up or not, as the Ship form lists them. */
export function courierChoices(couriers: Couriers): { key: CourierApiKey; name: string; configured: boolean }[] {
  return (Object.entries(COURIERS) as [CourierApiKey, { name: string }][]).map(([key, { name }]) => ({ key, name, configured: couriers.has(key) }));
}
