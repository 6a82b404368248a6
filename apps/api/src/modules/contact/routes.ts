import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorBody, contactBody, CONTACT_MESSAGES } from "@shop/contracts";
import { sendContactMessage, type ContactCtx } from "./service";

const sent = z.object({ message: z.string(), data: z.object({}) });

/** API.md "Newsletter and contact": the contact page's form (guests too). */
export async function contactRoutes(app: FastifyInstance, ctx: ContactCtx) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/v1/contact",
    {
      schema: {
        tags: ["contact"],
        summary: "Sends a message to the shop (kept, and mailed to the shop's address); at most 5 an hour per client address",
        body: contactBody,
        response: { 201: sent, 422: apiErrorBody, 429: apiErrorBody },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      await sendContactMessage(ctx, request.body, { address: request.caller.address, userId: request.identity.userId ?? null });
      app.outbox.kick();
      reply.code(201);
      return { message: CONTACT_MESSAGES.thankYou, data: {} };
    },
  );
}
