import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { grantStaffRole, sql } from "@shop/db";
import { ADMIN_MESSAGES, adminOrderResponse, cartResponse, orderResponse } from "@shop/contracts";
import { COD_WORDS, codRulesResponse, phoneRecordResponse } from "@shop/contracts/cod";
import { useTestApp } from "../../test/app";
import { call, seedDistricts } from "../../test/commerce-fixture";
import { createCategory, createProduct, randomPhone } from "../../test/factories";
import { signInByPhone } from "../identity/testing";
import { placeOrderCall, shopperReadyToOrder } from "../orders/test-helpers";
import { findOrderByKey } from "../orders/queries";
import { expireUnpaidOrders } from "../orders/service";
import { invoiceOf } from "../orders/invoice-data";
import { startFakeSteadfast } from "../../../fakes/couriers/steadfast/fake";
import { startFakeBkash } from "../../../fakes/payments/bkash/fake";
import { pressOnFakePage } from "../../../fakes/payments/bkash/testing";

// Cash on delivery's advance (issue 47, decision 041) through the real HTTP stack and database,
// with the fake bKash (the advance) and the fake Steadfast (the parcel's COD amount, the fraud check).
const steadfast = await startFakeSteadfast();
const bkash = await startFakeBkash();
const t = useTestApp({
  STEADFAST_BASE_URL: steadfast.url,
  STEADFAST_API_KEY: steadfast.credentials.apiKey,
  STEADFAST_SECRET_KEY: steadfast.credentials.secretKey,
  BKASH_BASE_URL: bkash.baseUrl,
  BKASH_APP_KEY: bkash.credentials.appKey,
  BKASH_APP_SECRET: bkash.credentials.appSecret,
  BKASH_USERNAME: bkash.credentials.username,
  BKASH_PASSWORD: bkash.credentials.password,
  PUBLIC_WEB_URL: "http://shop.test",
});
afterAll(async () => {
  await steadfast.close();
  await bkash.close();
});

type Headers = Record<string, string>;
let categoryId: number;
let staff: { headers: Headers; phone: string };
let owner: { headers: Headers; phone: string };

async function signedIn(role: "staff" | "owner", name: string) {
  const phone = await grantStaffRole(t.db, randomPhone(), role, name);
  const session = await signInByPhone(t.app, t.db, phone);
  return { headers: session.headers, phone };
}

beforeAll(async () => {
  categoryId = (await createCategory(t.db)).id;
  await seedDistricts(t.db);
  staff = await signedIn("staff", "Karim Staff");
  owner = await signedIn("owner", "Rahim Owner");
});

const setRules = (body: unknown, headers: Headers = owner.headers) => call(t.app, "PUT", "/v1/admin/cod-rules", headers, body);
beforeEach(async () => {
  expect((await setRules({ advance_above: null, advance_after_refused: null })).status).toBe(200);
});

/** A shopper with a ৳price product in the cart and a Dhaka address whose phone is `phone` (a fresh one unless given). */
async function readyShopper(price: number, phone: string = randomPhone()) {
  const p = await createProduct(t.db, { categoryId, price, stock: 10 });
  const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug }]);
  await t.db.execute(sql`update addresses set phone = ${phone} where id = ${shopper.address.id}`);
  return { ...shopper, phone };
}

const cartOf = async (headers: Headers) => cartResponse.parse((await call(t.app, "GET", "/v2/carts", headers)).body).data.cart;
const orderOf = async (key: string, headers: Headers) => orderResponse.parse((await call(t.app, "GET", `/v1/orders/${key}`, headers)).body).data.order;
const act = (number: string, action: string, body: unknown = {}) => call(t.app, "POST", `/v1/admin/orders/${number}/${action}`, staff.headers, body);
async function actOk(number: string, action: string, body: unknown = {}) {
  const res = await act(number, action, body);
  expect(res.status, `${action}: ${JSON.stringify(res.body)}`).toBe(200);
  return adminOrderResponse.parse(res.body).data;
}
const row = async (key: string) =>
  (
    await t.db.execute<{ advance_amount: number; total: number; shipping_fee: number; payment_status: string }>(
      sql`select advance_amount, total, shipping_fee, payment_status from orders where order_key = ${key}`,
    )
  ).rows[0];

async function placeCod(headers: Headers) {
  const placed = await placeOrderCall(t.app, headers, { payment_method: "cash_on_delivery" });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { key: placed.body.data.order_key as string, number: placed.body.data.order.order_number as string, paymentUrl: placed.body.data.payment_url };
}

/** The shopper pays the advance on the fake bKash page: start → Pay → callback. */
async function payAdvance(key: string, headers: Headers) {
  const start = await t.app.inject({ method: "GET", url: `/v1/payments/${key}/start`, headers });
  expect(start.statusCode).toBe(302);
  const pressed = await pressOnFakePage(String(start.headers.location), "Pay");
  const back = await t.app.inject({ method: "GET", url: `/v1/payments/bkash/callback${pressed.location.search}` });
  expect(back.statusCode).toBe(302);
  return String(back.headers.location);
}

describe("the owner's rules", () => {
  it("are owner only (staff and shoppers 403), off by default, and a bad value is refused in clear words changing nothing", async () => {
    const shopper = await readyShopper(100);
    for (const headers of [staff.headers, shopper.headers]) {
      expect((await call(t.app, "GET", "/v1/admin/cod-rules", headers)).status).toBe(403);
      expect((await setRules({ advance_above: 1, advance_after_refused: 1 }, headers)).status).toBe(403);
    }
    const off = codRulesResponse.parse((await call(t.app, "GET", "/v1/admin/cod-rules", owner.headers)).body).data;
    expect([off.advance_above, off.advance_after_refused]).toEqual([null, null]);

    const bad = await setRules({ advance_above: -5, advance_after_refused: 0 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { message: string }) => e.message)).toEqual(expect.arrayContaining([COD_WORDS.aboveInvalid, COD_WORDS.refusedInvalid]));
    const still = codRulesResponse.parse((await call(t.app, "GET", "/v1/admin/cod-rules", owner.headers)).body).data;
    expect([still.advance_above, still.advance_after_refused]).toEqual([null, null]);

    const saved = codRulesResponse.parse((await setRules({ advance_above: 2500.5, advance_after_refused: 2 })).body).data;
    expect([saved.advance_above, saved.advance_after_refused]).toEqual([2500.5, 2]);
    const stored = await t.db.execute<{ advance_above_poisha: number }>(sql`select advance_above_poisha from cod_rules where id = 1`);
    expect(stored.rows[0].advance_above_poisha).toBe(2500_50);
    const audit = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log where action = 'cod_rules.update'`);
    expect(Number(audit.rows[0].n)).toBeGreaterThan(0);
  });

  it("off: a cash order asks no advance (cart and order)", async () => {
    const shopper = await readyShopper(5000);
    expect((await cartOf(shopper.headers)).cod_advance).toBeNull();
    const { key, paymentUrl } = await placeCod(shopper.headers);
    expect(paymentUrl).toBeNull();
    expect(await row(key)).toMatchObject({ advance_amount: 0, payment_status: "unpaid" });
  });
});

describe("the advance", () => {
  it("above the amount: the cart says so, the order waits for the delivery charge by bKash, then is a cash order for the rest", async () => {
    expect((await setRules({ advance_above: 1000, advance_after_refused: null })).status).toBe(200);
    // At or under the amount: no advance.
    const small = await readyShopper(900);
    expect((await cartOf(small.headers)).cod_advance).toBeNull();

    const shopper = await readyShopper(1500);
    const cart = await cartOf(shopper.headers);
    expect(cart.shipping_fee).toBeGreaterThan(0);
    expect(cart.cod_advance).toEqual({
      amount: cart.shipping_fee,
      on_delivery: cart.cart_total_amount - cart.shipping_fee,
      reason: "above_amount",
      message: COD_WORDS.reason.above_amount(1000_00),
    });
    const { key, number, paymentUrl } = await placeCod(shopper.headers);
    expect(paymentUrl).toBe(`/api/v1/payments/${key}/start`);
    const fee = Math.round(cart.shipping_fee * 100);
    const placedRow = await row(key);
    expect(placedRow).toMatchObject({ advance_amount: fee, payment_status: "pending" });

    // Staff cannot confirm before the advance is paid.
    const waiting = await act(number, "confirm");
    expect(waiting.status).toBe(422);
    expect(waiting.body.errors[0]).toMatchObject({ message: ADMIN_MESSAGES.paymentNotComplete, code: "payment_not_complete" });

    // The bKash payment is for the delivery charge only, with the order number as invoice.
    expect(await payAdvance(key, shopper.headers)).toBe(`/order-success?order_key=${key}`);
    const created = bkash.state.requests.findLast((r) => r.endpoint === "create");
    expect(created?.body).toMatchObject({ amount: (fee / 100).toFixed(2), merchantInvoiceNumber: number });
    const order = await orderOf(key, shopper.headers);
    // The split: the advance is paid (a bKash payment), the rest stays unpaid until the rider collects it.
    expect([order.payment_status, order.payment_info.paymentVisible]).toEqual(["unpaid", false]);
    expect(order.timeline.at(-1)?.note).toContain("paid in advance by bKash");

    // The shopper's order page and the back office show the two parts too.
    expect(order.summary.split).toEqual([
      { key: "advance", label: COD_WORDS.paidInAdvance, amount: fee / 100 },
      { key: "on_delivery", label: COD_WORDS.toPayOnDelivery, amount: (placedRow.total - fee) / 100 },
    ]);

    const confirmed = await actOk(number, "confirm");
    expect(confirmed.payments).toEqual([expect.objectContaining({ method: "bkash", status: "paid", amount_poisha: fee })]);
    expect(confirmed.summary.advance_poisha).toBe(fee);
    await actOk(number, "process");
    await actOk(number, "ship", { courier: "steadfast" });
    // The rider collects the total less the advance.
    const parcel = [...steadfast.consignments.values()].find((c) => c.invoice === number);
    expect(parcel?.cod_amount).toBe((placedRow.total - fee) / 100);
    const delivered = await actOk(number, "deliver");
    expect(delivered.payment_status).toBe("paid");
    expect(delivered.payments.map((p) => [p.method, p.amount_poisha]).sort()).toEqual(
      [
        ["bkash", fee],
        ["cash_on_delivery", placedRow.total - fee],
      ].sort(),
    );

    // The invoice shows both parts.
    const invoiceRow = await findOrderByKey(t.db, key);
    const invoice = invoiceOf(invoiceRow!, { name: "RoboDoc", address: "Dhaka", phone: "01700000000", email: "shop@example.com", website: "http://shop.test" });
    expect(invoice.split).toEqual([
      { label: COD_WORDS.paidInAdvance, poisha: fee },
      { label: COD_WORDS.paidOnDelivery, poisha: placedRow.total - fee },
    ]);
  });

  it("a phone with refused parcels pays the advance; staff read its record (shop and Steadfast); shoppers cannot", async () => {
    const phone = randomPhone();
    // An earlier order to this phone was shipped and came back refused.
    const earlier = await readyShopper(300, phone);
    const first = await placeCod(earlier.headers);
    await actOk(first.number, "confirm");
    await actOk(first.number, "process");
    await actOk(first.number, "ship", { courier: "manual", courier_name: "Sundarban", courier_tracking_number: "SB123" });
    await actOk(first.number, "cancel", { reason: "Customer refused the parcel" });
    // And one delivered, to another account with the same delivery phone.
    const other = await readyShopper(200, phone);
    const good = await placeCod(other.headers);
    for (const action of ["confirm", "process"]) await actOk(good.number, action);
    await actOk(good.number, "ship", { courier: "manual", courier_name: "Sundarban", courier_tracking_number: "SB124" });
    await actOk(good.number, "deliver");

    // Rule off: nothing asked of this phone yet.
    const risky = await readyShopper(300, phone);
    expect((await cartOf(risky.headers)).cod_advance).toBeNull();
    expect((await setRules({ advance_above: null, advance_after_refused: 1 })).status).toBe(200);
    const cart = await cartOf(risky.headers);
    expect(cart.cod_advance).toMatchObject({ amount: cart.shipping_fee, reason: "refused_parcels", message: COD_WORDS.reason.refused_parcels() });
    // Another phone with a clean record pays nothing in advance.
    expect((await cartOf((await readyShopper(300)).headers)).cod_advance).toBeNull();
    // Two refused needed: this phone has one.
    expect((await setRules({ advance_above: null, advance_after_refused: 2 })).status).toBe(200);
    expect((await cartOf(risky.headers)).cod_advance).toBeNull();
    expect((await setRules({ advance_above: null, advance_after_refused: 1 })).status).toBe(200);

    const { key, number } = await placeCod(risky.headers);
    expect((await row(key)).payment_status).toBe("pending");

    steadfast.fraudRecords.set(phone, { total_parcels: 9, total_delivered: 6, total_cancelled: 3, total_fraud_reports: 0 });
    const res = await call(t.app, "GET", `/v1/admin/orders/${number}/phone-record`, staff.headers);
    expect(res.status).toBe(200);
    const record = phoneRecordResponse.parse(res.body).data;
    expect(record).toEqual({ phone, delivered: 1, refused: 1, returned: 0, steadfast: { available: true, total: 9, delivered: 6, cancelled: 3 } });
    expect(steadfast.requests.at(-1)).toMatchObject({ method: "GET", path: `/fraud_check/${phone}` });
    expect(COD_WORDS.record(record)).toBe("This phone: 1 delivered, 1 refused, 0 returned");

    // Steadfast down: the shop's own record still shows, Steadfast's marked unavailable.
    steadfast.setMode({ down: true });
    const down = phoneRecordResponse.parse((await call(t.app, "GET", `/v1/admin/orders/${number}/phone-record`, staff.headers)).body).data;
    steadfast.setMode({ down: false });
    expect(down).toMatchObject({ refused: 1, steadfast: { available: false } });

    // A shopper (even this order's owner) never reads a phone's record.
    expect((await call(t.app, "GET", `/v1/admin/orders/${number}/phone-record`, risky.headers)).status).toBe(403);
    expect((await call(t.app, "GET", `/v1/admin/orders/${number}/phone-record`)).status).toBe(401);
    expect((await call(t.app, "GET", `/v1/admin/orders/0000000000/phone-record`, staff.headers)).status).toBe(404);
  });

  it("a cancelled advance-paid order refunds the bKash payment; the unpaid one expires as online orders do", async () => {
    expect((await setRules({ advance_above: 100, advance_after_refused: null })).status).toBe(200);
    const shopper = await readyShopper(700);
    const { key, number } = await placeCod(shopper.headers);
    await payAdvance(key, shopper.headers);
    const refunds = bkash.state.calls["payment/refund"] ?? 0;
    const cancelled = await call(t.app, "POST", `/v1/orders/cancel/${key}`, shopper.headers, { reason: "change_of_mind" });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(bkash.state.calls["payment/refund"]).toBe(refunds + 1);
    const money = await t.db.execute<{ payment_method: string; status: string }>(sql`
      select p.method as payment_method, r.status from refunds r join payments p on p.id = r.payment_id join orders o on o.id = p.order_id
      where o.order_number = ${number}`);
    expect(money.rows).toEqual([{ payment_method: "bkash", status: "succeeded" }]);
    expect((await row(key)).payment_status).toBe("refunded");

    // An advance never paid: the order fails with its stock back, as an unpaid online order does.
    const late = await readyShopper(700);
    const unpaid = await placeCod(late.headers);
    await t.db.execute(sql`update orders set created_at = now() - interval '2 days' where order_key = ${unpaid.key}`);
    expect(await expireUnpaidOrders(t.db, { webUrl: "http://shop.test", shopName: "RoboDoc" })).toBeGreaterThanOrEqual(1);
    const failed = await orderOf(unpaid.key, late.headers);
    expect([failed.status, failed.payment_status]).toEqual(["failed", "failed"]);
  });
});
