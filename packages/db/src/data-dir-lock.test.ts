import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { connect, DatabaseInUseError, lockFileOf, repoRoot } from "./client";
import { lockDataDir } from "./data-dir-lock";

// PGlite makes a new cluster on disk in seconds on a quiet machine, in a minute or more on a busy one.
const SLOW = 600_000;
const parent = mkdtempSync(path.join(os.tmpdir(), "pglite-lock-"));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(parent, { recursive: true, force: true });
});

let dirs = 0;
/** A data directory of its own (its lock file goes beside it). */
function dataDir(): string {
  return path.join(parent, `pglite-${++dirs}`);
}

/**
 * Another process holding `dir`: with the database open and migrated, as the API holds it
 * ("connect"), or only its lock ("lock"); it says "ready", then waits to be signalled.
 */
async function holder(dir: string, how: "connect" | "lock", serving = false): Promise<ChildProcess> {
  const options = JSON.stringify({ command: "the test's holder", serving });
  const script =
    how === "connect"
      ? `const { connect } = await import(${JSON.stringify(path.join(import.meta.dirname, "client.ts"))});
         const handle = await connect({ dataDir: ${JSON.stringify(dir)}, ...${options} });
         await handle.migrate();`
      : `const { lockDataDir } = await import(${JSON.stringify(path.join(import.meta.dirname, "data-dir-lock.ts"))});
         lockDataDir(${JSON.stringify(dir)}, ${options});`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", `${script} console.log("ready"); setInterval(() => {}, 60_000);`], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let err = "";
  child.stderr!.on("data", (chunk) => (err += chunk));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk) => String(chunk).includes("ready") && resolve());
    child.on("exit", (code) => reject(new Error(`the holder exited (${code}): ${err}`)));
  });
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode ? resolve() : child.on("exit", () => resolve())));

const lockOf = (dir: string) => JSON.parse(readFileSync(lockFileOf(dir), "utf8")) as { pid: number; command: string };

/** Every file's bytes under `dir`, hashed: what a refused opener must leave as it was. */
function contents(dir: string): string {
  const hash = createHash("sha256");
  const walk = (at: string) => {
    for (const name of readdirSync(at).sort()) {
      const full = path.join(at, name);
      if (statSync(full).isDirectory()) walk(full);
      else hash.update(name).update(readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest("hex");
}

/** A pid no process has now: one that ran and ended. */
function deadPid(): number {
  return Number(spawnSync(process.execPath, ["-e", "console.log(process.pid)"], { encoding: "utf8" }).stdout.trim());
}

const staff = (dir: string, ...args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", "packages/db/src/cli/staff.ts", ...args, "--data-dir", dir], {
    cwd: repoRoot,
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: "" },
  });

describe("one process per PGlite data directory: the lock", () => {
  it("refuses a second taker in the same process, naming it, and is free again once released", () => {
    const dir = dataDir();
    const release = lockDataDir(dir, { command: "npm run seed" });
    expect(() => lockDataDir(dir)).toThrow(DatabaseInUseError);
    expect(() => lockDataDir(dir)).toThrow(`The shop's database ${dir} is in use by this process. Wait for it to finish or stop it, then run this again.`);
    release();
    release(); // twice is harmless
    expect(existsSync(lockFileOf(dir))).toBe(false);
    lockDataDir(dir)();
  });

  it("names another process, its pid and command, and says to stop the shop when that is the shop", async () => {
    const dir = dataDir();
    const shop = await holder(dir, "lock", true);
    expect(() => lockDataDir(dir)).toThrow(
      `The shop's database ${dir} is in use by another process (pid ${shop.pid}: the test's holder). Stop the shop first (Ctrl+C), then run this again.`,
    );
    // Ctrl+C (SIGINT), which nothing else in the holder handles: the lock goes with the process.
    shop.kill("SIGINT");
    await exited(shop);
    expect(existsSync(lockFileOf(dir))).toBe(false);

    const seed = await holder(dir, "lock");
    expect(() => lockDataDir(dir)).toThrow(
      `The shop's database ${dir} is in use by another process (pid ${seed.pid}: the test's holder). Wait for it to finish or stop it, then run this again.`,
    );
    seed.kill("SIGTERM");
    await exited(seed);
    expect(existsSync(lockFileOf(dir))).toBe(false);
  }, 60_000);

  it("takes over a lock its holder left: killed outright, this pid from an earlier life, a pid since reused, a half-written file", async () => {
    const dir = dataDir();
    const killed = await holder(dir, "lock", true);
    killed.kill("SIGKILL");
    await exited(killed);
    expect(lockOf(dir).pid).toBe(killed.pid);
    const takes = () => {
      const release = lockDataDir(dir, { command: "the taker" });
      expect(lockOf(dir)).toMatchObject({ pid: process.pid, command: "the taker" });
      release();
      expect(existsSync(lockFileOf(dir))).toBe(false);
    };
    takes();

    const stale = (holder: object | string) => writeFileSync(lockFileOf(dir), typeof holder === "string" ? holder : JSON.stringify(holder));
    const startedAt = new Date().toISOString();
    stale({ pid: deadPid(), command: "npm start", serving: true, startedAt });
    takes();
    // A container restarted: this process has the pid the shop had before.
    stale({ pid: process.pid, command: "npm start", serving: true, startedAt });
    takes();
    // pid 1 is alive, but it is not the process that wrote this lock: that one started at another time.
    stale({ pid: 1, command: "npm start", serving: true, startedAt, processStart: "not-its-start" });
    takes();
    stale('{"pid": 12');
    takes();
  }, 60_000);
});

describe("one process per PGlite data directory: connect() and npm run staff", () => {
  const dir = dataDir();
  beforeAll(async () => {
    // A migrated database, made once for these tests.
    mkdirSync(parent, { recursive: true });
    const handle = await connect({ dataDir: dir });
    await handle.migrate();
    await handle.close();
  }, SLOW);

  it(
    "connect() refuses a directory already open in this process and lets it go at close",
    async () => {
      const first = await connect({ dataDir: dir });
      await expect(connect({ dataDir: dir })).rejects.toThrow(/is in use by this process/);
      await first.close();
      expect(existsSync(lockFileOf(dir))).toBe(false);
      const again = await connect({ dataDir: dir });
      expect((await again.db.execute<{ one: number }>(sql`select 1 as one`)).rows[0].one).toBe(1);
      await again.close();
    },
    SLOW,
  );

  it(
    "npm run staff beside the running shop refuses, naming it, exits 1 and changes nothing; after Ctrl+C on the shop it works",
    async () => {
      const shop = await holder(dir, "connect", true);
      const before = contents(dir);
      const refused = staff(dir, "add", "01712345678", "--role", "owner");
      expect(refused.status).toBe(1);
      expect(refused.stderr.trim()).toBe(
        `[staff] The shop's database ${dir} is in use by another process (pid ${shop.pid}: the test's holder). Stop the shop first (Ctrl+C), then run this again. Or, while the shop runs, an owner adds staff on the back office's Staff page.`,
      );
      expect(refused.stdout).not.toContain("is now owner");
      expect(contents(dir)).toBe(before);
      expect(lockOf(dir).pid).toBe(shop.pid);

      shop.kill("SIGINT");
      await exited(shop);
      expect(existsSync(lockFileOf(dir))).toBe(false);
      const added = staff(dir, "add", "01712345678", "--role", "owner");
      expect(added.stderr).toBe("");
      expect(added.stdout).toContain("[staff] 01712345678 is now owner");
      expect(staff(dir, "list").stdout).toContain("01712345678\towner");
    },
    SLOW,
  );

  it(
    "an in-memory database takes no lock",
    async () => {
      const a = await connect({ dataDir: "memory://" });
      const b = await connect({ dataDir: "memory://" });
      await a.close();
      await b.close();
      expect(readdirSync(process.cwd()).some((name) => name.endsWith(".lock"))).toBe(false);
    },
    SLOW,
  );
});
