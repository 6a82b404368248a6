import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { networkInterfaces } from "node:os";
import { describe, expect, it } from "vitest";
import { sql } from "@shop/db";
import { useTestApp } from "../test/app";
import { call, seedDistricts } from "../test/commerce-fixture";
import { createCategory, createProduct, randomPhone } from "../test/factories";
import { scrape, sampleValue } from "../test/metrics-text";
import { placeOrderCall, shopperReadyToOrder } from "../modules/orders/test-helpers";
import { deliverPending } from "../modules/outbox/service";
import type { Providers } from "../modules/outbox/providers";

const TOKEN = "metrics-token-for-tests-0123456789abcdef";
const SECRET = "forwarder-secret-for-tests-0123456789";
const PUBLIC = "203.0.113.77";

describe("GET /metrics: who may read it", () => {
  const t = useTestApp({ METRICS_TOKEN: TOKEN, FORWARDER_SECRET: SECRET });
  const get = (options: { remoteAddress?: string; headers?: Record<string, string> }) => t.app.inject({ method: "GET", url: "/metrics", ...options });

  it("answers this machine's Prometheus, talking to the API directly, in Prometheus's text format", async () => {
    const res = await get({});
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers["cache-control"]).toBe("no-store");
    for (const line of [
      "# TYPE shop_http_requests_total counter",
      "# TYPE shop_http_request_duration_seconds histogram",
      "# TYPE shop_orders_placed_total counter",
      "# TYPE shop_outbox_backlog gauge",
      "# TYPE process_cpu_user_seconds_total counter",
      "shop_database_up 1",
    ]) {
      expect(res.body).toContain(line);
    }
    // PostgreSQL's pool (test databases get 5 connections); PGlite has none.
    if (process.env.DATABASE_URL) expect(sampleValue(res.body, "shop_db_pool_connections", { state: "max" })).toBe(5);
    else expect(res.body).not.toMatch(/^shop_db_pool_connections\{/m);
  });

  it("over real sockets: loopback yes, relayed by a proxy no, from a real network interface only with the token", async () => {
    await t.app.listen({ port: 0, host: "0.0.0.0" });
    const port = (t.app.server.address() as AddressInfo).port;
    const direct = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(direct.status).toBe(200);
    expect(await direct.text()).toContain("shop_http_requests_total");
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { "x-forwarded-for": "198.51.100.20" } })).status).toBe(404);
    // This machine's address on a real interface: the socket is not loopback.
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && i.family === "IPv4" && !i.internal)?.address;
    if (outside) {
      expect((await fetch(`http://${outside}:${port}/metrics`)).status).toBe(404);
      expect((await fetch(`http://${outside}:${port}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
    }
  });

  it("is a route that does not exist for anyone else: the public, a wrong token, the web forwarder", async () => {
    const missing = await t.app.inject({ method: "GET", url: "/no-such-route", remoteAddress: PUBLIC });
    const refusals = [
      await get({ remoteAddress: PUBLIC }),
      await get({ remoteAddress: PUBLIC, headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` } }),
      await get({ remoteAddress: PUBLIC, headers: { authorization: "Bearer short" } }),
      await get({ remoteAddress: PUBLIC, headers: { authorization: TOKEN } }),
      // Relayed by the web app's forwarder from the shop's public address, with or without a shopper's address.
      await get({ headers: { "x-shop-forwarder": SECRET, "x-shop-client-ip": PUBLIC } }),
      await get({ headers: { "x-shop-forwarder": SECRET } }),
      await get({ headers: { "x-real-ip": PUBLIC } }),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
      expect(res.body).not.toContain("shop_");
    }
  });

  it("answers a caller with METRICS_TOKEN from anywhere", async () => {
    const res = await get({ remoteAddress: PUBLIC, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("shop_http_requests_total");
  });
});

describe("what the shop counts", () => {
  const t = useTestApp({ AUTH_RATE_LIMIT_OTP: "1" });

  it("an order placed and cancelled moves the order counters and the route's request figures, once each", async () => {
    await seedDistricts(t.db);
    const product = await createProduct(t.db, { categoryId: (await createCategory(t.db)).id, price: 500, stock: 5 });
    const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: product.slug }]);
    const before = await scrape(t.app);

    const key = randomUUID();
    const placed = await placeOrderCall(t.app, shopper.headers, {}, key);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    // The same Idempotency-Key again: the same order, not a second one.
    expect((await placeOrderCall(t.app, shopper.headers, {}, key)).status).toBe(201);
    const orderKey = placed.body.data.order.order_key;
    const cancelled = await call(t.app, "POST", `/v1/orders/cancel/${orderKey}`, shopper.headers, { reason: "change_of_mind" });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const after = await scrape(t.app);

    const moved = (name: string, labels: Record<string, string>) => sampleValue(after, name, labels) - sampleValue(before, name, labels);
    expect(moved("shop_orders_placed_total", { payment_method: "cash_on_delivery" })).toBe(1);
    expect(moved("shop_orders_cancelled_total", { by: "shopper" })).toBe(1);
    expect(moved("shop_orders_cancelled_total", { by: "shop" })).toBe(0);
    expect(moved("shop_http_requests_total", { method: "POST", route: "/v1/orders", status: "201" })).toBe(2);
    expect(moved("shop_http_requests_total", { method: "POST", route: "/v1/orders/cancel/:order_key", status: "200" })).toBe(1);
    expect(moved("shop_http_request_duration_seconds_count", { method: "POST", route: "/v1/orders" })).toBe(2);
    expect(moved("shop_http_request_duration_seconds_bucket", { method: "POST", route: "/v1/orders", le: "+Inf" })).toBe(2);
    // The route's pattern is the label, never the order's key.
    expect(after).not.toContain(orderKey);
  });

  it("labels by route pattern: a thousand product URLs are one series, an unknown URL is 'unmatched'", async () => {
    const before = await scrape(t.app);
    for (const slug of ["no-such-product-1", "no-such-product-2"])
      expect((await t.app.inject({ method: "GET", url: `/v1/products/${slug}` })).statusCode).toBe(404);
    await t.app.inject({ method: "GET", url: "/wp-login.php?x=1" });
    const after = await scrape(t.app);
    expect(
      sampleValue(after, "shop_http_requests_total", { route: "/v1/products/:slug", status: "404" }) -
        sampleValue(before, "shop_http_requests_total", { route: "/v1/products/:slug", status: "404" }),
    ).toBe(2);
    expect(sampleValue(after, "shop_http_requests_total", { route: "unmatched", status: "404" })).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain("no-such-product");
    expect(after).not.toContain("wp-login");
  });

  it("counts requests refused for a rate limit, by route", async () => {
    const ask = () => t.app.inject({ method: "POST", url: "/v1/auth/otp", payload: { phone: randomPhone() }, remoteAddress: "198.51.100.31" });
    const before = sampleValue(await scrape(t.app), "shop_rate_limit_refusals_total", { route: "/v1/auth/otp" });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
    expect(sampleValue(await scrape(t.app), "shop_rate_limit_refusals_total", { route: "/v1/auth/otp" }) - before).toBe(1);
  });
});

describe("the outbox's figures", () => {
  const t = useTestApp();

  /** A message waiting out a back-off (so the dispatcher leaves it alone), queued `minutesAgo`. */
  const waiting = (channel: "sms" | "email", minutesAgo: number) =>
    t.db.execute(sql`
      insert into outbox (channel, "to", body, status, next_attempt_at, created_at)
      values (${channel}, ${channel === "sms" ? randomPhone() : "shopper@example.com"}, 'test', 'pending', now() + interval '1 hour',
        now() - make_interval(mins => ${minutesAgo}))`);

  it("the backlog by channel and status, and the oldest message's age, read from the table at scrape time", async () => {
    await t.app.outbox.idle();
    const empty = await scrape(t.app);
    expect(sampleValue(empty, "shop_outbox_backlog", { channel: "sms", status: "pending" })).toBe(0);
    expect(sampleValue(empty, "shop_outbox_oldest_unsent_seconds", { channel: "sms" })).toBe(0);

    await waiting("sms", 10);
    await waiting("sms", 1);
    await waiting("email", 0);
    await t.db.execute(sql`update outbox set status = 'sending', claimed_at = now() where channel = 'email'`);
    const text = await scrape(t.app);
    expect(sampleValue(text, "shop_outbox_backlog", { channel: "sms", status: "pending" })).toBe(2);
    expect(sampleValue(text, "shop_outbox_backlog", { channel: "sms", status: "sending" })).toBe(0);
    expect(sampleValue(text, "shop_outbox_backlog", { channel: "email", status: "sending" })).toBe(1);
    expect(sampleValue(text, "shop_outbox_oldest_unsent_seconds", { channel: "sms" })).toBeGreaterThanOrEqual(600);
    expect(sampleValue(text, "shop_outbox_oldest_unsent_seconds", { channel: "sms" })).toBeLessThan(700);

    await t.db.execute(sql`update outbox set status = 'sent', sent_at = now()`);
    expect(sampleValue(await scrape(t.app), "shop_outbox_backlog", { channel: "sms", status: "pending" })).toBe(0);
  });

  it("counts each failed send by channel and kind, and whether the message was given up", async () => {
    await t.app.outbox.idle();
    const down: Providers = {
      sms: {
        name: "down",
        send: async () => {
          throw new Error("gateway down");
        },
      },
      mail: { send: async () => undefined },
    };
    const labels = { channel: "sms", kind: "transient", final: "false" };
    const before = sampleValue(await scrape(t.app), "shop_outbox_failures_total", labels);
    await t.db.execute(sql`insert into outbox (channel, "to", body) values ('sms', ${randomPhone()}, 'test')`);
    await deliverPending(t.db, down);
    const text = await scrape(t.app);
    expect(sampleValue(text, "shop_outbox_failures_total", labels) - before).toBe(1);
    expect(sampleValue(text, "shop_outbox_backlog", { channel: "sms", status: "pending" })).toBe(1);
  });
});
