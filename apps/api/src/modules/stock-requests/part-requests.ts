import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { apiErrorBody, FIND_PARTS_MESSAGES, partRequestBody, partRequestResponse } from "@shop/contracts";
import { sql, type Database } from "@shop/db";

/**
 * "Ask us to stock this part" from a search that found nothing (issue 48): a stock
 * request without a product, its words saying what. The unique index on (product,
 * email) does not hold for a null product, so one request per email and words is kept
 * under an advisory lock: asking again refreshes the name.
 */
export async function partRequestRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/v1/stock-requests",
    {
      schema: {
        tags: ["catalog"],
        summary: "Asks the shop to stock a part it does not list (name, email and the search's words)",
        body: partRequestBody,
        response: { 200: partRequestResponse, 422: apiErrorBody },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const email = request.body.email.toLowerCase();
      const words = request.body.words.toLowerCase();
      const { full_name: fullName } = request.body;
      const userId = request.identity.userId;
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`part-request:${email}:${words}`}))`);
        const updated = await tx.execute(sql`
          update stock_requests set full_name = ${fullName}, user_id = coalesce(${userId}, user_id), notified_at = null
          where product_id is null and email = ${email} and words = ${words} returning id`);
        if (updated.rows.length) return;
        await tx.execute(
          sql`insert into stock_requests (product_id, user_id, full_name, email, words) values (null, ${userId}, ${fullName}, ${email}, ${words})`,
        );
      });
      return { message: FIND_PARTS_MESSAGES.partRequested, data: null };
    },
  );
}
