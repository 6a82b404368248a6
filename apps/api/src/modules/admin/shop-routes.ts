import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ARCHIVE_MESSAGES,
  adminAuditQuery,
  adminCoupon,
  adminCouponInput,
  adminCouponsResponse,
  adminDashboardResponse,
  adminStaffBody,
  adminStaffGrantBody,
  adminStaffMember,
  adminStaffResponse,
  apiErrorBody,
  envelope,
} from "@shop/contracts";
import { requireOwner } from "../../plugins/identity";
import { adminCouponPatch, createCoupon, getCoupon, listCoupons, updateCoupon } from "../coupons/admin";
import { setArchived } from "./archive";
import { adminAuditNamedResponse } from "@shop/contracts/audit-named";
import { listAudit } from "./audit-read";
import { getDashboard } from "./dashboard";
import { adminModerationRoutes, idParams } from "./moderation-routes";
import { actorOf, type AdminRoutesOptions } from "./context";
import { addStaff, listStaffMembers, removeStaff, setStaffSettings } from "./staff";

const errors = { 401: apiErrorBody, 403: apiErrorBody, 404: apiErrorBody, 422: apiErrorBody };
const security = [{ bearer: [] }];
const couponResponse = envelope(adminCoupon);
const staffMemberResponse = envelope(adminStaffMember);
const phoneParams = z.object({ phone: z.string().max(20) });
/**
 * Owner-only routes check the role on request, before the body and params are
 * validated: a staff member gets 403 for any call, never a validation answer or a 404
 * that tells them what an owner's form would accept.
 */
const ownerOnly = { onRequest: requireOwner };

/**
 * The back office's shop-wide screens: questions and reviews (staff), the dashboard
 * (staff), and coupons, staff and the audit log (owners). Every write is one
 * transaction with its audit entry, inside its service.
 */
export async function adminShopRoutes(app: FastifyInstance, options: AdminRoutesOptions) {
  const { db } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  await app.register(adminModerationRoutes, options);

  r.get(
    "/v1/admin/dashboard",
    {
      schema: {
        tags: ["admin"],
        summary: "Today's and this month's sales, the last 30 days, the queues and low stock",
        security,
        response: { 200: adminDashboardResponse, ...errors },
      },
    },
    async () => ({ message: "Dashboard", data: await getDashboard(db, options.mediaBase) }),
  );

  // ---- coupons (owner) ----
  r.get(
    "/v1/admin/coupons",
    { ...ownerOnly, schema: { tags: ["admin"], summary: "Every coupon, newest first", security, response: { 200: adminCouponsResponse, ...errors } } },
    async () => ({ message: "Coupons", data: await listCoupons(db) }),
  );

  r.post(
    "/v1/admin/coupons",
    {
      ...ownerOnly,
      schema: {
        tags: ["admin"],
        summary: "Creates a coupon (code stored upper-case; `percent` for a percentage one, `amount_poisha` for a fixed one)",
        security,
        body: adminCouponInput,
        response: { 201: couponResponse, ...errors },
      },
    },
    async (request, reply) => {
      const coupon = await createCoupon(db, { actorId: actorOf(request), body: request.body });
      reply.code(201);
      return { message: "Coupon created", data: coupon };
    },
  );

  r.patch(
    "/v1/admin/coupons/:id",
    {
      ...ownerOnly,
      schema: {
        tags: ["admin"],
        summary: "Changes any of a coupon's fields",
        security,
        params: idParams,
        body: adminCouponPatch,
        response: { 200: couponResponse, ...errors },
      },
    },
    async (request) => ({ message: "Coupon updated", data: await updateCoupon(db, { actorId: actorOf(request), id: request.params.id, patch: request.body }) }),
  );

  for (const [verb, archived] of [
    ["archive", true],
    ["restore", false],
  ] as const) {
    r.post(
      `/v1/admin/coupons/:id/${verb}`,
      {
        ...ownerOnly,
        schema: {
          tags: ["admin"],
          summary: archived
            ? "Archives a coupon: off (shoppers are told it is invalid) and out of the current list; orders keep its code"
            : "Restores an archived coupon to the current list (still off until turned on)",
          security,
          params: idParams,
          response: { 200: couponResponse, ...errors },
        },
      },
      async (request) => {
        await setArchived(db, { kind: "coupon", actorId: actorOf(request), id: request.params.id, archived });
        return { message: ARCHIVE_MESSAGES[archived ? "archived" : "restored"].coupon, data: await getCoupon(db, request.params.id) };
      },
    );
  }

  // ---- staff (owner) ----
  r.get(
    "/v1/admin/staff",
    { ...ownerOnly, schema: { tags: ["admin"], summary: "Staff and owners", security, response: { 200: adminStaffResponse, ...errors } } },
    async () => ({ message: "Staff", data: await listStaffMembers(db) }),
  );

  r.post(
    "/v1/admin/staff",
    {
      ...ownerOnly,
      schema: {
        tags: ["admin"],
        summary: "Makes a phone number staff or owner (creating its account if needed)",
        security,
        body: adminStaffBody,
        response: { 200: staffMemberResponse, 201: staffMemberResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { member, changed } = await addStaff(db, { actorId: actorOf(request), phone: request.body.phone, role: request.body.role });
      reply.code(changed ? 201 : 200);
      return { message: changed ? "Staff member added" : "Already staff with this role", data: member };
    },
  );

  r.patch(
    "/v1/admin/staff/:phone",
    {
      ...ownerOnly,
      schema: {
        tags: ["admin"],
        summary: "Grants or withdraws a staff member's right to cancel (refund) paid orders, and sets which new orders they get an SMS for",
        security,
        params: phoneParams,
        body: adminStaffGrantBody,
        response: { 200: staffMemberResponse, ...errors },
      },
    },
    async (request) => {
      const member = await setStaffSettings(db, { actorId: actorOf(request), phone: request.params.phone, body: request.body });
      const message =
        request.body.can_refund === undefined ? "Order alerts saved" : member.can_refund ? "May refund paid orders" : "May not refund paid orders";
      return { message, data: member };
    },
  );

  r.delete(
    "/v1/admin/staff/:phone",
    {
      ...ownerOnly,
      schema: {
        tags: ["admin"],
        summary: "Makes a staff member a shopper again (never yourself)",
        security,
        params: phoneParams,
        response: { 200: envelope(z.null()), ...errors },
      },
    },
    async (request) => {
      await removeStaff(db, { actorId: actorOf(request), phone: request.params.phone });
      return { message: "Staff member removed", data: null };
    },
  );

  // ---- audit log (owner) ----
  r.get(
    "/v1/admin/audit",
    {
      ...ownerOnly,
      schema: {
        tags: ["admin"],
        summary: "Who changed what, newest first",
        security,
        querystring: adminAuditQuery,
        response: { 200: adminAuditNamedResponse, ...errors },
      },
    },
    async (request) => ({ message: "Audit log", ...(await listAudit(db, request.query)) }),
  );
}
