import { beforeAll, describe, expect, it } from "vitest";
import type { InjectOptions } from "fastify";
import { coupons, eq, sql, users } from "@shop/db";
import {
  adminAuditResponse,
  adminCouponsResponse,
  adminDashboardResponse,
  adminQuestionsResponse,
  adminReviewsResponse,
  adminStaffResponse,
} from "@shop/contracts";
import { useTestApp } from "../../test/app";
import { call } from "../../test/commerce-fixture";
import { createSignedInUser } from "../../test/factories";
import { auditCount, signInStaff, type Staff } from "./shop-test-helpers";

const t = useTestApp();
let staff: Staff;
let owner: Staff;
let shopper: { headers: { authorization: string } };
beforeAll(async () => {
  staff = await signInStaff(t.app, t.db, "staff");
  owner = await signInStaff(t.app, t.db, "owner");
  shopper = await createSignedInUser(t.db);
});

type Route = { method: InjectOptions["method"]; url: string; body?: unknown };
const validCoupon = { code: "SNEAKY", name: "Sneaky coupon", kind: "fixed", amount_poisha: 100_00 };

/** Every route of this area; ids name nothing, since access is decided before any lookup. */
const STAFF_ROUTES: Route[] = [
  { method: "GET", url: "/v1/admin/questions" },
  { method: "POST", url: "/v1/admin/questions/999999/answer", body: { answer: "Yes, it does." } },
  { method: "POST", url: "/v1/admin/questions/999999/hide" },
  { method: "POST", url: "/v1/admin/questions/999999/show" },
  { method: "GET", url: "/v1/admin/reviews" },
  { method: "POST", url: "/v1/admin/reviews/999999/hide" },
  { method: "POST", url: "/v1/admin/reviews/999999/show" },
  { method: "GET", url: "/v1/admin/dashboard" },
];
const OWNER_ROUTES: Route[] = [
  { method: "GET", url: "/v1/admin/coupons" },
  { method: "POST", url: "/v1/admin/coupons", body: validCoupon },
  { method: "PATCH", url: "/v1/admin/coupons/999999", body: { name: "Renamed" } },
  // Malformed bodies and params too: the role is checked before anything is validated.
  { method: "POST", url: "/v1/admin/coupons", body: { code: "!" } },
  { method: "PATCH", url: "/v1/admin/coupons/not-a-number", body: {} },
  { method: "GET", url: "/v1/admin/staff" },
  { method: "POST", url: "/v1/admin/staff", body: { phone: "01799999999", role: "owner" } },
  { method: "DELETE", url: "/v1/admin/staff/01799999999" },
  { method: "GET", url: "/v1/admin/audit" },
];
const send = (route: Route, headers: Record<string, string> = {}) => call(t.app, route.method, route.url, headers, route.body);
const label = (route: Route) => `${route.method} ${route.url}`;

describe("who may call the shop screens", () => {
  it("answers 401 without a session and 403 to a shopper on every route, changing nothing", async () => {
    const before = await auditCount(t.db);
    for (const route of [...STAFF_ROUTES, ...OWNER_ROUTES]) {
      const anonymous = await send(route);
      expect(anonymous.status, label(route)).toBe(401);
      expect(anonymous.body.errors[0].code).toBe("unauthorized");
      const asShopper = await send(route, shopper.headers);
      expect(asShopper.status, label(route)).toBe(403);
      expect(asShopper.body).toEqual({ message: "Staff only", errors: [{ message: "Staff only", code: "forbidden" }] });
    }
    expect(await auditCount(t.db)).toBe(before);
  });

  it("answers 403 to staff on coupons, staff and the audit log, even with a valid body, and changes nothing", async () => {
    const before = await auditCount(t.db);
    for (const route of OWNER_ROUTES) {
      const res = await send(route, staff.headers);
      expect(res.status, label(route)).toBe(403);
      expect(res.body).toEqual({ message: "Owners only", errors: [{ message: "Owners only", code: "forbidden" }] });
    }
    // Staff cannot make themselves an owner or create a coupon.
    expect((await call(t.app, "POST", "/v1/admin/staff", staff.headers, { phone: staff.phone, role: "owner" })).status).toBe(403);
    const [me] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, staff.id));
    expect(me.role).toBe("staff");
    expect(await t.db.select().from(coupons).where(eq(coupons.code, "SNEAKY"))).toEqual([]);
    expect(await auditCount(t.db)).toBe(before);
  });

  it("lets staff and owners use questions, reviews and the dashboard (an unknown id is 404, not 403)", async () => {
    for (const who of [staff, owner]) {
      for (const route of STAFF_ROUTES) {
        const res = await send(route, who.headers);
        expect(res.status, label(route)).toBe(route.method === "GET" ? 200 : 404);
      }
    }
    const questions = await call(t.app, "GET", "/v1/admin/questions", staff.headers);
    expect(adminQuestionsResponse.parse(questions.body).meta).toEqual({ page: 1, per_page: 25, total: 0, last_page: 1 });
    adminReviewsResponse.parse((await call(t.app, "GET", "/v1/admin/reviews", staff.headers)).body);
    adminDashboardResponse.parse((await call(t.app, "GET", "/v1/admin/dashboard", staff.headers)).body);
  });

  it("lets owners read coupons, staff and the audit log", async () => {
    const list = await call(t.app, "GET", "/v1/admin/coupons", owner.headers);
    expect(list.status).toBe(200);
    adminCouponsResponse.parse(list.body);
    const team = await call(t.app, "GET", "/v1/admin/staff", owner.headers);
    expect(team.status).toBe(200);
    expect(adminStaffResponse.parse(team.body).data.map((m) => [m.phone, m.role])).toEqual(
      expect.arrayContaining([
        [staff.phone, "staff"],
        [owner.phone, "owner"],
      ]),
    );
    const audit = await call(t.app, "GET", "/v1/admin/audit", owner.headers);
    expect(audit.status).toBe(200);
    adminAuditResponse.parse(audit.body);
  });

  it("stops answering a staff member as soon as their role is taken away", async () => {
    const temp = await signInStaff(t.app, t.db, "staff");
    expect((await call(t.app, "GET", "/v1/admin/dashboard", temp.headers)).status).toBe(200);
    await t.db.execute(sql`update users set role = 'shopper' where id = ${temp.id}`);
    expect((await call(t.app, "GET", "/v1/admin/dashboard", temp.headers)).status).toBe(403);
  });

  it("never lets the answers be cached", async () => {
    const res = await call(t.app, "GET", "/v1/admin/dashboard", staff.headers);
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});
