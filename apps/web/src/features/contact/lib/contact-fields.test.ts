import { CONTACT_MESSAGES } from "@shop/contracts";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/client";
import { contactFieldError, EMPTY_CONTACT, firstInvalid, serverFieldErrors, validateContact } from "./contact-fields";

const valid = { name: " Rahim ", email: "rahim@example.com", title: "Bulk order of sensors", comment: "Please quote 50 HC-SR04 sensors." };

describe("the contact form (spec §5)", () => {
  it("checks one field on blur with the spec's and the contracts' messages", () => {
    expect(contactFieldError("name", "  ")).toBe(CONTACT_MESSAGES.nameRequired);
    expect(contactFieldError("name", "Al")).toBe(CONTACT_MESSAGES.nameMin);
    // Issue 40: a pasted or scripted line break is refused, in the form as in the API.
    expect(contactFieldError("name", "Nusrat\nJahan")).toBe("Name must be on one line");
    expect(contactFieldError("name", "Nusrat Jahan")).toBeUndefined();
    expect(contactFieldError("email", "rahim@")).toBe("Invalid email address");
    expect(contactFieldError("title", "Hello")).toBe(CONTACT_MESSAGES.titleMin);
    expect(contactFieldError("comment", "x".repeat(1001))).toBe("Message must be at most 1000 characters");
    expect(contactFieldError("comment", valid.comment)).toBeUndefined();
  });

  it("on submit gives every field's first message, and the first field at fault", () => {
    const result = validateContact({ ...EMPTY_CONTACT, email: "rahim@example.com" });
    expect(result).toEqual({
      ok: false,
      errors: { name: CONTACT_MESSAGES.nameRequired, title: CONTACT_MESSAGES.titleRequired, comment: CONTACT_MESSAGES.commentRequired },
    });
    expect(result.ok ? null : firstInvalid(result.errors)).toBe("name");
  });

  it("sends the trimmed values", () => {
    expect(validateContact(valid)).toEqual({ ok: true, body: { ...valid, name: "Rahim" } });
  });

  it("puts a 422's messages under the form's own fields only; other failures name none", () => {
    const refused = new ApiError("Invalid email address", 422, [
      { field: "email", message: "Invalid email address", code: "validation_failed" },
      { field: "email", message: "second", code: "validation_failed" },
      { field: "website", message: "ignored", code: "validation_failed" },
    ]);
    expect(serverFieldErrors(refused)).toEqual({ email: "Invalid email address" });
    expect(serverFieldErrors(new ApiError(CONTACT_MESSAGES.tooMany, 429, [{ message: CONTACT_MESSAGES.tooMany, code: "too_many_requests" }]))).toEqual({});
    expect(firstInvalid({})).toBeUndefined();
  });
});
