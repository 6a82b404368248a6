import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../test/app";

/**
 * Slow clients (slowloris) are cut off at the server's limits, not held 50 s and more.
 * The limits are short here (API_*_TIMEOUT_MS) to keep the test fast; the shop's are
 * 10 s for headers and 60 s for a whole request (app.ts).
 */
const t = useTestApp({ API_HEADERS_TIMEOUT_MS: "600", API_REQUEST_TIMEOUT_MS: "1500", API_KEEP_ALIVE_TIMEOUT_MS: "1000" });
let port: number;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.app.close());

/** Sends `first`, then `drip` one byte every `everyMs` until the server closes the socket; how long that took and what came back. */
function dribble(first: string, drip: string, everyMs: number): Promise<{ ms: number; answer: string }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    let at = 0;
    const timer = setInterval(() => {
      if (!socket.destroyed && at < drip.length) socket.write(drip[at++]);
    }, everyMs);
    socket.on("data", (data) => (answer += data.toString()));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ ms: performance.now() - started, answer });
    });
    socket.write(first);
  });
}

describe("slow clients", () => {
  it("cuts off a client that sends its headers byte by byte slower than the headers' limit", async () => {
    const { ms, answer } = await dribble("GET /health HTTP/1.1\r\nhost: localhost\r\n", `x-slow: ${"a".repeat(200)}\r\n\r\n`, 100);
    expect(ms).toBeLessThan(5000);
    expect(ms).toBeGreaterThanOrEqual(500);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("cuts off a client that sends its body slower than the request's limit", async () => {
    const { ms, answer } = await dribble(
      "POST /v1/auth/otp HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: 200\r\n\r\n",
      `{"phone":"${"1".repeat(180)}"}`,
      100,
    );
    expect(ms).toBeLessThan(6000);
    expect(ms).toBeGreaterThanOrEqual(1400);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("closes an idle kept-alive connection after the keep-alive limit", async () => {
    const { ms, answer } = await dribble("GET /health HTTP/1.1\r\nhost: localhost\r\n\r\n", "", 1000);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer.toLowerCase()).toContain("keep-alive: timeout=1");
    expect(ms).toBeLessThan(5000);
  });

  it("still serves a client that sends at an ordinary pace", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/health`);
    expect(res.status).toBe(200);
  });
});
