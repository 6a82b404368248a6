import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { API_BODY_LIMIT_BYTES } from "@shop/contracts";
import { forwardToApi } from "./forward";

const SECRET = "forwarder-secret-for-web-tests-0123";
const SESSION_SECRET = "session-secret-for-web-tests";
const GUEST = `${"g".repeat(24)}1234`;

type Seen = { method: string; url: string; headers: IncomingHttpHeaders; bytes: number };
const seen: Seen[] = [];
let upstream: Server;
let status = 200;

// A real HTTP server in the API's place, recording what the forwarder sends it.
beforeAll(async () => {
  upstream = createServer((req, res) => {
    let bytes = 0;
    req.on("data", (chunk: Buffer) => (bytes += chunk.length));
    req.on("end", () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, bytes });
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify({ message: "ok", data: {} }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  Object.assign(process.env, {
    API_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    SHOP_FORWARDER: "1",
    FORWARDER_SECRET: SECRET,
    NEXTAUTH_SECRET: SESSION_SECRET,
  });
});
afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  status = 200;
});

const request = (path: string, init: ConstructorParameters<typeof NextRequest>[1] = {}) => new NextRequest(`http://localhost:3000${path}`, init);

describe("the API forwarder", () => {
  it("sends the shopper's address the web server read and its own proof, never the client's forwarding or identity headers", async () => {
    await forwardToApi(
      request("/api/v1/brands?page=2", {
        headers: {
          "x-shop-client-ip": "203.0.113.10",
          "x-forwarded-for": "198.51.100.1",
          "x-shop-forwarder": "forged-by-the-client",
          authorization: "Bearer stolen",
          "x-unique-number": "forged",
          cookie: `robodoc_guest_user=${GUEST}; other=1`,
        },
      }),
    );
    const { headers, url } = seen[0];
    expect(url).toBe("/v1/brands?page=2");
    expect(headers["x-shop-forwarder"]).toBe(SECRET);
    expect(headers["x-shop-client-ip"]).toBe("203.0.113.10");
    expect(headers["x-forwarded-for"]).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
    expect(headers.cookie).toBeUndefined();
    expect(headers["x-unique-number"]).toBe(GUEST);
  });

  it("asks in Bangla for a link followed from a Bangla page (the invoice), as the page's own calls name themselves", async () => {
    await forwardToApi(request("/api/v1/orders/invoice/k1", { headers: { referer: "http://localhost:3000/bn/my-orders/k1", "accept-language": "en-US" } }));
    expect(seen[0].headers["accept-language"]).toBe("bn");
    await forwardToApi(request("/api/v1/orders/invoice/k1", { headers: { referer: "http://localhost:3000/my-orders/k1", "accept-language": "en-US" } }));
    expect(seen[1].headers["accept-language"]).toBe("en-US");
    await forwardToApi(
      request("/api/v1/cart", { headers: { referer: "http://localhost:3000/bn/my-cart", "accept-language": "en", "x-requested-with": "XMLHttpRequest" } }),
    );
    expect(seen[2].headers["accept-language"]).toBe("en");
  });

  it("passes the order's Idempotency-Key through", async () => {
    await forwardToApi(request("/api/v1/orders", { method: "POST", headers: { "idempotency-key": "attempt-0001-abcdef" } }));
    expect(seen[0].headers["idempotency-key"]).toBe("attempt-0001-abcdef");
  });

  it("gives a new visitor an httpOnly guest cookie and sends that id", async () => {
    const response = await forwardToApi(request("/api/v2/carts"));
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^robodoc_guest_user=[A-Za-z0-9_-]{20,}\d{4};/);
    expect(cookie).toContain("HttpOnly");
    expect(seen[0].headers["x-unique-number"]).toBe(cookie.split(";")[0].split("=")[1]);
  });

  it("attaches the API token from the httpOnly session cookie, and says when the API refused it", async () => {
    const jwt = await encode({
      token: { token: "api-token-123", tokenExpiresAt: "2099-01-01T00:00:00Z", user: { phone: "01712345678", name: null, email: null } },
      secret: SESSION_SECRET,
    });
    status = 401;
    const response = await forwardToApi(request("/api/v1/profile", { headers: { cookie: `next-auth.session-token=${jwt}` } }));
    expect(seen[0].headers.authorization).toBe("Bearer api-token-123");
    expect(response.status).toBe(401);
    expect(response.headers.get("x-shop-session")).toBe("ended");
    // A guest's 401 is only a 401.
    const guest = await forwardToApi(request("/api/v1/profile", { headers: { cookie: `robodoc_guest_user=${GUEST}` } }));
    expect(guest.headers.get("x-shop-session")).toBeNull();
  });

  it("refuses a body over the API's limit with 413 before reading it, declared or streamed", async () => {
    const big = new Uint8Array(API_BODY_LIMIT_BYTES + 1);
    const declared = await forwardToApi(request("/api/v1/addresses", { method: "POST", body: big, headers: { "content-length": String(big.length) } }));
    expect(declared.status).toBe(413);
    expect(seen).toHaveLength(0);

    let pushed = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pushed += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024));
        if (pushed > 50 * API_BODY_LIMIT_BYTES) controller.close();
      },
    });
    const streamed = await forwardToApi(request("/api/v1/addresses", { method: "POST", body: endless, duplex: "half" } as never));
    expect(streamed.status).toBe(413);
    // It stopped reading soon after the limit rather than buffering everything.
    expect(pushed).toBeLessThan(4 * API_BODY_LIMIT_BYTES);
  });

  it("passes a body within the limit through as a stream", async () => {
    const body = JSON.stringify({ name: "x".repeat(1000) });
    const response = await forwardToApi(request("/api/v1/addresses", { method: "POST", body, headers: { "content-type": "application/json" } }));
    expect(response.status).toBe(200);
    expect(seen[0].bytes).toBe(body.length);
    expect(seen[0].headers["content-type"]).toBe("application/json");
  });

  it("never serves the dev outbox through the shop's address", async () => {
    const response = await forwardToApi(request("/api/v1/dev/outbox?to=01712345678"));
    expect(response.status).toBe(404);
    expect(seen).toHaveLength(0);
  });
});
