import { QUESTION_MESSAGES } from "@shop/contracts";
import { describe, expect, it } from "vitest";
import { questionEmailError, validateQuestion } from "./question-fields";

describe("the Ask Question form", () => {
  it("needs a trimmed title of 5..120 characters", () => {
    expect(validateQuestion("   ")).toEqual({ ok: false, error: QUESTION_MESSAGES.titleRequired });
    expect(validateQuestion(" Ok? ")).toEqual({ ok: false, error: "Question should have a minimum length of 5" });
    expect(validateQuestion("x".repeat(121))).toEqual({ ok: false, error: QUESTION_MESSAGES.titleMax });
    expect(validateQuestion("  Does it run at 3.3 V?  ")).toEqual({ ok: true, body: { title: "Does it run at 3.3 V?" } });
  });
});

describe("the email asked of an account without one (R284, issue 40)", () => {
  it("is required and must be an email address, in the API's words", () => {
    expect(questionEmailError("")).toBe("Email address can not be empty");
    expect(questionEmailError("   ")).toBe("Email address can not be empty");
    expect(questionEmailError("rahim@")).toBe("Invalid email address");
    expect(questionEmailError(" rahim@example.com ")).toBeUndefined();
  });
});
