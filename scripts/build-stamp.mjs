// What a web build was made with, beyond its sources: Next.js bakes every NEXT_PUBLIC_*
// setting into the pages and scripts it builds (the shop's public address, for one, is
// in every canonical URL, the sitemap and the structured data). A build made for
// another address or shop name (the journeys' shop on port 3300, say) must not be
// served by `npm start` as if it were this one's.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const FILE = "public-settings.json";

/** The NEXT_PUBLIC_* settings in `env`, in a stable order. */
export function publicSettings(env) {
  const entries = Object.entries(env).filter(([name, value]) => name.startsWith("NEXT_PUBLIC_") && value !== undefined);
  return JSON.stringify(Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1))));
}

/** Records, beside a finished build in `buildDir`, the public settings it was made with. */
export function stampBuild(buildDir, env) {
  writeFileSync(path.join(buildDir, FILE), `${publicSettings(env)}\n`);
}

/** Whether the build in `buildDir` was made with the same public settings as `env` has now. */
export function builtWith(buildDir, env) {
  const file = path.join(buildDir, FILE);
  return existsSync(file) && readFileSync(file, "utf8").trim() === publicSettings(env);
}
