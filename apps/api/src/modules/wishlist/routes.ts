import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { apiErrorBody, productBody, wishlistMovedMessage, wishlistResponse, wishlistToCartResponse } from "@shop/contracts";
import type { Database } from "@shop/db";
import { requireUser } from "../../plugins/identity";
import { addToWishlist, getWishlist, removeFromWishlist, wishlistToCart } from "./service";

const errors = { 401: apiErrorBody, 404: apiErrorBody, 422: apiErrorBody };
const security = [{ bearer: [] }];

/** The signed-in shopper's wishlist (spec: signed-in only). */
export async function wishlistRoutes(app: FastifyInstance, { db, mediaBase }: { db: Database; mediaBase: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  const userOf = (request: { identity: { userId: string | null } }) => ({ db, mediaBase, userId: request.identity.userId as string });

  r.get(
    "/v1/wishlist",
    {
      preHandler: requireUser,
      schema: { tags: ["wishlist"], summary: "The wishlist, newest first", security, response: { 200: wishlistResponse, ...errors } },
    },
    async (request) => ({ message: "Wishlist", data: await getWishlist(userOf(request)) }),
  );

  r.put(
    "/v1/wishlist",
    {
      preHandler: requireUser,
      schema: { tags: ["wishlist"], summary: "Adds a product (idempotent)", security, body: productBody, response: { 200: wishlistResponse, ...errors } },
    },
    async (request) => ({ message: "Added to wishlist successfully", data: await addToWishlist({ ...userOf(request), slug: request.body.product }) }),
  );

  r.delete(
    "/v1/wishlist",
    {
      preHandler: requireUser,
      schema: { tags: ["wishlist"], summary: "Removes a product", security, body: productBody, response: { 200: wishlistResponse, ...errors } },
    },
    async (request) => ({
      message: "Removed from wishlist successfully",
      data: await removeFromWishlist({ ...userOf(request), slug: request.body.product }),
    }),
  );

  r.put(
    "/v2/wishlist-to-cart",
    {
      preHandler: requireUser,
      schema: {
        tags: ["wishlist"],
        summary: "Moves every in-stock wishlist product into the cart (1 each, capped at stock); the rest stay",
        security,
        response: { 200: wishlistToCartResponse, ...errors },
      },
    },
    async (request) => {
      const data = await wishlistToCart({ db, userId: request.identity.userId as string });
      return { message: wishlistMovedMessage(data.moved, data.skipped), data };
    },
  );
}
