import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { sql, type Database } from "@shop/db";
import { PAYMENT_METHOD_LABELS, formatTaka, poishaToTaka, type OrderStatus, type PaymentMethod } from "@shop/contracts";
import { AppError } from "../../lib/app-error";
import type { DbOrTx } from "../../lib/db";
import { paymentOutcomes } from "../../lib/metrics";
import { addOrderEvent } from "../orders/queries";
import { enqueueSmsToUser } from "../outbox/service";
import { SMS_TEXTS } from "../outbox/sms-texts";
import type { SslCommerzClient } from "./sslcommerz/client";

/**
 * bKash as the payments module needs it (one small interface per gateway, issue 11);
 * `bkash/client.ts` is the real adapter, tested against `bkash/fake.ts`.
 */
export type BkashGateway = {
  createPayment(input: {
    amountPoisha: number;
    invoiceNumber: string;
    payerReference: string;
    callbackUrl: string;
  }): Promise<{ paymentId: string; bkashUrl: string; raw: unknown }>;
  executePayment(
    paymentId: string,
  ): Promise<
    | { outcome: "completed"; trxId: string; amountPoisha: number; invoiceNumber?: string; raw: unknown }
    | { outcome: "failed"; code: string; message: string; raw: unknown }
    | { outcome: "unknown"; raw: unknown }
  >;
  queryPayment(paymentId: string): Promise<{ transactionStatus: string; trxId?: string; amountPoisha?: number; invoiceNumber?: string; raw: unknown }>;
  refund(input: {
    paymentId: string;
    trxId: string;
    amountPoisha: number;
    reason: string;
    sku: string;
  }): Promise<{ refundTrxId: string; status: string; raw: unknown }>;
};

/** SSLCommerz as the payments module needs it; `sslcommerz/client.ts` is the real adapter. */
export type SslCommerzGateway = Pick<SslCommerzClient, "createSession" | "verifySign" | "validate" | "queryByTranId" | "refund">;

export type PaymentsCtx = {
  db: Database;
  log: FastifyBaseLogger;
  bkash: BkashGateway | null;
  sslcommerz: SslCommerzGateway | null;
  /** Mailed to SSLCommerz as the customer's email when the shopper has none (it is required there). */
  fallbackEmail: string;
  /** The storefront's public origin: the browser comes back from the gateway through it. */
  publicWebUrl: string;
  shopName: string;
};

/** The methods offered now: cash on delivery always, bKash once configured (API.md "Payments"). */
export function offeredMethods(ctx: Pick<PaymentsCtx, "bkash" | "sslcommerz">): PaymentMethod[] {
  const methods: PaymentMethod[] = ["cash_on_delivery"];
  if (ctx.bkash) methods.push("bkash");
  if (ctx.sslcommerz) methods.push("ssl_commerz");
  return methods;
}

/** The order's own, stable way to (re)start its online payment: the order page's Complete Order. */
export function paymentStartPath(orderKey: string): string {
  return `/api/v1/payments/${encodeURIComponent(orderKey)}/start`;
}

/** Where the browser lands after the gateway. */
export const successPath = (orderKey: string) => `/order-success?order_key=${encodeURIComponent(orderKey)}`;
export const orderPath = (orderKey: string, payment: "failed" | "cancelled" | "pending") => `/my-orders/${encodeURIComponent(orderKey)}?payment=${payment}`;
/** The order page itself: a payment that went through and was refunded (its timeline says so). */
export const orderPagePath = (orderKey: string) => `/my-orders/${encodeURIComponent(orderKey)}`;

type PayableOrder = {
  id: string;
  order_key: string;
  order_number: string;
  total: number;
  status: string;
  payment_status: string;
  payment_method: PaymentMethod;
  user_id: string;
};

async function recordEvent(db: DbOrTx, paymentId: string, kind: string, raw: unknown): Promise<void> {
  await db.execute(sql`insert into payment_events (payment_id, kind, raw) values (${paymentId}, ${kind}, ${JSON.stringify(raw ?? null)}::jsonb)`);
}

/**
 * GET /v1/payments/{order_key}/start (the owner's browser): a fresh bKash payment for
 * the order's total with the order number as the invoice, then the gateway's page. A
 * cancelled or failed attempt leaves the order payable; this starts another.
 */
export async function startPayment(ctx: PaymentsCtx, input: { orderKey: string; userId: string }): Promise<{ redirect: string }> {
  const found = await ctx.db.execute<PayableOrder>(sql`
    select id, order_key, order_number, total, status, payment_status, payment_method, user_id from orders where order_key = ${input.orderKey}`);
  const order = found.rows[0];
  if (!order || order.user_id !== input.userId) throw new AppError("not_found", "Not found");
  if (order.payment_status === "paid") return { redirect: successPath(order.order_key) };
  if (order.status !== "pending" || order.payment_status !== "pending") return { redirect: orderPath(order.order_key, "failed") };
  if (order.payment_method === "ssl_commerz" && ctx.sslcommerz) return startSslCommerz(ctx, order);
  if (order.payment_method !== "bkash" || !ctx.bkash) return { redirect: orderPath(order.order_key, "failed") };
  const created = await ctx.bkash.createPayment({
    amountPoisha: order.total,
    invoiceNumber: order.order_number,
    payerReference: order.order_number,
    callbackUrl: `${ctx.publicWebUrl}/api/v1/payments/bkash/callback`,
  });
  const row = await ctx.db.execute<{ id: string }>(sql`
    insert into payments (order_id, method, amount, status, gateway_ref, payment_url, payload)
    values (${order.id}, 'bkash', ${order.total}, 'pending', ${created.paymentId}, ${created.bkashUrl}, ${JSON.stringify(created.raw ?? null)}::jsonb)
    returning id`);
  await recordEvent(ctx.db, row.rows[0].id, "create", created.raw);
  paymentOutcomes.inc({ gateway: "bkash", outcome: "started" });
  return { redirect: created.bkashUrl };
}

type PaymentRow = {
  id: string;
  order_id: string;
  amount: number;
  status: string;
  gateway_ref: string;
  execution_started_at: Date | string | null;
  order_key: string;
  order_number: string;
};

/** A claim older than this belongs to a callback that died mid-execute: the next one queries. */
const STALE_EXECUTION_MS = 60_000;

/** How long a browser's return waits for another notice that is confirming the same payment. */
const CONCURRENT_NOTICE_WAIT_MS = 5_000;
const CONCURRENT_NOTICE_POLL_MS = 100;

/**
 * Another notice (the gateway's IPN, or a repeated callback) holds the claim and is
 * confirming this payment with the gateway right now: the browser's return waits a few
 * seconds for its outcome, so the shopper lands where it decided (paid, or failed)
 * rather than on "pending" for a payment about to be paid. Past the wait it answers
 * pending; the order page shows the outcome when it comes.
 */
async function outcomeOfConcurrentNotice(ctx: PaymentsCtx, payment: { id: string; order_key: string }): Promise<{ redirect: string }> {
  const deadline = Date.now() + CONCURRENT_NOTICE_WAIT_MS;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, CONCURRENT_NOTICE_POLL_MS));
    const now = await ctx.db.execute<{ status: string }>(sql`select status from payments where id = ${payment.id}`);
    const status = now.rows[0]?.status;
    if (status === "paid") return { redirect: successPath(payment.order_key) };
    if (status !== "pending") return { redirect: orderPath(payment.order_key, "failed") };
  }
  return { redirect: orderPath(payment.order_key, "pending") };
}

/**
 * GET /v1/payments/bkash/callback?paymentID&status: the browser's word only says where
 * to look. success → execute with bKash (once: the first callback claims the payment;
 * an unclear or timed-out execute is followed by a query), then the amount and the
 * invoice are checked in poisha before the order is paid. failure or cancel → asked of
 * bKash (its query payment API) before anything is recorded: a payment bKash calls
 * completed is paid, one it calls failed or cancelled failed, anything else (still
 * initiated, unknown to bKash, no answer) changes nothing. Any repeat changes nothing.
 */
export async function bkashCallback(ctx: PaymentsCtx, input: { paymentId: string; status: string }): Promise<{ redirect: string }> {
  const found = await ctx.db.execute<PaymentRow>(sql`
    select p.id, p.order_id, p.amount, p.status, p.gateway_ref, p.execution_started_at, o.order_key, o.order_number
    from payments p join orders o on o.id = p.order_id where p.method = 'bkash' and p.gateway_ref = ${input.paymentId}`);
  const payment = found.rows[0];
  if (!payment) {
    ctx.log.warn({ paymentId: input.paymentId }, "payments: bKash callback for an unknown payment");
    throw new AppError("not_found", "Not found");
  }
  await recordEvent(ctx.db, payment.id, `callback:${input.status}`, input);
  const notCompleted = orderPath(payment.order_key, input.status === "cancel" ? "cancelled" : "failed");
  if (payment.status === "paid") return { redirect: successPath(payment.order_key) };
  if (payment.status === "refunded") return { redirect: orderPagePath(payment.order_key) };
  if (payment.status !== "pending") return { redirect: notCompleted };
  if (!ctx.bkash) throw new AppError("not_found", "Not found");
  if (input.status !== "success") return bkashNotCompleted(ctx, payment, notCompleted);

  const claim = await ctx.db.execute(sql`
    update payments set execution_started_at = now(), updated_at = now()
    where id = ${payment.id} and status = 'pending'
      and (execution_started_at is null or execution_started_at < now() - make_interval(secs => ${STALE_EXECUTION_MS / 1000}))
    returning id`);
  // Another callback is executing it right now: the shopper lands on its outcome.
  if (!claim.rows.length) return outcomeOfConcurrentNotice(ctx, payment);

  const stale = payment.execution_started_at !== null;
  let verdict: BkashVerdict;
  if (stale) {
    // An execute may already have gone through: never execute twice, ask.
    verdict = await bkashQueryVerdict(ctx, payment);
  } else {
    const executed = await ctx.bkash.executePayment(payment.gateway_ref);
    await recordEvent(ctx.db, payment.id, `execute:${executed.outcome}`, executed.raw);
    if (executed.outcome === "completed")
      verdict = { paid: true, trxId: executed.trxId, amountPoisha: executed.amountPoisha, invoiceNumber: executed.invoiceNumber };
    else if (executed.outcome === "unknown" || executed.code === "2062" || executed.code === "2068") verdict = await bkashQueryVerdict(ctx, payment);
    else verdict = { paid: false, reason: `${executed.code} ${executed.message}` };
  }
  if (!verdict.paid) {
    ctx.log.warn({ paymentId: payment.id, reason: verdict.reason }, "payments: bKash payment not completed");
    await markFailed(ctx.db, payment.id, "bkash");
    return { redirect: orderPath(payment.order_key, "failed") };
  }
  return settleBkashPaid(ctx, payment, verdict);
}

type BkashVerdict = { paid: true; trxId: string; amountPoisha: number; invoiceNumber?: string } | { paid: false; reason: string };

/** What bKash's query payment answer says: paid only when Completed with a trxID and an amount. */
const queryVerdict = (q: Awaited<ReturnType<BkashGateway["queryPayment"]>>): BkashVerdict =>
  q.transactionStatus === "Completed" && q.trxId && q.amountPoisha !== undefined
    ? { paid: true, trxId: q.trxId, amountPoisha: q.amountPoisha, invoiceNumber: q.invoiceNumber }
    : { paid: false, reason: `bKash reports ${q.transactionStatus}` };

async function bkashQueryVerdict(ctx: PaymentsCtx, payment: PaymentRow): Promise<BkashVerdict> {
  const q = await ctx.bkash!.queryPayment(payment.gateway_ref);
  await recordEvent(ctx.db, payment.id, "query", q.raw);
  return queryVerdict(q);
}

/** The statuses bKash's query answers for a payment that will never complete. */
const BKASH_NOT_COMPLETED = ["Failed", "Cancelled", "Expired"];

/**
 * A callback saying failure or cancel is anyone's word (it names a paymentID and a
 * status, nothing signed): bKash is asked before a failure is recorded. Completed there
 * → paid (checked as a success is); failed, cancelled or expired there → failed;
 * anything else (still initiated: the payer may yet pay; unknown to bKash; no answer)
 * changes nothing. The browser goes where it asked either way.
 */
async function bkashNotCompleted(ctx: PaymentsCtx, payment: PaymentRow, notCompleted: string): Promise<{ redirect: string }> {
  let q: Awaited<ReturnType<BkashGateway["queryPayment"]>>;
  try {
    q = await ctx.bkash!.queryPayment(payment.gateway_ref);
  } catch (err) {
    ctx.log.warn({ err, paymentId: payment.id }, "payments: a bKash failure callback bKash could not confirm; nothing recorded");
    return { redirect: notCompleted };
  }
  await recordEvent(ctx.db, payment.id, "query", q.raw);
  const verdict = queryVerdict(q);
  if (verdict.paid) return settleBkashPaid(ctx, payment, verdict);
  if (BKASH_NOT_COMPLETED.includes(q.transactionStatus)) await markFailed(ctx.db, payment.id, "bkash");
  else
    ctx.log.warn({ paymentId: payment.id, status: q.transactionStatus }, "payments: a bKash failure callback for a payment bKash calls open; nothing recorded");
  return { redirect: notCompleted };
}

/** A payment bKash calls completed: its amount and invoice checked in poisha, then the order paid. */
async function settleBkashPaid(ctx: PaymentsCtx, payment: PaymentRow, verdict: Extract<BkashVerdict, { paid: true }>): Promise<{ redirect: string }> {
  if (verdict.amountPoisha !== payment.amount || (verdict.invoiceNumber !== undefined && verdict.invoiceNumber !== payment.order_number)) {
    ctx.log.error(
      { paymentId: payment.id, expected: payment.amount, got: verdict.amountPoisha, invoice: verdict.invoiceNumber },
      "payments: bKash amount or invoice does not match the order; not paid",
    );
    await markFailed(ctx.db, payment.id, "bkash");
    return { redirect: orderPath(payment.order_key, "failed") };
  }
  return { redirect: paidRedirect(payment, await markPaid(ctx, payment, verdict.trxId)) };
}

async function markFailed(db: DbOrTx, paymentId: string, gateway: "bkash" | "ssl_commerz"): Promise<void> {
  const changed = await db.execute(sql`update payments set status = 'failed', updated_at = now() where id = ${paymentId} and status = 'pending' returning id`);
  if (changed.rows.length) paymentOutcomes.inc({ gateway, outcome: "failed" });
}

type PaidOutcome = "paid" | "refunded" | "not paid";

/** Where the browser goes once the gateway's money is recorded: refunded money lands on the order page, whose timeline says so. */
function paidRedirect(payment: { order_key: string }, outcome: PaidOutcome): string {
  if (outcome === "paid") return successPath(payment.order_key);
  if (outcome === "refunded") return orderPagePath(payment.order_key);
  return orderPath(payment.order_key, "failed");
}

/**
 * The payment and its order paid in one transaction with the order locked. The money
 * of a payment the order no longer needs goes back, that payment alone: a second
 * payment of an order already paid (two tabs, Complete Order twice) is refunded and
 * the order stays paid; a payment for an order no longer waiting (expired, cancelled)
 * is refunded and the order stays closed. Either way the timeline and an SMS tell the
 * shopper. A payment already recorded changes nothing. `hold` notes a payment the shop
 * must check (SSLCommerz risk level) on the timeline.
 */
async function markPaid(ctx: PaymentsCtx, payment: PaymentRow & { method?: PaymentMethod }, trxId: string, hold: string | null = null): Promise<PaidOutcome> {
  const method = PAYMENT_METHOD_LABELS[payment.method ?? "bkash"];
  const outcome = await ctx.db.transaction(async (tx) => {
    const locked = await tx.execute<{ status: string; payment_status: string; user_id: string }>(
      sql`select status, payment_status, user_id from orders where id = ${payment.order_id} for update`,
    );
    const order = locked.rows[0];
    const changed = await tx.execute(
      sql`update payments set status = 'paid', transaction_id = ${trxId}, updated_at = now() where id = ${payment.id} and status = 'pending' returning id`,
    );
    if (!changed.rows.length) return "already" as const;
    if (order?.payment_status === "paid") return "surplus" as const;
    if (!order || order.status !== "pending" || order.payment_status !== "pending") return "closed" as const;
    await tx.execute(sql`update orders set payment_status = 'paid', updated_at = now() where id = ${payment.order_id}`);
    await addOrderEvent(tx, payment.order_id, "pending", `Paid by ${method} (${trxId})${hold ? `. ${hold}` : ""}`);
    await enqueueSmsToUser(tx, order.user_id, SMS_TEXTS.paymentReceived(ctx.shopName, payment.order_number));
    return "paid" as const;
  });
  // The gateway took the money, whether the order needed it or not (then refunded below).
  if (outcome !== "already") paymentOutcomes.inc({ gateway: payment.method ?? "bkash", outcome: "paid" });
  if (outcome === "surplus" || outcome === "closed") {
    ctx.log.warn({ paymentId: payment.id, outcome }, "payments: a payment the order does not need; refunding it");
    const surplus = outcome === "surplus";
    const refunded = await refundOnePayment(
      ctx,
      payment.id,
      surplus ? `Second payment for order ${payment.order_number}` : `Order ${payment.order_number} closed before the payment completed`,
    );
    await tellRefundOfUnneededPayment(ctx, { ...payment, method: payment.method ?? "bkash" }, trxId, surplus, refunded);
    return "refunded";
  }
  if (outcome === "already") {
    const now = await ctx.db.execute<{ status: string }>(sql`select status from payments where id = ${payment.id}`);
    const status = now.rows[0]?.status;
    return status === "paid" ? "paid" : status === "refunded" ? "refunded" : "not paid";
  }
  return "paid";
}

/**
 * The timeline and the shopper's SMS for a payment the order did not need: that it
 * was received and refunded to the account it came from, or, when the gateway refused
 * the refund (logged for the shop), that the shop will refund it.
 */
async function tellRefundOfUnneededPayment(
  ctx: PaymentsCtx,
  payment: PaymentRow & { method: PaymentMethod },
  trxId: string,
  surplus: boolean,
  refunded: boolean,
): Promise<void> {
  const amount = formatTaka(poishaToTaka(payment.amount));
  const method = PAYMENT_METHOD_LABELS[payment.method];
  const what = surplus
    ? `A second payment of ${amount} by ${method} (${trxId}) was received`
    : `A payment of ${amount} by ${method} (${trxId}) arrived after the order closed`;
  const note = refunded
    ? `${what} and ${surplus ? "" : "was "}refunded to the account it came from`
    : `${what}; the shop will refund it to the account it came from`;
  const shop = ctx.shopName;
  const n = payment.order_number;
  const sms = (surplus ? SMS_TEXTS.secondPayment : SMS_TEXTS.latePayment)(shop, n, payment.amount, refunded);
  await ctx.db.transaction(async (tx) => {
    const order = await tx.execute<{ status: OrderStatus; user_id: string }>(sql`select status, user_id from orders where id = ${payment.order_id} for update`);
    const row = order.rows[0];
    if (!row) return;
    await addOrderEvent(tx, payment.order_id, row.status, note);
    await enqueueSmsToUser(tx, row.user_id, sms);
  });
}

type RefundablePayment = {
  id: string;
  order_id: string;
  method: PaymentMethod;
  gateway_ref: string;
  transaction_id: string;
  amount: number;
  order_number: string;
};

/**
 * Gives one paid online payment back through its gateway, for its own amount: money
 * moves per payment, never per order. The payment row is locked while a refund is
 * claimed ("refund:start" on its audit trail), so two refunds of one payment (a
 * surplus refund racing a cancellation) never both reach the gateway. A refused or
 * failed refund is logged ("refund:failed") and leaves the payment paid for the shop
 * to settle. Answers whether the money went back.
 */
export async function refundOnePayment(ctx: Pick<PaymentsCtx, "db" | "log" | "bkash" | "sslcommerz">, paymentId: string, reason: string): Promise<boolean> {
  const payment = await ctx.db.transaction(async (tx) => {
    const found = await tx.execute<RefundablePayment>(sql`
      select p.id, p.order_id, p.method, p.gateway_ref, p.transaction_id, p.amount, o.order_number
      from payments p join orders o on o.id = p.order_id
      where p.id = ${paymentId} and p.method in ('bkash', 'ssl_commerz') and p.status = 'paid'
      for update of p`);
    const row = found.rows[0];
    if (!row) return null;
    if ((row.method === "bkash" && !ctx.bkash) || (row.method === "ssl_commerz" && !ctx.sslcommerz)) {
      ctx.log.error({ paymentId }, "payments: a paid online payment to refund, but its gateway is not configured");
      return null;
    }
    const inFlight = await tx.execute(sql`
      select 1 from payment_events e where e.payment_id = ${paymentId} and e.kind = 'refund:start'
        and not exists (select 1 from payment_events f where f.payment_id = e.payment_id and f.kind = 'refund:failed' and f.id > e.id)
      limit 1`);
    if (inFlight.rows.length) return null;
    await recordEvent(tx, paymentId, "refund:start", { reason });
    return row;
  });
  if (!payment) return false;
  let raw: unknown;
  try {
    if (payment.method === "bkash") {
      raw = (
        await ctx.bkash!.refund({
          paymentId: payment.gateway_ref,
          trxId: payment.transaction_id,
          amountPoisha: payment.amount,
          reason,
          sku: payment.order_number,
        })
      ).raw;
    } else {
      const refund = await ctx.sslcommerz!.refund({
        bankTranId: payment.transaction_id,
        amountPoisha: payment.amount,
        remarks: reason,
        refId: payment.order_number,
      });
      if (refund.status !== "success") throw new Error(`SSLCommerz refused the refund: ${refund.errorReason ?? refund.status}`);
      raw = refund.raw;
    }
  } catch (err) {
    ctx.log.error({ err, paymentId }, "payments: refund failed; the payment stays paid for the shop to settle");
    await recordEvent(ctx.db, paymentId, "refund:failed", { message: err instanceof Error ? err.message : String(err) });
    paymentOutcomes.inc({ gateway: payment.method, outcome: "refund_failed" });
    return false;
  }
  await ctx.db.transaction(async (tx) => {
    await recordEvent(tx, paymentId, "refund", raw);
    await tx.execute(sql`update payments set status = 'refunded', updated_at = now() where id = ${paymentId} and status = 'paid'`);
    // The order's money is all back once none of its payments is left paid (a surplus refund leaves the kept one paid).
    await tx.execute(sql`
      update orders set payment_status = 'refunded', updated_at = now()
      where id = ${payment.order_id} and payment_status = 'paid'
        and not exists (select 1 from payments where order_id = ${payment.order_id} and status = 'paid')`);
  });
  paymentOutcomes.inc({ gateway: payment.method, outcome: "refunded" });
  return true;
}

/**
 * An order's money back (its cancellation, by the shopper or the shop): each of its
 * paid online payments refunded by itself, for its own amount (`refundOnePayment`
 * turns the order's payment status refunded once none is left paid); a refused refund
 * leaves the order paid for the shop to settle.
 */
export async function refundPayment(ctx: Pick<PaymentsCtx, "db" | "log" | "bkash" | "sslcommerz">, orderId: string, reason: string): Promise<void> {
  const paid = await ctx.db.execute<{ id: string }>(sql`
    select id from payments where order_id = ${orderId} and method in ('bkash', 'ssl_commerz') and status = 'paid' order by created_at, id`);
  for (const payment of paid.rows) await refundOnePayment(ctx, payment.id, reason);
}

/** An SSLCommerz session for the order's total (`tran_id` new per attempt), then its gateway page. */
async function startSslCommerz(ctx: PaymentsCtx, order: PayableOrder): Promise<{ redirect: string }> {
  const details = await ctx.db.execute<{
    address: { full_name: string; phone_number: string; full_address: string; district: string } | string | null;
    email: string | null;
    items: number;
  }>(sql`
    select o.address, u.email, (select coalesce(sum(quantity), 0)::int from order_items where order_id = o.id) as items
    from orders o join users u on u.id = o.user_id where o.id = ${order.id}`);
  const row = details.rows[0];
  const address = typeof row.address === "string" ? (JSON.parse(row.address) as Exclude<typeof row.address, string>) : row.address;
  const tranId = `${order.order_number}-${randomBytes(4).toString("hex")}`;
  const web = ctx.publicWebUrl;
  const session = await ctx.sslcommerz!.createSession({
    tranId,
    amountPoisha: order.total,
    customer: {
      name: address?.full_name ?? "Customer",
      email: row.email ?? ctx.fallbackEmail,
      phone: address?.phone_number ?? "",
      address: address?.full_address ?? "Office pickup",
      city: address?.district ?? "Dhaka",
    },
    shipping: address ? { name: address.full_name, address: address.full_address, city: address.district } : null,
    productName: `Order ${order.order_number}`,
    productCategory: "Electronics",
    numItems: Number(row.items),
    successUrl: `${web}/api/v1/payments/sslcommerz/success`,
    failUrl: `${web}/api/v1/payments/sslcommerz/fail`,
    cancelUrl: `${web}/api/v1/payments/sslcommerz/cancel`,
    ipnUrl: `${web}/api/v1/payments/sslcommerz/ipn`,
  });
  const created = await ctx.db.execute<{ id: string }>(sql`
    insert into payments (order_id, method, amount, status, gateway_ref, payment_url, payload)
    values (${order.id}, 'ssl_commerz', ${order.total}, 'pending', ${tranId}, ${session.gatewayUrl}, ${JSON.stringify(session.raw ?? null)}::jsonb)
    returning id`);
  await recordEvent(ctx.db, created.rows[0].id, "create", session.raw);
  paymentOutcomes.inc({ gateway: "ssl_commerz", outcome: "started" });
  return { redirect: session.gatewayUrl };
}

/**
 * SSLCommerz's word about a payment, from the browser's POST back (success, fail,
 * cancel) or the IPN: the signature is checked, then a success is confirmed with the
 * validation API (VALID or VALIDATED, same tran_id, BDT, the amount in poisha) before
 * the order is paid, and a failure with the transaction query by tran_id before it is
 * recorded. Repeats, in any order, change nothing. Answers where the browser goes.
 */
export async function sslCommerzNotice(
  ctx: PaymentsCtx,
  kind: "success" | "fail" | "cancel" | "ipn",
  fields: Record<string, string>,
): Promise<{ redirect: string }> {
  const found = await ctx.db.execute<PaymentRow>(sql`
    select p.id, p.order_id, p.amount, p.status, p.gateway_ref, p.execution_started_at, o.order_key, o.order_number
    from payments p join orders o on o.id = p.order_id where p.method = 'ssl_commerz' and p.gateway_ref = ${fields.tran_id ?? ""}`);
  const payment = found.rows[0];
  if (!payment || !ctx.sslcommerz) {
    ctx.log.warn({ tranId: fields.tran_id, kind }, "payments: SSLCommerz notice for an unknown payment");
    throw new AppError("not_found", "Not found");
  }
  await recordEvent(ctx.db, payment.id, `${kind}:${fields.status ?? ""}`, fields);
  const signed = ctx.sslcommerz.verifySign(fields);
  if (!signed) ctx.log.warn({ paymentId: payment.id, kind }, "payments: SSLCommerz notice with a bad verify_sign; ignored");
  if (payment.status === "paid") return { redirect: successPath(payment.order_key) };
  if (payment.status === "refunded") return { redirect: orderPagePath(payment.order_key) };
  const status = fields.status ?? "";
  const notCompleted = orderPath(payment.order_key, kind === "cancel" || status === "CANCELLED" ? "cancelled" : "failed");
  if (payment.status !== "pending" || !signed) return { redirect: notCompleted };
  if (status !== "VALID" || !fields.val_id) return sslCommerzNotCompleted(ctx, payment, kind, notCompleted);
  return confirmSslCommerz(ctx, payment, kind, fields.val_id, { bankTranId: fields.bank_tran_id, riskLevel: fields.risk_level });
}

/** The statuses SSLCommerz's transaction query lists for an attempt that will never be paid. */
const SSLCOMMERZ_NOT_COMPLETED = ["FAILED", "CANCELLED", "EXPIRED"];

/**
 * A notice that the payment failed or was cancelled is recorded only once SSLCommerz's
 * transaction query agrees: an attempt it lists as VALID or VALIDATED (the payer tried
 * again on its page and paid, the notices crossed) is validated and paid instead; all
 * attempts failed, cancelled or expired → failed; nothing listed, still unattempted, or
 * no answer → nothing changes.
 */
async function sslCommerzNotCompleted(
  ctx: PaymentsCtx,
  payment: PaymentRow,
  kind: "success" | "fail" | "cancel" | "ipn",
  notCompleted: string,
): Promise<{ redirect: string }> {
  let query: Awaited<ReturnType<SslCommerzGateway["queryByTranId"]>>;
  try {
    query = await ctx.sslcommerz!.queryByTranId(payment.gateway_ref);
  } catch (err) {
    ctx.log.warn({ err, paymentId: payment.id }, "payments: an SSLCommerz failure SSLCommerz could not confirm; nothing recorded");
    return { redirect: notCompleted };
  }
  await recordEvent(ctx.db, payment.id, "query", query.raw);
  const attempts = query.elements.filter((e) => e.tranId === payment.gateway_ref);
  const paid = attempts.find((e) => (e.status === "VALID" || e.status === "VALIDATED") && e.valId);
  if (paid) return confirmSslCommerz(ctx, payment, kind, paid.valId!, { bankTranId: paid.bankTranId, riskLevel: paid.riskLevel });
  if (attempts.length && attempts.every((e) => SSLCOMMERZ_NOT_COMPLETED.includes(e.status))) await markFailed(ctx.db, payment.id, "ssl_commerz");
  else
    ctx.log.warn(
      { paymentId: payment.id, statuses: attempts.map((e) => e.status) },
      "payments: an SSLCommerz failure SSLCommerz does not confirm; nothing recorded",
    );
  return { redirect: notCompleted };
}

/** A val_id confirmed with SSLCommerz's validation API (once: the first notice claims the payment), then the order paid. */
async function confirmSslCommerz(
  ctx: PaymentsCtx,
  payment: PaymentRow,
  kind: "success" | "fail" | "cancel" | "ipn",
  valId: string,
  noticed: { bankTranId?: string; riskLevel?: string },
): Promise<{ redirect: string }> {
  const claim = await ctx.db.execute(sql`
    update payments set execution_started_at = now(), updated_at = now()
    where id = ${payment.id} and status = 'pending'
      and (execution_started_at is null or execution_started_at < now() - make_interval(secs => ${STALE_EXECUTION_MS / 1000}))
    returning id`);
  // The IPN (or a repeat) is validating it right now: the browser lands on its outcome;
  // an IPN needs no page, so it does not wait.
  if (!claim.rows.length) return kind === "ipn" ? { redirect: orderPath(payment.order_key, "pending") } : outcomeOfConcurrentNotice(ctx, payment);

  const validation = await ctx.sslcommerz!.validate(valId);
  await recordEvent(ctx.db, payment.id, `validate:${validation.status}`, validation.raw);
  const valid =
    (validation.status === "VALID" || validation.status === "VALIDATED") &&
    validation.tranId === payment.gateway_ref &&
    validation.currency === "BDT" &&
    validation.amountPoisha === payment.amount;
  if (!valid) {
    ctx.log.error(
      { paymentId: payment.id, status: validation.status, tranId: validation.tranId, amount: validation.amountPoisha, expected: payment.amount },
      "payments: SSLCommerz validation does not match the order; not paid",
    );
    await markFailed(ctx.db, payment.id, "ssl_commerz");
    return { redirect: orderPath(payment.order_key, "failed") };
  }
  const risky = (validation.riskLevel ?? noticed.riskLevel ?? "0") !== "0";
  if (risky) ctx.log.warn({ paymentId: payment.id, riskLevel: validation.riskLevel }, "payments: SSLCommerz payment on hold for the shop to check");
  const outcome = await markPaid(
    ctx,
    { ...payment, method: "ssl_commerz" },
    validation.bankTranId ?? noticed.bankTranId ?? validation.valId ?? valId,
    risky ? "On hold: SSLCommerz flagged this payment, the shop will check it before packing" : null,
  );
  return { redirect: paidRedirect(payment, outcome) };
}
