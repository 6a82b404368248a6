import { eq } from "drizzle-orm";
import { IDENTITY_MESSAGES, normalizePhone, type Customer, type OtpSentData } from "@shop/contracts";
import { users, type Database } from "@shop/db";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/db";
import { checkOtp, consumeOtp, issueOtp } from "../identity/otp";
import { findUser, toCustomer } from "./queries";

const phoneError = (message: string, code: string) => new AppError("validation_failed", message, { errors: [{ field: "phone", message, code }] });
const taken = () => phoneError(IDENTITY_MESSAGES.phoneTaken, "phone_taken");

/**
 * POST /v1/phone-verification: a code to the new phone, under the sign-in limits.
 * Whether another account has the number is not said here (that would tell anyone
 * which numbers are registered): the code goes out, and only the phone's holder,
 * confirming it, learns that it is taken.
 */
export async function requestPhoneChange(db: Database, input: { userId: string; phone: string; clientAddress: string }): Promise<OtpSentData> {
  const phone = normalizePhone(input.phone);
  const user = await findUser(db, input.userId);
  if (user.phone === phone) throw phoneError(IDENTITY_MESSAGES.phoneSame, "phone_same");
  // The code goes in the account's language (issue 50).
  return issueOtp(db, { phone, purpose: "phone_change", userId: input.userId, clientAddress: input.clientAddress, locale: user.locale === "bn" ? "bn" : "en" });
}

/** POST /v1/phone-update: the code sent to that phone for this shopper moves the account to it. */
export async function confirmPhoneChange(
  db: Database,
  input: { userId: string; phone: string; otp: string; signature: string },
): Promise<{ phone_number: string; customer: Customer }> {
  const phone = normalizePhone(input.phone);
  const codeId = await checkOtp(db, { phone, purpose: "phone_change", userId: input.userId, signature: input.signature, otp: input.otp });
  return db.transaction(async (tx) => {
    await consumeOtp(tx, codeId);
    try {
      const [user] = await tx.update(users).set({ phone, updatedAt: new Date() }).where(eq(users.id, input.userId)).returning();
      return { phone_number: user.phone, customer: toCustomer(user) };
    } catch (error) {
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
  });
}
