import { CANCEL_NOTES_MAX, ORDER_MESSAGES } from "@shop/contracts";
import { describe, expect, it } from "vitest";
import { EMPTY_CANCEL, firstInvalid, isCancelField, validateCancel } from "./cancel-fields";

describe("validateCancel", () => {
  it("asks for a reason and the terms on an empty form", () => {
    const result = validateCancel(EMPTY_CANCEL);
    expect(result).toEqual({ ok: false, errors: { reason: ORDER_MESSAGES.cancelReasonRequired, terms: ORDER_MESSAGES.termsRequired } });
    expect(result.ok ? null : firstInvalid(result.errors)).toBe("reason");
  });

  it("refuses notes over the limit, after trimming", () => {
    const long = validateCancel({ reason: "others", notes: "x".repeat(CANCEL_NOTES_MAX + 1), terms: true });
    expect(long).toEqual({ ok: false, errors: { notes: ORDER_MESSAGES.cancelNotesMax } });
    expect(validateCancel({ reason: "others", notes: `  ${"x".repeat(CANCEL_NOTES_MAX)}  `, terms: true }).ok).toBe(true);
  });

  it("answers the body to send, blank notes as null", () => {
    expect(validateCancel({ reason: "change_of_mind", notes: "   ", terms: true })).toEqual({ ok: true, body: { reason: "change_of_mind", notes: null } });
    expect(validateCancel({ reason: "others", notes: " Found it cheaper ", terms: true })).toEqual({
      ok: true,
      body: { reason: "others", notes: "Found it cheaper" },
    });
  });

  it("names the terms first when only they are missing", () => {
    const result = validateCancel({ reason: "others", notes: "", terms: false });
    expect(result.ok ? null : firstInvalid(result.errors)).toBe("terms");
  });
});

describe("guards", () => {
  it("know the form's fields", () => {
    expect(isCancelField("notes")).toBe(true);
    expect(isCancelField("order")).toBe(false);
  });
});
