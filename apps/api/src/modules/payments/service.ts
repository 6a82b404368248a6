import type { FastifyBaseLogger } from "fastify";
import { sql, type Database, type orders, type payments, type SqlRow, type users } from "@shop/db";
import { PAYMENT_METHOD_LABELS, formatTaka, poishaToTaka, type PaymentMethod } from "@shop/contracts";
import { AppError } from "../../lib/app-error";
import type { DbOrTx } from "../../lib/db";
import { paymentOutcomes } from "../../lib/metrics";
import { addOrderEvent } from "../orders/queries";
import { enqueueSmsToUser } from "../outbox/service";
import type { SmsTexts } from "../outbox/sms-texts";
import { refundRestOfPayment } from "../refunds/service";
import type { OnlinePaymentMethod, PaymentGateway, PaymentGateways, PaymentNotice, PaymentVerdict, RecordedPayment } from "./gateways/types";

/**
 * Online payments, whatever the gateway: each gateway (./gateways/, listed in
 * ./gateways/registry.ts) only speaks its protocol behind `PaymentGateway`; the record
 * and the rules are here, the same for all.
 */
export type PaymentsCtx = {
  db: Database;
  log: FastifyBaseLogger;
  /** The gateways set up, in the order checkout offers them. */
  gateways: PaymentGateways;
  /** The storefront's public origin: the browser comes back from the gateway through it. */
  publicWebUrl: string;
  shopName: string;
};

/** The methods offered now: cash on delivery always, each gateway once configured (API.md "Payments"). */
export function offeredMethods(ctx: Pick<PaymentsCtx, "gateways">): PaymentMethod[] {
  return ["cash_on_delivery", ...ctx.gateways.keys()];
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

type Order = SqlRow<typeof orders>;
type PayableOrder = Pick<Order, "id" | "order_key" | "order_number" | "total" | "advance_amount" | "status" | "payment_status" | "payment_method" | "user_id">;

async function recordEvent(db: DbOrTx, paymentId: string, kind: string, raw: unknown): Promise<void> {
  await db.execute(sql`insert into payment_events (payment_id, kind, raw) values (${paymentId}, ${kind}, ${JSON.stringify(raw ?? null)}::jsonb)`);
}

/** The gateway for an online method, when it is set up. */
const gatewayOf = (ctx: Pick<PaymentsCtx, "gateways">, method: PaymentMethod): PaymentGateway | undefined =>
  method === "cash_on_delivery" ? undefined : ctx.gateways.get(method);

/** An order waits for an online payment while pending, or after a staff edit raised a paid order's total (confirmed, processing). */
const PAYABLE_STATUSES: readonly string[] = ["pending", "confirmed", "processing"];

/** What the order's paid online payments brought in (a staff edit may leave the rest to pay). */
async function paidSoFar(db: DbOrTx, orderId: string): Promise<number> {
  const paid = await db.execute<{ paid: number }>(sql`
    select coalesce(sum(amount), 0)::int as paid from payments where order_id = ${orderId} and method <> 'cash_on_delivery' and status = 'paid'`);
  return Number(paid.rows[0]?.paid ?? 0);
}

/**
 * GET /v1/payments/{order_key}/start (the owner's browser): a fresh payment with the
 * order's gateway for the order's total, then the gateway's page. A cancelled or failed
 * attempt leaves the order payable; this starts another.
 */
export async function startPayment(ctx: PaymentsCtx, input: { orderKey: string; userId: string }): Promise<{ redirect: string }> {
  const found = await ctx.db.execute<PayableOrder>(sql`
    select id, order_key, order_number, total, advance_amount, status, payment_status, payment_method, user_id from orders where order_key = ${input.orderKey}`);
  const order = found.rows[0];
  if (!order || order.user_id !== input.userId) throw new AppError("not_found", "Not found");
  if (order.payment_status === "paid") return { redirect: successPath(order.order_key) };
  // Awaiting payment: a new order, or one staff edited up after it was paid (then confirmed or processing, paying the rest).
  if (!PAYABLE_STATUSES.includes(order.status) || order.payment_status !== "pending") return { redirect: orderPath(order.order_key, "failed") };
  // A cash order with an advance (decision 041) pays its delivery charge by bKash; the rest is collected on delivery.
  const advance = order.payment_method === "cash_on_delivery" ? order.advance_amount : 0;
  const gateway = advance > 0 ? ctx.gateways.get("bkash") : gatewayOf(ctx, order.payment_method);
  if (!gateway) return { redirect: orderPath(order.order_key, "failed") };
  const details = await ctx.db.execute<Pick<Order, "address"> & Pick<SqlRow<typeof users>, "email"> & { items: number }>(sql`
    select o.address, u.email, (select coalesce(sum(quantity), 0)::int from order_items where order_id = o.id) as items
    from orders o join users u on u.id = o.user_id where o.id = ${order.id}`);
  const row = details.rows[0];
  const { address } = row;
  // Only what is still due: the order's total less what its paid online payments already brought in.
  const due = (advance > 0 ? advance : order.total) - (await paidSoFar(ctx.db, order.id));
  if (due <= 0) return { redirect: successPath(order.order_key) };
  const opened = await gateway.start({
    orderId: order.id,
    orderNumber: order.order_number,
    amountPoisha: due,
    address: address ? { fullName: address.full_name, phone: address.phone_number, fullAddress: address.full_address, district: address.district } : null,
    email: row.email,
    items: Number(row.items),
    apiBase: `${ctx.publicWebUrl}/api`,
  });
  const created = await ctx.db.execute<{ id: string }>(sql`
    insert into payments (order_id, method, amount, status, gateway_ref, payment_url, payload)
    values (${order.id}, ${gateway.method}, ${due}, 'pending', ${opened.ref}, ${opened.redirectUrl}, ${JSON.stringify(opened.raw ?? null)}::jsonb)
    returning id`);
  await recordEvent(ctx.db, created.rows[0].id, "create", opened.raw);
  paymentOutcomes.inc({ gateway: gateway.method, outcome: "started" });
  return { redirect: opened.redirectUrl };
}

/** Found by its gateway's reference: an online payment that has one. */
type PaymentRow = Pick<SqlRow<typeof payments>, "id" | "order_id" | "amount" | "status" | "execution_started_at"> &
  Pick<Order, "order_key" | "order_number"> & { method: OnlinePaymentMethod; gateway_ref: string };

const recorded = (payment: PaymentRow): RecordedPayment => ({
  id: payment.id,
  ref: payment.gateway_ref,
  amountPoisha: payment.amount,
  orderNumber: payment.order_number,
});

/** A claim older than this belongs to a notice that died mid-confirmation: the next one may confirm again. */
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
 * A gateway's notice about a payment (the browser sent back, or the gateway's IPN), as
 * its routes received it. Nobody's word is taken: a notice failing the gateway's own
 * check changes nothing; a success is confirmed with the gateway (once: the first
 * notice claims the payment) and its amount and invoice checked in poisha before the
 * order is paid; a failure or cancel is asked of the gateway before it is recorded.
 * Repeats, in any order, change nothing. Answers where the browser goes.
 */
export async function receiveNotice(
  ctx: PaymentsCtx,
  method: OnlinePaymentMethod,
  kind: string,
  fields: Record<string, string>,
): Promise<{ redirect: string }> {
  const gateway = ctx.gateways.get(method);
  const notice = gateway?.notice(kind, fields);
  const found = notice
    ? await ctx.db.execute<PaymentRow>(sql`
        select p.id, p.order_id, p.method, p.amount, p.status, p.gateway_ref, p.execution_started_at, o.order_key, o.order_number
        from payments p join orders o on o.id = p.order_id where p.method = ${method} and p.gateway_ref = ${notice.ref}`)
    : null;
  const payment = found?.rows[0];
  if (!gateway || !notice || !payment) {
    ctx.log.warn({ method, ref: notice?.ref, kind }, "payments: a gateway's notice for an unknown payment, or a gateway not set up");
    throw new AppError("not_found", "Not found");
  }
  await recordEvent(ctx.db, payment.id, notice.event, notice.fields);
  if (!notice.authentic) ctx.log.warn({ paymentId: payment.id, kind }, "payments: a notice failing the gateway's own check (signature); ignored");
  if (payment.status === "paid") return { redirect: successPath(payment.order_key) };
  if (payment.status === "refunded") return { redirect: orderPagePath(payment.order_key) };
  const notCompleted = orderPath(payment.order_key, notice.cancelled ? "cancelled" : "failed");
  if (payment.status !== "pending" || !notice.authentic) return { redirect: notCompleted };
  if (notice.paid === null) return noticeOfNotCompleted(ctx, gateway, payment, notice, notCompleted);
  return confirmPaid(ctx, gateway, payment, notice, notice.paid);
}

/**
 * A success to confirm with the gateway, once: the first notice claims the payment
 * (another claiming it is answered with that one's outcome; an IPN needs no page, so
 * it does not wait), then the gateway's verdict settles it.
 */
async function confirmPaid(
  ctx: PaymentsCtx,
  gateway: PaymentGateway,
  payment: PaymentRow,
  notice: PaymentNotice,
  proof: unknown,
): Promise<{ redirect: string }> {
  const claim = await ctx.db.execute(sql`
    update payments set execution_started_at = now(), updated_at = now()
    where id = ${payment.id} and status = 'pending'
      and (execution_started_at is null or execution_started_at < now() - make_interval(secs => ${STALE_EXECUTION_MS / 1000}))
    returning id`);
  if (!claim.rows.length) return notice.background ? { redirect: orderPath(payment.order_key, "pending") } : outcomeOfConcurrentNotice(ctx, payment);
  const verdict = await gateway.confirm(recorded(payment), proof, {
    stale: payment.execution_started_at !== null,
    record: (kind, raw) => recordEvent(ctx.db, payment.id, kind, raw),
  });
  return settle(ctx, payment, verdict);
}

/**
 * A notice saying failure or cancel is asked of the gateway before anything is
 * recorded: paid there → settled (or confirmed) as a success is; failed or cancelled
 * there → failed; anything else (still open: the payer may yet pay; unknown there; no
 * answer) changes nothing. The browser goes where it asked either way.
 */
async function noticeOfNotCompleted(
  ctx: PaymentsCtx,
  gateway: PaymentGateway,
  payment: PaymentRow,
  notice: PaymentNotice,
  notCompleted: string,
): Promise<{ redirect: string }> {
  let check: Awaited<ReturnType<PaymentGateway["check"]>>;
  try {
    check = await gateway.check(recorded(payment));
  } catch (err) {
    ctx.log.warn({ err, paymentId: payment.id }, "payments: a failure notice the gateway could not confirm; nothing recorded");
    return { redirect: notCompleted };
  }
  await recordEvent(ctx.db, payment.id, "query", check.raw);
  if (check.outcome === "paid") return settle(ctx, payment, check.verdict);
  if (check.outcome === "confirm") return confirmPaid(ctx, gateway, payment, notice, check.proof);
  if (check.outcome === "failed") await markFailed(ctx.db, payment.id, payment.method);
  else ctx.log.warn({ paymentId: payment.id, detail: check.detail }, "payments: a failure notice for a payment the gateway calls open; nothing recorded");
  return { redirect: notCompleted };
}

/** The gateway's verdict: not paid → failed; paid → its amount and invoice checked in poisha, then the order paid. */
async function settle(ctx: PaymentsCtx, payment: PaymentRow, verdict: PaymentVerdict): Promise<{ redirect: string }> {
  if (!verdict.paid) {
    ctx.log.warn({ paymentId: payment.id, reason: verdict.reason }, "payments: payment not completed");
    await markFailed(ctx.db, payment.id, payment.method);
    return { redirect: orderPath(payment.order_key, "failed") };
  }
  if (verdict.amountPoisha !== payment.amount || (verdict.invoiceNumber !== undefined && verdict.invoiceNumber !== payment.order_number)) {
    ctx.log.error(
      { paymentId: payment.id, expected: payment.amount, got: verdict.amountPoisha, invoice: verdict.invoiceNumber },
      "payments: the gateway's amount or invoice does not match the order; not paid",
    );
    await markFailed(ctx.db, payment.id, payment.method);
    return { redirect: orderPath(payment.order_key, "failed") };
  }
  if (verdict.hold) ctx.log.warn({ paymentId: payment.id, hold: verdict.hold }, "payments: payment on hold for the shop to check");
  return { redirect: paidRedirect(payment, await markPaid(ctx, payment, verdict.trxId, verdict.hold ?? null)) };
}

async function markFailed(db: DbOrTx, paymentId: string, gateway: OnlinePaymentMethod): Promise<void> {
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
 * must check (a gateway's risk flag) on the timeline.
 */
async function markPaid(ctx: PaymentsCtx, payment: PaymentRow, trxId: string, hold: string | null): Promise<PaidOutcome> {
  const method = PAYMENT_METHOD_LABELS[payment.method];
  const outcome = await ctx.db.transaction(async (tx) => {
    const locked = await tx.execute<Pick<Order, "status" | "payment_status" | "user_id" | "payment_method">>(
      sql`select status, payment_status, user_id, payment_method from orders where id = ${payment.order_id} for update`,
    );
    const order = locked.rows[0];
    const changed = await tx.execute(
      sql`update payments set status = 'paid', transaction_id = ${trxId}, updated_at = now() where id = ${payment.id} and status = 'pending' returning id`,
    );
    if (!changed.rows.length) return "already" as const;
    if (order?.payment_status === "paid") return "surplus" as const;
    if (!order || !PAYABLE_STATUSES.includes(order.status) || order.payment_status !== "pending") return "closed" as const;
    // The order is paid once its paid payments cover the total (the rest after a staff edit is one more payment).
    // A cash order's advance (decision 041) covers its advance_amount: the order is then plain cash on delivery for the
    // rest, payment status unpaid until the rider collects it.
    await tx.execute(sql`
      update orders
      set payment_status = case when payment_method = 'cash_on_delivery' then 'unpaid'::payment_status else 'paid'::payment_status end, updated_at = now()
      where id = ${payment.order_id}
        and (case when payment_method = 'cash_on_delivery' then advance_amount else total end)
          <= (select coalesce(sum(amount), 0) from payments where order_id = ${payment.order_id} and status = 'paid')`);
    const what =
      order.payment_method === "cash_on_delivery"
        ? `Delivery charge ${formatTaka(poishaToTaka(payment.amount))} paid in advance by ${method}`
        : `Paid by ${method}`;
    await addOrderEvent(tx, payment.order_id, order.status as "pending", `${what} (${trxId})${hold ? `. ${hold}` : ""}`);
    await enqueueSmsToUser(tx, order.user_id, (texts) => texts.paymentReceived(ctx.shopName, payment.order_number));
    return "paid" as const;
  });
  // The gateway took the money, whether the order needed it or not (then refunded below).
  if (outcome !== "already") paymentOutcomes.inc({ gateway: payment.method, outcome: "paid" });
  if (outcome === "surplus" || outcome === "closed") {
    ctx.log.warn({ paymentId: payment.id, outcome }, "payments: a payment the order does not need; refunding it");
    const surplus = outcome === "surplus";
    const refunded = await refundOnePayment(
      ctx,
      payment.id,
      surplus ? `Second payment for order ${payment.order_number}` : `Order ${payment.order_number} closed before the payment completed`,
    );
    await tellRefundOfUnneededPayment(ctx, payment, trxId, surplus, refunded);
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
async function tellRefundOfUnneededPayment(ctx: PaymentsCtx, payment: PaymentRow, trxId: string, surplus: boolean, refunded: boolean): Promise<void> {
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
  const sms = (t: SmsTexts) => (surplus ? t.secondPayment : t.latePayment)(shop, n, payment.amount, refunded);
  await ctx.db.transaction(async (tx) => {
    const order = await tx.execute<Pick<Order, "status" | "user_id">>(sql`select status, user_id from orders where id = ${payment.order_id} for update`);
    const row = order.rows[0];
    if (!row) return;
    await addOrderEvent(tx, payment.order_id, row.status, note);
    await enqueueSmsToUser(tx, row.user_id, sms);
  });
}

/**
 * Gives what is left of one paid online payment back through its gateway: money moves
 * per payment, never per order, through the one refund path (../refunds/service.ts: a
 * `refunds` row claimed under the payment's lock, so two refunds of one payment, a
 * surplus refund racing a cancellation, never both reach the gateway). A refused or
 * unanswered refund leaves the payment paid for the shop to settle. Answers whether the
 * money went back.
 */
export async function refundOnePayment(ctx: Pick<PaymentsCtx, "db" | "log" | "gateways">, paymentId: string, reason: string): Promise<boolean> {
  return refundRestOfPayment(ctx, paymentId, reason);
}

/**
 * An order's money back (its cancellation, by the shopper or the shop): each of its
 * paid online payments refunded by itself, for its own amount (`refundOnePayment`
 * turns the order's payment status refunded once none is left paid); a refused refund
 * leaves the order paid for the shop to settle.
 */
export async function refundPayment(ctx: Pick<PaymentsCtx, "db" | "log" | "gateways">, orderId: string, reason: string): Promise<void> {
  const paid = await ctx.db.execute<{ id: string }>(sql`
    select id from payments where order_id = ${orderId} and method <> 'cash_on_delivery' and status = 'paid' order by created_at, id`);
  for (const payment of paid.rows) await refundOnePayment(ctx, payment.id, reason);
}
