import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { networkInterfaces } from "node:os";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: plain JavaScript, run by node before Next.js
import { withClientAddress } from "./client-address.mjs";
// @ts-expect-error: plain JavaScript, run by node before Next.js
import { metricsToken, requestKind, withMetrics } from "./metrics.mjs";

const TOKEN = "metrics-token-for-tests-0123456789abcdef";
/** This machine's address on a real network interface: a caller from it is not loopback. */
const outside = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === "IPv4" && !i.internal)?.address;

/** A request over a real socket, Host header and all as given (fetch would follow the web server's redirect to the public host name). */
function send(url: string, { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    request(url, { method, headers, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"] ?? ""), body }));
    })
      .on("error", reject)
      .end();
  });
}

/** The shop's public host name in these tests (the canonical address withClientAddress redirects to). */
const HOST = { host: "localhost:3000" };

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/**
 * The web server's chain as server.mjs builds it (metrics, then withClientAddress, then Next.js),
 * on every interface, with a stand-in for Next.js that has no /metrics page.
 */
async function webServer(): Promise<{ port: number; seen: string[] }> {
  const seen: string[] = [];
  const next = (req: IncomingMessage, res: ServerResponse) => {
    seen.push(req.url ?? "");
    if (req.url?.startsWith("/metrics")) res.writeHead(404, { "content-type": "text/html" }).end("<h1>Page not found</h1>");
    else res.writeHead(req.url === "/boom" ? 500 : 200).end("ok");
  };
  server = createServer(withMetrics(withClientAddress(next, { canonical: "http://localhost:3000" }), { token: TOKEN }));
  await new Promise<void>((resolve) => server!.listen(0, "0.0.0.0", resolve));
  return { port: (server!.address() as AddressInfo).port, seen };
}

describe("the web server's /metrics", () => {
  it("answers this machine's Prometheus on loopback (not sent to the shop's host name), counting requests by kind and status", async () => {
    const { port } = await webServer();
    const base = `http://127.0.0.1:${port}`;
    expect((await send(`${base}/product/arduino-uno-r3?ref=1`, { headers: HOST })).status).toBe(200);
    expect((await send(`${base}/boom`, { headers: HOST })).status).toBe(500);
    expect((await send(`${base}/api/v1/brands`, { method: "POST", headers: HOST })).status).toBe(200);
    // Asked for by 127.0.0.1, not the shop's host name: answered here, not redirected.
    const res = await send(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(/^shop_web_http_requests_total\{kind="page",status="200"\} 1$/m);
    expect(text).toMatch(/^shop_web_http_requests_total\{kind="page",status="500"\} 1$/m);
    expect(text).toMatch(/^shop_web_http_requests_total\{kind="api",status="200"\} 1$/m);
    expect(text).toMatch(/^shop_web_http_request_duration_seconds_count\{kind="page",method="GET"\} 2$/m);
    expect(text).toContain("process_resident_memory_bytes");
    // Bounded labels: never a page's URL.
    expect(text).not.toContain("arduino");
  });

  it("is the shop's 404 page for a request a proxy relayed, a wrong token, or (on a real interface) the public", async () => {
    const { port, seen } = await webServer();
    const loopback = `http://127.0.0.1:${port}/metrics`;
    for (const headers of [
      { "x-forwarded-for": "198.51.100.9" },
      { "x-real-ip": "198.51.100.9" },
      { forwarded: "for=198.51.100.9" },
      { authorization: "Bearer wrong" },
    ] as Record<string, string>[]) {
      const res = await send(loopback, { headers: { ...HOST, ...headers } });
      expect(res.status).toBe(404);
      expect(res.body).toBe("<h1>Page not found</h1>");
    }
    expect(seen.filter((url) => url === "/metrics")).toHaveLength(4);
    if (outside) {
      const res = await send(`http://${outside}:${port}/metrics`, { headers: HOST });
      expect(res.status).toBe(404);
      expect(res.body).toBe("<h1>Page not found</h1>");
      // The token opens it from anywhere.
      const token = await send(`http://${outside}:${port}/metrics`, { headers: { ...HOST, authorization: `Bearer ${TOKEN}` } });
      expect(token.status).toBe(200);
      expect(token.body).toContain("shop_web_http_requests_total");
    }
  });

  it("refuses a METRICS_TOKEN under 32 characters, and sorts URLs into a few kinds", () => {
    expect(() => metricsToken("short")).toThrow(/at least 32 characters/);
    expect(metricsToken(undefined)).toBeUndefined();
    expect(metricsToken(TOKEN)).toBe(TOKEN);
    expect(["/", "/product/x", "/api/v1/cart", "/_next/static/a.js"].map(requestKind)).toEqual(["page", "page", "api", "static"]);
  });
});
