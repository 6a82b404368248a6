import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorBody, MESSAGES, STOCK_REQUEST_MESSAGES, stockRequestBody, stockRequestResponse } from "@shop/contracts";
import { sql, type Database, type products, type SqlRow } from "@shop/db";
import { AppError, notFound } from "../../lib/app-error";

const params = z.object({ slug: z.string().max(200) });

/**
 * "Notify me when it is back" on an out-of-stock product, for guests too. One open
 * request per product and email (asking again refreshes the name and reopens a request
 * already answered). Mailing the open requests when the product is restocked comes with
 * the back office's stock adjustments (issues 12 and 13).
 */
export async function stockRequestRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/v1/products/:slug/stock-request",
    {
      schema: {
        tags: ["catalog"],
        summary: "Asks to be told when an out-of-stock product is back",
        params,
        body: stockRequestBody,
        response: { 200: stockRequestResponse, 404: apiErrorBody, 422: apiErrorBody },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const found = await db.execute<Pick<SqlRow<typeof products>, "id" | "stock">>(
        sql`select id, stock from products where slug = ${request.params.slug} and is_active`,
      );
      const product = found.rows[0];
      if (!product) throw notFound("Product not found");
      if (Number(product.stock) > 0) throw new AppError("validation_failed", STOCK_REQUEST_MESSAGES.inStock, { field: "product" });
      const email = request.body.email.toLowerCase();
      await db.execute(sql`
        insert into stock_requests (product_id, user_id, full_name, email) values (${product.id}, ${request.identity.userId}, ${request.body.full_name}, ${email})
        on conflict (product_id, email) do update set full_name = excluded.full_name, user_id = coalesce(excluded.user_id, stock_requests.user_id), notified_at = null`);
      return { message: MESSAGES.productRequested, data: null };
    },
  );
}
