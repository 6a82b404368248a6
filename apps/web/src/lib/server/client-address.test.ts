import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: plain JavaScript, run by node before Next.js
import { withClientAddress } from "./client-address.mjs";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A real HTTP server running withClientAddress in front of a handler that records what Next.js would see. */
async function webServer(options: { proxyHops?: number; https?: boolean; canonical?: string } = {}): Promise<{ url: string; seen: IncomingHttpHeaders[] }> {
  const seen: IncomingHttpHeaders[] = [];
  server = createServer(
    withClientAddress((req: { headers: IncomingHttpHeaders }, res: { end: (body: string) => void }) => {
      seen.push({ ...req.headers });
      res.end("ok");
    }, options),
  );
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}/`, seen };
}

describe("the web server's first look at a request: the shopper's address, HSTS, one host name", () => {
  it("names the socket's address and drops every address the client claimed", async () => {
    const { url, seen } = await webServer();
    await fetch(url, {
      headers: { "x-forwarded-for": "198.51.100.1", "x-shop-client-ip": "198.51.100.2", "x-real-ip": "198.51.100.3", forwarded: "for=198.51.100.4" },
    });
    expect(seen[0]["x-shop-client-ip"]).toBe("127.0.0.1");
    for (const name of ["x-forwarded-for", "x-real-ip", "forwarded"]) expect(seen[0][name]).toBeUndefined();
  });

  it("behind one proxy of our own, takes the entry that proxy appended, not the client's claims", async () => {
    const { url, seen } = await webServer({ proxyHops: 1 });
    await fetch(url, { headers: { "x-forwarded-for": "10.9.9.9, 203.0.113.5" } });
    expect(seen[0]["x-shop-client-ip"]).toBe("203.0.113.5");
  });

  it("sends HSTS only when the shop is served over https", async () => {
    const plain = await webServer();
    expect((await fetch(plain.url)).headers.get("strict-transport-security")).toBeNull();
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    const secure = await webServer({ https: true });
    expect((await fetch(secure.url)).headers.get("strict-transport-security")).toMatch(/max-age=\d{8,}/);
  });

  it("sends a page asked for by another host name to the shop's public address, keeping the path", async () => {
    const { url, seen } = await webServer({ canonical: "http://localhost:3000" });
    const res = await fetch(`${url}my-account?tab=1`, { redirect: "manual" });
    expect(res.status).toBe(308);
    expect(res.headers.get("location")).toBe("http://localhost:3000/my-account?tab=1");
    expect(seen).toHaveLength(0);
    // A POST is never redirected (it would lose its body).
    expect((await fetch(url, { method: "POST", body: "x" })).status).toBe(200);
  });
});
