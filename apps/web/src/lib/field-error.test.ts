import { describe, expect, it } from "vitest";
import { fieldErrorText } from "./field-error";

describe("fieldErrorText (spec §5: first letter capitalised)", () => {
  it("capitalises the first letter and keeps the rest", () => {
    expect(fieldErrorText("email is a required field")).toBe("Email is a required field");
    expect(fieldErrorText("invalid phone number")).toBe("Invalid phone number");
    expect(fieldErrorText("Order ID is a required field")).toBe("Order ID is a required field");
  });

  it("means no error for empty or missing messages", () => {
    expect(fieldErrorText(undefined)).toBeUndefined();
    expect(fieldErrorText(null)).toBeUndefined();
    expect(fieldErrorText("   ")).toBeUndefined();
  });
});
