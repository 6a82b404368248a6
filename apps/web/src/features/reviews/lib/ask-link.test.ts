import { describe, expect, it } from "vitest";
import { isAskRequested } from "./ask-flag";
import { askQuestionHref, withoutAskHref } from "./ask-link";

describe("the Ask Question link", () => {
  it("adds ask=1 to the page's own address, keeping its query", () => {
    expect(askQuestionHref("/product/hc-sr04", "")).toBe("/product/hc-sr04?ask=1");
    expect(askQuestionHref("/product/hc-sr04", "?ref=mail&ask=0")).toBe("/product/hc-sr04?ref=mail&ask=1");
  });

  it("drops only the flag once the dialog closes", () => {
    expect(withoutAskHref("/product/hc-sr04", "?ask=1")).toBe("/product/hc-sr04");
    expect(withoutAskHref("/product/hc-sr04", "?ref=mail&ask=1")).toBe("/product/hc-sr04?ref=mail");
  });

  it("reads the flag", () => {
    expect(isAskRequested(new URLSearchParams("ask=1"))).toBe(true);
    expect(isAskRequested(new URLSearchParams("ask="))).toBe(true);
    expect(isAskRequested(new URLSearchParams("ask=0"))).toBe(false);
    expect(isAskRequested(new URLSearchParams(""))).toBe(false);
    expect(isAskRequested(null)).toBe(false);
  });
});
