import { eq } from "drizzle-orm";
import { IDENTITY_MESSAGES, type BirthdayParts, type Customer, type Gender, type Locale } from "@shop/contracts";
import { users, type Database } from "@shop/db";
import { AppError } from "../../lib/app-error";
import { toDhakaIso } from "../../lib/time";
import { findUser, toCustomer } from "./queries";

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** GET /v1/profile */
export async function getProfile(db: Database, { userId }: { userId: string }): Promise<Customer> {
  return toCustomer(await findUser(db, userId));
}

/** POST /v1/profile: name, gender and birthday (a real day, not after today in Dhaka). */
export async function updateProfile(
  db: Database,
  input: { userId: string; full_name: string; gender: Gender | null; birthday: BirthdayParts | null; locale?: Locale },
): Promise<Customer> {
  const birthday = input.birthday ? `${pad(input.birthday.year, 4)}-${pad(input.birthday.month)}-${pad(input.birthday.day)}` : null;
  if (birthday && birthday > toDhakaIso(new Date()).slice(0, 10)) {
    throw new AppError("validation_failed", IDENTITY_MESSAGES.birthdayFuture, { field: "birthday" });
  }
  const [user] = await db
    .update(users)
    .set({ fullName: input.full_name, gender: input.gender, birthday, ...(input.locale ? { locale: input.locale } : {}), updatedAt: new Date() })
    .where(eq(users.id, input.userId))
    .returning();
  if (!user) throw new AppError("unauthorized", IDENTITY_MESSAGES.signInRequired);
  return toCustomer(user);
}

/** The language of the shopper's SMS and mails (issue 50): the storefront's language switch, signed in. */
export async function setLocale(db: Database, input: { userId: string; locale: Locale }): Promise<Customer> {
  const [user] = await db.update(users).set({ locale: input.locale, updatedAt: new Date() }).where(eq(users.id, input.userId)).returning();
  if (!user) throw new AppError("unauthorized", IDENTITY_MESSAGES.signInRequired);
  return toCustomer(user);
}
