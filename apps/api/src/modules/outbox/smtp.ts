import { createTransport } from "nodemailer";
import { parseConnectionUrl } from "nodemailer/lib/shared/index.js";
import type { Env } from "../../plugins/env";
import type { MailProvider } from "./mail";

/**
 * Connect, greeting, idle-socket and DNS limits. nodemailer waits up to 10 minutes on a
 * silent socket by default; with these a dead or stalled server fails the send within
 * seconds (the outbox retries it) instead of holding the dispatcher.
 */
const TIMEOUT_MS = 10_000;

/**
 * Mail through an SMTP server (MAIL_PROVIDER=smtp), with nodemailer. SMTP_URL is
 * nodemailer's connection URL (smtps://user:password@host:465, options in its query
 * string, which override the timeouts above). One connection per mail, no pool: the
 * outbox sends a few at a time and nothing is left open at shutdown. From is MAIL_FROM,
 * or the shop's name and SHOP_EMAIL. The body goes as plain text; the message's headers
 * go as they are (nodemailer writes Reply-To as an address header). A refused or failed
 * send rejects, so the outbox puts the message back for a retry. The credentials live
 * only in the transport: neither this module nor nodemailer's errors log them.
 */
export function createSmtpMailProvider(env: Pick<Env, "SMTP_URL" | "MAIL_FROM" | "SHOP_NAME" | "SHOP_EMAIL">): MailProvider {
  // parseEnv refuses MAIL_PROVIDER=smtp without SMTP_URL; this guards other callers.
  if (!env.SMTP_URL) throw new Error("SMTP_URL must be set when MAIL_PROVIDER=smtp");
  const transport = createTransport({
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
    dnsTimeout: TIMEOUT_MS,
    ...parseConnectionUrl(env.SMTP_URL),
  });
  const from = env.MAIL_FROM ?? { name: env.SHOP_NAME, address: env.SHOP_EMAIL };
  return {
    async send({ to, subject, body, headers }) {
      await transport.sendMail({ from, to, subject, text: body, headers });
    },
  };
}
