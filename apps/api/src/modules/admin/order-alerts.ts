/**
 * New-order alerts (issue 46). An order is news for staff once it needs them: a cash on
 * delivery order when it is placed, an online one once it is paid (an abandoned bKash
 * attempt is not). Two ways staff hear of it:
 *
 * - the back office asks `orderPulse` every few seconds: the orders waiting to be
 *   confirmed (the badge) and the newest one (a sound and a spoken line when it changes,
 *   and the open queue reloads);
 * - a timer in the API process sends an SMS to each staff member who asked for it
 *   (users.order_alert: every new order, or those of at least order_alert_min), once per
 *   order: the run claims orders by setting orders.staff_alerted_at over `for update skip
 *   locked` rows in the transaction that queues the SMS, so two processes never alert twice.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { sql } from "drizzle-orm";
import type { Database } from "@shop/db";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminOrderPulseResponse, apiErrorBody, type AdminOrderPulse, type PaymentMethod } from "@shop/contracts";
import { toDhakaIso } from "../../lib/time";
import { repeatWhileOpen } from "../../lib/timer";
import { enqueueMessage } from "../outbox/service";
import { smsTaka } from "../outbox/sms-texts";

/** Needs staff: a cash order from the start, an online one once paid; never one that failed or was cancelled. */
// A cash order waiting for its advance by bKash (payment pending, decision 041) needs staff once the advance is paid.
const NEEDS_STAFF = sql`((o.payment_method = 'cash_on_delivery' and o.payment_status <> 'pending') or o.payment_status = 'paid') and o.status not in ('failed', 'cancelled')`;

const METHOD_WORDS: Record<PaymentMethod, string> = { cash_on_delivery: "COD", bkash: "bKash, paid", ssl_commerz: "card, paid" };

/** The staff SMS: one GSM-7 part ("Tk", never ৳), the order number first so it reads on a lock screen. */
export const staffOrderAlertText = (shop: string, orderNumber: string, totalPoisha: number, method: PaymentMethod, items: number) =>
  `${shop}: new order ${orderNumber}, ${smsTaka(totalPoisha)} (${METHOD_WORDS[method]}), ${items} item${items === 1 ? "" : "s"}. Open the back office to confirm it.`;

/** What the back office's badge and alert read: pending orders that need staff, and the newest order that does. */
export async function orderPulse(db: Database): Promise<AdminOrderPulse> {
  const result = await db.execute<{
    waiting: number;
    order_number: string | null;
    total: number | null;
    payment_method: PaymentMethod | null;
    created_at: Date | string | null;
  }>(sql`
    select
      (select count(*)::int from orders o where o.status = 'pending' and ${NEEDS_STAFF}) as waiting,
      newest.order_number, newest.total, newest.payment_method, newest.created_at
    from (select 1) one
    left join lateral (
      select o.order_number, o.total, o.payment_method, o.created_at from orders o
      where o.status = 'pending' and ${NEEDS_STAFF}
      order by o.created_at desc, o.id desc limit 1
    ) newest on true`);
  const row = result.rows[0];
  return {
    waiting: Number(row.waiting),
    newest:
      row.order_number === null
        ? null
        : {
            order_number: row.order_number,
            total_poisha: Number(row.total),
            payment_method: row.payment_method as PaymentMethod,
            created_at: toDhakaIso(new Date(row.created_at as Date | string)),
          },
  };
}

type Claimed = { id: string; order_number: string; total: number; payment_method: PaymentMethod; needs_staff: boolean; items: number };

/**
 * One run: claims up to `limit` orders nobody was alerted of that are now settled one
 * way or the other (needing staff, or failed/cancelled: those are marked without an
 * SMS), and queues one SMS per order to each staff member whose setting matches. Online
 * orders still waiting for payment are left for a later run. Answers how many orders
 * were announced.
 */
export async function alertStaffOfNewOrders(db: Database, options: { shopName: string; limit?: number }): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await tx.execute<Claimed>(sql`
      update orders o set staff_alerted_at = now()
      from (
        select o.id from orders o
        where o.staff_alerted_at is null
          and (${NEEDS_STAFF} or o.status in ('failed', 'cancelled'))
        order by o.created_at, o.id
        limit ${options.limit ?? 100}
        for update skip locked
      ) due
      where o.id = due.id
      returning o.id, o.order_number, o.total, o.payment_method, (${NEEDS_STAFF}) as needs_staff,
        (select coalesce(sum(i.quantity), 0)::int from order_items i where i.order_id = o.id) as items`);
    const announced = claimed.rows.filter((order) => order.needs_staff);
    if (!announced.length) return 0;
    const staff = await tx.execute<{ phone: string; order_alert: "all" | "above"; order_alert_min: number | null }>(sql`
      select phone, order_alert, order_alert_min from users
      where role in ('staff', 'owner') and order_alert <> 'none' and phone is not null`);
    for (const order of announced) {
      const body = staffOrderAlertText(options.shopName, order.order_number, Number(order.total), order.payment_method, Number(order.items));
      for (const member of staff.rows) {
        if (member.order_alert === "above" && Number(order.total) < Number(member.order_alert_min ?? 0)) continue;
        await enqueueMessage(tx, { channel: "sms", to: member.phone, body });
      }
    }
    return announced.length;
  });
}

/** Every 30 s in each API process (safe: see alertStaffOfNewOrders). */
export const orderAlertsPlugin = fp<{ db: Database; shopName: string; everyMs?: number }>(
  async (app: FastifyInstance, { db, shopName, everyMs = 30_000 }) => {
    repeatWhileOpen(app, { everyMs, failure: "order alerts: a run failed" }, async () => {
      const announced = await alertStaffOfNewOrders(db, { shopName });
      if (announced) app.log.info({ announced }, "order alerts: staff told of new orders");
    });
  },
  { name: "order-alerts" },
);

/** GET /v1/admin/orders/pulse: staff only (the admin plugin's hook), polled by every open back office. */
export async function adminOrderAlertRoutes(app: FastifyInstance, options: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/v1/admin/orders/pulse",
    {
      schema: {
        tags: ["admin"],
        summary: "New-order alerts: how many orders wait to be confirmed, and the newest of them",
        security: [{ bearer: [] }],
        response: { 200: adminOrderPulseResponse, 401: apiErrorBody, 403: apiErrorBody },
      },
    },
    async (_request, reply) => {
      // Polled every few seconds: never cached by anything between.
      reply.header("cache-control", "no-store");
      return { message: "Orders waiting", data: await orderPulse(options.db) };
    },
  );
}
