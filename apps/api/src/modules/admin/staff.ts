import { sql } from "drizzle-orm";
import { grantStaffRole, listStaff, revokeStaffRole, type Database, type SqlRow, type users } from "@shop/db";
import { ADMIN_MESSAGES, BD_PHONE_PATTERN, normalizePhone, type AdminStaffGrantBody, type OrderAlert, type StaffRole } from "@shop/contracts";
import { AppError, notFound } from "../../lib/app-error";
import type { Tx } from "../../lib/db";
import { recordAudit } from "./audit";

export type StaffMember = {
  id: string;
  phone: string;
  full_name: string | null;
  role: StaffRole;
  can_refund: boolean;
  order_alert: OrderAlert;
  order_alert_min_poisha: number | null;
};
type UserRow = Pick<SqlRow<typeof users>, "id" | "phone" | "full_name" | "role" | "can_refund" | "order_alert" | "order_alert_min">;

export const STAFF_MESSAGES = {
  invalidPhone: "Invalid phone number",
  removeSelf: "You cannot remove yourself from the staff",
  changeOwnRole: "You cannot change your own role",
} as const;

const invalid = (field: string, message: string) => new AppError("validation_failed", message, { field });

/** The row is locked: two owners changing one person's role are decided one after the other. */
async function lockUser(tx: Tx, phone: string): Promise<UserRow | null> {
  const result = await tx.execute<UserRow>(sql`
    select id, phone, full_name, role, can_refund, order_alert, order_alert_min from users where phone = ${phone} for update`);
  return result.rows[0] ?? null;
}

const auditView = (row: UserRow | null) => (row ? { phone: row.phone, full_name: row.full_name, role: row.role } : null);
/** Owners may always refund; staff only with an owner's grant. */
const canRefundAs = (role: StaffRole, granted: boolean) => role === "owner" || granted;

/** A staff member as the Staff screen reads them. */
const memberOf = (row: UserRow, role: StaffRole = row.role as StaffRole): StaffMember => ({
  id: row.id,
  phone: row.phone,
  full_name: row.full_name,
  role,
  can_refund: canRefundAs(role, row.can_refund),
  order_alert: row.order_alert,
  order_alert_min_poisha: row.order_alert_min === null ? null : Number(row.order_alert_min),
});

export async function listStaffMembers(db: Database): Promise<StaffMember[]> {
  const rows = await listStaff(db);
  return rows.map((row) =>
    memberOf({
      id: row.id,
      phone: row.phone,
      full_name: row.fullName,
      role: row.role as UserRow["role"],
      can_refund: row.canRefund,
      order_alert: row.orderAlert,
      order_alert_min: row.orderAlertMin,
    }),
  );
}

/**
 * POST /v1/admin/staff: makes the phone's account staff or owner, creating the account
 * when the phone has none (they sign in with the phone code like anyone). An owner
 * cannot change their own role: demoting themself could leave the shop without one.
 * Answers the member and whether anything changed (a repeat writes no audit entry).
 */
export async function addStaff(db: Database, input: { actorId: string; phone: string; role: StaffRole }): Promise<{ member: StaffMember; changed: boolean }> {
  if (!BD_PHONE_PATTERN.test(input.phone)) throw invalid("phone", STAFF_MESSAGES.invalidPhone);
  const phone = normalizePhone(input.phone);
  return db.transaction(async (tx) => {
    const before = await lockUser(tx, phone);
    if (before?.id === input.actorId && before.role !== input.role) throw invalid("role", STAFF_MESSAGES.changeOwnRole);
    if (before?.role === input.role) return { member: memberOf(before, input.role), changed: false };
    await grantStaffRole(tx, phone, input.role);
    const after = (await lockUser(tx, phone)) as UserRow;
    await recordAudit(tx, {
      actorId: input.actorId,
      action: "staff.add",
      entity: "staff",
      entityId: after.id,
      before: auditView(before),
      after: auditView(after),
    });
    return { member: memberOf(after, input.role), changed: true };
  });
}

/** DELETE /v1/admin/staff/{phone}: back to a shopper (the account and its orders stay). Never the caller themself. */
export async function removeStaff(db: Database, input: { actorId: string; phone: string }): Promise<void> {
  if (!BD_PHONE_PATTERN.test(input.phone)) throw notFound(ADMIN_MESSAGES.notStaff);
  const phone = normalizePhone(input.phone);
  await db.transaction(async (tx) => {
    const before = await lockUser(tx, phone);
    if (!before || before.role === "shopper") throw notFound(ADMIN_MESSAGES.notStaff);
    if (before.id === input.actorId) throw invalid("phone", STAFF_MESSAGES.removeSelf);
    await revokeStaffRole(tx, phone);
    // A grant is for this time on the staff: one made staff again starts without it (and without order alerts).
    await tx.execute(sql`update users set can_refund = false, order_alert = 'none', order_alert_min = null where id = ${before.id}`);
    await recordAudit(tx, {
      actorId: input.actorId,
      action: "staff.remove",
      entity: "staff",
      entityId: before.id,
      before: auditView(before),
      after: { ...auditView(before), role: "shopper" },
    });
  });
}

/**
 * PATCH /v1/admin/staff/{phone}: the owner grants or withdraws a staff member's right to
 * cancel (refund) paid orders (owners always have it), and/or sets which new orders they
 * get an SMS for. An unknown or shopper phone is 404. One audit entry per change.
 */
export async function setStaffSettings(db: Database, input: { actorId: string; phone: string; body: AdminStaffGrantBody }): Promise<StaffMember> {
  if (!BD_PHONE_PATTERN.test(input.phone)) throw notFound(ADMIN_MESSAGES.notStaff);
  const phone = normalizePhone(input.phone);
  const { body } = input;
  return db.transaction(async (tx) => {
    const before = await lockUser(tx, phone);
    if (!before || before.role === "shopper") throw notFound(ADMIN_MESSAGES.notStaff);
    let after = before;
    if (body.can_refund !== undefined && before.can_refund !== body.can_refund) {
      await tx.execute(sql`update users set can_refund = ${body.can_refund}, updated_at = now() where id = ${before.id}`);
      await recordAudit(tx, {
        actorId: input.actorId,
        action: "staff.grant",
        entity: "staff",
        entityId: before.id,
        before: { ...auditView(before), can_refund: before.can_refund },
        after: { ...auditView(before), can_refund: body.can_refund },
      });
      after = { ...after, can_refund: body.can_refund };
    }
    if (body.order_alert !== undefined) {
      const min = body.order_alert === "above" ? (body.order_alert_min_poisha ?? null) : null;
      if (before.order_alert !== body.order_alert || Number(before.order_alert_min ?? 0) !== Number(min ?? 0)) {
        await tx.execute(sql`update users set order_alert = ${body.order_alert}, order_alert_min = ${min}, updated_at = now() where id = ${before.id}`);
        await recordAudit(tx, {
          actorId: input.actorId,
          action: "staff.alerts",
          entity: "staff",
          entityId: before.id,
          before: { ...auditView(before), order_alert: before.order_alert, order_alert_min: before.order_alert_min },
          after: { ...auditView(before), order_alert: body.order_alert, order_alert_min: min },
        });
        after = { ...after, order_alert: body.order_alert, order_alert_min: min };
      }
    }
    return memberOf(after);
  });
}
