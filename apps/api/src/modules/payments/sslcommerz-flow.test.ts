import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { inArray } from "drizzle-orm";
import { orderResponse } from "@shop/contracts";
import { payments, sql } from "@shop/db";
import { useTestApp } from "../../test/app";
import { call, seedDistricts } from "../../test/commerce-fixture";
import { createCategory, createProduct } from "../../test/factories";
import { placeOrderCall, shopperReadyToOrder, stockOf } from "../orders/test-helpers";
import { sslCommerzSign } from "./gateways/sslcommerz/client";
import { startFakeSslCommerz } from "../../../fakes/payments/sslcommerz/fake";
import { pressOnFakeSslPage } from "../../../fakes/payments/sslcommerz/testing";

// The whole SSLCommerz flow against the local fake. The fake delivers the IPN over real
// HTTP to the shop's public address: a small front server stands for the web app's
// /api forwarding and hands each request to this test's API.
const fake = await startFakeSslCommerz();
let front: Server;
const frontReady = new Promise<string>((resolve) => {
  front = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const answer = await t.app.inject({
        method: req.method as "POST",
        url: (req.url ?? "").replace(/^\/api/, ""),
        headers: { "content-type": req.headers["content-type"] ?? "" },
        payload: Buffer.concat(chunks),
      });
      res.writeHead(answer.statusCode, { "content-type": String(answer.headers["content-type"] ?? "text/plain") }).end(answer.rawPayload);
    });
  });
  front.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(front.address() as AddressInfo).port}`));
});
const frontUrl = await frontReady;

const t = useTestApp({
  SSLCOMMERZ_BASE_URL: fake.baseUrl,
  SSLCOMMERZ_STORE_ID: fake.credentials.storeId,
  SSLCOMMERZ_STORE_PASSWORD: fake.credentials.storePassword,
  PUBLIC_WEB_URL: frontUrl,
});
afterAll(async () => {
  await fake.close();
  await new Promise((r) => front.close(r));
});
afterEach(() => fake.setMode({ ipnTwice: false, ipnOrder: "before", noIpn: false, amountMismatch: false, badSign: false, riskLevel: "0" }));

let categoryId: number;
beforeAll(async () => {
  categoryId = (await createCategory(t.db)).id;
  await seedDistricts(t.db);
});

async function sslOrder() {
  const p = await createProduct(t.db, { categoryId, price: 500, stock: 5 });
  const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug }]);
  const placed = await placeOrderCall(t.app, shopper.headers, { payment_method: "ssl_commerz" });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const key = placed.body.data.order_key as string;
  const start = await t.app.inject({ method: "GET", url: `/v1/payments/${key}/start`, headers: shopper.headers });
  expect(start.statusCode).toBe(302);
  return { p, shopper, key, gatewayUrl: String(start.headers.location) };
}

/** The browser's POST back from SSLCommerz's page, as the auto-submitting form sends it. */
async function browserPost(action: string, fields: Record<string, string>) {
  const url = new URL(action);
  expect(url.origin).toBe(frontUrl);
  const res = await t.app.inject({
    method: "POST",
    url: url.pathname.replace(/^\/api/, ""),
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  });
  expect(res.statusCode).toBe(303);
  return String(res.headers.location);
}

const orderOf = async (key: string, headers: Record<string, string>) =>
  orderResponse.parse((await call(t.app, "GET", `/v1/orders/${key}`, headers)).body).data.order;

const smsTo = async (phone: string) =>
  (await t.db.execute<{ body: string }>(sql`select body from outbox where "to" = ${phone} and channel = 'sms' order by id`)).rows.map((r) => r.body);

const paymentStatuses = async (...tranIds: string[]) => {
  const rows = await t.db.select().from(payments).where(inArray(payments.gatewayRef, tranIds));
  return tranIds.map((id) => rows.find((r) => r.gatewayRef === id)?.status);
};

const sessionOf = (gatewayUrl: string) => fake.state.sessions.get(new URL(gatewayUrl).searchParams.get("SESSIONKEY")!)!;

/**
 * A failure notice correctly signed with the store password for a tran_id (a notice
 * the shop cannot tell from a real one: only SSLCommerz's own records can confirm it).
 */
function signedFailure(tranId: string, status: "FAILED" | "CANCELLED") {
  const fields: Record<string, string> = { tran_id: tranId, status, amount: "570.00", currency: "BDT", store_id: fake.credentials.storeId };
  fields.verify_key = Object.keys(fields).join(",");
  fields.verify_sign = sslCommerzSign(fields, fields.verify_key, fake.credentials.storePassword);
  return fields;
}

describe("SSLCommerz", () => {
  it("is offered once configured", async () => {
    const res = await call(t.app, "GET", "/v1/payment-methods");
    expect(res.body.data.payment_methods.map((m: { key: string }) => m.key)).toEqual(["cash_on_delivery", "ssl_commerz"]);
  });

  it("pays an order through the IPN, checked with the validation API; the browser's POST and a second IPN change nothing", async () => {
    fake.setMode({ ipnTwice: true });
    const { shopper, key, gatewayUrl } = await sslOrder();
    expect(gatewayUrl.startsWith(`${fake.baseUrl}/gwprocess/v4/gw.php`)).toBe(true);
    const pressed = await pressOnFakeSslPage(gatewayUrl, "Pay");
    await fake.ipnsSettled();
    expect(fake.state.ipnsSent.map((i) => i.httpStatus)).toContain(200);
    let order = await orderOf(key, shopper.headers);
    expect(order.payment_status).toBe("paid");
    expect(order.payment_info.paymentMethod).toBe("ssl_commerz");
    const validations = fake.state.calls.validation ?? 0;
    expect(await browserPost(pressed.action, pressed.fields)).toBe(`/order-success?order_key=${key}`);
    expect(fake.state.calls.validation ?? 0).toBe(validations);
    order = await orderOf(key, shopper.headers);
    expect(order.timeline.filter((e) => e.note?.startsWith("Paid by SSLCommerz"))).toHaveLength(1);
  });

  it("pays through the browser's POST when the IPN comes after it", async () => {
    fake.setMode({ ipnOrder: "after" });
    const { shopper, key, gatewayUrl } = await sslOrder();
    const pressed = await pressOnFakeSslPage(gatewayUrl, "Pay");
    expect(await browserPost(pressed.action, pressed.fields)).toBe(`/order-success?order_key=${key}`);
    await fake.ipnsSettled();
    expect((await orderOf(key, shopper.headers)).payment_status).toBe("paid");
  });

  it("a forged or tampered POST pays nothing: a bad verify_sign, and a signed success whose amount differs", async () => {
    fake.setMode({ noIpn: true, badSign: true });
    const forged = await sslOrder();
    const pressed = await pressOnFakeSslPage(forged.gatewayUrl, "Pay");
    expect(await browserPost(pressed.action, pressed.fields)).toBe(`/my-orders/${forged.key}?payment=failed`);
    expect((await orderOf(forged.key, forged.shopper.headers)).payment_status).toBe("pending");

    fake.setMode({ badSign: false, amountMismatch: true });
    const mismatch = await sslOrder();
    const second = await pressOnFakeSslPage(mismatch.gatewayUrl, "Pay");
    expect(await browserPost(second.action, second.fields)).toBe(`/my-orders/${mismatch.key}?payment=failed`);
    expect((await orderOf(mismatch.key, mismatch.shopper.headers)).payment_status).toBe("pending");

    const unknown = await t.app.inject({
      method: "POST",
      url: "/v1/payments/sslcommerz/success",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "tran_id=NOPE&status=VALID&val_id=x",
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("fail and cancel leave the order payable; a risky payment is paid on hold; a paid order cancelled is refunded", async () => {
    const { shopper, key, gatewayUrl } = await sslOrder();
    const cancelled = await pressOnFakeSslPage(gatewayUrl, "Cancel");
    expect(await browserPost(cancelled.action, cancelled.fields)).toBe(`/my-orders/${key}?payment=cancelled`);
    const retry = await t.app.inject({ method: "GET", url: `/v1/payments/${key}/start`, headers: shopper.headers });
    const failed = await pressOnFakeSslPage(String(retry.headers.location), "Fail");
    expect(await browserPost(failed.action, failed.fields)).toBe(`/my-orders/${key}?payment=failed`);
    expect((await orderOf(key, shopper.headers)).payment_info.paymentVisible).toBe(true);

    fake.setMode({ riskLevel: "1" });
    const risky = await sslOrder();
    const pressed = await pressOnFakeSslPage(risky.gatewayUrl, "Pay");
    await fake.ipnsSettled();
    expect(await browserPost(pressed.action, pressed.fields)).toBe(`/order-success?order_key=${risky.key}`);
    const held = await orderOf(risky.key, risky.shopper.headers);
    expect(held.payment_status).toBe("paid");
    expect(held.timeline.at(-1)?.note).toContain("On hold");

    expect(await stockOf(t.db, risky.p.id)).toBe(4);
    expect((await call(t.app, "POST", `/v1/orders/cancel/${risky.key}`, risky.shopper.headers, { reason: "others" })).status).toBe(200);
    const refunded = await orderOf(risky.key, risky.shopper.headers);
    expect([refunded.status, refunded.payment_status]).toEqual(["cancelled", "refunded"]);
    expect(fake.state.calls.refund).toBeGreaterThan(0);
    expect(await stockOf(t.db, risky.p.id)).toBe(5);
  });

  it("an order paid twice (two tabs) keeps the first payment and refunds the second alone; the timeline and an SMS say so", async () => {
    const { shopper, key, gatewayUrl: tabA } = await sslOrder();
    const second = await t.app.inject({ method: "GET", url: `/v1/payments/${key}/start`, headers: shopper.headers });
    const tabB = String(second.headers.location);
    const payA = await pressOnFakeSslPage(tabA, "Pay");
    const payB = await pressOnFakeSslPage(tabB, "Pay");
    await fake.ipnsSettled();
    expect(await browserPost(payA.action, payA.fields)).toBe(`/order-success?order_key=${key}`);
    expect(await browserPost(payB.action, payB.fields)).toBe(`/my-orders/${key}`);

    let order = await orderOf(key, shopper.headers);
    expect([order.status, order.payment_status]).toEqual(["pending", "paid"]);
    const [a, b] = [sessionOf(tabA), sessionOf(tabB)];
    expect(await paymentStatuses(a.tran_id, b.tran_id)).toEqual(["paid", "refunded"]);
    expect(a.refunds).toEqual([]);
    expect(b.refunds.map((r) => r.amount)).toEqual(["570.00"]);
    expect(order.payment_info.transactionID).toBe(a.bank_tran_id);
    expect(order.timeline.at(-1)?.note).toBe(
      `A second payment of ৳570 by SSLCommerz (${b.bank_tran_id}) was received and refunded to the account it came from`,
    );
    expect((await smsTo(shopper.user.phone)).at(-1)).toBe(
      `RoboDoc: we received a second payment of Tk 570 for order ${order.order_number} and refunded it to the account it came from. Your order is paid.`,
    );

    expect((await call(t.app, "POST", `/v1/orders/cancel/${key}`, shopper.headers, { reason: "others" })).status).toBe(200);
    order = await orderOf(key, shopper.headers);
    expect([order.status, order.payment_status]).toEqual(["cancelled", "refunded"]);
    expect(a.refunds.map((r) => r.amount)).toEqual(["570.00"]);
    expect(b.refunds).toHaveLength(1);
  });

  it("a failure notice is checked with SSLCommerz's transaction query before it is recorded", async () => {
    // SSLCommerz has the attempt unattempted: a signed FAILED changes nothing, and the payer can still pay.
    fake.setMode({ noIpn: true });
    const open = await sslOrder();
    const tranId = sessionOf(open.gatewayUrl).tran_id;
    const queries = fake.state.calls.query;
    expect(await browserPost(`${frontUrl}/api/v1/payments/sslcommerz/fail`, signedFailure(tranId, "FAILED"))).toBe(`/my-orders/${open.key}?payment=failed`);
    expect(fake.state.calls.query).toBe(queries + 1);
    expect(await paymentStatuses(tranId)).toEqual(["pending"]);
    const paid = await pressOnFakeSslPage(open.gatewayUrl, "Pay");
    expect(await browserPost(paid.action, paid.fields)).toBe(`/order-success?order_key=${open.key}`);
    expect((await orderOf(open.key, open.shopper.headers)).payment_status).toBe("paid");

    // The payer paid, and a cancel notice arrives before the success: SSLCommerz lists it VALID, so it is validated and paid.
    const crossed = await sslOrder();
    const crossedTran = sessionOf(crossed.gatewayUrl).tran_id;
    const success = await pressOnFakeSslPage(crossed.gatewayUrl, "Pay");
    expect(await browserPost(`${frontUrl}/api/v1/payments/sslcommerz/cancel`, signedFailure(crossedTran, "CANCELLED"))).toBe(
      `/order-success?order_key=${crossed.key}`,
    );
    expect((await orderOf(crossed.key, crossed.shopper.headers)).payment_status).toBe("paid");
    expect(await browserPost(success.action, success.fields)).toBe(`/order-success?order_key=${crossed.key}`);

    // SSLCommerz says it failed: recorded as failed, the order stays payable.
    fake.setMode({ noIpn: false });
    const failed = await sslOrder();
    const press = await pressOnFakeSslPage(failed.gatewayUrl, "Fail");
    await fake.ipnsSettled();
    expect(await browserPost(press.action, press.fields)).toBe(`/my-orders/${failed.key}?payment=failed`);
    expect(await paymentStatuses(sessionOf(failed.gatewayUrl).tran_id)).toEqual(["failed"]);
    expect((await orderOf(failed.key, failed.shopper.headers)).payment_info.paymentVisible).toBe(true);
  });
});
