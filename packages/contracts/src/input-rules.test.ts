import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldLabel, findForbiddenText } from "./input-rules";
import "./zod-config";

describe("the text rule", () => {
  it("finds control and bidi characters anywhere, with their path", () => {
    expect(findForbiddenText({ a: "ok", b: [{ c: "x\u0000" }] })).toEqual(["b", 0, "c"]);
    expect(findForbiddenText({ name: "\u202Eexe.txt" })).toEqual(["name"]);
    expect(findForbiddenText({ "k\u0007": 1 })).toEqual(["k\u0007"]);
    expect(findForbiddenText({ name: "নুসরাত 🤖\tline\nnext" })).toBeNull();
  });

  it("names fields as a shopper reads them", () => {
    expect(fieldLabel("full_name")).toBe("Full name");
    expect(fieldLabel("districtId")).toBe("District id");
  });
});

describe("default messages", () => {
  it("replace zod's own wording where a schema gave none", () => {
    const schema = z.object({ full_name: z.string().max(3), qty: z.number() });
    const issues = schema.safeParse({ full_name: "abcdef", qty: "x" }).error!.issues.map((i) => i.message);
    expect(issues).toEqual(["Full name must be at most 3 characters", "Qty must be a number"]);
    expect(schema.safeParse(null).error!.issues[0].message).toBe("Request body is required");
    expect(z.object({ a: z.string() }).safeParse({}).error!.issues[0].message).toBe("A is required");
  });
});
