// Whether `npm start` must build an app again: what a build was made from, kept beside
// it. A start rebuilds only when the sources the build read differ by content, or the
// settings it baked in differ:
// - Sources, by content, not by time: the build itself and the tools around it write
//   files beside the sources (next build writes next-env.d.ts, tsc and Next's type check
//   tsconfig.tsbuildinfo), and comparing times with the build's made every second
//   `npm start` rebuild the web app, 4 minutes with the shop down. Those files, and
//   tests, which no build ships, are not sources; a file touched but unchanged (a git
//   checkout, an editor's save) is not a change. The sources are read before the build
//   runs, so a file edited while it runs differs at the next start, which builds again.
// - Next.js bakes every NEXT_PUBLIC_* setting into the pages and scripts it builds (the
//   shop's public address, for one, is in every canonical URL, the sitemap and the
//   structured data). A build made for another address or shop name (the journeys' shop
//   on port 3300, say) must not be served by `npm start` as if it were this one's.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** What tools write beside the sources, and what is built from them: never a source. */
const GENERATED = new Set(["node_modules", ".next", "dist", "dist-server", "coverage", "test-results", "next-env.d.ts", ".DS_Store"]);
const notASource = (name) => GENERATED.has(name) || name.endsWith(".tsbuildinfo") || /\.test\.[cm]?[jt]sx?$/.test(name);

/** The NEXT_PUBLIC_* settings in `env`, in a stable order. */
export function publicSettings(env) {
  const entries = Object.entries(env).filter(([name, value]) => name.startsWith("NEXT_PUBLIC_") && value !== undefined);
  return JSON.stringify(Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1))));
}

/**
 * Each source file under `paths` (folders or files), by its path relative to `root`,
 * with a hash of its bytes. About 400 files and 3 MB for the web app: milliseconds.
 */
export function sourceFiles(root, paths) {
  const files = {};
  const walk = (full) => {
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) if (!notASource(name)) walk(path.join(full, name));
    } else {
      files[path.relative(root, full).split(path.sep).join("/")] = createHash("sha1").update(readFileSync(full)).digest("base64url");
    }
  };
  for (const dir of paths) walk(dir);
  return files;
}

/** The stamp in `file`, or null when there is none or it is of an older kind. */
function readStamp(file) {
  try {
    const stamp = JSON.parse(readFileSync(file, "utf8"));
    return stamp && typeof stamp.files === "object" ? stamp : null;
  } catch {
    return null;
  }
}

/** Records, in `file`, what a finished build was made from: its sources (read before it ran) and `env`'s public settings. */
export function stampBuild(file, env, files) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ settings: publicSettings(env), files })}\n`);
}

/**
 * Why the build stamped in `file` is not the one `env` and `files` (sourceFiles())
 * would make, in a few words ("apps/web/src/a.tsx changed, …"), or null when it is.
 */
export function staleBecause(file, env, files) {
  const stamp = readStamp(file);
  if (!stamp) return "no record of what the last build was made from";
  if (stamp.settings !== publicSettings(env)) return `it was made with other public settings (${stamp.settings})`;
  const changes = [];
  for (const [name, hash] of Object.entries(files)) {
    if (!(name in stamp.files)) changes.push(`${name} added`);
    else if (stamp.files[name] !== hash) changes.push(`${name} changed`);
  }
  for (const name of Object.keys(stamp.files)) if (!(name in files)) changes.push(`${name} removed`);
  if (changes.length === 0) return null;
  return changes.length > 3 ? `${changes.slice(0, 3).join(", ")} and ${changes.length - 3} more` : changes.join(", ");
}

/**
 * The two apps `npm start` and `npm run build` build: each one's folder, how it is built
 * (arguments to node), the file every build writes, its stamp, and its sources (what it
 * reads: the app's folder, the shared contracts and the installed build tool's version,
 * so an upgrade builds again too). The web app's stamp lies beside its build; the back
 * office's out of the folder its server serves.
 */
export function appBuilds(root) {
  const web = path.join(root, "apps/web");
  const admin = path.join(root, "apps/admin");
  const contracts = path.join(root, "packages/contracts/src");
  return {
    web: {
      dir: web,
      args: [path.join(root, "node_modules/next/dist/bin/next"), "build"],
      marker: path.join(web, ".next/BUILD_ID"),
      stamp: path.join(web, ".next/build-stamp.json"),
      sources: () => sourceFiles(root, [web, contracts, path.join(root, "node_modules/next/package.json")]),
    },
    admin: {
      dir: admin,
      args: [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"],
      marker: path.join(admin, "dist/index.html"),
      stamp: path.join(root, "node_modules/.cache/shop-admin-build-stamp.json"),
      sources: () => sourceFiles(root, [admin, contracts, path.join(root, "node_modules/vite/package.json")]),
    },
  };
}
