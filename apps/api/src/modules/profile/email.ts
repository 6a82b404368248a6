import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { EMAIL_LINKS_PER_ADDRESS_PER_HOUR, EMAIL_TOKEN_TTL_HOURS, IDENTITY_MESSAGES, type Customer } from "@shop/contracts";
import { emailVerifications, users, type Database } from "@shop/db";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/db";
import { hashToken } from "../../plugins/identity";
import { mailTextsFor } from "../outbox/mail-texts";
import { enqueueMessage } from "../outbox/service";
import { findUser, toCustomer } from "./queries";

const fieldError = (field: string, message: string, code: string) => new AppError("validation_failed", message, { errors: [{ field, message, code }] });
const taken = () => fieldError("email", IDENTITY_MESSAGES.emailTaken, "email_taken");

/** The link the mail carries; the web app's /my-account confirms it. */
export function verificationLink(webUrl: string, email: string, token: string): string {
  return `${webUrl}/my-account?email=${encodeURIComponent(email)}&email_token=${token}`;
}

/**
 * POST /v1/email-verification: mails a link with a 256-bit token (stored hashed, 24 h).
 * Whether another account has the address is not said here (that would tell anyone
 * which addresses are registered): the link goes out, and only its owner, opening it,
 * learns that it is taken. One address gets EMAIL_LINKS_PER_ADDRESS_PER_HOUR links an
 * hour whoever asks, on top of the per-IP route limit.
 */
export async function requestEmailChange(db: Database, input: { userId: string; email: string; webUrl: string }): Promise<{ email: string }> {
  const email = input.email.toLowerCase();
  const user = await findUser(db, input.userId);
  if (user.email === email) throw fieldError("email", IDENTITY_MESSAGES.emailSame, "email_same");
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`email-link:${email}`}))`);
    const { rows } = await tx.execute<{ count: number; wait: number | null }>(sql`
      SELECT count(*)::int AS count, extract(epoch FROM min(created_at) + interval '1 hour' - now())::float8 AS wait
      FROM email_verifications WHERE email = ${email} AND created_at > now() - interval '1 hour'`);
    if (rows[0].count >= EMAIL_LINKS_PER_ADDRESS_PER_HOUR) {
      const message = IDENTITY_MESSAGES.emailTooMany;
      throw new AppError("too_many_requests", message, {
        retryAfter: Math.max(1, rows[0].wait ?? 1),
        errors: [{ field: "email", message, code: "email_too_many" }],
      });
    }
    await tx.insert(emailVerifications).values({
      userId: input.userId,
      email,
      tokenHash: hashToken(token),
      expiresAt: sql`now() + make_interval(hours => ${EMAIL_TOKEN_TTL_HOURS})`,
    });
    await enqueueMessage(tx, {
      channel: "email",
      to: email,
      ...mailTextsFor(user.locale).emailVerification(verificationLink(input.webUrl, email, token)),
      secret: token,
    });
  });
  return { email };
}

/** POST /v1/email-update: an unused, unexpired link of this shopper for this address. */
export async function confirmEmailChange(db: Database, input: { userId: string; email: string; token: string }): Promise<Customer> {
  const email = input.email.toLowerCase();
  return db.transaction(async (tx) => {
    const used = await tx.execute(sql`
      UPDATE email_verifications SET used_at = now()
      WHERE token_hash = ${hashToken(input.token)} AND user_id = ${input.userId} AND email = ${email}
        AND used_at IS NULL AND expires_at > now()
      RETURNING id`);
    if (!used.rows.length) throw fieldError("token", IDENTITY_MESSAGES.emailLinkInvalid, "email_link_invalid");
    try {
      const [user] = await tx.update(users).set({ email, emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, input.userId)).returning();
      return toCustomer(user);
    } catch (error) {
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
  });
}
