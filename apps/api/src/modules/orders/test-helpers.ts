import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { FastifyInstance } from "fastify";
import { sql, type Database } from "@shop/db";
import { call, createAddress } from "../../test/commerce-fixture";
import { createSignedInUser } from "../../test/factories";

type Headers = Record<string, string>;

/** POST /v1/orders with a fresh Idempotency-Key unless one is given. */
export function placeOrderCall(app: FastifyInstance, headers: Headers, body: Record<string, unknown> = {}, key: string = randomUUID()) {
  return call(app, "POST", "/v1/orders", { ...headers, "idempotency-key": key }, { payment_method: "cash_on_delivery", terms: true, ...body });
}

/**
 * A signed-in shopper whose cart holds `quantity` of each product and whose cart
 * address is a saved Dhaka address (unless `districtId` says otherwise).
 */
export async function shopperReadyToOrder(
  app: FastifyInstance,
  db: Database,
  products: { slug: string; quantity?: number }[],
  options: { districtId?: number } = {},
) {
  const shopper = await createSignedInUser(db);
  for (const p of products) {
    const res = await call(app, "PUT", "/v2/carts", shopper.headers, { product: p.slug, quantity: p.quantity ?? 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const address = await createAddress(db, shopper.user.id, { districtId: options.districtId, fullName: "রহিম উদ্দিন" });
  expect((await call(app, "POST", "/v1/carts-address", shopper.headers, { uuid: address.id })).status).toBe(200);
  return { ...shopper, address };
}

export async function stockOf(db: Database, productId: number): Promise<number> {
  const result = await db.execute<{ stock: number }>(sql`select stock from products where id = ${productId}`);
  return Number(result.rows[0].stock);
}

export async function countRows(
  db: Database,
  table: "orders" | "order_items" | "order_events" | "coupon_redemptions" | "order_requests" | "outbox",
): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return Number(result.rows[0].n);
}
