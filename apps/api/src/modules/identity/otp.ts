import { randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import {
  IDENTITY_MESSAGES,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_PER_PHONE_PER_HOUR,
  OTP_PHONE_CEILING_PER_HOUR,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  type Locale,
  type OtpSentData,
} from "@shop/contracts";
import { otpCodes, type Database } from "@shop/db";
import { AppError } from "../../lib/app-error";
import { hashToken } from "../../plugins/identity";
import type { DbOrTx, Tx } from "../../lib/db";
import { enqueueMessage } from "../outbox/service";
import { smsTextsFor } from "../outbox/sms-texts";

export type OtpPurpose = "signin" | "phone_change";

/** The code's SMS in the language of the page that asked for it (issue 50): one SMS in English and in Bangla. */
const SMS_TEXT: Record<OtpPurpose, (code: string, locale: Locale) => string> = {
  signin: (code, locale) => smsTextsFor(locale).signInCode(code, OTP_TTL_SECONDS / 60),
  phone_change: (code, locale) => smsTextsFor(locale).phoneCode(code, OTP_TTL_SECONDS / 60),
};

/** The code is stored only as a hash bound to its signature, so the table alone reveals no code. */
const codeHash = (signature: string, code: string) => hashToken(`${signature}:${code}`);

const otpError = (message: string, code: string) => new AppError("validation_failed", message, { errors: [{ field: "otp", message, code }] });
const expired = () => otpError(IDENTITY_MESSAGES.otpExpired, "otp_expired");

/** Who asks for a code: a hash of the client address, so the table holds no addresses. */
export const requesterKey = (address: string) => hashToken(`otp-requester:${address}`);

/** How long a requester who once signed in with a code to a phone stays its known owner there. */
const KNOWN_REQUESTER_DAYS = 30;

/**
 * Seconds until `requester` may have another code sent to this phone, or null.
 * - The requester's own 60 s wait and OTP_PER_PHONE_PER_HOUR count their own
 *   requests (issue 9, decision 018).
 * - The phone's wait holds everyone else: one code per phone per OTP_RESEND_SECONDS
 *   whoever asks, and OTP_PHONE_CEILING_PER_HOUR codes an hour from all requesters
 *   together (issue 40: twenty addresses had sent one phone twenty codes in 2 s).
 * - A requester who has signed in to this phone with a code before (the same client
 *   address, within KNOWN_REQUESTER_DAYS) is its owner's device and is not held by
 *   the phone's wait, so a stranger filling it does not lock the owner out.
 * A held request is answered like the requester's own wait (same words, code and
 * Retry-After), so it says no more than that answer did.
 * Waits are measured against the clock at the question (clock_timestamp), not the
 * transaction's start: a request that queued on the phone's lock began before the
 * code it waited for, and once answered Retry-After 61.
 */
async function phoneWait(db: DbOrTx, phone: string, requester: string | null): Promise<{ seconds: number; tooMany: boolean } | null> {
  const { rows } = await db.execute<{
    mine: number;
    all: number;
    last_wait: number | null;
    last_attempts: number | null;
    my_hour_wait: number | null;
    hour_wait: number | null;
    phone_wait: number | null;
    known: boolean;
  }>(sql`
    SELECT count(*) FILTER (WHERE requester IS NOT DISTINCT FROM ${requester})::int AS mine,
           (array_agg(attempts ORDER BY created_at DESC) FILTER (WHERE requester IS NOT DISTINCT FROM ${requester}))[1] AS last_attempts,
           count(*)::int AS all,
           extract(epoch FROM max(created_at) FILTER (WHERE requester IS NOT DISTINCT FROM ${requester})
             + make_interval(secs => ${OTP_RESEND_SECONDS}) - clock_timestamp())::float8 AS last_wait,
           extract(epoch FROM min(created_at) FILTER (WHERE requester IS NOT DISTINCT FROM ${requester}) + interval '1 hour' - clock_timestamp())::float8 AS my_hour_wait,
           extract(epoch FROM min(created_at) + interval '1 hour' - clock_timestamp())::float8 AS hour_wait,
           extract(epoch FROM max(created_at) FILTER (WHERE requester IS DISTINCT FROM ${requester})
             + make_interval(secs => ${OTP_RESEND_SECONDS}) - clock_timestamp())::float8 AS phone_wait,
           EXISTS (SELECT 1 FROM otp_codes k WHERE k.phone = ${phone} AND k.requester = ${requester}
             AND k.consumed_at > now() - make_interval(days => ${KNOWN_REQUESTER_DAYS})) AS known
    FROM otp_codes WHERE phone = ${phone} AND created_at > now() - interval '1 hour'`);
  const { mine, all, last_wait, last_attempts, my_hour_wait, hour_wait, phone_wait, known } = rows[0];
  const hour = (seconds: number | null) => ({ seconds: Math.min(3600, Math.max(1, seconds ?? 1)), tooMany: true });
  const resend = (seconds: number) => ({ seconds: Math.min(OTP_RESEND_SECONDS, seconds), tooMany: false });
  if (mine >= OTP_PER_PHONE_PER_HOUR) return hour(my_hour_wait);
  if (!known && all >= OTP_PHONE_CEILING_PER_HOUR) return hour(hour_wait);
  // A code used up by wrong guesses can be replaced at once: "ask for a new one" means now.
  const exhausted = (last_attempts ?? 0) >= OTP_MAX_ATTEMPTS;
  if (!exhausted && last_wait !== null && last_wait > 0) return resend(last_wait);
  if (!known && phone_wait !== null && phone_wait > 0) return resend(phone_wait);
  return null;
}

/**
 * Sends a 6-digit code to `phone` and answers the signature that the confirm call
 * must carry. Requests for one phone are serialised (advisory lock) so two at once
 * cannot both slip under the 60 s and hourly limits.
 */
export async function issueOtp(
  db: Database,
  input: { phone: string; purpose: OtpPurpose; userId: string | null; clientAddress: string; locale?: Locale },
): Promise<OtpSentData> {
  const requester = requesterKey(input.clientAddress);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`otp:${input.phone}`}))`);
    const wait = await phoneWait(tx, input.phone, requester);
    if (wait) {
      const message = wait.tooMany ? IDENTITY_MESSAGES.otpTooMany : IDENTITY_MESSAGES.otpTooSoon;
      throw new AppError("too_many_requests", message, {
        retryAfter: wait.seconds,
        errors: [{ field: "phone", message, code: wait.tooMany ? "otp_too_many" : "otp_too_soon" }],
      });
    }
    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, "0");
    const signature = randomBytes(32).toString("base64url");
    await tx.insert(otpCodes).values({
      phone: input.phone,
      purpose: input.purpose,
      userId: input.userId,
      codeHash: codeHash(signature, code),
      signatureHash: hashToken(signature),
      requester,
      expiresAt: sql`now() + make_interval(secs => ${OTP_TTL_SECONDS})`,
    });
    await enqueueMessage(tx, {
      channel: "sms",
      to: input.phone,
      body: SMS_TEXT[input.purpose](code, input.locale ?? "en"),
      secret: code,
      expiresInSeconds: OTP_TTL_SECONDS,
    });
    return { signature, resend_in: OTP_RESEND_SECONDS, expires_in: OTP_TTL_SECONDS };
  });
}

async function tooManyTries(db: Database, phone: string, requester: string | null): Promise<AppError> {
  const message = IDENTITY_MESSAGES.otpTooManyTries;
  const wait = await phoneWait(db, phone, requester);
  return new AppError("too_many_requests", message, { retryAfter: wait?.seconds ?? 0, errors: [{ field: "otp", message, code: "otp_too_many_tries" }] });
}

/**
 * Checks a code against the request its signature names (same phone, purpose and
 * user). The try is counted before the comparison, so no more than OTP_MAX_ATTEMPTS
 * guesses are ever compared, even in parallel. Answers the code's id for `consumeOtp`.
 */
export async function checkOtp(
  db: Database,
  input: { phone: string; purpose: OtpPurpose; userId: string | null; signature: string; otp: string },
): Promise<number> {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(eq(otpCodes.signatureHash, hashToken(input.signature)))
    .limit(1);
  // A signature for another phone, purpose or shopper is treated as unknown.
  if (!row || row.phone !== input.phone || row.purpose !== input.purpose || row.userId !== input.userId) throw expired();

  const counted = await db.execute<{ attempts: number }>(sql`
    UPDATE otp_codes SET attempts = attempts + 1
    WHERE id = ${row.id} AND consumed_at IS NULL AND expires_at > now() AND attempts < ${OTP_MAX_ATTEMPTS}
    RETURNING attempts`);
  const attempts = counted.rows[0]?.attempts;
  if (attempts === undefined) {
    const [now] = await db.select({ consumedAt: otpCodes.consumedAt, attempts: otpCodes.attempts }).from(otpCodes).where(eq(otpCodes.id, row.id));
    if (!now.consumedAt && now.attempts >= OTP_MAX_ATTEMPTS) throw await tooManyTries(db, row.phone, row.requester);
    throw expired();
  }

  const right = timingSafeEqual(Buffer.from(codeHash(input.signature, input.otp)), Buffer.from(row.codeHash));
  if (right) return row.id;
  if (attempts >= OTP_MAX_ATTEMPTS) throw await tooManyTries(db, row.phone, row.requester);
  throw otpError(IDENTITY_MESSAGES.otpWrong, "otp_wrong");
}

/** Uses the code up inside the caller's transaction; of two racing confirms only one gets it. */
export async function consumeOtp(tx: Tx, id: number): Promise<void> {
  const used = await tx.execute(sql`UPDATE otp_codes SET consumed_at = now() WHERE id = ${id} AND consumed_at IS NULL RETURNING id`);
  if (!used.rows.length) throw expired();
}
