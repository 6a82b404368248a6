import type { FastifyBaseLogger } from "fastify";
import type { SmsAccepted, SmsMessage, SmsProvider } from "./types";

/**
 * Development delivery: the text, code included, goes to the API log so a developer
 * running `npm start` can sign in. Never a production choice (the outbox warns).
 */
export function createLogSmsProvider(logger: Pick<FastifyBaseLogger, "info">): SmsProvider {
  return {
    name: "log",
    async send({ to, body, reference }: SmsMessage): Promise<SmsAccepted> {
      logger.info({ channel: "sms", to, body, reference }, `SMS to ${to}: ${body}`);
      return { messageId: null, answer: null };
    },
  };
}
