import { sql } from "drizzle-orm";
import { ADMIN_MESSAGES, type AdminOrder } from "@shop/contracts";
import { BULK_MESSAGES, BULK_ORDERS_MAX, type BulkShipResult } from "@shop/contracts/bulk-orders";
import { AppError, isAppError } from "../../lib/app-error";
import type { CourierApiKey } from "../couriers/types";
import { getAdminOrder, type AdminOrdersCtx } from "./admin";
import { bookAndShip } from "./admin-actions";

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
 * Books each order with the courier and ships it, one by one (admin-actions.ts bookAndShip):
 * the parcel is booked first, and only an accepted booking moves the order (a confirmed one
 * packed and shipped in one transaction), so a refused order keeps its state, answered with the
 * shop's words and the courier's reason. An order already shipped (a double press) is answered
 * with its tracking code and booked no second time. One refusal never holds back the others.
 */
export async function bulkShip(ctx: AdminOrdersCtx, input: { orderNumbers: string[]; courier: CourierApiKey; actorId: string }): Promise<BulkShipResult[]> {
  const courier = ctx.couriers.get(input.courier);
  if (!courier) throw new AppError("validation_failed", ADMIN_MESSAGES.courierNotConfigured, { field: "courier" });
  const results: BulkShipResult[] = [];
  for (const orderNumber of new Set(input.orderNumbers)) {
    try {
      results.push(await bookAndShip(ctx, { orderNumber, courier, actorId: input.actorId }));
    } catch (error) {
      if (!isAppError(error)) throw error;
      results.push({ order_number: orderNumber, result: "refused", message: error.message });
    }
  }
  return results;
}
