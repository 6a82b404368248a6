import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module without types (scripts run with node directly)
import { builtWith, stampBuild } from "./build-stamp.mjs";

const dir = () => mkdtempSync(path.join(os.tmpdir(), "build-stamp-"));
const shop = { NEXT_PUBLIC_SITE_URL: "http://localhost:3000", NEXT_PUBLIC_SHOP_NAME: "RoboDoc", PATH: "/usr/bin" };

describe("npm start's web build stamp", () => {
  it("counts a build as this one's only when it was made with the same public settings", () => {
    const built = dir();
    expect(builtWith(built, shop)).toBe(false); // no stamp: an older build, or none
    stampBuild(built, shop);
    expect(builtWith(built, shop)).toBe(true);
    // The same settings in another order, and a change to a setting no page sees.
    expect(builtWith(built, { PATH: "/bin", NEXT_PUBLIC_SHOP_NAME: "RoboDoc", NEXT_PUBLIC_SITE_URL: "http://localhost:3000" })).toBe(true);
  });

  it("counts a build made for another address, or with a public setting more or less, as stale", () => {
    const built = dir();
    stampBuild(built, { ...shop, NEXT_PUBLIC_SITE_URL: "http://localhost:3300" });
    expect(builtWith(built, shop)).toBe(false);
    stampBuild(built, shop);
    expect(builtWith(built, { ...shop, NEXT_PUBLIC_RECAPTCHA_SITE_KEY: "site-key" })).toBe(false);
    const { NEXT_PUBLIC_SHOP_NAME: _dropped, ...fewer } = shop;
    expect(builtWith(built, fewer)).toBe(false);
  });
});
