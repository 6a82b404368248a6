import { describe, expect, it } from "vitest";
import { safeCallbackUrl, signInHref } from "./session";

describe("callbackUrl after sign-in (spec §2)", () => {
  it("keeps a path on this site with its query", () => {
    expect(safeCallbackUrl("/my-account")).toBe("/my-account");
    expect(safeCallbackUrl("/my-orders?page=2&status=all")).toBe("/my-orders?page=2&status=all");
  });

  it("goes home without one, or for other sites and odd paths", () => {
    expect(safeCallbackUrl(null)).toBe("/");
    expect(safeCallbackUrl("https://evil.example/x", "https://shop.example")).toBe("/");
    expect(safeCallbackUrl("//evil.example/x")).toBe("/");
    expect(safeCallbackUrl("/\\evil.example")).toBe("/");
    expect(safeCallbackUrl("javascript:alert(1)")).toBe("/");
    expect(safeCallbackUrl("/signin?callbackUrl=/x")).toBe("/");
  });

  it("reduces a same-origin absolute URL to its path", () => {
    expect(safeCallbackUrl("https://shop.example/checkout?x=1", "https://shop.example")).toBe("/checkout?x=1");
  });

  it("builds the sign-in link, without callbackUrl from home", () => {
    expect(signInHref("/my-account")).toBe("/signin?callbackUrl=%2Fmy-account");
    expect(signInHref("/")).toBe("/signin");
  });
});
