import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { orders, payments, sql } from "@shop/db";
import { orderResponse } from "@shop/contracts";
import { useTestApp } from "../../test/app";
import { call, seedDistricts } from "../../test/commerce-fixture";
import { createCategory, createProduct } from "../../test/factories";
import { placeOrderCall, shopperReadyToOrder, stockOf } from "../orders/test-helpers";
import { expireUnpaidOrders } from "../orders/service";
import { startFakeBkash } from "./bkash/fake";
import { pressOnFakePage } from "./bkash/testing";

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
    expect(await callback(late.location)).toBe(`/my-orders/${key}?payment=failed`);
    const order = await orderOf(key, shopper.headers);
    expect([order.status, order.payment_status]).toEqual(["failed", "failed"]);
    const [payment] = await t.db.select().from(payments).where(eq(payments.gatewayRef, late.paymentID!));
    expect(payment.status).toBe("refunded");
  });
});
