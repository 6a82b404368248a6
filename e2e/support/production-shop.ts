// A copy of the shop as a server runs it (docs/decisions/027-production.md), for the
// https journey: `NODE_ENV=production npm start` with deploy/robodoc.env.example's
// settings, behind Caddy with deploy/Caddyfile (its internal CA in place of Let's
// Encrypt), on free ports, with its own PGlite directory.
//
// It serves the builds the run's shop already made (no second `next build`, minutes on
// two cores), from a copy of the checkout: a folder of links to the repository's
// sources and node_modules, where what a production server writes is its own (the web
// build, copied, which Next.js rewrites as pages expire; the server bundles, made here
// by `npm run build -- --servers`), so the run's shop and this one never write the same
// files. The pages' canonical links therefore carry the run's address, not this one's.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash, randomBytes, X509Certificate } from "node:crypto";
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import http, { type IncomingHttpHeaders } from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { parseEnv } from "node:util";

const root = path.resolve(import.meta.dirname, "../..");

/** The host names the Caddyfile serves, with the test's https port in place of shop.example.com's 443. */
const SHOP_HOST = "shop.localhost";

export type ProductionShop = {
  /** https://shop.localhost:<port>: PUBLIC_URL. */
  shopUrl: string;
  adminUrl: string;
  /** Another name for the shop (www.), which Caddy sends to shopUrl. */
  wwwUrl: string;
  /** The same host names over plain http. */
  httpShopUrl: string;
  httpAdminUrl: string;
  /** Caddy's internal root certificate (PEM), which the journey's https requests trust. */
  rootCertificate: string;
  /** Chromium's flags for this shop: the internal CA's keys accepted, as a public one's would be. */
  chromiumArgs: string[];
  /** Every line `NODE_ENV=production npm start` printed so far. */
  startLog: string[];
  /** The command lines of the processes npm start runs (its children). */
  serving(): string[];
  /** The owner made before the first start (npm run staff), as the README's steps do. */
  ownerPhone: string;
  /** What the fake SSL Wireless gateway took for a phone, oldest first. */
  smsTo(phone: string): Promise<{ to: string; body: string }[]>;
  stop(): Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function until<T>(check: () => Promise<T | undefined> | T | undefined, what: string, timeoutMs: number, child?: ChildProcess): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (child && child.exitCode !== null) throw new Error(`${what}: the process exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Every request goes to this machine, whatever the host name: SNI and Host stay the URL's. */
const loopback: LookupFunction = (_hostname, options, callback) => {
  if (options.all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: "127.0.0.1", family: 4 }]);
  else callback(null, "127.0.0.1", 4);
};

export type Answer = { status: number; headers: IncomingHttpHeaders; rawHeaders: string[]; body: string };

/**
 * One request as a browser on the internet would make it, to this machine: https checked
 * against Caddy's root certificate (no certificate error is ignored), no redirect followed.
 */
export function request(url: string, options: { ca?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const target = new URL(url);
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(target, { method: "GET", headers: options.headers, lookup: loopback, ca: options.ca, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks).toString("latin1") }),
      );
    });
    req.on("error", reject);
    req.setTimeout(15_000, () => req.destroy(new Error(`${url} did not answer`)));
    req.end();
  });
}

/**
 * A checkout to run from: links to the repository's sources and installed packages, real
 * folders where a server writes (the bundles, the web build's cache). Each app's
 * package.json is copied: it makes the bundles ES modules.
 */
function copyOfCheckout(dir: string): string {
  const shop = path.join(dir, "shop");
  const link = (target: string, at: string) => {
    if (existsSync(target)) symlinkSync(target, at);
  };
  mkdirSync(path.join(shop, "apps"), { recursive: true });
  link(path.join(root, "node_modules"), path.join(shop, "node_modules"));
  link(path.join(root, "packages"), path.join(shop, "packages"));
  // npm start and npm run build find the checkout from their own place.
  cpSync(path.join(root, "scripts"), path.join(shop, "scripts"), { recursive: true, filter: (from) => !from.endsWith(".test.ts") });
  const app = (name: string, links: string[], copies: string[]) => {
    const at = path.join(shop, "apps", name);
    mkdirSync(at);
    for (const entry of links) link(path.join(root, "apps", name, entry), path.join(at, entry));
    for (const entry of copies) copyFileSync(path.join(root, "apps", name, entry), path.join(at, entry));
    return at;
  };
  app("api", ["src", "assets", "node_modules"], ["package.json"]);
  // The back office's app as the run built it (served, never written).
  app("admin", ["server.ts", "server", "dist", "node_modules"], ["package.json"]);
  const web = app("web", ["src", "public", "node_modules"], ["package.json", "server.mjs", "next.config.ts"]);
  // The build without its caches: Next.js writes the pages it renders again here.
  cpSync(path.join(root, "apps/web/.next"), path.join(web, ".next"), {
    recursive: true,
    filter: (from) => !["cache", "types", "dev"].includes(path.relative(path.join(root, "apps/web/.next"), from)),
  });
  return shop;
}

/**
 * deploy/Caddyfile for this machine: the test's host names and ports; in its global
 * options, Caddy's own CA for Let's Encrypt (whose account, the `email`, goes), its files
 * in the test's folder and high ports. Every other option and site stays as deployed.
 */
function caddyfile(ports: { http: number; https: number; web: number; admin: number }, storage: string): string {
  let text = readFileSync(path.join(root, "deploy/Caddyfile"), "utf8");
  const global = /^\{\n([\s\S]*?)^\}\n/m.exec(text);
  if (!global) throw new Error("deploy/Caddyfile has no global options block");
  const options = global[1].split("\n").filter((line) => !/^\s*email\s/.test(line));
  // No https_port: Caddy leaves that port out of its http-to-https redirects, right for 443
  // only; the site addresses carry the test's https port instead.
  const local = ["admin off", `http_port ${ports.http}`, "local_certs", "skip_install_trust", `storage file_system ${storage}`];
  text = text.replace(global[0], `{\n${local.map((line) => `\t${line}`).join("\n")}\n${options.join("\n")}}\n`);
  const swaps: [string, string][] = [
    ["shop.example.com", `${SHOP_HOST}:${ports.https}`],
    ["127.0.0.1:3000", `127.0.0.1:${ports.web}`],
    ["127.0.0.1:3001", `127.0.0.1:${ports.admin}`],
  ];
  for (const [from, to] of swaps) {
    if (!text.includes(from)) throw new Error(`deploy/Caddyfile no longer names ${from}`);
    text = text.replaceAll(from, to);
  }
  return text;
}

/** A process of the copy's, its output kept (and written to `log`), in a group of its own so stop() ends its children too. */
function start(command: string, args: string[], options: { cwd: string; env: Env; log: string; lines?: string[] }): ChildProcess {
  const child = spawn(command, args, { cwd: options.cwd, env: only(options.env), stdio: ["ignore", "pipe", "pipe"], detached: true });
  const out = (chunk: Buffer) => {
    writeFileSync(options.log, chunk, { flag: "a" });
    if (options.lines) options.lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
  };
  child.stdout?.on("data", out);
  child.stderr?.on("data", out);
  return child;
}

async function stopGroup(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // gone
    }
  }, 15_000);
  await exited;
  clearTimeout(timer);
}

/** The command lines of `pid`'s children (from /proc). */
function childrenOf(pid: number): string[] {
  const lines: string[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (parent === pid) lines.push(readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0").filter(Boolean).join(" "));
    } catch {
      // ended meanwhile
    }
  }
  return lines;
}

/** A child's whole environment, nothing inherited from the test run (whose NODE_ENV is Vitest's "test"). */
type Env = Record<string, string | undefined>;
const only = (env: Env) => env as unknown as NodeJS.ProcessEnv;

const spki = (pem: string) =>
  createHash("sha256")
    .update(new X509Certificate(pem).publicKey.export({ type: "spki", format: "der" }))
    .digest("base64");

export async function startProductionShop(): Promise<ProductionShop> {
  const caddy = spawnSync("caddy", ["version"], { encoding: "utf8" });
  if (caddy.status !== 0) throw new Error("Caddy is not installed: apt-get install caddy (the https journey runs the shop behind it)");
  for (const built of ["apps/web/.next/BUILD_ID", "apps/admin/dist/index.html"]) {
    if (!existsSync(path.join(root, built))) throw new Error(`${built} is missing: the journeys' npm start builds it before this journey`);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "shop-https-"));
  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const child of children.reverse()) await stopGroup(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const shop = copyOfCheckout(dir);
    const ports = { http: await freePort(), https: await freePort(), web: await freePort(), api: await freePort(), admin: await freePort() };
    const sms = await freePort();
    const bkash = await freePort();
    const shopUrl = `https://${SHOP_HOST}:${ports.https}`;
    const plain = { PATH: process.env.PATH ?? "", HOME: dir, LANG: "C.UTF-8" };

    // `npm run build -- --servers`: the API and the back office's server, bundled into the copy.
    const bundled = spawnSync(process.execPath, [path.join(shop, "scripts/build.mjs"), "--servers"], { cwd: shop, env: only(plain), encoding: "utf8" });
    if (bundled.status !== 0) throw new Error(`npm run build -- --servers failed: ${bundled.stderr}`);

    // The outside services' local fakes, run by hand as production runs none of them.
    const fakes = (name: string, env: Record<string, string>) =>
      children.push(
        start(process.execPath, ["--import", "tsx", "fakes/run.ts", name], {
          cwd: path.join(root, "apps/api"),
          env: { ...plain, ...env },
          log: path.join(dir, `fake-${name}.log`),
        }),
      );
    fakes("sms", { FAKE_SMS_PROVIDER: "sslwireless", FAKE_SMS_PORT: String(sms) });
    fakes("bkash", { FAKE_BKASH_PORT: String(bkash) });
    const smsUrl = `http://127.0.0.1:${sms}`;
    await until(
      () =>
        fetch(`${smsUrl}/__fake/messages?to=01700000000`).then(
          (r) => (r.ok ? true : undefined),
          () => undefined,
        ),
      "the fake SMS gateway",
      60_000,
    );
    await until(
      () =>
        fetch(`http://127.0.0.1:${bkash}/`).then(
          () => true,
          () => undefined,
        ),
      "the fake bKash",
      60_000,
    );

    // The first owner, made before the first start (the README's steps): production seeds no demo owner.
    const pglite = path.join(dir, "pglite");
    const ownerPhone = `016${`${Date.now()}`.slice(-8)}`;
    const staff = spawnSync(process.execPath, ["--import", "tsx", "packages/db/src/cli/staff.ts", "add", ownerPhone, "--role", "owner", "--data-dir", pglite], {
      cwd: root,
      env: only(plain),
      encoding: "utf8",
    });
    if (staff.status !== 0) throw new Error(`npm run staff failed: ${staff.stdout}${staff.stderr}`);

    // deploy/robodoc.env.example, filled in as its comments say, with this machine's ports and fakes.
    const example = parseEnv(readFileSync(path.join(root, "deploy/robodoc.env.example"), "utf8"));
    const secret = () => randomBytes(32).toString("base64");
    const env: Env = {
      ...plain,
      ...example,
      PUBLIC_URL: shopUrl,
      NEXTAUTH_SECRET: secret(),
      NEWSLETTER_SECRET: secret(),
      FORWARDER_SECRET: secret(),
      PORT: String(ports.web),
      API_PORT: String(ports.api),
      ADMIN_PORT: String(ports.admin),
      WEB_INTERNAL_URL: `http://127.0.0.1:${ports.web}`,
      PGLITE_DIR: pglite,
      SSLWIRELESS_BASE_URL: smsUrl,
      SSLWIRELESS_API_TOKEN: "fake-sslwireless-api-token",
      SSLWIRELESS_SID: "FAKESHOP",
      BKASH_BASE_URL: `http://127.0.0.1:${bkash}`,
      BKASH_APP_KEY: "fake-app-key",
      BKASH_APP_SECRET: "fake-app-secret",
      BKASH_USERNAME: "fake-username",
      BKASH_PASSWORD: "fake-password",
      // No mail server here: the log provider, which production warns about.
      MAIL_PROVIDER: "log",
      LOG_LEVEL: "warn",
    };
    const startLog: string[] = [];
    const npmStart = start(process.execPath, [path.join(shop, "scripts/start.mjs")], { cwd: shop, env, log: path.join(dir, "start.log"), lines: startLog });
    children.push(npmStart);
    await until(
      () => (startLog.some((line) => line.startsWith("[start] shop:")) ? true : undefined),
      `NODE_ENV=production npm start (log: ${dir}/start.log)`,
      240_000,
      npmStart,
    );

    const storage = path.join(dir, "caddy");
    writeFileSync(path.join(dir, "Caddyfile"), caddyfile(ports, storage));
    const caddyProcess = start("caddy", ["run", "--config", path.join(dir, "Caddyfile"), "--adapter", "caddyfile"], {
      cwd: dir,
      env: { ...plain, XDG_DATA_HOME: path.join(dir, "xdg-data"), XDG_CONFIG_HOME: path.join(dir, "xdg-config") },
      log: path.join(dir, "caddy.log"),
    });
    children.push(caddyProcess);
    const authority = path.join(storage, "pki/authorities/local");
    const rootCertificate = await until(
      () => (existsSync(path.join(authority, "root.crt")) ? readFileSync(path.join(authority, "root.crt"), "utf8") : undefined),
      "Caddy's internal CA",
      30_000,
      caddyProcess,
    );
    await until(
      () =>
        request(`${shopUrl}/robots.txt`, { ca: rootCertificate }).then(
          (a) => (a.status === 200 ? true : undefined),
          () => undefined,
        ),
      `${shopUrl} through Caddy`,
      60_000,
      caddyProcess,
    );

    // Chromium accepts a chain holding these keys as if a public CA had issued it.
    const intermediate = readFileSync(path.join(authority, "intermediate.crt"), "utf8");
    return {
      shopUrl,
      adminUrl: `https://admin.${SHOP_HOST}:${ports.https}`,
      wwwUrl: `https://www.${SHOP_HOST}:${ports.https}`,
      httpShopUrl: `http://${SHOP_HOST}:${ports.http}`,
      httpAdminUrl: `http://admin.${SHOP_HOST}:${ports.http}`,
      rootCertificate,
      chromiumArgs: [`--ignore-certificate-errors-spki-list=${[spki(intermediate), spki(rootCertificate)].join(",")}`],
      startLog,
      serving: () => childrenOf(npmStart.pid!),
      ownerPhone,
      smsTo: async (phone) => {
        const res = await fetch(`${smsUrl}/__fake/messages?to=${encodeURIComponent(phone)}`);
        return ((await res.json()) as { messages: { to: string; body: string }[] }).messages;
      },
      stop,
    };
  } catch (error) {
    // What each process said, before its folder goes.
    const said = readdirSync(dir)
      .filter((name) => name.endsWith(".log"))
      .map((name) => `--- ${name}\n${readFileSync(path.join(dir, name), "utf8").slice(-2500)}`);
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${said.join("\n")}`);
  }
}
