import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { orders, payments, sql } from "@shop/db";
import { orderResponse } from "@shop/contracts";
import { useTestApp } from "../../test/app";
import { call, seedDistricts } from "../../test/commerce-fixture";
import { createCategory, createProduct } from "../../test/factories";
import { placeOrderCall, shopperReadyToOrder, stockOf } from "../orders/test-helpers";
import { expireUnpaidOrders } from "../orders/service";
import { createBkashClient } from "./gateways/bkash/client";
import { bkashGateway } from "./gateways/bkash/gateway";
import { startFakeBkash } from "../../../fakes/payments/bkash/fake";
import { pressOnFakePage } from "../../../fakes/payments/bkash/testing";
import { refundOnePayment, refundPayment } from "./service";

/** Who mails shoppers waiting for a product that a failed order restocks. */
const shop = { webUrl: "http://localhost:3000", shopName: "RoboDoc" };

// The whole bKash flow through the API against the local fake bKash (real HTTP both ways).
const fake = await startFakeBkash();
const t = useTestApp({
  BKASH_BASE_URL: fake.baseUrl,
  BKASH_APP_KEY: fake.credentials.appKey,
  BKASH_APP_SECRET: fake.credentials.appSecret,
  BKASH_USERNAME: fake.credentials.username,
  BKASH_PASSWORD: fake.credentials.password,
  PUBLIC_WEB_URL: "http://shop.test",
});
afterAll(() => fake.close());

let categoryId: number;
beforeAll(async () => {
  categoryId = (await createCategory(t.db)).id;
  await seedDistricts(t.db);
});

/** A signed-in shopper's bKash order for one unit of a ৳500 product (৳570 with delivery). */
async function bkashOrder() {
  const p = await createProduct(t.db, { categoryId, price: 500, stock: 5 });
  const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug }]);
  const placed = await placeOrderCall(t.app, shopper.headers, { payment_method: "bkash" });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { p, shopper, key: placed.body.data.order_key as string, placed };
}

/** The browser follows Complete Order / the payment URL: our start route redirects to bKash's page. */
async function start(key: string, headers: Record<string, string>) {
  const res = await t.app.inject({ method: "GET", url: `/v1/payments/${key}/start`, headers });
  expect(res.statusCode).toBe(302);
  return String(res.headers.location);
}

/** bKash sends the browser to the shop's callback (through the web app's /api): we take it from there. */
async function callback(location: URL) {
  expect(location.origin).toBe("http://shop.test");
  expect(location.pathname).toBe("/api/v1/payments/bkash/callback");
  const res = await t.app.inject({ method: "GET", url: `/v1/payments/bkash/callback${location.search}` });
  expect(res.statusCode).toBe(302);
  return String(res.headers.location);
}

const orderOf = async (key: string, headers: Record<string, string>) =>
  orderResponse.parse((await call(t.app, "GET", `/v1/orders/${key}`, headers)).body).data.order;

const smsTo = async (phone: string) =>
  (await t.db.execute<{ body: string }>(sql`select body from outbox where "to" = ${phone} and channel = 'sms' order by id`)).rows.map((r) => r.body);

const paymentStatuses = async (...paymentIds: string[]) => {
  const rows = await t.db.select().from(payments).where(inArray(payments.gatewayRef, paymentIds));
  return paymentIds.map((id) => rows.find((r) => r.gatewayRef === id)?.status);
};

/** The callback bKash's page would send, written by hand (anyone can open this address). */
const handMadeCallback = (paymentID: string, status: string) =>
  new URL(`http://shop.test/api/v1/payments/bkash/callback?paymentID=${encodeURIComponent(paymentID)}&status=${status}`);

describe("bKash", () => {
  it("is offered once configured", async () => {
    const res = await call(t.app, "GET", "/v1/payment-methods");
    expect(res.body.data.payment_methods.map((m: { key: string }) => m.key)).toEqual(["cash_on_delivery", "bkash"]);
  });

  it("pays an order: start → bKash page → Pay → callback → executed and verified → paid, with the audit trail", async () => {
    const { shopper, key, placed } = await bkashOrder();
    expect(placed.body.data.payment_url).toBe(`/api/v1/payments/${key}/start`);
    const before = await orderOf(key, shopper.headers);
    expect([before.payment_status, before.payment_info.paymentVisible]).toEqual(["pending", true]);

    const bkashUrl = await start(key, shopper.headers);
    expect(bkashUrl.startsWith(`${fake.baseUrl}/redirect/tokenized/`)).toBe(true);
    const pressed = await pressOnFakePage(bkashUrl, "Pay");
    expect(await callback(pressed.location)).toBe(`/order-success?order_key=${key}`);

    const order = await orderOf(key, shopper.headers);
    expect(order.payment_status).toBe("paid");
    expect(order.payment_info).toMatchObject({ paymentMethod: "bkash", paymentVisible: false, paymentUrl: null });
    expect(order.payment_info.transactionID).toMatch(/^[A-Z0-9]{10}$/);
    expect(order.timeline.at(-1)?.note).toContain("Paid by bKash");
    // Created with the order number as the invoice and the total in taka.
    const created = fake.state.requests.findLast((r) => r.endpoint === "create");
    expect(created?.body).toMatchObject({ amount: "570.00", currency: "BDT", intent: "sale", merchantInvoiceNumber: order.order_number });
    const events = await t.db.execute<{ kind: string }>(sql`
      select e.kind from payment_events e join payments p on p.id = e.payment_id join orders o on o.id = p.order_id where o.order_key = ${key} order by e.id`);
    expect(events.rows.map((e) => e.kind)).toEqual(["create", "callback:success", "execute:completed"]);
    // The shopper is told by SMS, once.
    const paidSms = () =>
      t.db.execute<{ n: number }>(sql`select count(*)::int as n from outbox where "to" = ${shopper.user.phone}
        and body = ${`RoboDoc: payment received for order ${order.order_number}. Thank you!`}`);
    expect(Number((await paidSms()).rows[0].n)).toBe(1);

    // The same callback again (a reload, a second redirect) changes nothing.
    const executes = fake.state.calls.execute ?? 0;
    expect(await callback(pressed.location)).toBe(`/order-success?order_key=${key}`);
    expect(fake.state.calls.execute ?? 0).toBe(executes);
    expect(Number((await paidSms()).rows[0].n)).toBe(1);
  });

  it("a cancelled payment leaves the order payable; Complete Order works on the second try", async () => {
    const { shopper, key } = await bkashOrder();
    const first = await pressOnFakePage(await start(key, shopper.headers), "Cancel");
    expect(await callback(first.location)).toBe(`/my-orders/${key}?payment=cancelled`);
    let order = await orderOf(key, shopper.headers);
    expect([order.status, order.payment_status, order.payment_info.paymentVisible]).toEqual(["pending", "pending", true]);

    const failed = await pressOnFakePage(await start(key, shopper.headers), "Fail");
    expect(await callback(failed.location)).toBe(`/my-orders/${key}?payment=failed`);

    const third = await pressOnFakePage(await start(key, shopper.headers), "Pay");
    expect(await callback(third.location)).toBe(`/order-success?order_key=${key}`);
    order = await orderOf(key, shopper.headers);
    expect(order.payment_status).toBe("paid");
  });

  it("the browser's word is not enough: a forged success for an unknown payment pays nothing; insufficient balance fails", async () => {
    const forged = await t.app.inject({ method: "GET", url: "/v1/payments/bkash/callback?paymentID=TR0011FORGED&status=success" });
    expect(forged.statusCode).toBe(404);

    const { shopper, key } = await bkashOrder();
    fake.setMode({ insufficientBalance: true });
    try {
      const pressed = await pressOnFakePage(await start(key, shopper.headers), "Pay");
      expect(await callback(pressed.location)).toBe(`/my-orders/${key}?payment=failed`);
    } finally {
      fake.setMode({ insufficientBalance: false });
    }
    expect((await orderOf(key, shopper.headers)).payment_status).toBe("pending");
  });

  it("an amount that differs from the order is refused and the order stays unpaid", async () => {
    const { shopper, key } = await bkashOrder();
    fake.setMode({ amountMismatch: true });
    try {
      const pressed = await pressOnFakePage(await start(key, shopper.headers), "Pay");
      expect(await callback(pressed.location)).toBe(`/my-orders/${key}?payment=failed`);
    } finally {
      fake.setMode({ amountMismatch: false });
    }
    expect((await orderOf(key, shopper.headers)).payment_status).toBe("pending");
  });

  it("an execute that times out is settled by querying bKash", async () => {
    const { shopper, key } = await bkashOrder();
    fake.setMode({ executeTimeout: { delayMs: 50, answer: "timeoutMessage" } });
    try {
      const pressed = await pressOnFakePage(await start(key, shopper.headers), "Pay");
      expect(await callback(pressed.location)).toBe(`/order-success?order_key=${key}`);
    } finally {
      fake.setMode({ executeTimeout: false });
    }
    expect((await orderOf(key, shopper.headers)).payment_status).toBe("paid");
  });

  it("cancelling a paid order refunds it through bKash and returns the stock", async () => {
    const { p, shopper, key } = await bkashOrder();
    const pressed = await pressOnFakePage(await start(key, shopper.headers), "Pay");
    await callback(pressed.location);
    expect(await stockOf(t.db, p.id)).toBe(4);
    const cancelled = await call(t.app, "POST", `/v1/orders/cancel/${key}`, shopper.headers, { reason: "change_of_mind" });
    expect(cancelled.status).toBe(200);
    const order = await orderOf(key, shopper.headers);
    expect([order.status, order.payment_status]).toEqual(["cancelled", "refunded"]);
    expect(await stockOf(t.db, p.id)).toBe(5);
    expect(fake.state.calls["payment/refund"]).toBeGreaterThan(0);
  });

  it("an unpaid bKash order expires after 30 minutes with its stock back; a payment arriving later is refunded", async () => {
    const { p, shopper, key } = await bkashOrder();
    const bkashUrl = await start(key, shopper.headers);
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(orders.orderKey, key));
    expect(await expireUnpaidOrders(t.db, shop)).toBe(1);
    expect(await stockOf(t.db, p.id)).toBe(5);
    const late = await pressOnFakePage(bkashUrl, "Pay");
    // The money went through and came back: the order page's timeline says so.
    expect(await callback(late.location)).toBe(`/my-orders/${key}`);
    const order = await orderOf(key, shopper.headers);
    expect([order.status, order.payment_status]).toEqual(["failed", "failed"]);
    expect(await paymentStatuses(late.paymentID!)).toEqual(["refunded"]);
    const atBkash = fake.state.payments.get(late.paymentID!)!;
    expect(atBkash.refunds.map((r) => r.amount)).toEqual(["570.00"]);
    expect(order.timeline.at(-1)?.note).toBe(
      `A payment of ৳570 by bKash (${atBkash.trxID}) arrived after the order closed and was refunded to the account it came from`,
    );
    expect((await smsTo(shopper.user.phone)).at(-1)).toBe(
      `RoboDoc: your payment of Tk 570 for order ${order.order_number} arrived after the order closed and was refunded to the account it came from.`,
    );
  });

  it("an order paid twice (two tabs) keeps the first payment and refunds the second alone; the timeline and an SMS say so; a later cancel refunds the first", async () => {
    const { shopper, key } = await bkashOrder();
    const tabA = await start(key, shopper.headers);
    const tabB = await start(key, shopper.headers);
    const payA = await pressOnFakePage(tabA, "Pay");
    const payB = await pressOnFakePage(tabB, "Pay");
    expect(await callback(payA.location)).toBe(`/order-success?order_key=${key}`);
    expect(await callback(payB.location)).toBe(`/my-orders/${key}`);

    let order = await orderOf(key, shopper.headers);
    expect([order.status, order.payment_status]).toEqual(["pending", "paid"]);
    expect(await paymentStatuses(payA.paymentID!, payB.paymentID!)).toEqual(["paid", "refunded"]);
    const [a, b] = [fake.state.payments.get(payA.paymentID!)!, fake.state.payments.get(payB.paymentID!)!];
    // The refund names the surplus payment and returns its own amount; the kept payment is untouched.
    expect(a.refunds).toEqual([]);
    expect(b.refunds.map((r) => r.amount)).toEqual(["570.00"]);
    expect(order.payment_info.transactionID).toBe(a.trxID);
    expect(order.timeline.at(-1)?.note).toBe(`A second payment of ৳570 by bKash (${b.trxID}) was received and refunded to the account it came from`);
    const sms = await smsTo(shopper.user.phone);
    expect(sms.filter((body) => body === `RoboDoc: payment received for order ${order.order_number}. Thank you!`)).toHaveLength(1);
    expect(sms.at(-1)).toBe(
      `RoboDoc: we received a second payment of Tk 570 for order ${order.order_number} and refunded it to the account it came from. Your order is paid.`,
    );
    // Either tab reloaded changes nothing.
    expect(await callback(payB.location)).toBe(`/my-orders/${key}`);
    expect(await callback(payA.location)).toBe(`/order-success?order_key=${key}`);
    expect(b.refunds).toHaveLength(1);

    // Cancelled afterwards: the kept payment goes back, the refunded one is not refunded again.
    expect((await call(t.app, "POST", `/v1/orders/cancel/${key}`, shopper.headers, { reason: "change_of_mind" })).status).toBe(200);
    order = await orderOf(key, shopper.headers);
    expect([order.status, order.payment_status]).toEqual(["cancelled", "refunded"]);
    expect(a.refunds.map((r) => r.amount)).toEqual(["570.00"]);
    expect(b.refunds).toHaveLength(1);
    expect(await paymentStatuses(payA.paymentID!, payB.paymentID!)).toEqual(["refunded", "refunded"]);
  });

  it("a failure or cancel callback is checked with bKash before it is recorded", async () => {
    // bKash still has the payment open: a hand-made status=failure changes nothing, and the payer can still pay.
    const open = await bkashOrder();
    const openUrl = await start(open.key, open.shopper.headers);
    const openId = new URL(openUrl).searchParams.get("paymentID")!;
    const queries = fake.state.calls["payment/status"];
    expect(await callback(handMadeCallback(openId, "failure"))).toBe(`/my-orders/${open.key}?payment=failed`);
    expect(fake.state.calls["payment/status"]).toBe(queries + 1);
    expect(await paymentStatuses(openId)).toEqual(["pending"]);
    const paid = await pressOnFakePage(openUrl, "Pay");
    expect(await callback(paid.location)).toBe(`/order-success?order_key=${open.key}`);
    expect((await orderOf(open.key, open.shopper.headers)).payment_status).toBe("paid");

    // bKash completed it (an execute whose answer never reached the shop), then a cancel callback: paid, not failed.
    const done = await bkashOrder();
    const doneUrl = await start(done.key, done.shopper.headers);
    const pressed = await pressOnFakePage(doneUrl, "Pay");
    const elsewhere = createBkashClient({ baseUrl: fake.baseUrl, ...fake.credentials });
    expect((await elsewhere.executePayment(pressed.paymentID!)).outcome).toBe("completed");
    expect(await callback(handMadeCallback(pressed.paymentID!, "cancel"))).toBe(`/order-success?order_key=${done.key}`);
    const doneOrder = await orderOf(done.key, done.shopper.headers);
    expect(doneOrder.payment_status).toBe("paid");
    expect(doneOrder.payment_info.transactionID).toBe(fake.state.payments.get(pressed.paymentID!)!.trxID);

    // bKash does not know the payment: nothing changes.
    const unknown = await bkashOrder();
    const unknownId = new URL(await start(unknown.key, unknown.shopper.headers)).searchParams.get("paymentID")!;
    fake.state.payments.delete(unknownId);
    expect(await callback(handMadeCallback(unknownId, "failure"))).toBe(`/my-orders/${unknown.key}?payment=failed`);
    expect(await paymentStatuses(unknownId)).toEqual(["pending"]);

    // bKash says it failed: recorded as failed, the order stays payable.
    const failedUrl = await start(unknown.key, unknown.shopper.headers);
    const failed = await pressOnFakePage(failedUrl, "Fail");
    expect(await callback(failed.location)).toBe(`/my-orders/${unknown.key}?payment=failed`);
    expect(await paymentStatuses(failed.paymentID!)).toEqual(["failed"]);
    expect((await orderOf(unknown.key, unknown.shopper.headers)).payment_info.paymentVisible).toBe(true);
  });

  it("two refunds of one payment at once (a surplus refund racing a cancellation's) reach bKash once", async () => {
    const { shopper, key } = await bkashOrder();
    const pressed = await pressOnFakePage(await start(key, shopper.headers), "Pay");
    expect(await callback(pressed.location)).toBe(`/order-success?order_key=${key}`);
    const [row] = await t.db.select().from(payments).where(eq(payments.gatewayRef, pressed.paymentID!));
    // The gateway over real HTTP to the fake, as the app's own is.
    const ctx = {
      db: t.db,
      log: t.app.log,
      gateways: new Map([["bkash" as const, bkashGateway(createBkashClient({ baseUrl: fake.baseUrl, ...fake.credentials }))]]),
    };
    const refundsBefore = fake.state.calls["payment/refund"];
    await Promise.all([refundOnePayment(ctx, row.id, "Second payment"), refundPayment(ctx, row.orderId, "Order cancelled")]);
    expect(fake.state.calls["payment/refund"]).toBe(refundsBefore + 1);
    expect(fake.state.payments.get(pressed.paymentID!)!.refunds).toHaveLength(1);
    expect(await paymentStatuses(pressed.paymentID!)).toEqual(["refunded"]);
    expect((await orderOf(key, shopper.headers)).payment_status).toBe("refunded");
  });
});
