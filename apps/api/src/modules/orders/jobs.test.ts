import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@shop/db";
import { useTestApp } from "../../test/app";
import { secondConnection } from "../../test/db";
import { createCategory, createProduct } from "../../test/factories";
import { seedDistricts } from "../../test/commerce-fixture";
import { expireUnpaidOrders, placeOrder } from "./service";
import { shopperReadyToOrder, stockOf } from "./test-helpers";

const shop = { webUrl: "http://localhost:3000", shopName: "RoboDoc" };
const ORDERS = 25; // more than one batch of the job (20)

const t = useTestApp();
let other: Awaited<ReturnType<typeof secondConnection>>;
beforeAll(async () => {
  await seedDistricts(t.db);
  other = await secondConnection(t.db);
});
afterAll(async () => {
  await other?.close();
});

describe("expiring unpaid orders from two API processes at once", () => {
  it("fails each order once: one timeline entry, its stock returned once", async () => {
    const category = await createCategory(t.db);
    const product = await createProduct(t.db, { categoryId: category.id, stock: 100 });
    const keys: string[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: product.slug, quantity: 2 }]);
      const placed = await placeOrder(
        { db: t.db, mediaBase: "/media", ...shop },
        { userId: shopper.user.id, idempotencyKey: `expire-${i}`, body: { payment_method: "bkash", terms: true }, offered: ["cash_on_delivery", "bkash"] },
      );
      keys.push(placed.order.order_key);
    }
    expect(await stockOf(t.db, product.id)).toBe(100 - 2 * ORDERS);
    const theseOrders = sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    );
    await t.db.execute(sql`update orders set created_at = now() - interval '31 minutes' where order_key in (${theseOrders})`);

    // Each process's timer fires at about the same moment, twice over.
    const runs = await Promise.all([
      expireUnpaidOrders(t.db, shop),
      expireUnpaidOrders(other.db, shop),
      expireUnpaidOrders(t.db, shop),
      expireUnpaidOrders(other.db, shop),
    ]);
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(ORDERS);

    expect(await stockOf(t.db, product.id)).toBe(100);
    const perOrder = await t.db.execute<{ status: string; failed: number; returned: number }>(sql`
      select o.status,
        (select count(*)::int from order_events e where e.order_id = o.id and e.status = 'failed') as failed,
        (select count(*)::int from stock_movements m where m.order_id = o.id and m.reason = 'cancelled') as returned
      from orders o where o.order_key in (${theseOrders})`);
    expect(perOrder.rows).toHaveLength(ORDERS);
    for (const row of perOrder.rows) expect(row).toEqual({ status: "failed", failed: 1, returned: 1 });
  });
});
