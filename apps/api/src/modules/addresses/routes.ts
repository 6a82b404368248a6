import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { addressBody, addressListResponse, addressResponse, apiErrorBody, CART_MESSAGES, districtsResponse, envelope } from "@shop/contracts";
import type { Database } from "@shop/db";
import { requireUser } from "../../plugins/identity";
import { listDistricts } from "./queries";
import { createAddress, deleteAddress, editAddress, listAddresses } from "./service";

const errors = { 401: apiErrorBody, 404: apiErrorBody, 422: apiErrorBody };
const security = [{ bearer: [] }];
/** Any string: a malformed id answers 404 like someone else's (never a hint). */
const uuidParams = z.object({ uuid: z.string().max(100) });
const deletedResponse = envelope(z.null());

/** Saved addresses of the signed-in shopper, and the public district list. */
export async function addressRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const userId = (request: { identity: { userId: string | null } }) => request.identity.userId as string;

  r.get(
    "/v1/districts",
    { schema: { tags: ["addresses"], summary: "Bangladesh's 64 districts, by name", response: { 200: districtsResponse } } },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=86400");
      return { message: "Districts", data: { districts: await listDistricts(db) } };
    },
  );

  r.register(async (own) => {
    const o = own.withTypeProvider<ZodTypeProvider>();
    own.addHook("onRequest", async (_request, reply) => {
      reply.header("cache-control", "no-store");
    });
    own.addHook("preHandler", requireUser);

    o.get(
      "/v1/addresses",
      { schema: { tags: ["addresses"], summary: "Saved addresses, newest first", security, response: { 200: addressListResponse, 401: apiErrorBody } } },
      async (request) => ({ message: "Addresses", data: { addresses: await listAddresses({ db, userId: userId(request) }) } }),
    );

    o.post(
      "/v1/addresses",
      { schema: { tags: ["addresses"], summary: "Saves an address", security, body: addressBody, response: { 201: addressResponse, ...errors } } },
      async (request, reply) => {
        const address = await createAddress({ db, userId: userId(request), input: request.body });
        return reply.code(201).send({ message: CART_MESSAGES.addressSaved, data: { address } });
      },
    );

    o.put(
      "/v1/addresses/:uuid",
      {
        schema: {
          tags: ["addresses"],
          summary: "Updates a saved address",
          security,
          params: uuidParams,
          body: addressBody,
          response: { 200: addressResponse, ...errors },
        },
      },
      async (request) => ({
        message: CART_MESSAGES.addressUpdated,
        data: { address: await editAddress({ db, userId: userId(request), id: request.params.uuid, input: request.body }) },
      }),
    );

    o.delete(
      "/v1/addresses/:uuid",
      { schema: { tags: ["addresses"], summary: "Deletes a saved address", security, params: uuidParams, response: { 200: deletedResponse, ...errors } } },
      async (request) => {
        await deleteAddress({ db, userId: userId(request), id: request.params.uuid });
        return { message: CART_MESSAGES.addressDeleted, data: null };
      },
    );
  });
}
