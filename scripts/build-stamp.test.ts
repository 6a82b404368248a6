import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module without types (scripts run with node directly)
import { sourceFiles, stampBuild, staleBecause } from "./build-stamp.mjs";

const shop = { NEXT_PUBLIC_SITE_URL: "http://localhost:3000", NEXT_PUBLIC_SHOP_NAME: "RoboDoc", PATH: "/usr/bin" };

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A small tree shaped as npm start's web build reads it: the app's folder and the shared contracts. */
function tree() {
  const root = mkdtempSync(path.join(os.tmpdir(), "build-stamp-"));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write("apps/web/src/app/page.tsx", "export default function Page() { return null; }\n");
  write("apps/web/src/app/page.test.tsx", "it('renders', () => {});\n");
  write("apps/web/next.config.ts", "export default {};\n");
  write("apps/web/tsconfig.json", "{}\n");
  write("packages/contracts/src/money.ts", "export const poisha = 100;\n");
  const sources = () => sourceFiles(root, [path.join(root, "apps/web"), path.join(root, "packages/contracts/src")]);
  const stamp = path.join(root, "apps/web/.next/build-stamp.json");
  roots.push(root);
  return { root, write, sources, stamp };
}

describe("npm start's build stamp: whether a start must build again", () => {
  it("a build followed by an unchanged tree is current, whatever the build and the tools wrote beside the sources", () => {
    const t = tree();
    const read = t.sources(); // before the build, as npm start reads them
    // What next build, its type check, tsc -p apps/web and the dev server write in apps/web.
    t.write("apps/web/next-env.d.ts", '/// <reference types="next" />\n');
    t.write("apps/web/tsconfig.tsbuildinfo", '{"version":"5.9"}\n');
    t.write("apps/web/.next/BUILD_ID", "abc\n");
    t.write("apps/web/.next/static/chunks/main.js", "//# allFunctionsCalledOnLoad\n");
    t.write("apps/web/node_modules/.cache/x", "x");
    stampBuild(t.stamp, shop, read);
    // Touched but not changed (a git checkout, an editor's save) and a test edited: no page changes.
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(t.root, "apps/web/src/app/page.tsx"), later, later);
    t.write("apps/web/src/app/page.test.tsx", "it('renders again', () => {});\n");
    expect(staleBecause(t.stamp, shop, t.sources())).toBeNull();
    // The same settings in another order, and a change to a setting no page sees.
    expect(staleBecause(t.stamp, { PATH: "/bin", NEXT_PUBLIC_SHOP_NAME: "RoboDoc", NEXT_PUBLIC_SITE_URL: "http://localhost:3000" }, t.sources())).toBeNull();
  });

  it("an edited, added or removed source makes it stale, and says which", () => {
    const t = tree();
    stampBuild(t.stamp, shop, t.sources());
    t.write("apps/web/src/app/page.tsx", "export default function Page() { return 'shop'; }\n");
    expect(staleBecause(t.stamp, shop, t.sources())).toBe("apps/web/src/app/page.tsx changed");
    stampBuild(t.stamp, shop, t.sources());
    t.write("packages/contracts/src/cart.ts", "export const max = 10;\n");
    rmSync(path.join(t.root, "apps/web/next.config.ts"));
    expect(staleBecause(t.stamp, shop, t.sources())).toBe("packages/contracts/src/cart.ts added, apps/web/next.config.ts removed");
  });

  it("a source edited while the build ran makes the next start build again", () => {
    const t = tree();
    const read = t.sources();
    t.write("apps/web/src/app/page.tsx", "export default function Page() { return 'edited mid-build'; }\n");
    stampBuild(t.stamp, shop, read);
    expect(staleBecause(t.stamp, shop, t.sources())).toBe("apps/web/src/app/page.tsx changed");
  });

  it("a build made for another address, with a public setting more or less, or with no stamp (an older build) is stale", () => {
    const t = tree();
    expect(staleBecause(t.stamp, shop, t.sources())).toBe("no record of what the last build was made from");
    stampBuild(t.stamp, { ...shop, NEXT_PUBLIC_SITE_URL: "http://localhost:3300" }, t.sources());
    expect(staleBecause(t.stamp, shop, t.sources())).toMatch(/^it was made with other public settings .*localhost:3300/);
    stampBuild(t.stamp, shop, t.sources());
    expect(staleBecause(t.stamp, { ...shop, NEXT_PUBLIC_RECAPTCHA_SITE_KEY: "site-key" }, t.sources())).not.toBeNull();
    const { NEXT_PUBLIC_SHOP_NAME: _dropped, ...fewer } = shop;
    expect(staleBecause(t.stamp, fewer, t.sources())).not.toBeNull();
  });

  it("reads the real web app's sources without the files its build and type check write", () => {
    const root = path.resolve(import.meta.dirname, "..");
    const files = Object.keys(sourceFiles(root, [path.join(root, "apps/web")]));
    expect(files).toContain("apps/web/app/[locale]/layout.tsx");
    expect(files).toContain("apps/web/next.config.ts");
    expect(files.filter((f) => /next-env\.d\.ts$|\.tsbuildinfo$|\/\.next\/|\/node_modules\/|\.test\.tsx?$/.test(f))).toEqual([]);
  });
});
