#!/usr/bin/env node
// `npm start`: serve the API (migrating and seeding the database on first start),
// build the web app when its sources changed, then serve it.
// `NODE_ENV=production npm start` serves what `npm run build` made (scripts/build.mjs,
// docs/decisions/027-production.md): the bundled API and back-office server under plain
// node, the web app's build as it is (no build check, no patching at start), no local
// fakes; it refuses what must never run in production (scripts/production.mjs).
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { appBuilds, publicSettings, stampBuild, staleBecause } from "./build-stamp.mjs";
import { addCompileHints } from "./compile-hints.mjs";
import { productionProblems, shopAddresses } from "./production.mjs";
import { supervise } from "./supervise.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// A developer's settings (.env.example says which): a variable already set in the shell
// wins. Production reads /etc/robodoc.env through systemd instead (deploy/); the journeys
// and the bench start a shop of their own settings (SHOP_DOTENV=0).
const dotenv = path.join(root, ".env");
if (process.env.NODE_ENV !== "production" && process.env.SHOP_DOTENV !== "0" && existsSync(dotenv)) process.loadEnvFile(dotenv);
const dev = process.argv.includes("--dev");
const production = process.env.NODE_ENV === "production";
if (production) {
  if (dev) {
    console.error("[start] npm run dev is for development: unset NODE_ENV, or serve the production build with NODE_ENV=production npm start");
    process.exit(1);
  }
  // One line each; every refusal before anything starts.
  const { refusals, warnings } = productionProblems(process.env);
  for (const line of warnings) console.warn(`[start] production: ${line}`);
  for (const line of refusals) console.error(`[start] refusing to start in production: ${line}`);
  if (refusals.length) process.exit(1);
}
const addresses = shopAddresses(process.env);
const { PORT, API_PORT, API_URL } = addresses;
/** The back office (apps/admin, docs/decisions/022-back-office.md) listens on its own port. */
const ADMIN_PORT = process.env.ADMIN_PORT ?? "3001";
/**
 * The shop's one public address (decision 018): sessions (NEXTAUTH_URL), links in
 * mails (PUBLIC_WEB_URL) and canonical URLs all derive from it, and the web server
 * sends a browser that came by another host name (127.0.0.1 for localhost) to it.
 */
const PUBLIC_URL = addresses.PUBLIC_URL;

/**
 * A secret that must outlive a restart: next-auth's (docs/decisions/009-sessions.md),
 * so sessions survive, and the newsletter's link signer (decision 024), so mailed
 * links keep working. Production must bring its own; on a developer machine one random
 * secret is made once and kept in the git-ignored ./data directory.
 */
function persistedSecret(name, fileName) {
  if (process.env[name]) return process.env[name];
  // Production never gets here: productionProblems() refused a missing secret above.
  const file = path.join(root, "data", fileName);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/**
 * API processes on API_PORT (node:cluster, apps/api/src/cluster.ts). The API's own
 * default (apps/api/src/plugins/env.ts), made explicit here so the line printed at the
 * end says how many run: one on PGlite, which one process owns; one per core on PostgreSQL.
 */
const API_WORKERS = process.env.API_WORKERS || String(process.env.DATABASE_URL ? availableParallelism() : 1);

const env = {
  ...process.env,
  API_WORKERS,
  // Proves the web forwarder to the API, which trusts shopper addresses from it alone
  // (docs/decisions/013-web-edge.md). A fresh one per start unless given.
  FORWARDER_SECRET: process.env.FORWARDER_SECRET ?? randomBytes(24).toString("base64url"),
  PORT,
  API_PORT,
  API_URL,
  ADMIN_PORT,
  // The API drops the web app's cached catalog pages after a back-office change.
  WEB_INTERNAL_URL: process.env.WEB_INTERNAL_URL ?? `http://127.0.0.1:${PORT}`,
  ...addresses,
  NEXTAUTH_SECRET: persistedSecret("NEXTAUTH_SECRET", ".nextauth-secret"),
  NEWSLETTER_SECRET: persistedSecret("NEWSLETTER_SECRET", ".newsletter-secret"),
};
// DEMO_COURIER=1: a local fake Steadfast courier (its real protocol), so shipping through
// a courier can be tried in the back office; never with real keys.
const DEMO_STEADFAST_PORT = process.env.DEMO_STEADFAST_PORT ?? "4503";
const demoCourier = process.env.DEMO_COURIER === "1" && !process.env.STEADFAST_API_KEY;
if (demoCourier) {
  Object.assign(env, {
    STEADFAST_BASE_URL: `http://127.0.0.1:${DEMO_STEADFAST_PORT}/api/v1`,
    STEADFAST_API_KEY: "fake-steadfast-api-key",
    STEADFAST_SECRET_KEY: "fake-steadfast-secret-key",
    FAKE_STEADFAST_PORT: DEMO_STEADFAST_PORT,
  });
}
// DEMO_COURIER=1 runs a local fake Pathao too (issue 47), unless Pathao's real keys are set.
const DEMO_PATHAO_PORT = process.env.DEMO_PATHAO_PORT ?? "4505";
const demoPathao = process.env.DEMO_COURIER === "1" && !process.env.PATHAO_CLIENT_ID;
if (demoPathao) {
  Object.assign(env, {
    PATHAO_BASE_URL: `http://127.0.0.1:${DEMO_PATHAO_PORT}`,
    PATHAO_CLIENT_ID: "fake-pathao-client-id",
    PATHAO_CLIENT_SECRET: "fake-pathao-client-secret",
    PATHAO_USERNAME: "merchant@example.com",
    PATHAO_PASSWORD: "fake-pathao-password",
    PATHAO_STORE_ID: "101",
    FAKE_PATHAO_PORT: DEMO_PATHAO_PORT,
  });
}
// DEMO_SMS=1: a local fake of the chosen SMS gateway (apps/api/fakes/sms/,
// its real protocol) so texts leave the API as in production and land in the fake's
// record; SSL Wireless when SMS_PROVIDER is unset or log; never with that gateway's real key.
const DEMO_SMS_PORT = process.env.DEMO_SMS_PORT ?? "4504";
const SMS_FAKES = {
  sslwireless: {
    key: "SSLWIRELESS_API_TOKEN",
    settings: (url) => ({ SSLWIRELESS_BASE_URL: url, SSLWIRELESS_API_TOKEN: "fake-sslwireless-api-token", SSLWIRELESS_SID: "FAKESHOP" }),
  },
  bulksmsbd: {
    key: "BULKSMSBD_API_KEY",
    settings: (url) => ({ BULKSMSBD_BASE_URL: url, BULKSMSBD_API_KEY: "fake-bulksmsbd-api-key", BULKSMSBD_SENDER_ID: "8809601000000" }),
  },
  alpha: {
    key: "ALPHA_SMS_API_KEY",
    settings: (url) => ({ ALPHA_SMS_BASE_URL: url, ALPHA_SMS_API_KEY: "fake-alpha-sms-api-key", ALPHA_SMS_SENDER_ID: "FAKESHOP" }),
  },
};
const demoSmsProvider = !process.env.SMS_PROVIDER || process.env.SMS_PROVIDER === "log" ? "sslwireless" : process.env.SMS_PROVIDER;
const demoSmsFake = SMS_FAKES[demoSmsProvider];
const demoSms = process.env.DEMO_SMS === "1" && demoSmsFake !== undefined && !process.env[demoSmsFake.key];
const demoSmsUrl = `http://127.0.0.1:${DEMO_SMS_PORT}`;
if (demoSms) {
  Object.assign(env, { SMS_PROVIDER: demoSmsProvider, ...demoSmsFake.settings(demoSmsUrl), FAKE_SMS_PROVIDER: demoSmsProvider, FAKE_SMS_PORT: DEMO_SMS_PORT });
}
// DEMO_PAYMENTS=1: a local fake bKash (the real protocol, a payment page with Pay, Fail
// and Cancel) so bKash can be tried on a fresh install; never with real credentials.
const DEMO_BKASH_PORT = process.env.DEMO_BKASH_PORT ?? "4501";
const DEMO_SSLCOMMERZ_PORT = process.env.DEMO_SSLCOMMERZ_PORT ?? "4502";
const demoPayments = process.env.DEMO_PAYMENTS === "1" && !process.env.BKASH_APP_KEY;
const demoSslCommerz = process.env.DEMO_PAYMENTS === "1" && !process.env.SSLCOMMERZ_STORE_ID;
if (demoSslCommerz) {
  Object.assign(env, {
    SSLCOMMERZ_BASE_URL: `http://127.0.0.1:${DEMO_SSLCOMMERZ_PORT}`,
    SSLCOMMERZ_STORE_ID: "fakestore0001",
    SSLCOMMERZ_STORE_PASSWORD: "fakestore0001@ssl",
    FAKE_SSLCOMMERZ_PORT: DEMO_SSLCOMMERZ_PORT,
  });
}
if (demoPayments) {
  Object.assign(env, {
    BKASH_BASE_URL: `http://127.0.0.1:${DEMO_BKASH_PORT}`,
    BKASH_APP_KEY: "fake-app-key",
    BKASH_APP_SECRET: "fake-app-secret",
    BKASH_USERNAME: "fake-username",
    BKASH_PASSWORD: "fake-password",
    FAKE_BKASH_PORT: DEMO_BKASH_PORT,
  });
}
/** What each app's build reads, writes and records (./build-stamp.mjs). */
const builds = appBuilds(root);
const webDir = builds.web.dir;
const adminDir = builds.admin.dir;
/** What `npm run build` bundles for production (scripts/build.mjs), with the builds it serves. */
const productionFiles = {
  "the API": path.join(root, "apps/api/dist/server.js"),
  "the back office's server": path.join(adminDir, "dist-server/server.js"),
  "the back office": builds.admin.marker,
  "the web app": builds.web.marker,
};
if (production) {
  const missing = Object.entries(productionFiles).filter(([, file]) => !existsSync(file));
  for (const [label, file] of missing) console.error(`[start] no production build of ${label} (${path.relative(root, file)}): run npm run build first`);
  if (missing.length) process.exit(1);
  // Not a reason to build (production serves what it was given), but said: canonical links and the sitemap carry the build's address.
  const stamp = existsSync(builds.web.stamp) ? JSON.parse(readFileSync(builds.web.stamp, "utf8")) : null;
  if (stamp && stamp.settings !== publicSettings(env)) {
    console.warn(`[start] production: the web app was built with other public settings (${stamp.settings}): run npm run build again for ${PUBLIC_URL}`);
  }
}

/** Why `label` must be built (said in the log), or null when its build is current. */
function mustBuild(label, marker, stamp, sources, settings) {
  if (process.env.FORCE_BUILD === "1") return "FORCE_BUILD=1";
  if (!existsSync(marker)) return `no build of ${label} yet`;
  return staleBecause(stamp, settings, sources);
}

const children = [];
/** Each process is restarted when it crashes, with a back-off; the other keeps serving. */
function run(name, args, cwd) {
  const child = supervise({ name, args, cwd, env, onFatal: (code) => shutdown(code) });
  children.push(child);
  return child;
}

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.stop();
  setTimeout(() => process.exit(code), 500).unref();
}
process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));

async function waitFor(url, what) {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    try {
      // A redirect counts: the web server sends other host names to the public address.
      const res = await fetch(url, { redirect: "manual" });
      if (res.status < 400) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`The ${what} did not answer at ${url}`);
}
const waitForApi = () => waitFor(`${API_URL}/health`, "API");

// A second `npm start` beside a running shop: its API would answer for this one's (which
// the database's lock refuses), and this start would go on to build over the files the
// running shop serves.
const running = await fetch(`http://127.0.0.1:${API_PORT}/health`, { signal: AbortSignal.timeout(2000) }).then(
  () => true,
  () => false,
);
if (running) {
  console.error(
    `[start] A shop is already running here (its API answers on port ${API_PORT}). Stop it first (Ctrl+C), or give this one other ports: PORT, API_PORT, ADMIN_PORT.`,
  );
  process.exit(1);
}

// Production runs none of these: productionProblems() refused DEMO_* above.
const fakeBkash = demoPayments ? run("fake-bkash", ["--import", "tsx", "fakes/run.ts", "bkash"], path.join(root, "apps/api")) : null;
const fakeSsl = demoSslCommerz ? run("fake-sslcommerz", ["--import", "tsx", "fakes/run.ts", "sslcommerz"], path.join(root, "apps/api")) : null;
const fakeSteadfast = demoCourier ? run("fake-steadfast", ["--import", "tsx", "fakes/run.ts", "steadfast"], path.join(root, "apps/api")) : null;
const fakePathao = demoPathao ? run("fake-pathao", ["--import", "tsx", "fakes/run.ts", "pathao"], path.join(root, "apps/api")) : null;
const fakeSms = demoSms ? run("fake-sms", ["--import", "tsx", "fakes/run.ts", "sms"], path.join(root, "apps/api")) : null;
if (demoSms) console.log(`[start] DEMO_SMS=1: SMS go to a fake ${demoSmsProvider} gateway at ${demoSmsUrl}; what it took: ${demoSmsUrl}/__fake/messages`);
const api = production
  ? run("api", ["--enable-source-maps", "dist/server.js"], path.join(root, "apps/api"))
  : run("api", ["--import", "tsx", "src/server.ts"], path.join(root, "apps/api"));
await waitForApi();
api.markUp();
fakeBkash?.markUp();
fakeSsl?.markUp();
fakeSteadfast?.markUp();
fakePathao?.markUp();
fakeSms?.markUp();
/**
 * Builds one app, or stops everything when the build fails; then records the sources it
 * was made from, read before it ran: a source edited while it ran differs from them, so
 * the next start builds again.
 */
async function build(label, { args, dir, marker, stamp, sources: readSources }, settings) {
  const sources = readSources();
  const reason = mustBuild(label, marker, stamp, sources, settings);
  if (!reason) return;
  console.log(`[start] building ${label} (${reason})…`);
  const result = spawnSync(process.execPath, args, { cwd: dir, env, stdio: "inherit" });
  if (result.status !== 0) {
    shutdown(result.status ?? 1);
    await new Promise(() => {}); // exit comes from shutdown()
  }
  stampBuild(stamp, settings, sources);
}

// Built after the API is up, so the pages Next.js prerenders get real data.
// Production serves `npm run build`'s builds as they are: it builds and patches nothing.
const building = !dev && !production;
if (building) await build("the web app", builds.web, env);
// After every build, and a build made with a bare `next build` too (idempotent, milliseconds).
if (building) addCompileHints(path.join(webDir, ".next/static/chunks"));

// The back office: a small static app, built in seconds.
// Vite bakes in no NEXT_PUBLIC_* setting: the journeys' shop and this one share its build.
if (building) await build("the back office", builds.admin, {});
const admin = production ? run("admin", ["--enable-source-maps", "dist-server/server.js"], adminDir) : run("admin", ["--import", "tsx", "server.ts"], adminDir);

// apps/web/server.mjs: Next.js behind the web server's own wrapper that reads the shopper's address.
const web = run("web", [path.join(webDir, "server.mjs"), ...(dev ? ["--dev"] : [])], webDir);
await waitFor(`http://127.0.0.1:${PORT}/robots.txt`, "web app");
web.markUp();
await waitFor(`http://127.0.0.1:${ADMIN_PORT}/`, "back office");
admin.markUp();
console.log(
  `[start] shop: ${PUBLIC_URL}  back office: http://localhost:${ADMIN_PORT}  api: ${API_URL} (${API_WORKERS} ${API_WORKERS === "1" ? "process" : "processes"})`,
);
