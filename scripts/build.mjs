#!/usr/bin/env node
// `npm run build`: the production build (docs/decisions/027-production.md), made once,
// before `NODE_ENV=production npm start` or the systemd units serve it:
// - the API and the back office's server, bundled ahead to plain JavaScript with esbuild
//   (apps/api/dist/server.js, apps/admin/dist-server/server.js): production runs them
//   with `node`, no tsx and no compiler at run time;
// - the back office's app (Vite, apps/admin/dist);
// - the web app (`next build`, then the compile hints, apps/web/.next), built for the
//   shop's public address (PUBLIC_URL), with the API answering so the pages Next.js
//   prerenders hold real data: the API at API_URL when one runs (an update on a live
//   server), else the API just bundled, started for the build and stopped after it.
// `--servers` bundles the two servers only (seconds). `--env-file <file>` reads the
// settings from the production environment file first (/etc/robodoc.env).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, realpathSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import { builtinModules } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build as esbuild } from "esbuild";
import { appBuilds, stampBuild } from "./build-stamp.mjs";
import { addCompileHints } from "./compile-hints.mjs";
import { shopAddresses } from "./production.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Where each server's bundle goes: beside its app, never in a folder a server serves. */
export const SERVER_BUNDLES = {
  api: path.join(root, "apps/api/dist/server.js"),
  admin: path.join(root, "apps/admin/dist-server/server.js"),
};

/** The folder of the installed package `name` that Node finds from `dir`, or null. */
function packageDir(dir, name) {
  for (let at = dir; ; at = path.dirname(at)) {
    const candidate = path.join(at, "node_modules", name, "package.json");
    if (existsSync(candidate)) return realpathSync(path.dirname(candidate));
    if (path.dirname(at) === at) return null;
  }
}

const packageName = (specifier) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");
const LOADERS = { ".ts": "ts", ".tsx": "tsx", ".mts": "ts", ".js": "js", ".mjs": "js" };

/**
 * The workspace's own code (the app and @shop/*, TypeScript source) goes into the bundle;
 * every npm package stays outside it and is loaded from node_modules at run time, as in
 * development (native addons such as sharp, PGlite's WebAssembly, pdfkit's font data sit
 * beside their packages). A package that the bundle's folder would find in another
 * version than its importer does fails the build rather than the server.
 *
 * Code that finds files beside itself (the migrations, the invoice fonts) does so from
 * `import.meta.url`: in the bundle that names the bundle, so each workspace module's
 * `import.meta.url` becomes its source file's address, kept relative to the bundle.
 */
function workspaceBundle(outdir) {
  return {
    name: "shop-workspace-bundle",
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith("@shop/")) return undefined;
        if (args.path.startsWith("node:") || builtinModules.includes(args.path)) return { path: args.path, external: true };
        const name = packageName(args.path);
        const fromImporter = packageDir(args.resolveDir, name);
        const fromBundle = packageDir(outdir, name);
        if (fromImporter !== fromBundle) {
          return { errors: [{ text: `${name}: ${args.importer} finds ${fromImporter}, but the bundle in ${outdir} would find ${fromBundle}` }] };
        }
        return { path: args.path, external: true };
      });
      build.onLoad({ filter: /\.(?:tsx?|mts|m?js)$/ }, async (args) => {
        if (args.path.split(path.sep).includes("node_modules")) return undefined;
        const source = await readFile(args.path, "utf8");
        if (!source.includes("import.meta.url")) return undefined;
        const relative = path.relative(outdir, args.path).split(path.sep).join("/");
        return {
          contents: source.replaceAll("import.meta.url", `new URL(${JSON.stringify(relative)}, import.meta.url).href`),
          loader: LOADERS[path.extname(args.path)],
        };
      });
    },
  };
}

async function bundle({ outfile, entry }) {
  const outdir = path.dirname(outfile);
  await rm(outdir, { recursive: true, force: true });
  await esbuild({
    ...entry,
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    sourcemap: true,
    // Fastify plugins and error classes are known by their names.
    keepNames: true,
    logLevel: "warning",
    plugins: [workspaceBundle(outdir)],
  });
}

/** The API (apps/api/src/server.ts) and the back office's server (apps/admin/server.ts's main). */
export async function bundleServers() {
  await bundle({ outfile: SERVER_BUNDLES.api, entry: { entryPoints: [path.join(root, "apps/api/src/server.ts")] } });
  await bundle({
    outfile: SERVER_BUNDLES.admin,
    entry: {
      stdin: {
        contents: 'import { main } from "./server.ts";\nmain().catch((error) => {\n  console.error(error);\n  process.exit(1);\n});\n',
        resolveDir: path.join(root, "apps/admin"),
        sourcefile: "production-entry.ts",
        loader: "ts",
      },
    },
  });
}

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** The API at API_URL when it answers; else the bundled one, started for the build. Answers how to stop what it started. */
async function apiForTheBuild(env) {
  const health = `${env.API_URL}/health`;
  if (await answers(health)) {
    console.log(`[build] the web app's pages are prerendered from the API at ${env.API_URL}`);
    return async () => {};
  }
  console.log(`[build] starting the API for the build (${env.API_URL})…`);
  const api = spawn(process.execPath, ["--enable-source-maps", SERVER_BUNDLES.api], { cwd: path.join(root, "apps/api"), env, stdio: "inherit" });
  const exited = new Promise((resolve) => api.once("exit", resolve));
  const deadline = Date.now() + 300_000;
  while (!(await answers(health))) {
    if (api.exitCode !== null || Date.now() > deadline) throw new Error(`the API did not answer at ${health}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return async () => {
    api.kill("SIGTERM");
    await exited;
  };
}

function run(label, args, cwd, env) {
  console.log(`[build] ${label}…`);
  const result = spawnSync(process.execPath, args, { cwd, env, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${label} failed`);
}

async function main() {
  const argv = process.argv.slice(2);
  const envFile = argv.includes("--env-file") ? argv[argv.indexOf("--env-file") + 1] : undefined;
  if (envFile) process.loadEnvFile(envFile);
  console.log("[build] bundling the API and the back office's server…");
  await bundleServers();
  if (argv.includes("--servers")) return;

  const builds = appBuilds(root);
  const env = { ...process.env, ...shopAddresses(process.env) };
  run("building the back office", builds.admin.args, builds.admin.dir, env);
  stampBuild(builds.admin.stamp, {}, builds.admin.sources());

  const stopApi = await apiForTheBuild(env);
  try {
    // Read before the build, as npm start does: a file edited meanwhile makes the next start build again.
    const sources = builds.web.sources();
    run(`building the web app for ${env.NEXT_PUBLIC_SITE_URL}`, builds.web.args, builds.web.dir, env);
    addCompileHints(path.join(builds.web.dir, ".next/static/chunks"));
    stampBuild(builds.web.stamp, env, sources);
  } finally {
    await stopApi();
  }
  console.log("[build] done: NODE_ENV=production npm start (or the systemd units in deploy/) serves it");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`[build] ${error.message}`);
    process.exit(1);
  });
}
