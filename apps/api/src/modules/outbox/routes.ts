import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorBody, BD_PHONE_PATTERN, normalizePhone, outboxResponse } from "@shop/contracts";
import type { Database } from "@shop/db";
import { listMessages } from "./service";

const outboxQuery = z.object({
  to: z.string({ error: "A phone number or email address is required" }).trim().min(1, "A phone number or email address is required").max(254),
});

/** The address as the outbox stores it: 01XXXXXXXXX for a phone, lower-case for an email. */
export function outboxAddress(to: string): string {
  return BD_PHONE_PATTERN.test(to) ? normalizePhone(to) : to.toLowerCase();
}

/** GET /v1/dev/outbox: registered only with DEV_OUTBOX=1 (never in production). */
export async function devOutboxRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/v1/dev/outbox",
    {
      schema: {
        tags: ["dev"],
        summary: "Messages the shop would have sent to a phone or email address, newest first (DEV_OUTBOX=1 only)",
        querystring: outboxQuery,
        response: { 200: outboxResponse, 422: apiErrorBody },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { message: "Outbox", data: { messages: await listMessages(db, outboxAddress(request.query.to)) } };
    },
  );
}
