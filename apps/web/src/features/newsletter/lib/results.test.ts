import { MESSAGES, NEWSLETTER_MESSAGES } from "@shop/contracts";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/client";
import { contentBn } from "@/i18n/messages/content.bn";
import { contentEn } from "@/i18n/messages/content.en";
import { linkToast, refusalAnswer, resultWords, signupOutcome, WORDS, type ResultKey } from "./results";

describe("the newsletter links' pages (spec §8)", () => {
  it("have the spec's English words in the catalogue for every code, and Bangla ones (issue 50)", () => {
    const en = (key: ResultKey) => contentEn.newsletterPages[key];
    const bn = (key: ResultKey) => contentBn.newsletterPages[key];
    for (const action of ["confirm", "unsubscribe"] as const) {
      for (const code of [...Object.keys(WORDS[action]), "not_a_code"]) {
        expect(resultWords(action, { status: code }, en), `${action} ${code}`).toBe(resultWords(action, { status: code }));
        expect(resultWords(action, { status: code }, bn), `${action} ${code}`).toMatch(/[\u0980-\u09FF]/);
      }
    }
    expect(linkToast("unsubscribe", { status: "unsubscribed" }, en)).toBe(linkToast("unsubscribe", { status: "unsubscribed" }));
    expect(linkToast("unsubscribe", { status: "unsubscribed" }, bn)).toBe("নিউজলেটার থেকে আনসাবস্ক্রাইব করা হয়েছে।");
  });

  it("say the spec's words for each code, on each page", () => {
    expect(resultWords("confirm", { status: "subscribed", message: "ignored" })).toBe("Thank you for your subscription!");
    expect(resultWords("confirm", { status: "email_already_subscribed" })).toBe("You are already subscribed.");
    expect(resultWords("confirm", { status: "url_expired" })).toBe("URL has been expired.");
    expect(resultWords("confirm", { status: "false_signature" })).toBe("Unable to process.");
    expect(resultWords("unsubscribe", { status: "unsubscribed" })).toBe("Successfully unsubscribed.");
    expect(resultWords("unsubscribe", { status: "already_unsubscribed" })).toBe("You are already unsubscribed.");
    expect(resultWords("unsubscribe", { status: "invalid_signature" })).toBe("Unable to process.");
  });

  it("fall back to the API's words, then to Unable to process.", () => {
    expect(resultWords("unsubscribe", { status: "platform_gone", message: "Try again tomorrow." })).toBe("Try again tomorrow.");
    expect(resultWords("confirm", { status: "toString", message: " " })).toBe("Unable to process.");
    expect(resultWords("confirm", {})).toBe("Unable to process.");
  });

  it("read a refusal's code and words from the envelope, and nothing from a failure that is not the API's", () => {
    const expired = new ApiError("URL has been expired.", 410, [{ message: "URL has been expired.", code: "url_expired" }]);
    expect(refusalAnswer(expired)).toEqual({ status: "url_expired", message: "URL has been expired." });
    expect(resultWords("confirm", refusalAnswer(expired))).toBe("URL has been expired.");
    expect(refusalAnswer(new ApiError("Bad Gateway", 502))).toEqual({});
    expect(refusalAnswer(new TypeError("Failed to fetch"))).toEqual({});
  });
});

describe("R419: the newsletter's own words for leaving it (issue 40: never shown)", () => {
  it("toasts Successfully unsubscribed from newsletter. once the unsubscribe link worked, and nothing for any other answer", () => {
    expect(linkToast("unsubscribe", { status: "unsubscribed", message: "Successfully unsubscribed." })).toBe("Successfully unsubscribed from newsletter.");
    for (const status of ["already_unsubscribed", "invalid_signature", "unable_to_process", "email_not_found", undefined])
      expect(linkToast("unsubscribe", { status })).toBeNull();
    for (const status of ["subscribed", "email_already_subscribed", "unsubscribed"]) expect(linkToast("confirm", { status })).toBeNull();
  });
});

describe("the footer signup's answer (spec §4)", () => {
  it("opens the dialog for a new address, and toasts the API's words (or the default) otherwise", () => {
    expect(signupOutcome({ status: "created", message: NEWSLETTER_MESSAGES.created })).toEqual({ kind: "dialog" });
    expect(signupOutcome({ status: "email_already_subscribed", message: "You are already subscribed." })).toEqual({
      kind: "toast",
      message: "You are already subscribed.",
    });
    expect(signupOutcome({ status: "confirmation_pending", message: NEWSLETTER_MESSAGES.pending })).toEqual({
      kind: "toast",
      message: NEWSLETTER_MESSAGES.pending,
    });
    expect(signupOutcome({})).toEqual({ kind: "toast", message: MESSAGES.subscribedDefault });
  });
});
