import type { FastifyBaseLogger } from "fastify";
import type { Env } from "../../plugins/env";
import { createLogMailProvider, type MailProvider } from "./mail";
import { createSmtpMailProvider } from "./smtp";
import { createSmsProvider } from "./sms/registry";
import type { SmsProvider } from "./sms/types";

export type Providers = { sms: SmsProvider; mail: MailProvider };

/** The providers named by SMS_PROVIDER (sms/registry.ts) and MAIL_PROVIDER. */
export function createProviders(env: Env, logger: FastifyBaseLogger): Providers {
  if (env.NODE_ENV === "production" && (env.SMS_PROVIDER === "log" || env.MAIL_PROVIDER === "log")) {
    logger.warn("outbox: SMS_PROVIDER/MAIL_PROVIDER=log writes sign-in codes and links to the log; configure a real provider");
  }
  const mail = env.MAIL_PROVIDER === "smtp" ? createSmtpMailProvider(env) : createLogMailProvider(logger);
  return { sms: createSmsProvider(env, logger), mail };
}
