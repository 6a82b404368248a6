import { eq } from "drizzle-orm";
import { IDENTITY_MESSAGES, type Customer } from "@shop/contracts";
import { users } from "@shop/db";
import { AppError } from "../../lib/app-error";
import type { DbOrTx } from "../../lib/db";

export type UserRow = typeof users.$inferSelect;

/** The signed-in shopper's row; a token whose user is gone counts as signed out. */
export async function findUser(db: DbOrTx, userId: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError("unauthorized", IDENTITY_MESSAGES.signInRequired);
  return user;
}

/** data.customer: birthday as its parts, email_verified from email_verified_at. */
export function toCustomer(user: UserRow): Customer {
  const [year, month, day] = user.birthday ? user.birthday.split("-").map(Number) : [];
  return {
    full_name: user.fullName,
    phone: user.phone,
    email: user.email,
    email_verified: user.emailVerifiedAt !== null,
    gender: user.gender,
    birthday: user.birthday ? { year, month, day } : null,
    locale: user.locale === "bn" ? "bn" : "en",
  };
}
