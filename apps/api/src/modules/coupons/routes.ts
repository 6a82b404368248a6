import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { apiErrorBody, cartResponse, couponBody } from "@shop/contracts";
import type { Database } from "@shop/db";
import { requireUser } from "../../plugins/identity";
import { applyCoupon, removeCoupon } from "./service";

const errors = { 401: apiErrorBody, 422: apiErrorBody };

/** Coupons on the signed-in shopper's cart (guests get 401: the spec's sign-in prompt). */
export async function couponRoutes(app: FastifyInstance, { db, mediaBase, advanceByBkash }: { db: Database; mediaBase: string; advanceByBkash: boolean }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  r.post(
    "/v1/coupons",
    {
      preHandler: requireUser,
      schema: {
        tags: ["cart"],
        summary: "Applies a coupon code (case-insensitive) to the cart",
        security: [{ bearer: [] }],
        body: couponBody,
        response: { 200: cartResponse, ...errors },
      },
    },
    async (request) => ({
      message: "Coupon applied",
      data: await applyCoupon({ db, mediaBase, advanceByBkash, userId: request.identity.userId as string, code: request.body.code }),
    }),
  );

  r.delete(
    "/v1/coupons",
    {
      preHandler: requireUser,
      schema: {
        tags: ["cart"],
        summary: "Removes the applied coupon",
        security: [{ bearer: [] }],
        body: couponBody,
        response: { 200: cartResponse, ...errors },
      },
    },
    async (request) => ({
      message: "Coupon removed",
      data: await removeCoupon({ db, mediaBase, advanceByBkash, userId: request.identity.userId as string, code: request.body.code }),
    }),
  );
}
