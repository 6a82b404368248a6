import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");

export type LoadResult = { rps: number; p50: number; p95: number; p99: number; errors: number; non2xx: number };

/** The middle value (of an even count, the upper of the two middle ones). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function waitFor(url: string, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`timed out waiting for ${url}`);
}

export function startProcess(args: string[], env: Record<string, string>, cwd = root): ChildProcess {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
  // A server that dies at start-up ends the run at once instead of a long wait.
  child.once("exit", (code, signal) => {
    if (!stopping.has(child)) {
      console.error(`bench: ${args.join(" ")} exited (${signal ?? code})`);
      process.exit(1);
    }
  });
  return child;
}

const stopping = new WeakSet<ChildProcess>();

export async function stopProcess(child: ChildProcess): Promise<void> {
  stopping.add(child);
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
}

export type BenchRequest = { method?: string; path: string; headers?: Record<string, string>; body?: string };

/**
 * For loads where each request is a different shopper: the header that varies per
 * request (e.g. X-Unique-Number). With wrk, its value and the body travel per row.
 */
export type RowHeader = { name: string };

/**
 * A closed-loop load: `concurrency` keep-alive clients, each sending the next
 * request as soon as the last one finished, for `seconds`. Latency is measured to
 * the first byte or to the end of the body; percentiles are exact (all samples kept).
 */
export async function measure(opts: {
  base: string;
  requests: BenchRequest[];
  concurrency: number;
  seconds: number;
  until?: "first-byte" | "end";
  warmupSeconds?: number;
  afterWarmup?: () => Promise<void>;
}): Promise<LoadResult & { count: number }> {
  const url = new URL(opts.base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.concurrency });
  let next = 0;
  const one = (samples: number[] | null, counters: { errors: number; non2xx: number }) =>
    new Promise<void>((resolve) => {
      const r = opts.requests[next++ % opts.requests.length];
      const start = performance.now();
      const req = http.request({ host: url.hostname, port: url.port, path: r.path, method: r.method ?? "GET", headers: r.headers, agent }, (res) => {
        if (opts.until === "first-byte") samples?.push(performance.now() - start);
        if ((res.statusCode ?? 0) >= 300) counters.non2xx++;
        res.resume();
        res.on("end", () => {
          if (opts.until !== "first-byte") samples?.push(performance.now() - start);
          resolve();
        });
      });
      req.on("error", () => {
        counters.errors++;
        resolve();
      });
      req.end(r.body);
    });
  const run = async (seconds: number, samples: number[] | null, counters: { errors: number; non2xx: number }) => {
    const deadline = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: opts.concurrency }, async () => {
        while (performance.now() < deadline) await one(samples, counters);
      }),
    );
  };
  // No warm-up (0) where the point is requests the server has not seen.
  if ((opts.warmupSeconds ?? 2) > 0) await run(opts.warmupSeconds ?? 2, null, { errors: 0, non2xx: 0 });
  await opts.afterWarmup?.();
  const samples: number[] = [];
  const counters = { errors: 0, non2xx: 0 };
  const started = performance.now();
  await run(opts.seconds, samples, counters);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  samples.sort((a, b) => a - b);
  const pct = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? NaN;
  return { count: samples.length, rps: samples.length / elapsed, p50: pct(0.5), p95: pct(0.95), p99: pct(0.99), ...counters };
}

function hasWrk(): boolean {
  return spawnSync("wrk", ["--version"], { stdio: "ignore" }).error === undefined;
}
export const LOAD_TOOL = hasWrk() ? "wrk" : "node";

/**
 * The same closed-loop load with wrk (C, a fraction of the client CPU a Node loop
 * needs, which matters on 2 cores), when it is installed; otherwise `measure`.
 * Full-response latency.
 */
export async function loadTest(opts: {
  base: string;
  requests: BenchRequest[];
  concurrency: number;
  seconds: number;
  warmupSeconds?: number;
  /** Run between the warm-up and the measured run (see `analyzeDatabase`). */
  afterWarmup?: () => Promise<void>;
  /** Requests differ in this header (and maybe body); the other headers are the first request's. */
  rowHeader?: RowHeader;
}): Promise<LoadResult & { count: number }> {
  if (LOAD_TOOL !== "wrk") return measure(opts);
  const dir = mkdtempSync(path.join(os.tmpdir(), "wrk-"));
  const pathsFile = path.join(dir, "paths.txt");
  const rowHeader = opts.rowHeader?.name;
  const row = (r: BenchRequest) => (rowHeader ? `${r.path}\t${r.headers?.[rowHeader] ?? ""}\t${r.body ?? ""}` : r.path);
  writeFileSync(pathsFile, opts.requests.map(row).join("\n"));
  const first = opts.requests[0];
  const sharedHeaders = Object.entries(first.headers ?? {}).filter(([k]) => k !== rowHeader);
  const env = {
    ...process.env,
    WRK_PATHS_FILE: pathsFile,
    ...(rowHeader ? { WRK_ROW_HEADER: rowHeader } : {}),
    WRK_METHOD: first.method ?? "GET",
    ...(first.body ? { WRK_BODY: first.body } : {}),
    ...(sharedHeaders.length ? { WRK_HEADERS: sharedHeaders.map(([k, v]) => `${k}: ${v}`).join("\n") } : {}),
  };
  const script = path.join(root, "bench/wrk-report.lua");
  const run = (seconds: number) =>
    spawnSync("wrk", ["-t1", `-c${opts.concurrency}`, `-d${seconds}s`, "--timeout", "10s", "-s", script, `${opts.base}${first.path}`], {
      env,
      encoding: "utf8",
    });
  if ((opts.warmupSeconds ?? 2) > 0) run(opts.warmupSeconds ?? 2);
  await opts.afterWarmup?.();
  const out = run(opts.seconds);
  rmSync(dir, { recursive: true, force: true });
  const line = out.stdout.split("\n").find((l) => l.startsWith("WRK_JSON "));
  if (!line) throw new Error(`wrk failed: ${out.stderr || out.stdout}`);
  const r = JSON.parse(line.slice("WRK_JSON ".length)) as {
    requests: number;
    duration_us: number;
    errors: number;
    non2xx: number;
    p50: number;
    p95: number;
    p99: number;
  };
  return { count: r.requests, rps: r.requests / (r.duration_us / 1e6), p50: r.p50, p95: r.p95, p99: r.p99, errors: r.errors, non2xx: r.non2xx };
}
