/**
 * Courier status sync (issue 46): shipped parcels booked through a courier's API are
 * asked for their status on a timer, instead of staff copying it from the courier's
 * portal. What the courier says moves the order the way staff would:
 *
 * - delivered: the order is delivered (cash on delivery becomes paid, with its payment
 *   row), through the same transition as the back office's Deliver;
 * - cancelled (the parcel did not reach the customer and goes back to the shop): the
 *   order is cancelled as a return, like staff cancelling a shipped order; its stock
 *   comes back when staff receive the parcel;
 * - partial delivery, hold, unknown: nothing is moved; staff read the courier's word on
 *   the order page, and the timeline gets one staff-only entry when it changes to one
 *   staff must settle by hand.
 *
 * Several API processes run the timer. Each round claims its parcels by setting
 * courier_checked_at in one statement over `for update skip locked` rows, committed
 * before the courier is asked, so two processes never ask about the same parcel in one
 * round; and the move itself is the order's transition, which locks the order row and
 * refuses an order that is no longer shipped, so an order is delivered and paid once.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { sql } from "drizzle-orm";
import type { Database } from "@shop/db";
import { isAppError } from "../../lib/app-error";
import { repeatWhileOpen } from "../../lib/timer";
import type { AdminOrdersCtx } from "../orders/admin";
import { transition } from "../orders/admin-actions";
import { addOrderEvent } from "../orders/queries";
import type { Courier, CourierApiKey } from "./types";

/**
 * Each courier's status words (research/03-couriers.md), compared lower case with spaces
 * as underscores ("On Hold" is on_hold): those that deliver the order, those that send
 * the parcel back, and those staff must settle by hand (said once on the timeline,
 * staff-only). Any other word is recorded and moves nothing.
 */
type Words = { delivered: ReadonlySet<string>; returning: ReadonlySet<string>; needsStaff: Readonly<Record<string, string>> };
const WORDS: Record<CourierApiKey, Words> = {
  // Steadfast's delivery_status.
  steadfast: {
    delivered: new Set(["delivered"]),
    returning: new Set(["cancelled"]),
    needsStaff: {
      partial_delivered: "reports a partial delivery: settle the parcel by hand",
      hold: "holds the parcel",
      unknown: "does not know where the parcel is",
    },
  },
  // Pathao's order_status ("Pending", "Pickup Cancelled", "Delivered", "On Hold", ...).
  pathao: {
    delivered: new Set(["delivered"]),
    returning: new Set(["return", "returned", "pickup_cancelled", "paid_return"]),
    needsStaff: {
      partial_delivery: "reports a partial delivery: settle the parcel by hand",
      hold: "holds the parcel",
      on_hold: "holds the parcel",
      delivery_failed: "could not deliver the parcel",
    },
  },
};
const wordOf = (status: string) =>
  status
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");

/** The reason a parcel the courier sends back is cancelled with (the shop's words, like staff's). */
export const COURIER_RETURN_REASON = "Returned by the courier";

export type CourierSyncCtx = AdminOrdersCtx & { log: Pick<FastifyInstance["log"], "warn" | "info"> };

export type SyncRound = { asked: number; delivered: number; returned: number; unchanged: number; failed: number };

type Claimed = { id: string; order_number: string; courier_name: string; courier_ref: string; courier_status: string | null };

/**
 * One round: claims up to `limit` shipped parcels of the configured couriers not asked
 * in the last `minGapMs` (the longest-unasked first), asks each courier, and moves the
 * orders its answer settles. A courier that fails is logged; the parcel is asked again
 * next round.
 */
export async function syncCourierStatuses(ctx: CourierSyncCtx, options: { limit: number; minGapMs: number }): Promise<SyncRound> {
  const byName = new Map<string, Courier>([...ctx.couriers.values()].map((courier) => [courier.name, courier]));
  const round: SyncRound = { asked: 0, delivered: 0, returned: 0, unchanged: 0, failed: 0 };
  if (!byName.size) return round;
  const names = [...byName.keys()];
  const claimed = await ctx.db.execute<Claimed>(sql`
    update orders o set courier_checked_at = now()
    from (
      select id from orders
      where status = 'shipped' and courier_ref is not null and courier_name in (${sql.join(
        names.map((name) => sql`${name}`),
        sql`, `,
      )})
        and (courier_checked_at is null or courier_checked_at < now() - make_interval(secs => ${options.minGapMs / 1000}))
      order by courier_checked_at asc nulls first, id
      limit ${options.limit}
      for update skip locked
    ) due
    where o.id = due.id
    returning o.id, o.order_number, o.courier_name, o.courier_ref, o.courier_status`);

  for (const parcel of claimed.rows) {
    const courier = byName.get(parcel.courier_name)!;
    round.asked++;
    let status: string;
    try {
      status = await courier.status(parcel.order_number, parcel.courier_ref);
    } catch (error) {
      round.failed++;
      ctx.log.warn({ err: error, orderNumber: parcel.order_number }, "courier sync: the courier did not say");
      continue;
    }
    const outcome = await settle(ctx, parcel, courier, status);
    round[outcome]++;
  }
  return round;
}

async function settle(ctx: CourierSyncCtx, parcel: Claimed, courier: Courier, status: string): Promise<"delivered" | "returned" | "unchanged"> {
  const said = `${courier.name}: ${status}`;
  const words = WORDS[courier.key];
  const word = wordOf(status);
  const delivered = words.delivered.has(word);
  if (delivered || words.returning.has(word)) {
    const body = delivered ? ({ action: "deliver", note: said } as const) : ({ action: "cancel", reason: COURIER_RETURN_REASON } as const);
    try {
      await transition(ctx, { orderNumber: parcel.order_number, body, actorId: null });
    } catch (error) {
      // Staff moved it first (or it is no longer shipped): the transition refused and changed nothing.
      if (!isAppError(error)) throw error;
    }
    await recordStatus(ctx.db, parcel.id, status);
    return delivered ? "delivered" : "returned";
  }
  if (status !== parcel.courier_status) {
    await ctx.db.transaction(async (tx) => {
      const changed = await tx.execute(sql`
        update orders set courier_status = ${status} where id = ${parcel.id} and courier_status is distinct from ${status} and status = 'shipped' returning id`);
      const staffWords = words.needsStaff[word];
      if (changed.rows.length && staffWords) await addOrderEvent(tx, parcel.id, "shipped", null, { note: `${courier.name} ${staffWords}`, forCustomer: false });
    });
  }
  return "unchanged";
}

const recordStatus = (db: Database, orderId: string, status: string) => db.execute(sql`update orders set courier_status = ${status} where id = ${orderId}`);

/**
 * The timer in the API process: every `everyMs` (COURIER_SYNC_MINUTES; 0 turns it off),
 * a round of up to 100 parcels, each asked at most once per period.
 */
export const courierSyncPlugin = fp<{ ctx: AdminOrdersCtx; everyMs: number }>(
  async (app, { ctx, everyMs }) => {
    if (!everyMs || !ctx.couriers.size) return;
    const syncCtx: CourierSyncCtx = { ...ctx, log: app.log };
    repeatWhileOpen(app, { everyMs, failure: "courier sync: a round failed" }, async () => {
      const round = await syncCourierStatuses(syncCtx, { limit: 100, minGapMs: everyMs / 2 });
      if (round.delivered || round.returned || round.failed) app.log.info(round, "courier sync: parcels settled");
    });
  },
  { name: "courier-sync" },
);
