import { QUESTION_MESSAGES } from "@shop/contracts";
import { describe, expect, it } from "vitest";
import { validateQuestion } from "./question-fields";

describe("the Ask Question form", () => {
  it("needs a trimmed title of 5..120 characters", () => {
    expect(validateQuestion("   ")).toEqual({ ok: false, error: QUESTION_MESSAGES.titleRequired });
    expect(validateQuestion(" Ok? ")).toEqual({ ok: false, error: "Question should have a minimum length of 5" });
    expect(validateQuestion("x".repeat(121))).toEqual({ ok: false, error: QUESTION_MESSAGES.titleMax });
    expect(validateQuestion("  Does it run at 3.3 V?  ")).toEqual({ ok: true, body: { title: "Does it run at 3.3 V?" } });
  });
});
