import { asc, ne, sql } from "drizzle-orm";
import { BD_PHONE_PATTERN, normalizePhone } from "@shop/contracts";
import type { Database } from "./client";
import { users } from "./schema";

export type StaffRole = "staff" | "owner";

/** The phone the demo seed makes an owner (README: "Sign in to the back office"). */
export const DEMO_OWNER_PHONE = "01711000000";

/**
 * Makes the user with this phone staff or owner, creating the account when it does
 * not exist yet (they sign in with the phone code like any shopper). Answers the
 * normalised phone.
 */
export async function grantStaffRole(db: Pick<Database, "insert">, phone: string, role: StaffRole, fullName?: string): Promise<string> {
  if (!BD_PHONE_PATTERN.test(phone.trim())) throw new Error(`"${phone}" is not a Bangladeshi mobile number (01XXXXXXXXX)`);
  const normalized = normalizePhone(phone);
  await db
    .insert(users)
    .values({ phone: normalized, role, fullName: fullName ?? null })
    .onConflictDoUpdate({ target: users.phone, set: { role, updatedAt: sql`now()` } });
  return normalized;
}

/** Back to a shopper: the account and its orders stay. Answers whether the phone was staff. */
export async function revokeStaffRole(db: Pick<Database, "update">, phone: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ role: "shopper", updatedAt: sql`now()` })
    .where(sql`${users.phone} = ${normalizePhone(phone)} and ${users.role} <> 'shopper'`)
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function listStaff(
  db: Pick<Database, "select">,
): Promise<
  { id: string; phone: string; role: string; fullName: string | null; canRefund: boolean; orderAlert: "none" | "all" | "above"; orderAlertMin: number | null }[]
> {
  return db
    .select({
      id: users.id,
      phone: users.phone,
      role: users.role,
      fullName: users.fullName,
      canRefund: users.canRefund,
      orderAlert: users.orderAlert,
      orderAlertMin: users.orderAlertMin,
    })
    .from(users)
    .where(ne(users.role, "shopper"))
    .orderBy(asc(users.role), asc(users.phone));
}
