import type { FastifyBaseLogger } from "fastify";

/** One mail as the outbox hands it over; `headers` (List-Unsubscribe, Reply-To) are sent as they are. */
export type Mail = { to: string; subject: string; body: string; headers?: Record<string, string> };
export type MailProvider = { send(mail: Mail): Promise<void> };

/**
 * Development delivery of mail: the message, link included, goes to the API log so a
 * developer running `npm start` can follow it. Never a production choice.
 */
export function createLogMailProvider(logger: Pick<FastifyBaseLogger, "info">): MailProvider {
  return {
    send: async ({ to, subject, body, headers }) => logger.info({ channel: "email", to, subject, headers, body }, `Mail to ${to}: ${subject}\n${body}`),
  };
}
