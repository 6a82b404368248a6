import type { FastifyBaseLogger } from "fastify";
import { createHash } from "node:crypto";
import { sql, type Database, type SqlRow, type orders, type payments } from "@shop/db";
import { formatTaka, poishaToTaka, REFUND_MESSAGES, type AdminRefund, type AdminRefundPayment, type PayoutChannel, type RefundChannel } from "@shop/contracts";
import { AppError } from "../../lib/app-error";
import type { DbOrTx, Tx } from "../../lib/db";
import { paymentOutcomes } from "../../lib/metrics";
import { toDhakaIso } from "../../lib/time";
import { recordAudit } from "../admin/audit";
import { addOrderEvent } from "../orders/queries";
import { enqueueSmsToUser } from "../outbox/service";
import { RefundRefused, type OnlinePaymentMethod, type PaymentGateways, type RefundedPayment } from "../payments/gateways/types";

/**
 * Money going back (issue 45), one path for all of it: staff refunds from the back
 * office (full or partial, for a return or not), the whole-payment refunds of a cancelled
 * paid order and of a payment the order did not need (payments/service.ts). Each is a
 * `refunds` row naming the payment it returns:
 *
 * 1. Any refund of the payment still pending is asked about with its gateway and settled
 *    first; while one cannot be settled, new refunds of that payment are refused (409).
 * 2. The row is claimed `pending` in a transaction holding the order's and the
 *    payment's rows, the amount checked never above the payment less its other pending
 *    and succeeded refunds (so 20 presses at once make one refund).
 * 3. The gateway is called outside the transaction; its answer is stored, the refund
 *    settled succeeded (credit note number, payment and order statuses, timeline, SMS)
 *    or failed (a clear refusal). No clear answer (a timeout) leaves it pending, with
 *    what happened in `gateway_answer`, for step 1, the timer or staff's Check again.
 *
 * Cash on delivery is paid out by hand (bKash, Nagad, bank) and recorded: succeeded at once.
 */
export type RefundsCtx = {
  db: Database;
  log: FastifyBaseLogger;
  gateways: PaymentGateways;
  /** For the shopper's SMS; without it (the internal refunds, which send their own) none is sent. */
  shopName?: string;
};

type PaymentRow = Pick<SqlRow<typeof payments>, "id" | "order_id" | "method" | "amount" | "status" | "transaction_id" | "gateway_ref"> &
  Pick<SqlRow<typeof orders>, "order_number" | "user_id"> & { order_status: SqlRow<typeof orders>["status"] };

/** A claim still waiting on its gateway call (no answer recorded yet) is in flight, not lost, until this old. */
const IN_FLIGHT_MS = 2 * 60_000;

const GATEWAY_CHANNEL: Record<OnlinePaymentMethod, RefundChannel> = { bkash: "bkash", ssl_commerz: "ssl_commerz" };
/** How the SMS and the timeline name the channel. */
const CHANNEL_SHORT: Record<RefundChannel, string> = {
  bkash: "bKash",
  ssl_commerz: "SSLCommerz",
  payout_bkash: "a bKash payout",
  payout_nagad: "a Nagad payout",
  payout_bank: "bank transfer",
};

export type RefundInput = {
  paymentId: string;
  /** The order the staff member is on: a payment of another order is not found. */
  orderId?: string;
  amount: number;
  reason: string;
  returnId?: number;
  payout?: { channel: PayoutChannel; reference: string; account: string };
  /** The staff member; null for the shop's own refunds (cancellation, surplus payment). */
  actorId: string | null;
  idempotencyKey?: string;
};

async function recordEvent(db: DbOrTx, paymentId: string, kind: string, raw: unknown): Promise<void> {
  await db.execute(sql`insert into payment_events (payment_id, kind, raw) values (${paymentId}, ${kind}, ${JSON.stringify(raw ?? null)}::jsonb)`);
}

const refused = (code: ConstructorParameters<typeof AppError>[0], message: string, field?: string) => new AppError(code, message, field ? { field } : {});

/** The order's and then the payment's row, locked (always in that order: payment confirmation locks them so too). */
async function lockPayment(tx: Tx, paymentId: string): Promise<PaymentRow | undefined> {
  const order = await tx.execute<{ id: string }>(sql`select o.id from orders o join payments p on p.order_id = o.id where p.id = ${paymentId} for update of o`);
  if (!order.rows[0]) return undefined;
  const found = await tx.execute<PaymentRow>(sql`
    select p.id, p.order_id, p.method, p.amount, p.status, p.transaction_id, p.gateway_ref, o.order_number, o.user_id, o.status as order_status
    from payments p join orders o on o.id = p.order_id where p.id = ${paymentId} for update of p`);
  return found.rows[0];
}

/** What the payment's refunds hold: succeeded, pending, and the references already known. */
async function heldBy(db: DbOrTx, paymentId: string, except?: number) {
  const found = await db.execute<{ succeeded: number; pending: number; references: string[] | null }>(sql`
    select coalesce(sum(amount) filter (where status = 'succeeded'), 0)::int as succeeded,
           coalesce(sum(amount) filter (where status = 'pending'), 0)::int as pending,
           array_remove(array_agg(reference) filter (where status = 'succeeded'), null) as "references"
    from refunds where payment_id = ${paymentId} and id <> ${except ?? 0}`);
  const row = found.rows[0];
  return { succeeded: Number(row?.succeeded ?? 0), pending: Number(row?.pending ?? 0), references: row?.references ?? [] };
}

const hashOf = (input: RefundInput) =>
  createHash("sha256")
    .update(JSON.stringify([input.paymentId, input.amount, input.reason, input.returnId ?? null, input.payout ?? null]))
    .digest("hex");

/**
 * A succeeded refund's consequences, in the transaction that settles it (the order's and
 * the payment's rows held): its credit note number (CN-<order number>-<n>), the payment
 * refunded once nothing of it is left, the order's payment status refunded once no paid
 * payment is left, the payment's audit trail; for staff refunds the timeline and the SMS.
 */
async function settleSucceeded(tx: Tx, ctx: RefundsCtx, refund: RefundLike, payment: PaymentRow, answer: { reference: string | null; raw: unknown }) {
  const count = await tx.execute<{ n: number }>(
    sql`select count(*)::int as n from refunds where order_id = ${payment.order_id} and credit_note_number is not null`,
  );
  const number = `CN-${payment.order_number}-${Number(count.rows[0]?.n ?? 0) + 1}`;
  await tx.execute(sql`
    update refunds set status = 'succeeded', reference = coalesce(${answer.reference}, reference), gateway_answer = ${JSON.stringify(answer.raw ?? null)}::jsonb,
      credit_note_number = ${number}, settled_at = now(), updated_at = now()
    where id = ${refund.id}`);
  const held = await heldBy(tx, payment.id);
  if (held.succeeded >= payment.amount)
    await tx.execute(sql`update payments set status = 'refunded', updated_at = now() where id = ${payment.id} and status = 'paid'`);
  await tx.execute(sql`
    update orders set payment_status = 'refunded', updated_at = now()
    where id = ${payment.order_id}
      -- A closed cash order whose advance by bKash came back (decision 041) has all its money back too.
      and (payment_status = 'paid' or (payment_status = 'unpaid' and advance_amount > 0 and status in ('cancelled', 'failed')))
      and not exists (select 1 from payments where order_id = ${payment.order_id} and status = 'paid')`);
  await recordEvent(tx, payment.id, "refund", { refund_id: refund.id, amount: refund.amount, reference: answer.reference, answer: answer.raw ?? null });
  if (refund.created_by) {
    const channel = CHANNEL_SHORT[refund.channel as RefundChannel];
    await addOrderEvent(
      tx,
      payment.order_id,
      payment.order_status,
      `Refunded ${formatTaka(poishaToTaka(refund.amount))} by ${channel}${answer.reference ? ` (${answer.reference})` : ""}. Credit note ${number}`,
    );
    const shop = ctx.shopName;
    if (shop) await enqueueSmsToUser(tx, payment.user_id, (t) => t.refundMade(shop, payment.order_number, refund.amount, channel));
  }
  paymentOutcomes.inc({ gateway: payment.method, outcome: "refunded" });
}

type RefundLike = { id: number; amount: number; channel: RefundChannel; created_by: string | null };

async function findRefund(db: DbOrTx, id: number): Promise<RefundRecord | undefined> {
  const found = await db.execute<RefundRecord>(sql`select * from refunds where id = ${id}`);
  return found.rows[0];
}
type RefundRecord = {
  id: number;
  payment_id: string;
  order_id: string;
  return_id: number | null;
  channel: RefundChannel;
  status: "pending" | "succeeded" | "failed";
  amount: number;
  reason: string;
  reference: string | null;
  payout_account: string | null;
  gateway_answer: unknown;
  credit_note_number: string | null;
  created_by: string | null;
  created_at: Date | string;
  settled_at: Date | string | null;
};

/**
 * Asks the gateway about one pending refund whose call got no clear answer (or whose
 * claim is older than IN_FLIGHT_MS) and settles it. Answers the refund as it stands.
 * Safe from several processes at once: the query only reads, the settling is guarded
 * by `status = 'pending'` under the payment's lock.
 */
export async function checkPendingRefund(ctx: RefundsCtx, refundId: number): Promise<RefundRecord | undefined> {
  const refund = await findRefund(ctx.db, refundId);
  if (!refund || refund.status !== "pending") return refund;
  const payment = (
    await ctx.db.execute<PaymentRow>(sql`
    select p.id, p.order_id, p.method, p.amount, p.status, p.transaction_id, p.gateway_ref, o.order_number, o.user_id, o.status as order_status
    from payments p join orders o on o.id = p.order_id where p.id = ${refund.payment_id}`)
  ).rows[0];
  const gateway = payment && payment.method !== "cash_on_delivery" ? ctx.gateways.get(payment.method) : undefined;
  if (!payment || !gateway) return refund;
  const known = (await heldBy(ctx.db, payment.id, refund.id)).references;
  let status;
  try {
    status = await gateway.refundStatus(recorded(payment), { amountPoisha: refund.amount, reference: refund.reference, known });
  } catch (err) {
    ctx.log.warn({ err, refundId }, "refunds: the gateway could not say what became of a pending refund");
    await recordEvent(ctx.db, payment.id, "refund:query", { refund_id: refund.id, error: err instanceof Error ? err.message : String(err) });
    return refund;
  }
  await ctx.db.transaction(async (tx) => {
    const locked = await lockPayment(tx, payment.id);
    const still = await tx.execute(sql`select 1 from refunds where id = ${refund.id} and status = 'pending'`);
    if (!locked || !still.rows.length) return;
    await recordEvent(tx, payment.id, "refund:query", { refund_id: refund.id, outcome: status.outcome, answer: status.raw ?? null });
    if (status.outcome === "succeeded") await settleSucceeded(tx, ctx, refund, locked, { reference: status.reference, raw: status.raw });
    else if (status.outcome === "failed") {
      await tx.execute(sql`
        update refunds set status = 'failed', gateway_answer = ${JSON.stringify({ query: status.raw ?? null, before: refund.gateway_answer ?? null })}::jsonb,
          settled_at = now(), updated_at = now() where id = ${refund.id}`);
      await recordEvent(tx, payment.id, "refund:failed", { refund_id: refund.id, by: "query" });
    }
  });
  return findRefund(ctx.db, refundId);
}

const recorded = (payment: PaymentRow): RefundedPayment => ({
  id: payment.id,
  ref: payment.gateway_ref ?? "",
  trxId: payment.transaction_id ?? "",
  amountPoisha: payment.amount,
  orderNumber: payment.order_number,
});

/** Pending refunds of the payment that are not in flight right now: asked about and settled. */
async function settleStuck(ctx: RefundsCtx, paymentId: string): Promise<void> {
  const stuck = await ctx.db.execute<{ id: number }>(sql`
    select id from refunds where payment_id = ${paymentId} and status = 'pending'
      and (gateway_answer is not null or created_at < now() - make_interval(secs => ${IN_FLIGHT_MS / 1000}))
    order by id`);
  for (const row of stuck.rows) await checkPendingRefund(ctx, row.id);
}

/**
 * The timer's run (and any process's): every pending refund not in flight is asked about
 * and settled. Answers how many were still pending after.
 */
export async function settlePendingRefunds(ctx: RefundsCtx): Promise<number> {
  const stuck = await ctx.db.execute<{ payment_id: string }>(sql`
    select distinct payment_id from refunds where status = 'pending'
      and (gateway_answer is not null or created_at < now() - make_interval(secs => ${IN_FLIGHT_MS / 1000}))`);
  for (const row of stuck.rows) await settleStuck(ctx, row.payment_id);
  const left = await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from refunds where status = 'pending'`);
  return Number(left.rows[0]?.n ?? 0);
}

/** Whether the user may move money back: an owner, or staff an owner granted it to (admin/staff.ts). */
export async function checkMayRefund(db: DbOrTx, actorId: string): Promise<void> {
  const found = await db.execute<{ may: boolean }>(sql`select (role = 'owner' or can_refund) as may from users where id = ${actorId}`);
  if (!found.rows[0]?.may) throw new AppError("forbidden", REFUND_MESSAGES.notGranted);
}

/**
 * Makes one refund (see the module's comment). Answers the refund as it stands after the
 * gateway's answer, and whether it is an earlier refund answered again (the same
 * Idempotency-Key on the same payment).
 */
export async function makeRefund(ctx: RefundsCtx, input: RefundInput): Promise<{ refund: RefundRecord; replayed: boolean }> {
  if (input.actorId) await checkMayRefund(ctx.db, input.actorId);
  await settleStuck(ctx, input.paymentId);

  const claim = await ctx.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, input.paymentId);
    if (!payment || (input.orderId && payment.order_id !== input.orderId)) throw refused("not_found", REFUND_MESSAGES.paymentNotFound, "payment_id");
    const hash = hashOf(input);
    if (input.idempotencyKey) {
      const prior = await tx.execute<{ refund_id: number; hash: string }>(sql`
        select (raw->>'refund_id')::int as refund_id, raw->>'hash' as hash from payment_events
        where payment_id = ${payment.id} and kind = 'refund:key' and raw->>'key' = ${input.idempotencyKey} order by id desc limit 1`);
      const row = prior.rows[0];
      if (row && row.hash !== hash) throw refused("validation_failed", REFUND_MESSAGES.idempotencyKeyReused);
      if (row) return { replay: row.refund_id, id: 0, payment, gateway: undefined };
    }
    if (payment.status === "refunded") throw refused("validation_failed", REFUND_MESSAGES.nothingLeft, "amount");
    if (payment.status !== "paid") throw refused("validation_failed", REFUND_MESSAGES.notPaid, "payment_id");
    const cod = payment.method === "cash_on_delivery";
    if (cod && !input.payout) throw refused("validation_failed", REFUND_MESSAGES.payoutRequired, "payout");
    if (!cod && input.payout) throw refused("validation_failed", REFUND_MESSAGES.payoutNotForOnline, "payout");
    const gateway = cod ? undefined : ctx.gateways.get(payment.method as OnlinePaymentMethod);
    if (!cod && !gateway) throw refused("validation_failed", REFUND_MESSAGES.gatewayOff, "payment_id");
    const held = await heldBy(tx, payment.id);
    if (held.pending > 0) throw refused("conflict", REFUND_MESSAGES.pending);
    const left = payment.amount - held.succeeded;
    if (left <= 0) throw refused("validation_failed", REFUND_MESSAGES.nothingLeft, "amount");
    if (input.amount > left) throw refused("validation_failed", REFUND_MESSAGES.tooMuch(formatTaka(poishaToTaka(left))), "amount");
    if (input.returnId !== undefined) {
      const ret = await tx.execute(sql`
        select 1 from return_requests where id = ${input.returnId} and order_id = ${payment.order_id}
          and resolution = 'refund' and status in ('approved', 'received')`);
      if (!ret.rows.length) throw refused("validation_failed", REFUND_MESSAGES.returnNotRefundable, "return_id");
    }
    const channel: RefundChannel = input.payout ? input.payout.channel : GATEWAY_CHANNEL[payment.method as OnlinePaymentMethod];
    const inserted = await tx.execute<{ id: number }>(sql`
      insert into refunds (payment_id, order_id, return_id, channel, status, amount, reason, reference, payout_account, created_by)
      values (${payment.id}, ${payment.order_id}, ${input.returnId ?? null}, ${channel}, 'pending', ${input.amount}, ${input.reason},
        ${input.payout?.reference ?? null}, ${input.payout?.account ?? null}, ${input.actorId})
      returning id`);
    const id = inserted.rows[0].id;
    await recordEvent(tx, payment.id, "refund:start", { refund_id: id, amount: input.amount, reason: input.reason, channel });
    if (input.idempotencyKey) await recordEvent(tx, payment.id, "refund:key", { key: input.idempotencyKey, hash, refund_id: id });
    if (input.actorId) {
      await recordAudit(tx, {
        actorId: input.actorId,
        action: "refund.create",
        entity: "order",
        entityId: payment.order_number,
        after: { refund_id: id, payment_id: payment.id, amount: input.amount, channel, reason: input.reason, return_id: input.returnId ?? null },
      });
    }
    const row = { id, amount: input.amount, channel, created_by: input.actorId };
    // A payout is made by hand before it is recorded: done now.
    if (cod) await settleSucceeded(tx, ctx, row, payment, { reference: input.payout!.reference, raw: null });
    return { replay: null, id, payment, gateway };
  });

  if (claim.replay !== null) {
    const refund = await findRefund(ctx.db, claim.replay);
    if (!refund) throw refused("not_found", REFUND_MESSAGES.paymentNotFound);
    return { refund, replayed: true };
  }
  const { id, payment, gateway } = claim;
  if (gateway) {
    let answer: { reference: string; raw: unknown; pending?: boolean } | null = null;
    let failure: { refused: boolean; raw: unknown; message: string } | null = null;
    try {
      answer = await gateway.refund(recorded(payment), { amountPoisha: input.amount, reason: input.reason });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      failure = { refused: err instanceof RefundRefused, raw: err instanceof RefundRefused ? err.raw : null, message };
      ctx.log.warn(
        { err, refundId: id, paymentId: payment.id },
        failure.refused ? "refunds: the gateway refused a refund" : "refunds: no clear answer to a refund",
      );
    }
    await ctx.db.transaction(async (tx) => {
      const locked = (await lockPayment(tx, payment.id))!;
      if (answer && !answer.pending) {
        await settleSucceeded(
          tx,
          ctx,
          { id, amount: input.amount, channel: GATEWAY_CHANNEL[payment.method as OnlinePaymentMethod], created_by: input.actorId },
          locked,
          answer,
        );
      } else if (answer) {
        await tx.execute(
          sql`update refunds set reference = ${answer.reference}, gateway_answer = ${JSON.stringify(answer.raw ?? null)}::jsonb, updated_at = now() where id = ${id}`,
        );
        await recordEvent(tx, payment.id, "refund:accepted", { refund_id: id, answer: answer.raw ?? null });
      } else if (failure?.refused) {
        await tx.execute(sql`
          update refunds set status = 'failed', gateway_answer = ${JSON.stringify({ refused: failure.message, answer: failure.raw ?? null })}::jsonb,
            settled_at = now(), updated_at = now() where id = ${id}`);
        await recordEvent(tx, payment.id, "refund:failed", { refund_id: id, message: failure.message, answer: failure.raw ?? null });
        paymentOutcomes.inc({ gateway: payment.method, outcome: "refund_failed" });
      } else {
        // Unknown: kept pending, asked about before anything else is tried.
        await tx.execute(
          sql`update refunds set gateway_answer = ${JSON.stringify({ unanswered: failure?.message ?? "no answer" })}::jsonb, updated_at = now() where id = ${id}`,
        );
        await recordEvent(tx, payment.id, "refund:unanswered", { refund_id: id, message: failure?.message ?? null });
      }
    });
  }
  return { refund: (await findRefund(ctx.db, id))!, replayed: false };
}

/**
 * The shop's own whole-payment refund (a cancelled paid order, a payment the order did not
 * need): what is left of the payment, through its gateway, as any refund. Answers whether
 * the money went back; a refusal or no answer is logged and left for the shop (the
 * pending one is settled by the timer or Check again).
 */
export async function refundRestOfPayment(ctx: RefundsCtx, paymentId: string, reason: string): Promise<boolean> {
  try {
    await settleStuck(ctx, paymentId);
    const found = await ctx.db.execute<{ amount: number; status: string; method: string }>(
      sql`select amount, status, method from payments where id = ${paymentId}`,
    );
    const payment = found.rows[0];
    if (!payment || payment.status !== "paid" || payment.method === "cash_on_delivery") return false;
    const left = payment.amount - (await heldBy(ctx.db, paymentId)).succeeded;
    if (left <= 0) return false;
    const { refund } = await makeRefund(ctx, { paymentId, amount: left, reason, actorId: null });
    if (refund.status !== "succeeded")
      ctx.log.error({ paymentId, refundId: refund.id, status: refund.status }, "refunds: a whole-payment refund did not go through; the shop settles it");
    return refund.status === "succeeded";
  } catch (err) {
    // Another refund of the payment holds it (in flight), or it is not refundable: nothing was sent.
    if (err instanceof AppError) {
      ctx.log.warn({ paymentId, message: err.message }, "refunds: a whole-payment refund was not made");
      return false;
    }
    throw err;
  }
}

const iso = (value: Date | string | null) => (value === null ? null : toDhakaIso(new Date(value)));

export const adminCreditNotePath = (orderNumber: string, id: number) => `/v1/admin/orders/${encodeURIComponent(orderNumber)}/refunds/${id}/credit-note.pdf`;

export function toAdminRefund(row: RefundRecord, orderNumber: string): AdminRefund {
  return {
    id: row.id,
    payment_id: row.payment_id,
    return_id: row.return_id,
    channel: row.channel,
    status: row.status,
    amount: row.amount,
    reason: row.reason,
    reference: row.reference,
    payout_account: row.payout_account,
    credit_note_number: row.credit_note_number,
    credit_note_url: row.credit_note_number ? adminCreditNotePath(orderNumber, row.id) : null,
    created_at: iso(row.created_at)!,
    settled_at: iso(row.settled_at),
  };
}

/** An order's payments (pending attempts left out) with what each brought in, gave back and may still give back. */
export async function orderRefunds(db: DbOrTx, order: { id: string; order_number: string }): Promise<AdminRefundPayment[]> {
  const paid = await db.execute<{ id: string; method: AdminRefundPayment["method"]; status: string; transaction_id: string | null; amount: number }>(sql`
    select id, method, status, transaction_id, amount from payments where order_id = ${order.id} and status in ('paid', 'refunded') order by created_at, id`);
  const all = await db.execute<RefundRecord>(sql`select * from refunds where order_id = ${order.id} order by id`);
  return paid.rows.map((p) => {
    const mine = all.rows.filter((r) => r.payment_id === p.id);
    const refunded = mine.filter((r) => r.status === "succeeded").reduce((sum, r) => sum + r.amount, 0);
    const pending = mine.filter((r) => r.status === "pending").reduce((sum, r) => sum + r.amount, 0);
    return {
      ...p,
      refunded,
      pending,
      refundable: p.status === "paid" ? Math.max(0, p.amount - refunded - pending) : 0,
      refunds: mine.map((r) => toAdminRefund(r, order.order_number)),
    };
  });
}

/** One refund of the order, for its credit note. */
export async function refundOfOrder(db: DbOrTx, orderId: string, refundId: number): Promise<RefundRecord | undefined> {
  const found = await db.execute<RefundRecord>(sql`select * from refunds where id = ${refundId} and order_id = ${orderId}`);
  return found.rows[0];
}
export type { RefundRecord };
