import { GUEST_COOKIE_DAYS, GUEST_ID_PATTERN } from "@shop/contracts";
import { describe, expect, it } from "vitest";
import { createGuestId, guestCookieString, guestIdFromCookieHeader, isGuestId } from "./guest-id";

describe("guest identity (spec §3, §9)", () => {
  it("is 24 random base64url characters plus the last 4 digits of the timestamp", () => {
    const id = createGuestId(1_763_800_012_345);
    expect(id).toMatch(GUEST_ID_PATTERN);
    expect(id).toHaveLength(28);
    expect(id.endsWith("2345")).toBe(true);
  });

  it("pads a short timestamp and differs each time", () => {
    expect(createGuestId(7).endsWith("0007")).toBe(true);
    expect(createGuestId()).not.toBe(createGuestId());
  });

  it("maps every random byte into the base64url alphabet", () => {
    const id = createGuestId(1234, (b) => b.fill(0xff));
    expect(id.slice(0, 24)).toBe("_".repeat(24));
    expect(isGuestId(id)).toBe(true);
  });

  it("reads only a well-formed id from a Cookie header", () => {
    const id = createGuestId(99);
    expect(guestIdFromCookieHeader(`a=1; robodoc_guest_user=${id}; b=2`)).toBe(id);
    expect(guestIdFromCookieHeader("robodoc_guest_user=short1234")).toBeNull();
    expect(guestIdFromCookieHeader("other=1")).toBeNull();
    expect(guestIdFromCookieHeader(undefined)).toBeNull();
  });

  it("writes a year-long, site-wide, httpOnly, Lax cookie, Secure on https", () => {
    const s = guestCookieString("x", { secure: true, now: 0 });
    expect(s).toContain("Path=/");
    expect(s).toContain("SameSite=Lax");
    expect(s).toContain("HttpOnly");
    expect(s).toContain(`Max-Age=${GUEST_COOKIE_DAYS * 86400}`);
    expect(s).toContain("Secure");
    expect(guestCookieString("x", { secure: false })).not.toContain("Secure");
  });
});
