import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminApproveReturnBody,
  adminReceiveReturnBody,
  adminRefuseReturnBody,
  adminReturnResponse,
  adminReturnsQuery,
  adminReturnsResponse,
  apiErrorBody,
  createReturnBody,
  createReturnResponse,
  orderReturnsResponse,
  RETURN_PHOTO_MAX_BYTES,
  RETURN_PHOTOS_MAX,
  returnPolicyResponse,
  RETURN_PHOTO_TYPES,
  returnPhotoParams,
  returnPhotoQuery,
  returnPhotoResponse,
} from "@shop/contracts";
import { requireStaff, requireUser } from "../../plugins/identity";
import { actorOf } from "../admin/context";
import { ingestImage } from "../media/ingest";
import {
  actOnReturn,
  addReturnPhoto,
  assertOwnReturn,
  getAdminReturn,
  getOrderReturns,
  listAdminReturns,
  readReturnPhoto,
  requestReturn,
  type ReturnActionBody,
  type ReturnsCtx,
} from "./service";

const security = [{ bearer: [] }];
const shopperErrors = { 400: apiErrorBody, 401: apiErrorBody, 404: apiErrorBody, 422: apiErrorBody };
const staffErrors = { 401: apiErrorBody, 403: apiErrorBody, 404: apiErrorBody, 422: apiErrorBody };
/** Any string up to 100: an unknown or malformed key is one 404 (never a hint). */
const keyParams = z.object({ order_key: z.string().max(100) });
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const userId = (request: FastifyRequest) => request.identity.userId as string;
/** close takes no body (Fastify reads none as null). */
const noBody = z.object({}).nullish();
const returnParams = keyParams.extend({ id: returnPhotoParams.shape.id });
const photoParams = keyParams.extend(returnPhotoParams.shape);
const binary = z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: "string", format: "binary" });
const imageBody = binary.describe("The raw JPEG, PNG or WebP");
/** A photo is the customer's: their browser and staff's may keep it, no shared cache ever. */
const PHOTO_CACHE_CONTROL = "private, max-age=86400";
const photoAnswer = { description: "WebP image", content: { "image/webp": { schema: binary } } };

/**
 * Returns (issue 45): the shopper's `POST/GET /v1/orders/{order_key}/returns` and the
 * back office's `/v1/admin/returns*` (staff: 401 without a session, 403 to shoppers).
 * The rules are in service.ts; these routes read the request and kick the outbox.
 */
export async function returnRoutes(app: FastifyInstance, ctx: ReturnsCtx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  // Raw photo bodies, in this scope only (up to RETURN_PHOTO_MAX_BYTES: 413 in words above it).
  app.addContentTypeParser([...RETURN_PHOTO_TYPES], { parseAs: "buffer", bodyLimit: RETURN_PHOTO_MAX_BYTES }, (_request, body, done) => done(null, body));

  r.post(
    "/v1/orders/:order_key/returns",
    {
      preHandler: requireUser,
      schema: {
        tags: ["orders"],
        summary: "Asks to return parts of a delivered order (its owner, within the return window): lines, reason, note",
        security,
        params: keyParams,
        body: createReturnBody,
        response: { 201: createReturnResponse, ...shopperErrors },
      },
    },
    async (request, reply) => {
      const data = await requestReturn(ctx, { orderKey: request.params.order_key, userId: userId(request), body: request.body });
      app.outbox.kick();
      reply.code(201);
      return { message: "Return requested", data };
    },
  );

  r.get(
    "/v1/orders/:order_key/returns",
    {
      preHandler: requireUser,
      schema: {
        tags: ["orders"],
        summary: "The order's returns with the shop's words, what may still be returned and the return window (owner only)",
        security,
        params: keyParams,
        response: { 200: orderReturnsResponse, ...shopperErrors },
      },
    },
    async (request) => ({ message: "Returns", data: await getOrderReturns(ctx, { orderKey: request.params.order_key, userId: userId(request) }) }),
  );

  r.get(
    "/v1/returns/policy",
    {
      schema: {
        tags: ["orders"],
        summary: "The return rules the owner set: the window in days after delivery (RETURN_WINDOW_DAYS), photos per return",
        response: { 200: returnPolicyResponse },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return { message: "Return policy", data: { window_days: ctx.windowDays, photos_max: RETURN_PHOTOS_MAX } };
    },
  );

  r.post(
    "/v1/orders/:order_key/returns/:id/photos",
    {
      preHandler: requireUser,
      bodyLimit: RETURN_PHOTO_MAX_BYTES,
      schema: {
        tags: ["orders"],
        summary: "Adds a photo to the owner's return while it waits for the shop's reply: the raw JPEG, PNG or WebP (up to 1 MB), at most 3",
        security,
        params: returnParams,
        consumes: [...RETURN_PHOTO_TYPES],
        body: imageBody,
        response: { 201: returnPhotoResponse, ...shopperErrors, 413: apiErrorBody, 415: apiErrorBody },
      },
    },
    async (request, reply) => {
      const who = { orderKey: request.params.order_key, userId: userId(request), returnId: request.params.id };
      // Another shopper's return is a 404 before any decoding; the slow decode holds no lock.
      await assertOwnReturn(ctx, who);
      const image = await ingestImage(request.body);
      const data = await addReturnPhoto(ctx, { ...who, image });
      reply.code(201);
      return { message: "Photo added", data };
    },
  );

  r.get(
    "/v1/orders/:order_key/returns/:id/photos/:position",
    {
      preHandler: requireUser,
      schema: {
        tags: ["orders"],
        summary: "One photo of the owner's return as WebP (`w` shrinks it); private to the owner and staff",
        security,
        params: photoParams,
        querystring: returnPhotoQuery,
        response: { 200: photoAnswer, ...shopperErrors },
      },
    },
    async (request, reply) => {
      const { order_key, id, position } = request.params;
      const photo = await readReturnPhoto(ctx, { returnId: id, position, width: request.query.w, owner: { orderKey: order_key, userId: userId(request) } });
      return reply.header("cache-control", PHOTO_CACHE_CONTROL).type(photo.contentType).send(photo.body);
    },
  );

  await app.register(async (staff) => {
    staff.addHook("onRequest", requireStaff);
    const s = staff.withTypeProvider<ZodTypeProvider>();
    const tags = ["admin"];

    s.get(
      "/v1/admin/returns",
      {
        schema: {
          tags,
          summary: "The returns queue: newest first, 25 a page, by status",
          security,
          querystring: adminReturnsQuery,
          response: { 200: adminReturnsResponse, ...staffErrors },
        },
      },
      async (request) => ({ message: "Returns", ...(await listAdminReturns(ctx, request.query)) }),
    );

    s.get(
      "/v1/admin/returns/:id",
      {
        schema: {
          tags,
          summary: "One return in full, with the actions it allows now",
          security,
          params: idParams,
          response: { 200: adminReturnResponse, ...staffErrors },
        },
      },
      async (request) => ({ message: "Return", data: await getAdminReturn(ctx, request.params.id) }),
    );

    s.get(
      "/v1/admin/returns/:id/photos/:position",
      {
        schema: {
          tags,
          summary: "One photo of a return as WebP (`w` shrinks it)",
          security,
          params: returnPhotoParams,
          querystring: returnPhotoQuery,
          response: { 200: photoAnswer, ...staffErrors },
        },
      },
      async (request, reply) => {
        const photo = await readReturnPhoto(ctx, { returnId: request.params.id, position: request.params.position, width: request.query.w });
        return reply.header("cache-control", PHOTO_CACHE_CONTROL).type(photo.contentType).send(photo.body);
      },
    );

    function action<S extends z.ZodType>(name: ReturnActionBody["action"], summary: string, body: S, toBody: (parsed: z.output<S>) => ReturnActionBody) {
      s.post(
        `/v1/admin/returns/:id/${name}`,
        { schema: { tags, summary, security, params: idParams, body, response: { 200: adminReturnResponse, ...staffErrors } } },
        async (request) => {
          const data = await actOnReturn(ctx, { id: request.params.id, body: toBody(request.body as z.output<S>), actorId: actorOf(request) });
          app.outbox.kick();
          return { message: `Return ${data.status}`, data };
        },
      );
    }
    action("approve", "Approves a requested return for a refund or a replacement (message shown to the customer); SMS", adminApproveReturnBody, (b) => ({
      action: "approve",
      ...b,
    }));
    action("refuse", "Refuses a requested return with words shown to the customer; SMS", adminRefuseReturnBody, (b) => ({ action: "refuse", ...b }));
    action(
      "receive",
      "The approved return's parts are back: each line sellable (stock back, ledger) or faulty (faulty count, ledger); SMS",
      adminReceiveReturnBody,
      (b) => ({ action: "receive", ...b }),
    );
    action("close", "Closes an approved or received return", noBody, () => ({ action: "close" }));
  });
}
