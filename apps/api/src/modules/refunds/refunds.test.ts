import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { grantStaffRole, sql } from "@shop/db";
import { adminOrderRefundsResponse, adminRefundResponse, orderResponse, REFUND_MESSAGES } from "@shop/contracts";
import { useTestApp } from "../../test/app";
import { call, seedDistricts } from "../../test/commerce-fixture";
import { createCategory, createProduct, randomPhone } from "../../test/factories";
import { signInByPhone } from "../identity/testing";
import { placeOrderCall, shopperReadyToOrder } from "../orders/test-helpers";
import { SMS_TEXTS } from "../outbox/sms-texts";
import { createBkashClient } from "../payments/gateways/bkash/client";
import { bkashGateway } from "../payments/gateways/bkash/gateway";
import { createSslCommerzClient } from "../payments/gateways/sslcommerz/client";
import { sslCommerzGateway } from "../payments/gateways/sslcommerz/gateway";
import { startFakeBkash } from "../../../fakes/payments/bkash/fake";
import { pressOnFakePage } from "../../../fakes/payments/bkash/testing";
import { startFakeSslCommerz } from "../../../fakes/payments/sslcommerz/fake";
import { pressOnFakeSslPage } from "../../../fakes/payments/sslcommerz/testing";
import { makeRefund } from "./service";

// Refunds through the real HTTP stack and database, the gateways replaced by their local fakes.
const bkash = await startFakeBkash();
const ssl = await startFakeSslCommerz({ ipn: false });
const t = useTestApp({
  SHOP_NAME: "RoboDoc",
  BKASH_BASE_URL: bkash.baseUrl,
  BKASH_APP_KEY: bkash.credentials.appKey,
  BKASH_APP_SECRET: bkash.credentials.appSecret,
  BKASH_USERNAME: bkash.credentials.username,
  BKASH_PASSWORD: bkash.credentials.password,
  SSLCOMMERZ_BASE_URL: ssl.baseUrl,
  SSLCOMMERZ_STORE_ID: ssl.credentials.storeId,
  SSLCOMMERZ_STORE_PASSWORD: ssl.credentials.storePassword,
  PUBLIC_WEB_URL: "http://shop.test",
});
afterAll(async () => {
  await bkash.close();
  await ssl.close();
});

type Headers = Record<string, string>;
let categoryId: number;
let owner: { headers: Headers; id: string; phone: string };
let staff: { headers: Headers; id: string; phone: string };
async function signedIn(role: "staff" | "owner", name: string) {
  const phone = await grantStaffRole(t.db, randomPhone(), role, name);
  const session = await signInByPhone(t.app, t.db, phone);
  const found = await t.db.execute<{ id: string }>(sql`select id from users where phone = ${phone}`);
  return { headers: session.headers, id: found.rows[0].id, phone };
}
beforeAll(async () => {
  categoryId = (await createCategory(t.db)).id;
  await seedDistricts(t.db);
  owner = await signedIn("owner", "Rina Owner");
  staff = await signedIn("staff", "Karim Staff");
});

/** A shopper's order of one ৳500 part (৳570 with delivery), paid through the fake gateway's page, or cash on delivery delivered. */
async function paidOrder(method: "bkash" | "ssl_commerz" | "cash_on_delivery") {
  const p = await createProduct(t.db, { categoryId, price: 500, stock: 5, name: "Arduino Uno R3" });
  const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug }]);
  const placed = await placeOrderCall(t.app, shopper.headers, { payment_method: method });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const key = placed.body.data.order_key as string;
  const number = placed.body.data.order.order_number as string;
  if (method === "cash_on_delivery") {
    const steps: [string, unknown][] = [
      ["confirm", {}],
      ["process", {}],
      ["ship", { courier: "manual", courier_name: "Pathao", courier_tracking_number: "P-1" }],
      ["deliver", {}],
    ];
    for (const [action, body] of steps) expect((await call(t.app, "POST", `/v1/admin/orders/${number}/${action}`, owner.headers, body)).status).toBe(200);
  } else {
    const start = await t.app.inject({ method: "GET", url: `/v1/payments/${key}/start`, headers: shopper.headers });
    expect(start.statusCode).toBe(302);
    const gatewayUrl = String(start.headers.location);
    if (method === "bkash") {
      const pressed = await pressOnFakePage(gatewayUrl, "Pay");
      const back = await t.app.inject({ method: "GET", url: `/v1/payments/bkash/callback${pressed.location.search}` });
      expect(back.statusCode).toBe(302);
    } else {
      const pressed = await pressOnFakeSslPage(gatewayUrl, "Pay");
      const back = await t.app.inject({
        method: "POST",
        url: new URL(pressed.action).pathname.replace(/^\/api/, ""),
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(pressed.fields).toString(),
      });
      expect(back.statusCode).toBe(303);
    }
  }
  const payment = await t.db.execute<{ id: string; gateway_ref: string | null; transaction_id: string | null }>(
    sql`select p.id, p.gateway_ref, p.transaction_id from payments p join orders o on o.id = p.order_id where o.order_key = ${key} and p.status = 'paid'`,
  );
  expect(payment.rows).toHaveLength(1);
  return { shopper, key, number, payment: payment.rows[0] };
}

let keys = 0;
const refund = (number: string, body: unknown, headers: Headers = owner.headers, key = `refund-key-${++keys}-${Date.now()}`) =>
  call(t.app, "POST", `/v1/admin/orders/${number}/refunds`, { ...headers, "idempotency-key": key }, body);

const paymentsOf = async (number: string) =>
  adminOrderRefundsResponse.parse((await call(t.app, "GET", `/v1/admin/orders/${number}/refunds`, owner.headers)).body).data.payments;

const shopperView = async (key: string, headers: Headers) => orderResponse.parse((await call(t.app, "GET", `/v1/orders/${key}`, headers)).body).data.order;

const smsTo = async (phone: string) =>
  (await t.db.execute<{ body: string }>(sql`select body from outbox where "to" = ${phone} and channel = 'sms' order by id`)).rows.map((r) => r.body);

async function pdfText(buf: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(buf), verbosity: 0 }).promise;
  try {
    let text = "";
    for (let n = 1; n <= pdf.numPages; n++) {
      const items = (await (await pdf.getPage(n)).getTextContent()).items.filter((item) => "str" in item);
      text += items.map((item) => item.str).join("");
    }
    return text.replace(/\s+/g, "");
  } finally {
    await pdf.destroy();
  }
}

describe("partial refunds through the gateway the money came by", () => {
  it("bKash: half, then the rest; the payment and the order turn refunded only when nothing is left; credit notes, SMS, the shopper's order", async () => {
    const o = await paidOrder("bkash");
    const before = await paymentsOf(o.number);
    expect(before).toMatchObject([{ id: o.payment.id, method: "bkash", amount: 57000, refunded: 0, refundable: 57000, refunds: [] }]);

    const half = await refund(o.number, { payment_id: o.payment.id, amount: 28500, reason: "One part returned" });
    expect(half.status, JSON.stringify(half.body)).toBe(201);
    const first = adminRefundResponse.parse(half.body).data;
    const atBkash = bkash.state.payments.get(o.payment.gateway_ref!)!;
    expect(atBkash.refunds.map((r) => r.amount)).toEqual(["285.00"]);
    expect(first).toMatchObject({
      status: "succeeded",
      channel: "bkash",
      amount: 28500,
      reference: atBkash.refunds[0].refundTrxID,
      credit_note_number: `CN-${o.number}-1`,
    });
    expect(half.body.message).toBe(REFUND_MESSAGES.created);

    let view = await shopperView(o.key, o.shopper.headers);
    expect([view.payment_status, view.paid, view.refunded]).toEqual(["paid", 570, 285]);
    expect(view.refunds).toMatchObject([
      { amount: 285, credit_note_number: `CN-${o.number}-1`, credit_note_url: `/v1/orders/${o.key}/refunds/${first.id}/credit-note.pdf` },
    ]);
    expect((await smsTo(o.shopper.user.phone)).at(-1)).toBe(SMS_TEXTS.refundMade("RoboDoc", o.number, 28500, "bKash"));
    expect(await paymentsOf(o.number)).toMatchObject([{ refunded: 28500, refundable: 28500 }]);

    // Never above what is left: refused in the shop's words, nothing sent to bKash.
    const calls = bkash.state.calls["payment/refund"];
    const tooMuch = await refund(o.number, { payment_id: o.payment.id, amount: 28501, reason: "Too much" });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.message).toBe(REFUND_MESSAGES.tooMuch("৳285"));
    expect(bkash.state.calls["payment/refund"]).toBe(calls);

    const rest = await refund(o.number, { payment_id: o.payment.id, amount: 28500, reason: "The rest" });
    expect(adminRefundResponse.parse(rest.body).data).toMatchObject({ status: "succeeded", credit_note_number: `CN-${o.number}-2` });
    view = await shopperView(o.key, o.shopper.headers);
    expect([view.payment_status, view.paid, view.refunded, view.refunds?.length]).toEqual(["refunded", 570, 570, 2]);
    const nothing = await refund(o.number, { payment_id: o.payment.id, amount: 100, reason: "Again" });
    expect([nothing.status, nothing.body.message]).toEqual([422, REFUND_MESSAGES.nothingLeft]);
  });

  it("SSLCommerz: a partial refund by bank_tran_id with refund_amount", async () => {
    const o = await paidOrder("ssl_commerz");
    const res = await refund(o.number, { payment_id: o.payment.id, amount: 20000, reason: "Late delivery goodwill" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const session = [...ssl.state.sessions.values()].find((s) => s.tran_id === o.payment.gateway_ref)!;
    expect(session.refunds.map((r) => r.amount)).toEqual(["200.00"]);
    expect(adminRefundResponse.parse(res.body).data).toMatchObject({
      status: "succeeded",
      channel: "ssl_commerz",
      reference: session.refunds[0].refund_ref_id,
    });
    const view = await shopperView(o.key, o.shopper.headers);
    expect([view.payment_status, view.paid, view.refunded]).toEqual(["paid", 570, 200]);
  });
});

describe("a gateway that does not answer", () => {
  it("bKash times out: the refund stays pending, new refunds wait, and Check again settles it by the refund status query without a second refund call", async () => {
    const o = await paidOrder("bkash");
    // The app's own gateway waits 30 s; this one gives up after 300 ms, as a slow bKash would make it.
    const ctx = {
      db: t.db,
      log: t.app.log,
      gateways: new Map([["bkash" as const, bkashGateway(createBkashClient({ baseUrl: bkash.baseUrl, ...bkash.credentials, timeoutMs: 300 }))]]),
      shopName: "RoboDoc",
    };
    bkash.setMode({ refundTimeout: true });
    const calls = bkash.state.calls["payment/refund"];
    const { refund: pending } = await makeRefund(ctx, { paymentId: o.payment.id, amount: 30000, reason: "Faulty", actorId: owner.id });
    expect([pending.status, pending.reference, pending.credit_note_number]).toEqual(["pending", null, null]);
    expect(bkash.state.calls["payment/refund"]).toBe(calls + 1);
    expect(bkash.state.payments.get(o.payment.gateway_ref!)!.refunds).toHaveLength(1);
    expect(await paymentsOf(o.number)).toMatchObject([{ refunded: 0, pending: 30000, refundable: 27000 }]);

    const checked = await call(t.app, "POST", `/v1/admin/orders/${o.number}/refunds/${pending.id}/check`, staff.headers);
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    const atBkash = bkash.state.payments.get(o.payment.gateway_ref!)!;
    expect(adminRefundResponse.parse(checked.body).data).toMatchObject({
      status: "succeeded",
      reference: atBkash.refunds[0].refundTrxID,
      credit_note_number: `CN-${o.number}-1`,
    });
    // One refund call for the refund, one status call (no amount) for the check.
    expect(bkash.state.calls["payment/refund"]).toBe(calls + 2);
    expect(bkash.state.requests.at(-1)?.body).toEqual({ paymentID: o.payment.gateway_ref, trxID: o.payment.transaction_id });
    expect(atBkash.refunds).toHaveLength(1);
    const settled = await call(t.app, "POST", `/v1/admin/orders/${o.number}/refunds/${pending.id}/check`, staff.headers);
    expect([settled.status, settled.body.message]).toEqual([422, REFUND_MESSAGES.notPending]);
  });

  it("SSLCommerz times out: the next refund first finds the lost one by the transaction query and settles it", async () => {
    const o = await paidOrder("ssl_commerz");
    const ctx = {
      db: t.db,
      log: t.app.log,
      gateways: new Map([
        ["ssl_commerz" as const, sslCommerzGateway(createSslCommerzClient({ baseUrl: ssl.baseUrl, ...ssl.credentials, timeoutMs: 300 }), "shop@example.com")],
      ]),
    };
    ssl.setMode({ refundTimeout: true });
    const { refund: pending } = await makeRefund(ctx, { paymentId: o.payment.id, amount: 10000, reason: "Faulty", actorId: owner.id });
    expect(pending.status).toBe("pending");
    const refundCalls = ssl.state.calls.refund;
    const next = await refund(o.number, { payment_id: o.payment.id, amount: 47000, reason: "The rest" });
    expect(next.status, JSON.stringify(next.body)).toBe(201);
    const session = [...ssl.state.sessions.values()].find((s) => s.tran_id === o.payment.gateway_ref)!;
    expect(session.refunds.map((r) => r.amount)).toEqual(["100.00", "470.00"]);
    expect(ssl.state.calls.refund).toBe(refundCalls + 1);
    const [payment] = await paymentsOf(o.number);
    expect(payment.refunds.map((r) => [r.status, r.amount, r.reference])).toEqual([
      ["succeeded", 10000, session.refunds[0].refund_ref_id],
      ["succeeded", 47000, session.refunds[1].refund_ref_id],
    ]);
    expect(payment).toMatchObject({ status: "refunded", refundable: 0 });
  });
});

describe("never twice, never too much, only by those allowed", () => {
  it("20 presses at once for the whole amount make one refund and one bKash call", async () => {
    const o = await paidOrder("bkash");
    const calls = bkash.state.calls["payment/refund"];
    const presses = await Promise.all(
      Array.from({ length: 20 }, () => refund(o.number, { payment_id: o.payment.id, amount: 57000, reason: "Order returned" })),
    );
    const made = presses.filter((r) => r.status === 201);
    expect(made).toHaveLength(1);
    for (const other of presses.filter((r) => r.status !== 201)) {
      expect([409, 422]).toContain(other.status);
      expect([REFUND_MESSAGES.pending, REFUND_MESSAGES.nothingLeft]).toContain(other.body.message);
    }
    expect(bkash.state.calls["payment/refund"]).toBe(calls + 1);
    expect(bkash.state.payments.get(o.payment.gateway_ref!)!.refunds).toHaveLength(1);

    const rows = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from refunds where payment_id = ${o.payment.id}`);
    expect(Number(rows.rows[0].n)).toBe(1);
  });

  it("an Idempotency-Key sent twice makes one refund", async () => {
    const o = await paidOrder("bkash");
    const body = { payment_id: o.payment.id, amount: 1000, reason: "Goodwill" };
    const [a, b] = [await refund(o.number, body, owner.headers, "goodwill-key-1"), await refund(o.number, body, owner.headers, "goodwill-key-1")];
    expect([a.status, b.status]).toEqual([201, 200]);
    expect(b.body.data.id).toBe(a.body.data.id);
    expect(bkash.state.payments.get(o.payment.gateway_ref!)!.refunds).toHaveLength(1);
    const other = await refund(o.number, { ...body, amount: 2000 }, owner.headers, "goodwill-key-1");
    expect([other.status, other.body.message]).toEqual([422, REFUND_MESSAGES.idempotencyKeyReused]);
    expect((await refund(o.number, body, owner.headers, "bad")).status).toBe(400);
  });

  it("staff without the refund grant: 403, nothing moved; a shopper: 403; another order's payment: 404", async () => {
    const o = await paidOrder("bkash");
    const calls = bkash.state.calls["payment/refund"];
    const denied = await refund(o.number, { payment_id: o.payment.id, amount: 1000, reason: "Try" }, staff.headers);
    expect([denied.status, denied.body.message]).toEqual([403, REFUND_MESSAGES.notGranted]);
    expect((await refund(o.number, { payment_id: o.payment.id, amount: 1000, reason: "Try" }, o.shopper.headers)).status).toBe(403);
    expect(bkash.state.calls["payment/refund"]).toBe(calls);
    const other = await paidOrder("bkash");
    const wrong = await refund(o.number, { payment_id: other.payment.id, amount: 1000, reason: "Wrong order" });
    expect([wrong.status, wrong.body.message]).toEqual([404, REFUND_MESSAGES.paymentNotFound]);
    expect((await refund(o.number, { payment_id: o.payment.id, amount: -5, reason: "" })).status).toBe(422);
    const rows = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from refunds where order_id in (select order_id from payments where id = ${o.payment.id})`,
    );
    expect(Number(rows.rows[0].n)).toBe(0);
  });
});

describe("cash on delivery and credit notes", () => {
  it("a COD refund is a recorded payout (channel, reference, account required), succeeded at once; its credit note renders; another shopper gets 404", async () => {
    const o = await paidOrder("cash_on_delivery");
    const missing = await refund(o.number, { payment_id: o.payment.id, amount: 10000, reason: "Faulty" });
    expect([missing.status, missing.body.message]).toEqual([422, REFUND_MESSAGES.payoutRequired]);
    const res = await refund(o.number, {
      payment_id: o.payment.id,
      amount: 12345,
      reason: "Faulty sensor",
      payout: { channel: "payout_nagad", reference: "NG7H2K9", account: "01712345678" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const made = adminRefundResponse.parse(res.body).data;
    expect(made).toMatchObject({
      status: "succeeded",
      channel: "payout_nagad",
      reference: "NG7H2K9",
      payout_account: "01712345678",
      credit_note_number: `CN-${o.number}-1`,
    });
    expect((await smsTo(o.shopper.user.phone)).at(-1)).toBe(SMS_TEXTS.refundMade("RoboDoc", o.number, 12345, "a Nagad payout"));
    const view = await shopperView(o.key, o.shopper.headers);
    expect([view.payment_status, view.refunded]).toEqual(["paid", 123.45]);

    const own = await t.app.inject({ method: "GET", url: view.refunds![0].credit_note_url, headers: o.shopper.headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(own.rawPayload);
    expect(text).toContain(`CN-${o.number}-1`);
    expect(text).toContain("৳123.45");
    expect(text).toContain("NG7H2K9");
    const staffCopy = await t.app.inject({ method: "GET", url: made.credit_note_url!, headers: staff.headers });
    expect(staffCopy.statusCode).toBe(200);

    const stranger = await paidOrder("cash_on_delivery");
    expect((await t.app.inject({ method: "GET", url: view.refunds![0].credit_note_url, headers: stranger.shopper.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/v1/orders/${o.key}/refunds/999999/credit-note.pdf`, headers: o.shopper.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: made.credit_note_url!, headers: o.shopper.headers })).statusCode).toBe(403);
  });
});
