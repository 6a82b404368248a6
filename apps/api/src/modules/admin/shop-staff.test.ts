import { beforeAll, describe, expect, it } from "vitest";
import { eq, users } from "@shop/db";
import { ADMIN_MESSAGES, adminAuditResponse, adminStaffResponse } from "@shop/contracts";
import { useTestApp } from "../../test/app";
import { call } from "../../test/commerce-fixture";
import { createSignedInUser, randomPhone } from "../../test/factories";
import { signInByPhone } from "../identity/testing";
import { recordAudit } from "./audit";
import { auditCount, auditOf, signInStaff, type Staff } from "./shop-test-helpers";

const t = useTestApp();
/** A staff member nobody set new-order alerts for. */
const NO_ALERTS = { order_alert: "none", order_alert_min_poisha: null } as const;
let owner: Staff;
beforeAll(async () => {
  owner = await signInStaff(t.app, t.db, "owner", "Nadia Owner");
});

const add = (body: Record<string, unknown>, headers = owner.headers) => call(t.app, "POST", "/v1/admin/staff", headers, body);
const remove = (phone: string, headers = owner.headers) => call(t.app, "DELETE", `/v1/admin/staff/${encodeURIComponent(phone)}`, headers);
const userByPhone = async (phone: string) => (await t.db.select().from(users).where(eq(users.phone, phone)))[0];

describe("POST /v1/admin/staff", () => {
  it("makes a new phone staff (creating the account), who can then sign in to the back office", async () => {
    const phone = randomPhone();
    const res = await add({ phone: `+88${phone}`, role: "staff" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const user = await userByPhone(phone);
    expect(res.body).toEqual({ message: "Staff member added", data: { id: user.id, phone, full_name: null, role: "staff", can_refund: false, ...NO_ALERTS } });
    expect(await auditOf(t.db, "staff", user.id)).toEqual([
      { actor_id: owner.id, action: "staff.add", entity: "staff", entity_id: user.id, before: null, after: { phone, full_name: null, role: "staff" } },
    ]);

    const session = await signInByPhone(t.app, t.db, phone);
    expect((await call(t.app, "GET", "/v1/admin/me", session.headers)).body.data).toMatchObject({ phone, role: "staff" });
    expect((await call(t.app, "GET", "/v1/admin/staff", session.headers)).status).toBe(403);

    // Asking again changes nothing and logs nothing.
    const again = await add({ phone, role: "staff" });
    expect(again.status).toBe(200);
    expect(await auditOf(t.db, "staff", user.id)).toHaveLength(1);
  });

  it("promotes an existing shopper (keeping their name) and a staff member to owner", async () => {
    const shopper = await createSignedInUser(t.db, { fullName: "Rahim Shopper" });
    const res = await add({ phone: shopper.user.phone, role: "owner" });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      id: shopper.user.id,
      phone: shopper.user.phone,
      full_name: "Rahim Shopper",
      role: "owner",
      can_refund: true,
      ...NO_ALERTS,
    });
    expect((await auditOf(t.db, "staff", shopper.user.id))[0]).toMatchObject({
      before: { phone: shopper.user.phone, full_name: "Rahim Shopper", role: "shopper" },
      after: { phone: shopper.user.phone, full_name: "Rahim Shopper", role: "owner" },
    });
    // Their existing session is an owner's now.
    expect((await call(t.app, "GET", "/v1/admin/staff", shopper.headers)).status).toBe(200);
  });

  it("refuses a bad phone number (422 on phone), a bad role, and an owner changing their own role", async () => {
    const before = await auditCount(t.db);
    for (const phone of ["", "12345", "0171234567", "01212345678", "not a phone"]) {
      const res = await add({ phone, role: "staff" });
      expect(res.status, phone).toBe(422);
      expect(res.body.errors[0]).toMatchObject({ field: "phone", message: "Invalid phone number" });
    }
    expect((await add({ phone: randomPhone(), role: "shopper" })).body.errors[0]).toMatchObject({ field: "role" });
    expect((await add({ role: "staff" })).body.errors[0]).toMatchObject({ field: "phone" });
    const self = await add({ phone: owner.phone, role: "staff" });
    expect(self.status).toBe(422);
    expect(self.body.errors[0]).toMatchObject({ field: "role", message: "You cannot change your own role" });
    expect((await userByPhone(owner.phone)).role).toBe("owner");
    expect(await auditCount(t.db)).toBe(before);
  });
});

describe("DELETE /v1/admin/staff/{phone}", () => {
  it("makes a staff member a shopper again: the account stays, the back office closes to them", async () => {
    const member = await signInStaff(t.app, t.db, "staff", "Leaving Staff");
    const res = await remove(member.phone);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message: "Staff member removed", data: null });
    expect((await userByPhone(member.phone)).role).toBe("shopper");
    expect(await auditOf(t.db, "staff", member.id)).toEqual([
      {
        actor_id: owner.id,
        action: "staff.remove",
        entity: "staff",
        entity_id: member.id,
        before: { phone: member.phone, full_name: "Leaving Staff", role: "staff" },
        after: { phone: member.phone, full_name: "Leaving Staff", role: "shopper" },
      },
    ]);
    expect((await call(t.app, "GET", "/v1/admin/me", member.headers)).status).toBe(403);
    const team = adminStaffResponse.parse((await call(t.app, "GET", "/v1/admin/staff", owner.headers)).body).data;
    expect(team.map((m) => m.phone)).not.toContain(member.phone);
    expect(team).toContainEqual({ id: owner.id, phone: owner.phone, full_name: "Nadia Owner", role: "owner", can_refund: true, ...NO_ALERTS });
  });

  it("refuses to remove yourself (422), and answers 404 for a shopper or an unknown phone", async () => {
    const before = await auditCount(t.db);
    const self = await remove(owner.phone);
    expect(self.status).toBe(422);
    expect(self.body.errors[0]).toMatchObject({ field: "phone", message: "You cannot remove yourself from the staff" });
    expect((await userByPhone(owner.phone)).role).toBe("owner");

    const shopper = await createSignedInUser(t.db);
    const notStaff = await remove(shopper.user.phone);
    expect(notStaff.status).toBe(404);
    expect(notStaff.body.message).toBe(ADMIN_MESSAGES.notStaff);
    expect((await remove(randomPhone())).status).toBe(404);
    expect((await remove("garbage")).status).toBe(404);
    expect(await auditCount(t.db)).toBe(before);
  });

  it("lets another owner remove an owner", async () => {
    const other = await signInStaff(t.app, t.db, "owner");
    expect((await remove(other.phone)).status).toBe(200);
    expect((await userByPhone(other.phone)).role).toBe("shopper");
  });
});

describe("GET /v1/admin/audit", () => {
  it("reads the log newest first with the actor's name and phone, filtered by entity and record, paged", async () => {
    const a = await signInStaff(t.app, t.db, "staff");
    const b = await signInStaff(t.app, t.db, "staff");
    await remove(a.phone);
    await remove(b.phone);

    const all = adminAuditResponse.parse((await call(t.app, "GET", "/v1/admin/audit", owner.headers)).body);
    expect(all.meta).toMatchObject({ page: 1, per_page: 25, total: await auditCount(t.db) });
    expect(all.data[0]).toEqual({
      id: expect.any(Number),
      actor: { id: owner.id, full_name: "Nadia Owner", phone: owner.phone },
      action: "staff.remove",
      entity: "staff",
      entity_id: b.id,
      before: { phone: b.phone, full_name: null, role: "staff" },
      after: { phone: b.phone, full_name: null, role: "shopper" },
      created_at: expect.stringMatching(/\+06:00$/),
    });
    expect(all.data[1].entity_id).toBe(a.id);

    const one = adminAuditResponse.parse((await call(t.app, "GET", `/v1/admin/audit?entity=staff&entity_id=${a.id}`, owner.headers)).body);
    expect(one.data.map((e) => [e.action, e.entity_id])).toEqual([["staff.remove", a.id]]);
    expect(one.meta.total).toBe(1);
    const none = adminAuditResponse.parse((await call(t.app, "GET", "/v1/admin/audit?entity=coupon", owner.headers)).body);
    expect(none).toEqual({ message: "Audit log", data: [], meta: { page: 1, per_page: 25, total: 0, last_page: 1 } });
    const page2 = adminAuditResponse.parse((await call(t.app, "GET", "/v1/admin/audit?page=2", owner.headers)).body);
    expect(page2.meta.page).toBe(2);
  });

  it("shows a job's entry (no actor) with a null actor", async () => {
    await recordAudit(t.db, {
      actorId: null,
      action: "order.expire",
      entity: "order",
      entityId: "job-1",
      before: { status: "pending" },
      after: { status: "failed" },
    });
    const res = adminAuditResponse.parse((await call(t.app, "GET", "/v1/admin/audit?entity=order&entity_id=job-1", owner.headers)).body);
    expect(res.data).toEqual([
      {
        id: expect.any(Number),
        actor: null,
        action: "order.expire",
        entity: "order",
        entity_id: "job-1",
        before: { status: "pending" },
        after: { status: "failed" },
        created_at: expect.any(String),
      },
    ]);
  });
});
