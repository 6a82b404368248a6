import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { couponBody } from "./cart";
import { couponCodeError } from "./cart-words";
import { phoneNumberError } from "./formats";
import { otpSchema } from "./identity";
import { otpError } from "./identity-words";
import { phoneSchema } from "./validation";

const schemaError = (schema: z.ZodType, value: string) => schema.safeParse(value).error?.issues[0]?.message;

// The sign-in and cart pages check phone, code and coupon without zod (decision 025); the
// API checks them with the schemas. Both must say the same of every input.
describe("the plain checks of the sign-in and cart pages", () => {
  it("say of a phone number what phoneSchema says", () => {
    const inputs = [
      "",
      "   ",
      "01712345678",
      " 01712345678 ",
      "+8801712345678",
      "008801712345678",
      "8801712345678",
      "01212345678",
      "0171234567",
      "017123456789",
      "01712-345678",
      "১৭১২৩৪৫৬৭৮",
    ];
    for (const input of inputs) expect(phoneNumberError(input), JSON.stringify(input)).toBe(schemaError(phoneSchema, input));
    expect(phoneNumberError("")).toBe("Phone number can not be empty");
    expect(phoneNumberError("0171234567")).toBe("Invalid phone number");
    expect(phoneNumberError("01712345678")).toBeUndefined();
  });

  it("say of a code what otpSchema says", () => {
    const inputs = ["", "123456", " 123456 ", "12345", "1234567", "12a456", "１２３４５６"];
    for (const input of inputs) expect(otpError(input), JSON.stringify(input)).toBe(schemaError(otpSchema, input));
    expect(otpError("12345")).toBe("Otp input can not be empty");
    expect(otpError("654321")).toBeUndefined();
  });

  it("say of a coupon code what couponBody says", () => {
    const inputs = ["", "  ", "SAVE10", "  SAVE10  ", "x".repeat(50), "x".repeat(51), ` ${"y".repeat(50)} `];
    for (const input of inputs) {
      expect(couponCodeError(input), JSON.stringify(input)).toBe(couponBody.safeParse({ code: input }).error?.issues[0]?.message);
    }
    expect(couponCodeError("")).toBe("Coupon is required");
    expect(couponCodeError("x".repeat(51))).toBe("Coupon must be at most 50 characters");
  });
});
