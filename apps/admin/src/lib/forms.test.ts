import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrorsOf, withQuery } from "./api";
import { parseWhole, zodFieldErrors } from "./forms";

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
