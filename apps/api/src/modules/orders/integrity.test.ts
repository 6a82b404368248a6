import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { cartItems, carts, coupons, orders, outbox, sql, users } from "@shop/db";
import { useTestApp } from "../../test/app";
import { createCategory, createProduct, createSignedInUser, type UserRecord } from "../../test/factories";
import { call, createAddress, createCoupon, seedDistricts } from "../../test/commerce-fixture";
import { deliverPending } from "../outbox/service";
import { expireUnpaidOrders, newOrderNumber, placeOrder, type PlaceOrderInput } from "./service";
import { countRows, placeOrderCall, shopperReadyToOrder, stockOf } from "./test-helpers";

/** Who mails shoppers waiting for a product that a failed order restocks. */
const shop = { webUrl: "http://localhost:3000", shopName: "RoboDoc" };

const t = useTestApp();
let categoryId: number;
beforeAll(async () => {
  categoryId = (await createCategory(t.db)).id;
  await seedDistricts(t.db);
});

describe("200 shoppers checking out at once for 10 units", () => {
  it("makes exactly 10 orders and leaves stock at 0, never below, over 20 rounds", async () => {
    const buyers: { user: UserRecord; headers: Record<string, string>; cartId: string }[] = [];
    for (let i = 0; i < 200; i++) {
      const shopper = await createSignedInUser(t.db);
      const address = await createAddress(t.db, shopper.user.id);
      const [cart] = await t.db.insert(carts).values({ userId: shopper.user.id, addressId: address.id }).returning();
      buyers.push({ ...shopper, cartId: cart.id });
    }
    for (let round = 0; round < 20; round++) {
      const p = await createProduct(t.db, { categoryId, stock: 10 });
      await t.db.insert(cartItems).values(buyers.map((b) => ({ cartId: b.cartId, productId: p.id, quantity: 1 })));
      const results = await Promise.all(buyers.map((b) => placeOrderCall(t.app, b.headers)));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 422)).toHaveLength(190);
      expect(await stockOf(t.db, p.id)).toBe(0);
      const made = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from order_items where product_id = ${p.id}`);
      expect(Number(made.rows[0].n)).toBe(10);
      // The refused keep their carts; the winners' carts are empty.
      await t.db.delete(cartItems).where(eq(cartItems.productId, p.id));
    }
  }, 300_000);
});

/** Rows of every table placing an order writes to. */
async function rowCounts() {
  const tables = ["orders", "order_items", "order_events", "coupon_redemptions", "order_requests", "outbox"] as const;
  return Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await countRows(t.db, table)])));
}

describe("a crash between any two writes of placing an order", () => {
  const steps = ["key", "stock", "order"];
  it.each(steps)("after %s leaves no trace", async (step) => {
    const p = await createProduct(t.db, { categoryId, price: 1000, stock: 5 });
    const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug, quantity: 2 }]);
    const coupon = await createCoupon(t.db, { usageLimit: 10 });
    expect((await call(t.app, "POST", "/v1/coupons", shopper.headers, { code: coupon.code })).status).toBe(200);
    const before = await rowCounts();
    const input: PlaceOrderInput = {
      userId: shopper.user.id,
      idempotencyKey: `crash-${step}-key`,
      body: { payment_method: "cash_on_delivery", terms: true },
      offered: ["cash_on_delivery"],
    };
    const crash = new Error(`crash after ${step}`);
    const ctx = { db: t.db, mediaBase: "/media", shopName: "RoboDoc", webUrl: "http://localhost:3000" };
    await expect(
      placeOrder(ctx, input, {
        afterWrite: (at) => {
          if (at === step) throw crash;
        },
      }),
    ).rejects.toBe(crash);

    expect(await rowCounts()).toEqual(before);
    expect(await stockOf(t.db, p.id)).toBe(5);
    expect((await t.db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0].usedCount).toBe(0);
    const cart = (await call(t.app, "GET", "/v2/carts", shopper.headers)).body.data.cart;
    expect(cart.products.map((l: { slug: string; quantity: number }) => [l.slug, l.quantity])).toEqual([[p.slug, 2]]);
    expect(cart.coupon?.code).toBe(coupon.code);

    // The same key then works: nothing of the crashed attempt was kept.
    const placed = await placeOrder(ctx, input);
    expect(placed.order.status).toBe("pending");
    expect(await stockOf(t.db, p.id)).toBe(3);
  });
});

describe("a random order number already taken", () => {
  const ctx = () => ({ db: t.db, mediaBase: "/media", shopName: "RoboDoc", webUrl: "http://localhost:3000" });
  const cod = (userId: string, idempotencyKey: string): PlaceOrderInput => ({
    userId,
    idempotencyKey,
    body: { payment_method: "cash_on_delivery", terms: true },
    offered: ["cash_on_delivery"],
  });

  it("is drawn again: the order is made once, under a new number, with nothing left of the tries", async () => {
    const p = await createProduct(t.db, { categoryId, stock: 5 });
    const first = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug }]);
    const taken = (await placeOrder(ctx(), cod(first.user.id, "taken-number-first"))).order.order_number;
    const second = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug, quantity: 2 }]);
    const before = await rowCounts();

    const draws = [taken, taken, "9876543210"];
    const placed = await placeOrder(ctx(), cod(second.user.id, "taken-number-second"), { orderNumber: () => draws.shift() ?? newOrderNumber() });
    expect(draws).toEqual([]);
    expect(placed.order.order_number).toBe("9876543210");
    expect(placed.order.items.map((i) => i.quantity)).toEqual([2]);
    expect(await rowCounts()).toEqual({
      ...before,
      orders: before.orders + 1,
      order_items: before.order_items + 1,
      order_events: before.order_events + 1,
      order_requests: before.order_requests + 1,
      outbox: before.outbox + 1,
    });
    expect(await stockOf(t.db, p.id)).toBe(2);
  });

  it("five times over fails the order and changes nothing", async () => {
    const p = await createProduct(t.db, { categoryId, stock: 5 });
    const first = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug }]);
    const taken = (await placeOrder(ctx(), cod(first.user.id, "always-taken-first"))).order.order_number;
    const second = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug }]);
    const before = await rowCounts();
    let draws = 0;
    await expect(
      placeOrder(ctx(), cod(second.user.id, "always-taken-second"), {
        orderNumber: () => {
          draws++;
          return taken;
        },
      }),
    ).rejects.toThrow();
    expect(draws).toBe(5);
    expect(await rowCounts()).toEqual(before);
    expect(await stockOf(t.db, p.id)).toBe(4);
    const cart = (await call(t.app, "GET", "/v2/carts", second.headers)).body.data.cart;
    expect(cart.products.map((l: { slug: string }) => l.slug)).toEqual([p.slug]);
  });
});

describe("unpaid online orders", () => {
  it("fail after 30 minutes with their stock and coupon use returned; each is failed once however many runs race", async () => {
    const p = await createProduct(t.db, { categoryId, stock: 5 });
    const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug, quantity: 2 }]);
    const placed = await placeOrder(
      { db: t.db, mediaBase: "/media", shopName: "RoboDoc", webUrl: "http://localhost:3000" },
      { userId: shopper.user.id, idempotencyKey: "online-order-1", body: { payment_method: "bkash", terms: true }, offered: ["cash_on_delivery", "bkash"] },
    );
    expect(placed.order.payment_status).toBe("pending");
    expect(await stockOf(t.db, p.id)).toBe(3);
    expect(await expireUnpaidOrders(t.db, shop)).toBe(0);

    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(orders.orderKey, placed.order.order_key));
    const runs = await Promise.all([expireUnpaidOrders(t.db, shop), expireUnpaidOrders(t.db, shop), expireUnpaidOrders(t.db, shop)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    const [row] = await t.db.select().from(orders).where(eq(orders.orderKey, placed.order.order_key));
    expect([row.status, row.paymentStatus]).toEqual(["failed", "failed"]);
    expect(await stockOf(t.db, p.id)).toBe(5);
    const events = await t.db.execute<{ status: string }>(sql`select status from order_events where order_id = ${row.id} order by id`);
    expect(events.rows.map((e) => e.status)).toEqual(["pending", "failed"]);
  });
});

describe("outbox rows left in `sending` by a crash", () => {
  it("are sent again once their claim is stale, and only then", async () => {
    const [user] = await t.db.select().from(users).limit(1);
    const [fresh] = await t.db
      .insert(outbox)
      .values({ channel: "sms", to: user.phone, body: "fresh claim", status: "sending", claimedAt: new Date() })
      .returning();
    const [stale] = await t.db
      .insert(outbox)
      .values({ channel: "sms", to: user.phone, body: "lost claim", status: "sending", claimedAt: new Date(Date.now() - 10 * 60_000) })
      .returning();
    const sent: string[] = [];
    const providers = {
      sms: { name: "recording", send: async ({ body }: { body: string }) => (sent.push(body), { messageId: null, answer: null }) },
      mail: { send: async () => undefined },
    };
    await deliverPending(t.db, providers);
    expect(sent).toContain("lost claim");
    expect(sent).not.toContain("fresh claim");
    const rows = await t.db
      .select()
      .from(outbox)
      .where(sql`${outbox.id} in (${fresh.id}, ${stale.id})`);
    expect(Object.fromEntries(rows.map((r) => [r.body, r.status]))).toEqual({ "fresh claim": "sending", "lost claim": "sent" });
  });
});
