import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  apiErrorBody,
  cartAddressBody,
  cartDeliveryMethodBody,
  cartPutBody,
  cartResponse,
  CART_MESSAGES,
  expressAddressesResponse,
  productBody,
} from "@shop/contracts";
import type { Database } from "@shop/db";
import { requireUser } from "../../plugins/identity";
import { cartOwner, writeOwner } from "./owner";
import { getCart, listExpressAddresses, putCartItem, removeCartItem, setCartAddress, setDeliveryMethod } from "./service";

export type CartRoutesOptions = { db: Database; mediaBase: string; advanceByBkash: boolean };

const errors = { 400: apiErrorBody, 401: apiErrorBody, 404: apiErrorBody, 422: apiErrorBody };

/** The cart of a guest (X-Unique-Number) or a signed-in shopper (bearer wins). */
export async function cartRoutes(app: FastifyInstance, { db, mediaBase, advanceByBkash }: CartRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = { db, mediaBase, advanceByBkash };
  // Personal answers: never cached by a browser or a proxy.
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  r.get(
    "/v2/carts",
    { schema: { tags: ["cart"], summary: "The caller's cart; empty without an identity", response: { 200: cartResponse, ...errors } } },
    async (request) => ({ message: "Cart", data: await getCart({ ...ctx, owner: cartOwner(request.identity, { write: false }) }) }),
  );

  r.put(
    "/v2/carts",
    {
      schema: {
        tags: ["cart"],
        summary: "Adds `quantity` (default 1) of a product; with from_cart true sets it. Bounded 1..stock.",
        body: cartPutBody,
        response: { 200: cartResponse, ...errors },
      },
    },
    async (request) => ({
      message: "Added to cart successfully",
      data: await putCartItem({ ...ctx, owner: writeOwner(request.identity), body: request.body }),
    }),
  );

  r.delete(
    "/v2/carts",
    { schema: { tags: ["cart"], summary: "Removes a product from the cart", body: productBody, response: { 200: cartResponse, ...errors } } },
    async (request) => ({
      message: "Product successfully removed",
      data: await removeCartItem({ ...ctx, owner: writeOwner(request.identity), slug: request.body.product }),
    }),
  );

  r.post(
    "/v1/carts-delivery-method",
    {
      schema: {
        tags: ["cart"],
        summary: "Chooses the delivery method; express only inside Dhaka",
        body: cartDeliveryMethodBody,
        response: { 200: cartResponse, ...errors },
      },
    },
    async (request) => ({
      message: CART_MESSAGES.deliveryMethodUpdated,
      data: await setDeliveryMethod({ ...ctx, owner: writeOwner(request.identity), method: request.body.delivery_method }),
    }),
  );

  r.post(
    "/v1/carts-address",
    {
      preHandler: requireUser,
      schema: {
        tags: ["cart"],
        summary: "Chooses one of the shopper's saved addresses for the cart",
        security: [{ bearer: [] }],
        body: cartAddressBody,
        response: { 200: cartResponse, ...errors },
      },
    },
    async (request) => setCartAddress({ ...ctx, userId: request.identity.userId as string, addressId: request.body.uuid }),
  );

  r.get(
    "/v1/express-addresses",
    {
      preHandler: requireUser,
      schema: {
        tags: ["cart"],
        summary: "The cart address chooser's options (saved addresses, newest first)",
        security: [{ bearer: [] }],
        response: { 200: expressAddressesResponse, 401: apiErrorBody },
      },
    },
    async (request) => ({
      message: "Addresses",
      data: { addresses: await listExpressAddresses({ db, userId: request.identity.userId as string }) },
    }),
  );
}
