import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module without types (scripts run with node directly)
import { supervise } from "./supervise.mjs";

type Handle = { markUp(): void; stop(): void; readonly pid: number | undefined; readonly restarts: number };
const FAST = { initialMs: 50, maxMs: 400, resetAfterMs: 60_000 };
const idle = ["-e", "setInterval(() => {}, 1000)"];
const handles: Handle[] = [];

function start(name: string, args: string[], onFatal: (code: number) => void = () => {}, lines: string[] = []): Handle {
  const handle = supervise({ name, args, cwd: process.cwd(), env: process.env, backoff: FAST, stdio: "ignore", onFatal, log: (l: string) => lines.push(l) });
  handles.push(handle);
  return handle;
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`never happened: ${what}`);
}

afterEach(() => {
  for (const handle of handles.splice(0)) handle.stop();
});

describe("npm start's supervisor", () => {
  it("restarts a process killed after it was up, logs it, and leaves its sibling alone", async () => {
    const lines: string[] = [];
    const api = start("api", idle, () => {}, lines);
    const web = start("web", idle);
    await until(() => api.pid !== undefined && web.pid !== undefined, "both started");
    api.markUp();
    web.markUp();
    const [apiPid, webPid] = [api.pid!, web.pid!];

    process.kill(apiPid, "SIGKILL");
    await until(() => api.restarts === 1 && api.pid !== apiPid, "api restarted");
    expect(web.pid).toBe(webPid);
    expect(() => process.kill(webPid, 0)).not.toThrow();
    expect(lines.join("\n")).toMatch(/\[start\] api exited \(SIGKILL\); restarting in \d+ s/);

    // The next crash waits longer: the back-off doubles.
    process.kill(api.pid!, "SIGKILL");
    await until(() => api.restarts === 2, "api restarted twice");
    expect(lines.filter((l) => l.includes("restarting")).length).toBe(2);
  });

  it("gives up, fatally, on a process that dies before it was ever up", async () => {
    const codes: number[] = [];
    start("api", ["-e", "process.exit(3)"], (code) => codes.push(code));
    await until(() => codes.length === 1, "fatal reported");
    expect(codes).toEqual([3]);
  });
});
