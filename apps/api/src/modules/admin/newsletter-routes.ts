import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminContactMessagesQuery,
  adminContactMessagesResponse,
  adminContactReplyBody,
  adminContactReplyResponse,
  adminSubscribersQuery,
  adminSubscribersResponse,
  apiErrorBody,
  CONTACT_MESSAGES,
} from "@shop/contracts";
import { requireOwner } from "../../plugins/identity";
import { replyToContactMessage } from "./contact-replies";
import { idParams } from "./moderation-routes";
import { exportSubscribers, listContactMessages, listSubscribers } from "./newsletter";
import { actorOf, type AdminRoutesOptions } from "./context";

const errors = { 401: apiErrorBody, 403: apiErrorBody, 422: apiErrorBody };
const security = [{ bearer: [] }];
const tags = ["admin"];

/**
 * Newsletter subscribers and contact messages (issue 14). Subscribers are personal data
 * a shop can be asked to account for, so only owners list or export them (the role is
 * checked on request, before the query is validated); any staff member reads the
 * contact messages and replies to them (issue 46).
 */
export async function adminNewsletterRoutes(app: FastifyInstance, options: AdminRoutesOptions) {
  const { db } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/v1/admin/subscribers",
    {
      onRequest: requireOwner,
      schema: {
        tags,
        summary: "Newsletter subscribers, newest first, 50 a page, with counts per status under the same search",
        security,
        querystring: adminSubscribersQuery,
        response: { 200: adminSubscribersResponse, ...errors },
      },
    },
    async (request) => ({ message: "Subscribers", ...(await listSubscribers(db, request.query)) }),
  );

  r.get(
    "/v1/admin/subscribers/export",
    {
      onRequest: requireOwner,
      schema: {
        tags,
        summary: "The confirmed subscribers as CSV (email, confirmed_at, created_at in Asia/Dhaka time); the export is audited",
        security,
        response: { 200: z.string().describe("text/csv; charset=utf-8"), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await exportSubscribers(db, actorOf(request));
      return reply.type("text/csv; charset=utf-8").header("content-disposition", `attachment; filename="${fileName}"`).send(csv);
    },
  );

  r.get(
    "/v1/admin/messages",
    {
      schema: {
        tags,
        summary: "What the contact page received, newest first, 50 a page",
        security,
        querystring: adminContactMessagesQuery,
        response: { 200: adminContactMessagesResponse, ...errors },
      },
    },
    async (request) => ({ message: "Contact messages", ...(await listContactMessages(db, request.query)) }),
  );

  r.post(
    "/v1/admin/messages/:id/replies",
    {
      schema: {
        tags,
        summary: "Reply to a contact message: mailed from the shop's address to the sender with their message quoted, and kept with the message",
        security,
        params: idParams,
        body: adminContactReplyBody,
        response: { 201: adminContactReplyResponse, 404: apiErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const data = await replyToContactMessage(
        db,
        { shopName: options.shopName, shopEmail: options.env.SHOP_EMAIL },
        { actorId: actorOf(request), messageId: request.params.id, body: request.body.body },
      );
      return reply.code(201).send({ message: CONTACT_MESSAGES.replySent, data });
    },
  );
}
