import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PaymentGateway } from "../types";
import { bkashGateway } from "./gateway";
import { BKASH_API_PATH, BkashError, bkashAmountToPoisha, createBkashClient, poishaToBkashAmount, type BkashClientConfig } from "./client";
import { startFakeBkash, type FakeBkash } from "../../../../../fakes/payments/bkash/fake";
import { pressOnFakePage } from "../../../../../fakes/payments/bkash/testing";

let fake: FakeBkash;
beforeEach(async () => {
  fake = await startFakeBkash();
});
afterEach(async () => {
  await fake.close();
});

const clientFor = (f: FakeBkash, extra: Partial<BkashClientConfig> = {}) => createBkashClient({ baseUrl: f.baseUrl, ...f.credentials, ...extra });

const input = (overrides: Partial<{ amountPoisha: number; invoiceNumber: string }> = {}) => ({
  amountPoisha: 150_00,
  invoiceNumber: "ORD-1001",
  payerReference: "ORD-1001",
  callbackUrl: "http://shop.test/api/v1/payments/bkash/callback",
  ...overrides,
});

/** What a shopper does on bKash's page: open it, press a button, follow the 302 back to the shop. */
describe("amount helpers", () => {
  it("poisha to bKash's taka string, exactly", () => {
    expect(poishaToBkashAmount(150_00)).toBe("150.00");
    expect(poishaToBkashAmount(150_50)).toBe("150.50");
    expect(poishaToBkashAmount(1)).toBe("0.01");
    expect(poishaToBkashAmount(10)).toBe("0.10");
    expect(poishaToBkashAmount(0)).toBe("0.00");
    expect(poishaToBkashAmount(123_456_789_01)).toBe("123456789.01");
    expect(poishaToBkashAmount(Number.MAX_SAFE_INTEGER)).toBe("90071992547409.91");
    expect(() => poishaToBkashAmount(1.5)).toThrow(RangeError);
    expect(() => poishaToBkashAmount(-100)).toThrow(RangeError);
  });

  it("bKash's taka string to poisha, parsed without floating point", () => {
    expect(bkashAmountToPoisha("150")).toBe(15000);
    expect(bkashAmountToPoisha("150.5")).toBe(15050);
    expect(bkashAmountToPoisha("150.50")).toBe(15050);
    expect(bkashAmountToPoisha("150.500")).toBe(15050);
    expect(bkashAmountToPoisha("0.01")).toBe(1);
    expect(bkashAmountToPoisha("0.29")).toBe(29); // 0.29 * 100 = 28.999999999999996 as a float
    expect(bkashAmountToPoisha("1.15")).toBe(115); // 1.15 * 100 = 114.99999999999999
    expect(bkashAmountToPoisha("4.35")).toBe(435);
    expect(bkashAmountToPoisha(" 99999999.99 ")).toBe(99_999_999_99);
    expect(bkashAmountToPoisha("90071992547409.91")).toBe(Number.MAX_SAFE_INTEGER);
    expect(bkashAmountToPoisha(15)).toBe(1500);
    for (const bad of ["", "abc", "-1", "1.001", "1e3", "1,000.00", "90071992547409.92", "99999999999999999"]) {
      expect(() => bkashAmountToPoisha(bad), bad).toThrow(RangeError);
    }
    for (const poisha of [0, 1, 9, 10, 99, 100, 101, 15050, 123456789, 999999999999]) expect(bkashAmountToPoisha(poishaToBkashAmount(poisha))).toBe(poisha);
  });
});

describe("bKash client against the fake", () => {
  it("is the gateway the payments module needs", () => {
    const gateway: PaymentGateway = bkashGateway(clientFor(fake));
    expect(gateway.method).toBe("bkash");
  });

  it("create → Pay on bKash's page → execute: completed with the trxID and the amount in poisha", async () => {
    const client = clientFor(fake);
    const created = await client.createPayment(input());
    expect(created.paymentId).toMatch(/^TR0011[A-Z0-9]+$/);
    expect(created.bkashUrl.startsWith(`${fake.baseUrl}/redirect/tokenized/?paymentID=${created.paymentId}`)).toBe(true);

    const sent = fake.state.requests.find((r) => r.endpoint === "create")!;
    expect(sent.body).toEqual({
      mode: "0011",
      payerReference: "ORD-1001",
      callbackURL: "http://shop.test/api/v1/payments/bkash/callback",
      amount: "150.00",
      currency: "BDT",
      intent: "sale",
      merchantInvoiceNumber: "ORD-1001",
    });
    const grant = fake.state.requests.find((r) => r.endpoint === "token/grant")!;
    expect(grant.headers).toMatchObject({ username: fake.credentials.username, password: fake.credentials.password });
    expect(grant.body).toEqual({ app_key: fake.credentials.appKey, app_secret: fake.credentials.appSecret });
    expect(sent.headers.authorization).toMatch(/^fake\./); // bare id_token, no "Bearer "
    expect(sent.headers["x-app-key"]).toBe(fake.credentials.appKey);

    const back = await pressOnFakePage(created.bkashUrl, "Pay");
    expect(back.html).toContain("ORD-1001");
    expect(back.html).toContain("150.00");
    expect(`${back.location.origin}${back.location.pathname}`).toBe("http://shop.test/api/v1/payments/bkash/callback");
    expect(back.paymentID).toBe(created.paymentId);
    expect(back.status).toBe("success");

    const executed = await client.executePayment(created.paymentId);
    expect(executed).toMatchObject({ outcome: "completed", amountPoisha: 15000, invoiceNumber: "ORD-1001" });
    if (executed.outcome !== "completed") throw new Error("not completed");
    expect(executed.trxId).toMatch(/^[A-Z0-9]{10}$/);

    const queried = await client.queryPayment(created.paymentId);
    expect(queried).toMatchObject({ transactionStatus: "Completed", trxId: executed.trxId, amountPoisha: 15000, invoiceNumber: "ORD-1001" });
    expect(fake.state.calls["token/grant"]).toBe(1);
  });

  it("Fail and Cancel on bKash's page: the callback says so and execute is refused (2056)", async () => {
    const client = clientFor(fake);
    for (const [button, status, transactionStatus] of [
      ["Fail", "failure", "Failed"],
      ["Cancel", "cancel", "Cancelled"],
    ] as const) {
      const created = await client.createPayment(input());
      const back = await pressOnFakePage(created.bkashUrl, button);
      expect(back).toMatchObject({ paymentID: created.paymentId, status });
      expect(await client.executePayment(created.paymentId)).toMatchObject({ outcome: "failed", code: "2056", message: "Invalid Payment State" });
      expect(await client.queryPayment(created.paymentId)).toMatchObject({ transactionStatus, trxId: undefined });
      // The page cannot be used twice.
      const again = await fetch(`${fake.baseUrl}/redirect/tokenized/act`, {
        method: "POST",
        body: new URLSearchParams({ paymentID: created.paymentId, action: "pay" }),
        redirect: "manual",
      });
      expect(again.status).toBe(409);
    }
  });

  it("execute before the payer acted is 2056; an unknown paymentID is 2002 (a BkashError on query)", async () => {
    const client = clientFor(fake);
    const created = await client.createPayment(input());
    expect(await client.executePayment(created.paymentId)).toMatchObject({ outcome: "failed", code: "2056" });
    expect(await client.queryPayment(created.paymentId)).toMatchObject({ transactionStatus: "Initiated" });
    expect(await client.executePayment("TR0011NOSUCHPAYMENT")).toMatchObject({ outcome: "failed", code: "2002", message: "Invalid Payment ID" });
    const err = await client.queryPayment("TR0011NOSUCHPAYMENT").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BkashError);
    expect(err).toMatchObject({ code: "2002", message: "Invalid Payment ID" });
  });

  it("a second execute answers 2062 (already completed); the query has the truth", async () => {
    const client = clientFor(fake);
    const created = await client.createPayment(input());
    await pressOnFakePage(created.bkashUrl, "Pay");
    const first = await client.executePayment(created.paymentId);
    expect(first.outcome).toBe("completed");
    expect(await client.executePayment(created.paymentId)).toMatchObject({
      outcome: "failed",
      code: "2062",
      message: "The payment has already been completed",
    });
    expect((await client.queryPayment(created.paymentId)).transactionStatus).toBe("Completed");
  });

  it("an execute that never answers is 'unknown' after timeoutMs; the query then shows Completed", async () => {
    const client = clientFor(fake, { timeoutMs: 300 });
    const created = await client.createPayment(input({ amountPoisha: 999_99 }));
    await pressOnFakePage(created.bkashUrl, "Pay");
    fake.setMode({ executeTimeout: true });
    const started = Date.now();
    const executed = await client.executePayment(created.paymentId);
    expect(executed).toMatchObject({ outcome: "unknown", raw: { error: "TIMEOUT" } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    const queried = await client.queryPayment(created.paymentId);
    expect(queried).toMatchObject({ transactionStatus: "Completed", amountPoisha: 999_99, invoiceNumber: "ORD-1001" });
    expect(queried.trxId).toMatch(/^[A-Z0-9]{10}$/);
  });

  it("an execute answering late with bKash's timeout message is 'unknown' too", async () => {
    const client = clientFor(fake);
    const created = await client.createPayment(input());
    await pressOnFakePage(created.bkashUrl, "Pay");
    fake.setMode({ executeTimeout: { delayMs: 50, answer: "timeoutMessage" } });
    const executed = await client.executePayment(created.paymentId);
    expect(executed).toMatchObject({ outcome: "unknown", raw: { message: expect.stringContaining("Please Query the Payment") } });
    expect((await client.queryPayment(created.paymentId)).transactionStatus).toBe("Completed");

    // A delayed but normal answer inside the timeout is a clear answer.
    const second = await client.createPayment(input());
    await pressOnFakePage(second.bkashUrl, "Pay");
    fake.setMode({ executeTimeout: { delayMs: 50 } });
    expect(await client.executePayment(second.paymentId)).toMatchObject({ outcome: "completed", amountPoisha: 15000 });
  });

  it("20 parallel payments share one grant", async () => {
    const client = clientFor(fake);
    const created = await Promise.all(Array.from({ length: 20 }, (_, i) => client.createPayment(input({ invoiceNumber: `ORD-${i}` }))));
    expect(new Set(created.map((c) => c.paymentId)).size).toBe(20);
    expect(fake.state.calls["token/grant"]).toBe(1);
    expect(fake.state.calls["token/refresh"]).toBe(0);
    expect(fake.state.calls.create).toBe(20);
  });

  it("refreshes the token near its expiry, grants again when the refresh is refused", async () => {
    let clock = Date.parse("2026-01-01T00:00:00Z");
    const client = clientFor(fake, { now: () => clock });
    await client.createPayment(input());
    clock += 30 * 60_000;
    await client.createPayment(input());
    expect(fake.state.calls).toMatchObject({ "token/grant": 1, "token/refresh": 0 });

    clock += 28 * 60_000; // 58 minutes in: two minutes before expiry
    await Promise.all([client.createPayment(input()), client.createPayment(input())]);
    expect(fake.state.calls).toMatchObject({ "token/grant": 1, "token/refresh": 1 });
    const refreshed = fake.state.requests.find((r) => r.endpoint === "token/refresh")!;
    expect(refreshed.body).toMatchObject({ app_key: fake.credentials.appKey, app_secret: fake.credentials.appSecret, refresh_token: expect.any(String) });
    expect(refreshed.headers).toMatchObject({ username: fake.credentials.username, password: fake.credentials.password });

    clock += 10 * 60_000; // the refreshed token is still fresh
    await client.createPayment(input());
    expect(fake.state.calls).toMatchObject({ "token/grant": 1, "token/refresh": 1 });

    fake.expireTokens({ refresh: true });
    clock += 60 * 60_000;
    await client.createPayment(input());
    expect(fake.state.calls).toMatchObject({ "token/grant": 2, "token/refresh": 2 });
  });

  it("grants again after a 401, once for many callers, and retries the call", async () => {
    const client = clientFor(fake);
    await client.createPayment(input());
    fake.expireTokens();
    const created = await Promise.all(Array.from({ length: 5 }, () => client.createPayment(input())));
    expect(created).toHaveLength(5);
    expect(fake.state.calls["token/grant"]).toBe(2);
    expect(fake.state.calls.create).toBe(1 + 5 + 5);
  });

  it("wrong credentials are BkashErrors: a bad app key (2001), a bad username (HTTP 401)", async () => {
    const badKey = await clientFor(fake, { appKey: "nope" })
      .createPayment(input())
      .catch((e: unknown) => e);
    expect(badKey).toBeInstanceOf(BkashError);
    expect(badKey).toMatchObject({ code: "2001" });
    const badUser = await clientFor(fake, { username: "nope" })
      .createPayment(input())
      .catch((e: unknown) => e);
    expect(badUser).toBeInstanceOf(BkashError);
    expect(badUser).toMatchObject({ code: "HTTP_401", httpStatus: 401 });

    // A call with a valid token but another app key is refused as bKash does.
    const client = clientFor(fake);
    await client.createPayment(input());
    const token = fake.state.requests.find((r) => r.endpoint === "create")!.headers.authorization as string;
    const res = await fetch(`${fake.baseUrl}${BKASH_API_PATH}/payment/status`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: token, "x-app-key": "other" },
      body: JSON.stringify({ paymentID: "x" }),
    });
    expect(await res.json()).toEqual({ statusCode: "2001", statusMessage: "Invalid App Key" });
    const noToken = await fetch(`${fake.baseUrl}${BKASH_API_PATH}/create`, { method: "POST", headers: { "x-app-key": fake.credentials.appKey }, body: "{}" });
    expect(noToken.status).toBe(401);
  });

  it("refunds a completed payment (v1.2 payment/refund)", async () => {
    const client = clientFor(fake);
    const created = await client.createPayment(input({ amountPoisha: 250_50 }));
    await pressOnFakePage(created.bkashUrl, "Pay");
    const executed = await client.executePayment(created.paymentId);
    if (executed.outcome !== "completed") throw new Error("not completed");
    const refund = await client.refund({
      paymentId: created.paymentId,
      trxId: executed.trxId,
      amountPoisha: 250_50,
      reason: "Order cancelled",
      sku: "ORD-1001",
    });
    expect(refund).toMatchObject({ status: "Completed" });
    expect(refund.refundTrxId).toMatch(/^[A-Z0-9]{10}$/);
    expect(fake.state.requests.find((r) => r.endpoint === "payment/refund")!.body).toEqual({
      amount: "250.50",
      paymentID: created.paymentId,
      trxID: executed.trxId,
      sku: "ORD-1001",
      reason: "Order cancelled",
    });
    // Nothing left to refund.
    const again = await client
      .refund({ paymentId: created.paymentId, trxId: executed.trxId, amountPoisha: 1, reason: "again", sku: "ORD-1001" })
      .catch((e: unknown) => e);
    expect(again).toBeInstanceOf(BkashError);
    expect(again).toMatchObject({ code: "2006" });
  });

  it("a refund of a payment that never completed is refused", async () => {
    const client = clientFor(fake);
    const created = await client.createPayment(input());
    const err = await client.refund({ paymentId: created.paymentId, trxId: "ABCDEFGHIJ", amountPoisha: 100, reason: "x", sku: "y" }).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: "BkashError", code: "2056" });
  });

  it("insufficient balance: Pay comes back as success, execute fails with 2023", async () => {
    fake.setMode({ insufficientBalance: true });
    const client = clientFor(fake);
    const created = await client.createPayment(input());
    expect((await pressOnFakePage(created.bkashUrl, "Pay")).status).toBe("success");
    expect(await client.executePayment(created.paymentId)).toMatchObject({ outcome: "failed", code: "2023", message: "Insufficient Balance" });
    expect((await client.queryPayment(created.paymentId)).transactionStatus).toBe("Failed");
  });

  it("amount mismatch: execute and query report another amount than the one created", async () => {
    fake.setMode({ amountMismatch: true });
    const client = clientFor(fake);
    const created = await client.createPayment(input());
    await pressOnFakePage(created.bkashUrl, "Pay");
    expect(await client.executePayment(created.paymentId)).toMatchObject({ outcome: "completed", amountPoisha: 149_00 });
    expect(await client.queryPayment(created.paymentId)).toMatchObject({ amountPoisha: 149_00 });
    fake.setMode({ amountMismatch: "1.00" });
    expect(await client.queryPayment(created.paymentId)).toMatchObject({ amountPoisha: 100 });
  });

  it("create refuses what bKash refuses", async () => {
    const client = clientFor(fake);
    await expect(client.createPayment(input({ amountPoisha: 0 }))).rejects.toMatchObject({ code: "2006" });
    await expect(client.createPayment({ ...input(), callbackUrl: "not a url" })).rejects.toMatchObject({ code: "2049" });
    await expect(client.createPayment(input({ invoiceNumber: "" }))).rejects.toMatchObject({ code: "2065" });
  });

  it("takes a base URL that already names the API path", async () => {
    const client = createBkashClient({ baseUrl: `${fake.baseUrl}${BKASH_API_PATH}/`, ...fake.credentials });
    await client.createPayment(input());
    expect(fake.state.calls.create).toBe(1);
  });
});
