import { createQuestionBody, emailSchema, QUESTION_MESSAGES } from "@shop/contracts";
import { fieldErrors } from "./form-errors";

/** The Ask Question form's one field the shopper types (spec §3: payload title only). */
export function validateQuestion(title: string): { ok: true; body: { title: string } } | { ok: false; error: string } {
  const parsed = createQuestionBody.safeParse({ title });
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, error: fieldErrors<"title">(parsed.error).title ?? parsed.error.issues[0]?.message ?? "" };
}

/**
 * The email asked for when the account has none (R284): required and valid, in the
 * API's words. The answer is sent there; an account with an email needs none typed.
 */
export function questionEmailError(email: string): string | undefined {
  if (!email.trim()) return QUESTION_MESSAGES.emailRequired;
  const parsed = emailSchema.safeParse(email);
  return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? QUESTION_MESSAGES.emailRequired);
}
