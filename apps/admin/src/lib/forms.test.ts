import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrorsOf, withQuery } from "./api";
import { phoneSchema } from "@shop/contracts/validation";
import { defaultCourier, parseWhole, typedPhone, zodFieldErrors } from "./forms";

describe("forms", () => {
  it("maps zod issues to the first message per field", () => {
    const result = z
      .object({ name: z.string().min(2, "Too short"), specs: z.array(z.object({ key: z.string().min(1, "Key") })) })
      .safeParse({ name: "a", specs: [{ key: "" }] });
    expect(result.success).toBe(false);
    if (!result.success) expect(zodFieldErrors(result.error)).toEqual({ name: "Too short", specs: "Key" });
  });

  it("reads the API's error envelope", () => {
    expect(
      fieldErrorsOf({
        message: "x",
        errors: [
          { field: "slug", message: "Taken", code: "conflict" },
          { field: "slug", message: "Other", code: "x" },
          { message: "no field", code: "x" },
        ],
      }),
    ).toEqual({ slug: "Taken" });
  });

  it("builds queries without empty values", () => {
    expect(withQuery("/v1/admin/orders", { status: "all", q: "", page: 2, from: undefined })).toBe("/v1/admin/orders?status=all&page=2");
  });

  it("parses whole numbers", () => {
    expect(parseWhole("")).toBeNull();
    expect(parseWhole(" 12 ")).toBe(12);
    expect(parseWhole("1.5")).toBeNaN();
  });
});

describe("the Ship form's courier", () => {
  it("defaults to the courier the shop set up (Steadfast), else the typed one", () => {
    const manual = { key: "manual" as const, configured: true };
    expect(defaultCourier([{ key: "steadfast", configured: true }, manual])).toBe("steadfast");
    expect(defaultCourier([{ key: "steadfast", configured: false }, manual])).toBe("manual");
    // Before the list has loaded: the typed courier, which needs no set-up.
    expect(defaultCourier(undefined)).toBe("manual");
  });
});

describe("the staff form's phone", () => {
  it("takes every way a Bangladeshi mobile number is written, as the back office's sign-in does, and sends what the API takes", () => {
    for (const typed of ["01712345678", "+8801712345678", "8801712345678", "008801712345678", "+880 1712-345678", " 01712 345 678 ", "+880-1712-345678"]) {
      const read = typedPhone(typed);
      expect(read.error, typed).toBeUndefined();
      expect(phoneSchema.safeParse(read.phone).success, typed).toBe(true);
    }
  });

  it("refuses in the shared rule's words what the API refuses", () => {
    expect(typedPhone("").error).toBe("Phone number can not be empty");
    for (const typed of ["+8801212345678", "0171234567", "+1 202 555 0100", "01712a45678"]) {
      expect(typedPhone(typed).error, typed).toBe("Invalid phone number");
      expect(phoneSchema.safeParse(typedPhone(typed).phone).success, typed).toBe(false);
    }
  });
});
