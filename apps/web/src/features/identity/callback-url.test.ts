import { describe, expect, it } from "vitest";
import { safeCallbackUrl, signInHref } from "./callback-url";

const ORIGIN = "https://shop.example";

describe("callbackUrl after sign-in (spec §2)", () => {
  it("keeps a path on this site with its query and hash", () => {
    expect(safeCallbackUrl("/my-account")).toBe("/my-account");
    expect(safeCallbackUrl("/my-orders?page=2&status=all")).toBe("/my-orders?page=2&status=all");
    expect(safeCallbackUrl("/product/x#reviews", ORIGIN)).toBe("/product/x#reviews");
  });

  it("reduces a same-origin absolute URL to its path", () => {
    expect(safeCallbackUrl("https://shop.example/checkout?x=1", ORIGIN)).toBe("/checkout?x=1");
  });

  // What browsers' URL parsers make of these: every one leaves the site.
  it.each([
    "https://evil.example/x",
    "//evil.example/x",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "\t//evil.example",
    "/\\/evil.example",
    "http:evil.example",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "//evil.example@shop.example",
    "https://shop.example.evil.example/",
    "https://shop.example@evil.example/",
  ])("sends %j home", (raw) => {
    expect(safeCallbackUrl(raw, ORIGIN)).toBe("/");
  });

  it("decodes the query value first, as the sign-in page receives it", () => {
    const raw = new URLSearchParams("callbackUrl=%2F%09%2Fevil.example").get("callbackUrl");
    expect(safeCallbackUrl(raw, ORIGIN)).toBe("/");
  });

  it("never returns a path a browser reads as another host", () => {
    for (const raw of ["/.//evil.example", "/%2e//evil.example", "/x/..//evil.example"]) {
      const out = safeCallbackUrl(raw, ORIGIN);
      expect(out.startsWith("//")).toBe(false);
      expect(new URL(out, ORIGIN).origin).toBe(ORIGIN);
    }
  });

  it("goes home without one, or to the sign-in page or the API", () => {
    expect(safeCallbackUrl(null)).toBe("/");
    expect(safeCallbackUrl("/signin?callbackUrl=/x")).toBe("/");
    expect(safeCallbackUrl("/api/auth/signout")).toBe("/");
  });

  it("builds the sign-in link, without callbackUrl from home or for another site", () => {
    expect(signInHref("/my-account")).toBe("/signin?callbackUrl=%2Fmy-account");
    expect(signInHref("/")).toBe("/signin");
    expect(signInHref("/\t/evil.example")).toBe("/signin");
  });
});
