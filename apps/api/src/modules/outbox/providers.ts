import type { FastifyBaseLogger } from "fastify";
import type { Env } from "../../plugins/env";
import { createSmtpMailProvider } from "./smtp";

/** One mail as the outbox hands it over; `headers` (List-Unsubscribe, Reply-To) are sent as they are. */
export type Mail = { to: string; subject: string; body: string; headers?: Record<string, string> };
export type SmsProvider = { send(to: string, body: string): Promise<void> };
export type MailProvider = { send(mail: Mail): Promise<void> };
export type Providers = { sms: SmsProvider; mail: MailProvider };

/**
 * Development delivery: the message, code or link included, goes to the API log so a
 * developer running `npm start` can sign in. Never a production choice.
 */
export function createLogProviders(logger: FastifyBaseLogger): Providers {
  return {
    sms: { send: async (to, body) => logger.info({ channel: "sms", to, body }, `SMS to ${to}: ${body}`) },
    mail: {
      send: async ({ to, subject, body, headers }) => logger.info({ channel: "email", to, subject, headers, body }, `Mail to ${to}: ${subject}\n${body}`),
    },
  };
}

/** The providers named by SMS_PROVIDER and MAIL_PROVIDER; a vendor adapter is one more case here. */
export function createProviders(
  env: Pick<Env, "SMS_PROVIDER" | "MAIL_PROVIDER" | "NODE_ENV" | "SMTP_URL" | "MAIL_FROM" | "SHOP_NAME" | "SHOP_EMAIL">,
  logger: FastifyBaseLogger,
): Providers {
  const log = createLogProviders(logger);
  if (env.NODE_ENV === "production" && (env.SMS_PROVIDER === "log" || env.MAIL_PROVIDER === "log")) {
    logger.warn("outbox: SMS_PROVIDER/MAIL_PROVIDER=log writes sign-in codes and links to the log; configure a real provider");
  }
  const sms = { log: log.sms }[env.SMS_PROVIDER];
  const mail = env.MAIL_PROVIDER === "smtp" ? createSmtpMailProvider(env) : log.mail;
  return { sms, mail };
}
