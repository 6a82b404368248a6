import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { normalizePhone, SESSION_TTL_DAYS, type Locale, type OtpSentData, type SigninData } from "@shop/contracts";
import { authTokens, users, type Database } from "@shop/db";
import { toDhakaIso } from "../../lib/time";
import { hashToken } from "../../plugins/identity";
import { mergeGuestCart } from "../cart/merge";
import { checkOtp, consumeOtp, issueOtp } from "./otp";

const DAY_MS = 86_400_000;

/** POST /v1/auth/otp */
export function requestSigninCode(
  db: Database,
  { phone, clientAddress, locale }: { phone: string; clientAddress: string; locale?: Locale },
): Promise<OtpSentData> {
  return issueOtp(db, { phone: normalizePhone(phone), purpose: "signin", userId: null, clientAddress, locale });
}

/**
 * POST /v1/auth/signin: the code is used up, the shopper is created on a first
 * sign-in, a session token is issued and the guest's cart joins the shopper's, all
 * in one transaction.
 */
/** `locale`: the language of the page signing in; a first sign-in (the sign-up) keeps it on the new account (issue 50). */
export async function signIn(
  db: Database,
  input: { phone: string; otp: string; signature: string; guestId: string | null; locale?: Locale },
): Promise<SigninData> {
  const phone = normalizePhone(input.phone);
  const codeId = await checkOtp(db, { phone, purpose: "signin", userId: null, signature: input.signature, otp: input.otp });
  return db.transaction(async (tx) => {
    await consumeOtp(tx, codeId);
    await tx
      .insert(users)
      .values({ phone, locale: input.locale ?? "en" })
      .onConflictDoNothing({ target: users.phone });
    const [user] = await tx.select().from(users).where(eq(users.phone, phone));
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(Date.now() + SESSION_TTL_DAYS * DAY_MS);
    await tx.insert(authTokens).values({ userId: user.id, tokenHash: hashToken(token), expiresAt, lastUsedAt: new Date() });
    if (input.guestId) await mergeGuestCart(tx, input.guestId, user.id);
    return { token, expires_at: toDhakaIso(expiresAt), user: { name: user.fullName, email: user.email, phone: user.phone } };
  });
}

/** POST /v1/auth/signout: this token only; the shopper's other devices stay signed in. */
export async function signOut(db: Database, { token }: { token: string }): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.tokenHash, hashToken(token)), isNull(authTokens.revokedAt)));
}
