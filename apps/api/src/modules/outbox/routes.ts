import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorBody, BD_PHONE_PATTERN, CLIENT_IP_HEADER, normalizePhone, outboxResponse } from "@shop/contracts";
import type { Database } from "@shop/db";
import { AppError } from "../../lib/app-error";
import { listMessages } from "./service";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * Only a developer's own tools on this machine, talking to the API directly: never a
 * request the web forwarder relayed (it would serve anyone's sign-in code through the
 * shop's public address) nor one from another machine.
 */
export function isDirectLoopback(request: FastifyRequest): boolean {
  const forwarded = ["x-forwarded-for", "forwarded", "x-real-ip", CLIENT_IP_HEADER].some((name) => request.headers[name] !== undefined);
  return !forwarded && !request.caller.viaForwarder && LOOPBACK.has(request.socket?.remoteAddress ?? "");
}

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
        response: { 200: outboxResponse, 404: apiErrorBody, 422: apiErrorBody },
      },
    },
    async (request, reply) => {
      if (!isDirectLoopback(request)) throw new AppError("not_found", "Not Found");
      reply.header("cache-control", "no-store");
      return { message: "Outbox", data: { messages: await listMessages(db, outboxAddress(request.query.to)) } };
    },
  );
}
