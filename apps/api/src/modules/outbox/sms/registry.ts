/**
 * The one function that builds the SMS gateway SMS_PROVIDER names (the names and the
 * settings each needs: ./settings.ts).
 */
import type { FastifyBaseLogger } from "fastify";
import type { Env } from "../../../plugins/env";
import { createAlphaSmsProvider } from "./alpha/client";
import { createBulkSmsBdProvider } from "./bulksmsbd/client";
import { createLogSmsProvider } from "./log";
import { createSslWirelessProvider } from "./sslwireless/client";
import type { SMS_REQUIRED_SETTINGS, SmsProviderName } from "./settings";
import type { SmsProvider } from "./types";

export type SmsEnv = Pick<
  Env,
  | "SMS_PROVIDER"
  | "SMS_TIMEOUT_MS"
  | "SSLWIRELESS_BASE_URL"
  | "SSLWIRELESS_API_TOKEN"
  | "SSLWIRELESS_SID"
  | "BULKSMSBD_BASE_URL"
  | "BULKSMSBD_API_KEY"
  | "BULKSMSBD_SENDER_ID"
  | "ALPHA_SMS_BASE_URL"
  | "ALPHA_SMS_API_KEY"
  | "ALPHA_SMS_SENDER_ID"
>;

/** A setting parseEnv guarantees for the chosen provider; an env built by hand without it is a bug. */
function setting(env: SmsEnv, key: (typeof SMS_REQUIRED_SETTINGS)[SmsProviderName][number]): string {
  const value = env[key];
  if (!value) throw new Error(`${key}: must be set when SMS_PROVIDER=${env.SMS_PROVIDER}`);
  return value;
}

const FACTORIES: Record<SmsProviderName, (env: SmsEnv, logger: FastifyBaseLogger) => SmsProvider> = {
  log: (_env, logger) => createLogSmsProvider(logger),
  sslwireless: (env) =>
    createSslWirelessProvider({
      baseUrl: env.SSLWIRELESS_BASE_URL,
      apiToken: setting(env, "SSLWIRELESS_API_TOKEN"),
      sid: setting(env, "SSLWIRELESS_SID"),
      timeoutMs: env.SMS_TIMEOUT_MS,
    }),
  bulksmsbd: (env) =>
    createBulkSmsBdProvider({
      baseUrl: env.BULKSMSBD_BASE_URL,
      apiKey: setting(env, "BULKSMSBD_API_KEY"),
      senderId: setting(env, "BULKSMSBD_SENDER_ID"),
      timeoutMs: env.SMS_TIMEOUT_MS,
    }),
  alpha: (env) =>
    createAlphaSmsProvider({
      baseUrl: env.ALPHA_SMS_BASE_URL,
      apiKey: setting(env, "ALPHA_SMS_API_KEY"),
      senderId: env.ALPHA_SMS_SENDER_ID,
      timeoutMs: env.SMS_TIMEOUT_MS,
    }),
};

/** The provider SMS_PROVIDER names. */
export function createSmsProvider(env: SmsEnv, logger: FastifyBaseLogger): SmsProvider {
  return FACTORIES[env.SMS_PROVIDER](env, logger);
}
