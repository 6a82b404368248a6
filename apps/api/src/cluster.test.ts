import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from "node:child_process";
import http from "node:http";
import { createServer } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type DbHandle } from "@shop/db";
import { createTestDb } from "./test/db";
import { databaseUrl } from "./test/pg-admin";
import { createCategory, createProduct } from "./test/factories";
import { sampleValue } from "./test/metrics-text";

const apiDir = path.resolve(import.meta.dirname, "..");

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** GET /health on a new connection each time (the primary hands each to the next worker): which worker answered. */
const answeredBy = (port: number) =>
  new Promise<string>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: "/health", agent: false, headers: { connection: "close" }, timeout: 10_000 }, (res) => {
        res.resume();
        res.on("end", () => (res.statusCode === 200 ? resolve(String(res.headers["x-api-worker"])) : reject(new Error(`/health answered ${res.statusCode}`))));
      })
      .on("timeout", function (this: http.ClientRequest) {
        this.destroy(new Error("GET /health timed out"));
      })
      .on("error", reject);
  });

/** Worker start-up loads the whole API; a machine busy with other work makes that slow. */
async function until(check: () => boolean, what: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

type LogLine = { pid: number; msg: string };

describe.skipIf(!process.env.DATABASE_URL)("API_WORKERS=2 on PostgreSQL (the real server entry)", () => {
  let handle: DbHandle;
  let server: ChildProcessWithoutNullStreams | undefined;
  beforeAll(async () => {
    handle = await createTestDb();
    // A product, so the server finds a catalog and does not seed the demo one.
    await createProduct(handle.db, { categoryId: (await createCategory(handle.db)).id });
  });
  afterAll(async () => {
    // Whatever happened above, no server outlives the test (its workers follow the primary).
    if (server && server.exitCode === null && server.signalCode === null) server.kill("SIGKILL");
    await handle?.close();
  });

  it("serves one port from two processes, replaces a crashed one and exits cleanly on SIGTERM", async () => {
    const name = (await handle.db.execute<{ name: string }>(sql`select current_database() as name`)).rows[0].name;
    const port = await freePort();
    const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
      cwd: apiDir,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl(process.env.DATABASE_URL ?? "", name),
        API_WORKERS: "2",
        API_PORT: String(port),
        LOG_LEVEL: "info",
        NODE_ENV: "test",
      },
    });
    server = child;
    const lines: LogLine[] = [];
    let stderr = "";
    let pending = "";
    child.stdout.on("data", (chunk: Buffer) => {
      const parts = (pending + chunk.toString()).split("\n");
      pending = parts.pop() ?? "";
      for (const part of parts) if (part.startsWith("{")) lines.push(JSON.parse(part) as LogLine);
    });
    child.stderr.on("data", (chunk: Buffer) => void (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    const listening = () => [...new Set(lines.filter((l) => l.msg.startsWith("Server listening")).map((l) => String(l.pid)))];
    const ask = async (times: number) => {
      const answered = new Set<string>();
      for (let i = 0; i < times; i++) answered.add(await answeredBy(port));
      return answered;
    };

    await until(() => listening().length === 2, `two workers listening (stderr: ${stderr})`);
    const workers = listening();
    expect(workers).not.toContain(String(child.pid));
    expect([...(await ask(6))].toSorted()).toEqual(workers.toSorted());

    // One scrape shows the whole API: whichever worker it lands on counts all six, which both served.
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { connection: "close" } });
      expect(res.status).toBe(200);
      expect(sampleValue(await res.text(), "shop_http_requests_total", { method: "GET", route: "/health", status: "200" })).toBe(6);
    }

    // A worker that crashes is replaced, and the other serves meanwhile. (A connection the
    // primary handed to the worker in the instant it died is lost with it: wait for the primary to know.)
    process.kill(Number(workers[0]), "SIGKILL");
    await until(() => lines.some((l) => l.msg === "API worker exited: starting another"), "the primary to see the crash");
    expect([...(await ask(2))]).toEqual([workers[1]]);
    await until(() => listening().length === 3, "a replacement worker");
    const replacement = listening().find((pid) => !workers.includes(pid));
    expect([...(await ask(6))].toSorted()).toEqual([workers[1], replacement].toSorted());

    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    // Both live workers closed their app and database before the primary exited.
    expect(lines.filter((l) => l.msg === "shutting down")).toHaveLength(2);
  }, 300_000);
});

describe("API_WORKERS on PGlite", () => {
  it("refuses more than one process, saying why", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "src/server.ts"], {
      cwd: apiDir,
      env: { ...process.env, DATABASE_URL: "", API_WORKERS: "2", LOG_LEVEL: "silent" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/API_WORKERS: PGlite .* belongs to one process: set DATABASE_URL/);
  });
});
