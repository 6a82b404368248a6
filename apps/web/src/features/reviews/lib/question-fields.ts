import { createQuestionBody } from "@shop/contracts";
import { fieldErrors } from "./form-errors";

/** The Ask Question form's one field the shopper types (spec §3: payload title only). */
export function validateQuestion(title: string): { ok: true; body: { title: string } } | { ok: false; error: string } {
  const parsed = createQuestionBody.safeParse({ title });
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, error: fieldErrors<"title">(parsed.error).title ?? parsed.error.issues[0]?.message ?? "" };
}
