import type { FastifyBaseLogger } from "fastify";
import type { Env } from "../../plugins/env";
import { createSmtpMailProvider } from "./smtp";
import { createSmsProvider } from "./sms/registry";
import type { SmsProvider } from "./sms/types";

/** One mail as the outbox hands it over; `headers` (List-Unsubscribe, Reply-To) are sent as they are. */
export type Mail = { to: string; subject: string; body: string; headers?: Record<string, string> };
export type MailProvider = { send(mail: Mail): Promise<void> };
export type Providers = { sms: SmsProvider; mail: MailProvider };

/**
 * Development delivery of mail: the message, link included, goes to the API log so a
 * developer running `npm start` can follow it. Never a production choice.
 */
export function createLogMailProvider(logger: FastifyBaseLogger): MailProvider {
  return {
    send: async ({ to, subject, body, headers }) => logger.info({ channel: "email", to, subject, headers, body }, `Mail to ${to}: ${subject}\n${body}`),
  };
}

/** The providers named by SMS_PROVIDER (sms/registry.ts) and MAIL_PROVIDER. */
export function createProviders(env: Env, logger: FastifyBaseLogger): Providers {
  if (env.NODE_ENV === "production" && (env.SMS_PROVIDER === "log" || env.MAIL_PROVIDER === "log")) {
    logger.warn("outbox: SMS_PROVIDER/MAIL_PROVIDER=log writes sign-in codes and links to the log; configure a real provider");
  }
  const mail = env.MAIL_PROVIDER === "smtp" ? createSmtpMailProvider(env) : createLogMailProvider(logger);
  return { sms: createSmsProvider(env, logger), mail };
}
