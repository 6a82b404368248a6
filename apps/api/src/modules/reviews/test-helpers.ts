import { expect } from "vitest";
import type { FastifyInstance } from "fastify";
import { sql, type Database } from "@shop/db";
import { call } from "../../test/commerce-fixture";
import type { Staff } from "../admin/shop-test-helpers";
import { placeOrderCall, shopperReadyToOrder } from "../orders/test-helpers";

type Headers = Record<string, string>;
export type Shopper = Awaited<ReturnType<typeof shopperReadyToOrder>>;
export type PlacedOrder = { key: string; number: string };

/** A signed-in shopper, named as given, whose (empty) cart has a saved Dhaka address chosen. */
export async function namedShopper(app: FastifyInstance, db: Database, fullName: string | null): Promise<Shopper> {
  const shopper = await shopperReadyToOrder(app, db, []);
  await db.execute(sql`update users set full_name = ${fullName} where id = ${shopper.user.id}`);
  return shopper;
}

/** Puts the products in the shopper's cart (beyond what is there) and places the order through the API. */
export async function placeOrder(app: FastifyInstance, shopper: { headers: Headers }, slugs: string[]): Promise<PlacedOrder> {
  for (const slug of slugs) {
    const added = await call(app, "PUT", "/v2/carts", shopper.headers, { product: slug, quantity: 1 });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
  const res = await placeOrderCall(app, shopper.headers);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { key: res.body.data.order.order_key, number: res.body.data.order.order_number };
}

/** The back office's way to delivered: confirm, process, ship with a typed courier, deliver. */
export async function deliverOrder(app: FastifyInstance, owner: Staff, number: string): Promise<void> {
  const steps: [string, unknown][] = [
    ["confirm", {}],
    ["process", {}],
    ["ship", { courier: "manual", courier_name: "Pathao", courier_tracking_number: "X1" }],
    ["deliver", {}],
  ];
  for (const [action, body] of steps) {
    const res = await call(app, "POST", `/v1/admin/orders/${number}/${action}`, owner.headers, body);
    expect(res.status, `${action}: ${JSON.stringify(res.body)}`).toBe(200);
  }
}

export async function ratingColumns(db: Database, productId: number): Promise<{ sum: number; count: number }> {
  const result = await db.execute<{ rating_sum: number; rating_count: number }>(sql`select rating_sum, rating_count from products where id = ${productId}`);
  return { sum: Number(result.rows[0].rating_sum), count: Number(result.rows[0].rating_count) };
}

export async function catalogVersionOf(db: Database): Promise<number> {
  const result = await db.execute<{ version: number }>(sql`select version from catalog_version where id = 1`);
  return Number(result.rows[0].version);
}
