#!/usr/bin/env node
// `npm start`: serve the API (migrating and seeding the database on first start),
// build the web app when its sources changed, then serve it.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dev = process.argv.includes("--dev");
const PORT = process.env.PORT ?? "3000";
const API_PORT = process.env.API_PORT ?? "4000";
const API_URL = process.env.API_URL ?? `http://127.0.0.1:${API_PORT}`;
// Links in mails (email verification) point at the storefront this run serves.
const PUBLIC_WEB_URL = process.env.PUBLIC_WEB_URL ?? `http://localhost:${PORT}`;

/**
 * next-auth's secret (docs/decisions/009-sessions.md). Production must bring its own
 * NEXTAUTH_SECRET; on a developer machine one random secret is made once and kept in
 * the git-ignored ./data directory, so sessions survive restarts.
 */
function nextAuthSecret() {
  if (process.env.NEXTAUTH_SECRET) return process.env.NEXTAUTH_SECRET;
  if (process.env.NODE_ENV === "production") {
    console.error("[start] NEXTAUTH_SECRET is not set: refusing to start in production without it.");
    process.exit(1);
  }
  const file = path.join(root, "data/.nextauth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

const env = {
  ...process.env,
  PORT,
  API_PORT,
  API_URL,
  PUBLIC_WEB_URL,
  NEXTAUTH_SECRET: nextAuthSecret(),
  NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? PUBLIC_WEB_URL,
};
const webDir = path.join(root, "apps/web");
const nextBin = path.join(root, "node_modules/next/dist/bin/next");

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === ".next") continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function buildIsStale() {
  const buildId = path.join(webDir, ".next/BUILD_ID");
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return [webDir, path.join(root, "packages/contracts/src")].some((dir) => newestMtime(dir) > built);
}

const children = [];
function run(name, args, cwd) {
  const child = spawn(process.execPath, args, { cwd, env, stdio: "inherit" });
  child.on("exit", (code, signal) => {
    console.log(`[start] ${name} exited (${signal ?? code})`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500).unref();
}
process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));

async function waitForApi() {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${API_URL}/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`API did not become healthy at ${API_URL}/health`);
}

run("api", ["--import", "tsx", "src/server.ts"], path.join(root, "apps/api"));
await waitForApi();
// Built after the API is up, so the pages Next.js prerenders get real data.
if (!dev && (process.env.FORCE_BUILD === "1" || buildIsStale())) {
  console.log("[start] building the web app…");
  const result = spawnSync(process.execPath, [nextBin, "build"], { cwd: webDir, env, stdio: "inherit" });
  if (result.status !== 0) {
    shutdown(result.status ?? 1);
    await new Promise(() => {}); // exit comes from shutdown()
  }
}

run("web", [nextBin, dev ? "dev" : "start", "-p", PORT], webDir);
console.log(`[start] shop: http://localhost:${PORT}  api: ${API_URL}`);
