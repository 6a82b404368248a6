import { sql } from "drizzle-orm";
import type { AdminOrder } from "@shop/contracts";
import { BULK_MESSAGES, BULK_ORDERS_MAX, type BulkShipResult } from "@shop/contracts/bulk-orders";
import { AppError, isAppError } from "../../lib/app-error";
import type { CourierApiKey } from "../couriers/types";
import { getAdminOrder, type AdminOrdersCtx } from "./admin";
import { transition } from "./admin-actions";

/**
 * Many orders for their packing slips, in the order asked: by number, or (`ready`) every
 * order confirmed or being packed, oldest first. An unknown number is one 404 naming it.
 */
export async function slipOrders(ctx: AdminOrdersCtx, input: { numbers?: string[]; ready?: boolean }): Promise<AdminOrder[]> {
  let numbers = input.numbers ?? [];
  if (input.ready) {
    const found = await ctx.db.execute<{ order_number: string }>(sql`
      select order_number from orders where status in ('confirmed', 'processing') order by created_at, id limit ${BULK_ORDERS_MAX}`);
    numbers = found.rows.map((row) => row.order_number);
  }
  const orders: AdminOrder[] = [];
  const missing: string[] = [];
  for (const number of numbers) {
    try {
      orders.push(await getAdminOrder(ctx, number));
    } catch (error) {
      if (!isAppError(error) || error.code !== "not_found") throw error;
      missing.push(number);
    }
  }
  if (missing.length) throw new AppError("not_found", `${BULK_MESSAGES.slipsNotFound}: ${missing.join(", ")}`, { field: "numbers" });
  return orders;
}

/**
 * Books each order with the courier and ships it, one by one, through the same transition
 * as the single Ship (the parcel booked before its transaction; the status, timeline, audit
 * and SMS committed together). A confirmed order is marked packed first (processing), as the
 * Ship form needs. One refusal never holds back the others; a refused order keeps its state
 * (a confirmed one stays packed, and the answer says so), with the shop's words.
 */
export async function bulkShip(ctx: AdminOrdersCtx, input: { orderNumbers: string[]; courier: CourierApiKey; actorId: string }): Promise<BulkShipResult[]> {
  const results: BulkShipResult[] = [];
  for (const orderNumber of new Set(input.orderNumbers)) {
    let packed = false;
    try {
      // A confirmed order is packed first (its own step, "Being packed", as staff would press it): only a packed order ships.
      const state = await ctx.db.execute<{ status: string }>(sql`select status from orders where order_number = ${orderNumber}`);
      if (state.rows[0]?.status === "confirmed") {
        await transition(ctx, { orderNumber, body: { action: "process" }, actorId: input.actorId });
        packed = true;
      }
      await transition(ctx, { orderNumber, body: { action: "ship", courier: input.courier }, actorId: input.actorId });
      const found = await ctx.db.execute<{ courier_name: string; courier_tracking_number: string }>(
        sql`select courier_name, courier_tracking_number from orders where order_number = ${orderNumber}`,
      );
      const row = found.rows[0];
      results.push({ order_number: orderNumber, result: "shipped", courier: row.courier_name, tracking_number: row.courier_tracking_number });
    } catch (error) {
      if (!isAppError(error)) throw error;
      results.push({ order_number: orderNumber, result: "refused", message: packed ? `${error.message} ${BULK_MESSAGES.leftPacking}` : error.message });
    }
  }
  return results;
}
