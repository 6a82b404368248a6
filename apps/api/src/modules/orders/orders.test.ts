import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { cartItems, carts, catalogVersion, coupons, orders, sql } from "@shop/db";
import { CART_MESSAGES, ORDER_MESSAGES, arrivesByText, createOrderResponse, orderResponse, ordersListResponse, trackOrderResponse } from "@shop/contracts";
import { useTestApp } from "../../test/app";
import { createCategory, createProduct, createSignedInUser, guestId } from "../../test/factories";
import { call, createAddress, createCoupon, OUTSIDE_DHAKA, seedDistricts } from "../../test/commerce-fixture";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { countRows, placeOrderCall, shopperReadyToOrder, stockOf } from "./test-helpers";

const t = useTestApp();
let categoryId: number;
beforeAll(async () => {
  categoryId = (await createCategory(t.db)).id;
  await seedDistricts(t.db);
});

const product = (input: { price?: number; discountPrice?: number | null; stock?: number; name?: string } = {}) =>
  createProduct(t.db, { categoryId, price: 500, stock: 10, ...input });

describe("POST /v1/orders", () => {
  it("places the cart as an order: priced as the cart, stock taken, cart emptied, timeline and SMS written", async () => {
    const a = await product({ price: 1200, discountPrice: 1000, stock: 5, name: "Arduino Uno R3" });
    const b = await product({ price: 300, stock: 8 });
    const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: a.slug, quantity: 2 }, { slug: b.slug }]);
    const cartBefore = (await call(t.app, "GET", "/v2/carts", shopper.headers)).body.data.cart;

    const res = await placeOrderCall(t.app, shopper.headers, { note: "Call before coming" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const body = createOrderResponse.parse(res.body);
    expect(body.message).toBe("Order Created");
    const order = body.data.order;
    expect(body.data.order_key).toBe(order.order_key);
    expect(body.data.payment_url).toBeNull();
    expect(order.order_number).toMatch(/^[1-9]\d{9}$/);
    expect(order.order_key.length).toBeGreaterThanOrEqual(22);
    expect(order).toMatchObject({
      status: "pending",
      payment_status: "unpaid",
      delivery_method: "home_delivery",
      can_cancel: true,
      is_owner: true,
      note: "Call before coming",
    });
    expect(order.items.map((i) => [i.product_slug, i.quantity, i.price, i.discount_price, i.total])).toEqual([
      [a.slug, 2, 1200, 1000, 2000],
      [b.slug, 1, 300, null, 300],
    ]);
    // The order charges exactly what the cart showed.
    expect(order.summary.total).toBe(cartBefore.cart_total_amount);
    // The subtotal is at the regular prices (2 × ৳1,200 + ৳300), the product discount its own row: they add up.
    expect(order.summary).toMatchObject({
      subtotal: 2700,
      shipping_fees: [{ key: "home_delivery", text: "Home Delivery", amount: 70 }],
      discounts: [{ text: "Product discount", amount: 400 }],
      total: 2370,
    });
    expect(order.shipping_address).toMatchObject({ full_name: "রহিম উদ্দিন", phone_number: "01712345678", district: "Dhaka" });
    expect(order.payment_info).toEqual({ dateTime: null, transactionID: null, paymentMethod: "cash_on_delivery", paymentUrl: null, paymentVisible: false });
    expect(order.timeline).toEqual([{ status: "pending", at: expect.stringMatching(/\+06:00$/), note: "Order placed" }]);

    expect(await stockOf(t.db, a.id)).toBe(3);
    expect(await stockOf(t.db, b.id)).toBe(7);
    const cartAfter = (await call(t.app, "GET", "/v2/carts", shopper.headers)).body.data;
    expect(cartAfter.cart.products).toEqual([]);
    expect(cartAfter.cart_product_count).toBe(0);
    // The address stays chosen for the next order.
    expect(cartAfter.cart.address.uuid).toBe(shopper.address.id);

    const sms = await t.db.execute<{ body: string }>(sql`select body from outbox where "to" = ${shopper.user.phone}`);
    expect(sms.rows.map((r) => r.body)).toEqual([
      `RoboDoc: order ${order.order_number} is placed. Total Tk 2,370, Cash On Delivery. ${arrivesByText(order.arrives_by!)}. We will call you to confirm it.`,
    ]);
  });

  it("records the coupon's use and charges its discount; office pickup needs no address and ships free", async () => {
    const p = await product({ price: 1000 });
    const shopper = await createSignedInUser(t.db);
    await call(t.app, "PUT", "/v2/carts", shopper.headers, { product: p.slug });
    const coupon = await createCoupon(t.db, { kind: "fixed", amount: 100_00, usageLimit: 5 });
    expect((await call(t.app, "POST", "/v1/coupons", shopper.headers, { code: coupon.code })).status).toBe(200);
    expect((await call(t.app, "POST", "/v1/carts-delivery-method", shopper.headers, { delivery_method: "office_pickup" })).status).toBe(200);

    const res = await placeOrderCall(t.app, shopper.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = res.body.data.order;
    expect(order.shipping_address).toBeNull();
    // Office pickup ships free, and says so rather than leaving the row out.
    expect(order.summary).toMatchObject({
      subtotal: 1000,
      shipping_fees: [{ key: "office_pickup", text: "Office Pickup", amount: 0 }],
      discounts: [{ text: `Coupon (${coupon.code})`, amount: 100 }],
      total: 900,
    });
    expect(order.summary.rows.find((row: { key: string }) => row.key === "shipping")).toMatchObject({ label: "Shipping", amount: 0, free: true });
    const [after] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(after.usedCount).toBe(1);
    const cart = (await call(t.app, "GET", "/v2/carts", shopper.headers)).body.data.cart;
    expect(cart.coupon).toBeNull();
  });

  it("needs a signed-in shopper and an Idempotency-Key", async () => {
    expect((await placeOrderCall(t.app, { "x-unique-number": guestId() })).status).toBe(401);
    const shopper = await createSignedInUser(t.db);
    const res = await call(t.app, "POST", "/v1/orders", shopper.headers, { payment_method: "cash_on_delivery", terms: true });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ code: "idempotency_key_required" });
    expect((await placeOrderCall(t.app, shopper.headers, {}, "short")).status).toBe(400);
  });

  it("refuses, in the shop's words and changing nothing: terms, payment method, empty cart, stock, address, express outside Dhaka, coupon", async () => {
    const p = await product({ stock: 3, name: "HC-SR04 Ultrasonic Sensor" });
    const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug, quantity: 2 }]);
    const ordersBefore = await countRows(t.db, "orders");
    // One checkout rule: the cart answer names, before the shopper confirms, the refusal the order gets.
    const cartSays = async (refusal: { body: { errors: { field?: string; message: string; code?: string }[] } }) => {
      const blocker = (await call(t.app, "GET", "/v2/carts", shopper.headers)).body.data.cart.checkout_blocker;
      expect(blocker).toMatchObject(refusal.body.errors[0]);
    };
    expect((await call(t.app, "GET", "/v2/carts", shopper.headers)).body.data.cart.checkout_blocker).toBeNull();

    const terms = await placeOrderCall(t.app, shopper.headers, { terms: false });
    expect(terms.status).toBe(422);
    expect(terms.body.errors[0]).toMatchObject({ field: "terms", message: "Must Accept Terms and Conditions" });

    const method = await placeOrderCall(t.app, shopper.headers, { payment_method: "bkash" });
    expect(method.status).toBe(422);
    expect(method.body.errors[0]).toMatchObject({ field: "payment_method", message: ORDER_MESSAGES.paymentMethodUnavailable });

    // Stock fell below the cart's quantity since it was added.
    await t.db.execute(sql`update products set stock = 1 where id = ${p.id}`);
    const above = await placeOrderCall(t.app, shopper.headers);
    expect(above.status).toBe(422);
    expect(above.body.errors[0]).toMatchObject({ field: "products", message: "Only 1 left in stock of HC-SR04 Ultrasonic Sensor. Please update your cart" });
    await cartSays(above);
    await t.db.execute(sql`update products set stock = 0 where id = ${p.id}`);
    const out = await placeOrderCall(t.app, shopper.headers);
    expect(out.body.errors[0]).toMatchObject({ field: "products", message: "HC-SR04 Ultrasonic Sensor is out of stock. Please remove it from your cart" });
    await cartSays(out);
    await t.db.execute(sql`update products set stock = 3 where id = ${p.id}`);

    // An address of someone else, and none at all.
    const other = await createSignedInUser(t.db);
    const othersAddress = await t.db.execute<{ id: string }>(sql`
      insert into addresses (user_id, full_name, phone, district_id, area, address) values (${other.user.id}, 'X Y', '01711111111', 47, 'Area', 'Street 1') returning id`);
    const notOwn = await placeOrderCall(t.app, shopper.headers, { address: othersAddress.rows[0].id });
    expect(notOwn.body.errors[0]).toMatchObject({ field: "address", message: CART_MESSAGES.addressNotFound });
    await t.db.update(carts).set({ addressId: null }).where(eq(carts.userId, shopper.user.id));
    const noAddress = await placeOrderCall(t.app, shopper.headers);
    expect(noAddress.body.errors[0]).toMatchObject({ field: "address", message: ORDER_MESSAGES.addressRequired, code: "address_required" });
    await cartSays(noAddress);

    // Express delivery to an address outside Dhaka (named by the body).
    const outside = await t.db.execute<{ id: string }>(sql`
      insert into addresses (user_id, full_name, phone, district_id, area, address) values (${shopper.user.id}, 'Far Away', '01711111111', ${OUTSIDE_DHAKA}, 'Area', 'Street 1') returning id`);
    const express = await placeOrderCall(t.app, shopper.headers, { address: outside.rows[0].id, delivery_method: "express_delivery" });
    expect(express.body.errors[0]).toMatchObject({ field: "delivery_method", message: CART_MESSAGES.expressOutsideDhaka });

    // A coupon switched off after it was applied.
    await call(t.app, "POST", "/v1/carts-address", shopper.headers, { uuid: shopper.address.id });
    const coupon = await createCoupon(t.db);
    expect((await call(t.app, "POST", "/v1/coupons", shopper.headers, { code: coupon.code })).status).toBe(200);
    await t.db.update(coupons).set({ isActive: false }).where(eq(coupons.id, coupon.id));
    const couponGone = await placeOrderCall(t.app, shopper.headers);
    expect(couponGone.body.errors[0]).toMatchObject({ field: "coupon", message: CART_MESSAGES.couponNoLongerApplies });
    await cartSays(couponGone);

    expect(await countRows(t.db, "orders")).toBe(ordersBefore);
    expect(await stockOf(t.db, p.id)).toBe(3);
    const [cart] = await t.db.select().from(carts).where(eq(carts.userId, shopper.user.id));
    expect(await t.db.select().from(cartItems).where(eq(cartItems.cartId, cart.id))).toHaveLength(1);
    expect(await countRows(t.db, "order_requests")).toBe(await countRows(t.db, "orders"));

    const empty = await createSignedInUser(t.db);
    const none = await placeOrderCall(t.app, empty.headers);
    expect(none.status).toBe(422);
    expect(none.body.errors[0]).toMatchObject({ field: "products", message: ORDER_MESSAGES.emptyCart });
    expect((await call(t.app, "GET", "/v2/carts", empty.headers)).body.data.cart.checkout_blocker).toMatchObject({
      field: "products",
      message: ORDER_MESSAGES.emptyCart,
    });
  });

  it("does not move the catalog version: an order changes stock, not the catalog's ETags", async () => {
    const p = await product({ stock: 4 });
    const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug }]);
    const [before] = await t.db.select().from(catalogVersion);
    expect((await placeOrderCall(t.app, shopper.headers)).status).toBe(201);
    const [after] = await t.db.select().from(catalogVersion);
    expect(after.version).toBe(before.version);
    // ...yet the product answer shows the stock as it is now.
    const page = await call(t.app, "GET", `/v1/products/${p.slug}`);
    expect(page.body.data.product.current_stock).toBe(3);
    await t.db.execute(sql`update products set price = price + 100 where id = ${p.id}`);
    const [priced] = await t.db.select().from(catalogVersion);
    expect(priced.version).toBeGreaterThan(before.version);
  });
});

describe("Idempotency-Key", () => {
  it("answers the same order for the same key and body; another body with the key is refused", async () => {
    const p = await product({ stock: 10 });
    const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug, quantity: 2 }]);
    const first = await placeOrderCall(t.app, shopper.headers, {}, "retry-key-0001");
    const again = await placeOrderCall(t.app, shopper.headers, {}, "retry-key-0001");
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.data.order_key).toBe(first.body.data.order_key);
    expect(await stockOf(t.db, p.id)).toBe(8);
    const reused = await placeOrderCall(t.app, shopper.headers, { note: "different" }, "retry-key-0001");
    expect(reused.status).toBe(422);
    expect(reused.body.errors[0]).toMatchObject({ code: "idempotency_key_reused" });
    // The same key from another shopper is that shopper's own key.
    const other = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug }]);
    const theirs = await placeOrderCall(t.app, other.headers, {}, "retry-key-0001");
    expect(theirs.status).toBe(201);
    expect(theirs.body.data.order_key).not.toBe(first.body.data.order_key);
  });

  it("forgets a key after 24 hours: the same key then places a new order", async () => {
    const p = await product({ stock: 10 });
    const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug }]);
    const first = await placeOrderCall(t.app, shopper.headers, {}, "day-old-key-01");
    await t.db.execute(sql`update order_requests set created_at = now() - interval '25 hours' where user_id = ${shopper.user.id}`);
    await call(t.app, "PUT", "/v2/carts", shopper.headers, { product: p.slug });
    const later = await placeOrderCall(t.app, shopper.headers, {}, "day-old-key-01");
    expect(later.status).toBe(201);
    expect(later.body.data.order_key).not.toBe(first.body.data.order_key);
    expect(await stockOf(t.db, p.id)).toBe(8);
  });

  it("makes one order from the same key sent 50 times at once", async () => {
    const p = await product({ stock: 100 });
    const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug, quantity: 3 }]);
    const results = await Promise.all(Array.from({ length: 50 }, () => placeOrderCall(t.app, shopper.headers, {}, "same-key-50-times")));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    expect(new Set(results.map((r) => r.body.data.order_key)).size).toBe(1);
    const mine = await t.db.select().from(orders).where(eq(orders.userId, shopper.user.id));
    expect(mine).toHaveLength(1);
    expect(await stockOf(t.db, p.id)).toBe(97);
  });

  it("a double click with two keys makes one order: the second finds the cart empty", async () => {
    const p = await product({ stock: 10 });
    const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug }]);
    const [a, b] = await Promise.all([placeOrderCall(t.app, shopper.headers), placeOrderCall(t.app, shopper.headers)]);
    expect([a.status, b.status].sort()).toEqual([201, 422]);
    expect(await t.db.select().from(orders).where(eq(orders.userId, shopper.user.id))).toHaveLength(1);
  });
});

describe("a coupon with one use left", () => {
  it("is counted for one order when two shoppers order with it at once; the other is refused and keeps its cart", async () => {
    const coupon = await createCoupon(t.db, { kind: "fixed", amount: 100_00, usageLimit: 1 });
    const shoppers = [];
    for (let i = 0; i < 2; i++) {
      const p = await product({ price: 1000 });
      const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug }]);
      expect((await call(t.app, "POST", "/v1/coupons", shopper.headers, { code: coupon.code })).status).toBe(200);
      shoppers.push({ ...shopper, product: p });
    }
    const results = await Promise.all(shoppers.map((s) => placeOrderCall(t.app, s.headers)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    const won = results.findIndex((r) => r.status === 201);
    expect(results[won].body.data.order.summary.total).toBe(900 + 70);
    expect(results[1 - won].body.errors[0]).toMatchObject({ field: "coupon", message: CART_MESSAGES.couponUsedUp });

    const [after] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(after.usedCount).toBe(1);
    const uses = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from coupon_redemptions where coupon_id = ${coupon.id}`);
    expect(Number(uses.rows[0].n)).toBe(1);
    const loser = shoppers[1 - won];
    expect(await stockOf(t.db, loser.product.id)).toBe(10);
    const cart = (await call(t.app, "GET", "/v2/carts", loser.headers)).body.data.cart;
    expect(cart.products.map((l: { slug: string }) => l.slug)).toEqual([loser.product.slug]);
  });
});

describe("GET /v1/orders and /v1/orders/{order_key}", () => {
  it("lists the shopper's own orders newest first, 10 a page, by status and period; unknown values read as all", async () => {
    const p = await product({ stock: 100 });
    const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug }]);
    const keys: string[] = [];
    for (let i = 0; i < 12; i++) {
      if (i > 0) await call(t.app, "PUT", "/v2/carts", shopper.headers, { product: p.slug });
      keys.push((await placeOrderCall(t.app, shopper.headers)).body.data.order_key);
    }
    // One of them from last year.
    await t.db.execute(sql`update orders set created_at = now() - interval '400 days' where order_key = ${keys[0]}`);
    await call(t.app, "POST", `/v1/orders/cancel/${keys[11]}`, shopper.headers, { reason: "change_of_mind" });
    const someoneElse = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug }]);
    await placeOrderCall(t.app, someoneElse.headers);

    const page1 = ordersListResponse.parse((await call(t.app, "GET", "/v1/orders", shopper.headers)).body);
    expect(page1.meta).toEqual({ page: 1, per_page: 10, total: 12, last_page: 2 });
    expect(page1.data[0].order_key).toBe(keys[11]);
    const page2 = (await call(t.app, "GET", "/v1/orders?page=2", shopper.headers)).body;
    expect(page2.data.map((o: { order_key: string }) => o.order_key)).toEqual([keys[1], keys[0]]);
    const cancelled = (await call(t.app, "GET", "/v1/orders?status=cancelled", shopper.headers)).body;
    expect(cancelled.data.map((o: { order_key: string }) => o.order_key)).toEqual([keys[11]]);
    expect((await call(t.app, "GET", "/v1/orders?status=failed", shopper.headers)).body.meta.total).toBe(12);
    expect((await call(t.app, "GET", "/v1/orders?status=nonsense&filter=whenever&page=abc", shopper.headers)).body.meta).toMatchObject({ total: 12, page: 1 });
    expect((await call(t.app, "GET", "/v1/orders?filter=last_30_days", shopper.headers)).body.meta.total).toBe(11);
    expect((await call(t.app, "GET", "/v1/orders?filter=last_6_months", shopper.headers)).body.meta.total).toBe(11);
    expect((await call(t.app, "GET", "/v1/orders", { "x-unique-number": guestId() })).status).toBe(401);
  });

  it("shows the owner everything and anyone else holding the key a reduced view; other order routes are 404 to them", async () => {
    const p = await product();
    const owner = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug }]);
    const key = (await placeOrderCall(t.app, owner.headers, { note: "Gate code 1234" })).body.data.order_key;

    const own = orderResponse.parse((await call(t.app, "GET", `/v1/orders/${key}`, owner.headers)).body).data.order;
    expect(own.is_owner).toBe(true);
    expect(own.shipping_address?.full_address).toBe("House 1, Road 2, Mirpur, Dhaka");

    const intruder = await createSignedInUser(t.db);
    const viewers: Record<string, string>[] = [intruder.headers, { "x-unique-number": guestId() }, {}];
    for (const headers of viewers) {
      const view = await call(t.app, "GET", `/v1/orders/${key}`, headers);
      expect(view.status).toBe(200);
      const order = orderResponse.parse(view.body).data.order;
      expect(order.is_owner).toBe(false);
      expect(order.shipping_address).toEqual({ label: "home", full_name: "র. উ.", phone_number: "********678", full_address: "Dhaka", district: "Dhaka" });
      expect(order.note).toBeNull();
      expect(order.can_cancel).toBe(false);
    }
    expect((await call(t.app, "POST", `/v1/orders/cancel/${key}`, intruder.headers, { reason: "others" })).status).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/v1/orders/invoice/${key}`, headers: intruder.headers })).statusCode).toBe(404);
    expect((await call(t.app, "GET", "/v1/orders", intruder.headers)).body.data).toEqual([]);
    expect((await call(t.app, "GET", `/v1/orders/${key}`, owner.headers)).body.data.order.status).toBe("pending");
    expect(await call(t.app, "GET", "/v1/orders/not-a-real-key-000000000")).toMatchObject({ status: 404 });
  });
});

describe("POST /v1/orders/cancel/{order_key}", () => {
  it("cancels in one go: status, stock and the coupon's use return, timeline and SMS", async () => {
    const p = await product({ price: 1000, stock: 6 });
    const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug, quantity: 2 }]);
    const coupon = await createCoupon(t.db, { usageLimit: 1 });
    await call(t.app, "POST", "/v1/coupons", shopper.headers, { code: coupon.code });
    const key = (await placeOrderCall(t.app, shopper.headers)).body.data.order_key;
    expect(await stockOf(t.db, p.id)).toBe(4);
    expect((await t.db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0].usedCount).toBe(1);

    const missing = await call(t.app, "POST", `/v1/orders/cancel/${key}`, shopper.headers, { notes: "x" });
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0]).toMatchObject({ field: "reason", message: "Cancellation Reason is Required" });
    const long = await call(t.app, "POST", `/v1/orders/cancel/${key}`, shopper.headers, { reason: "others", notes: "x".repeat(251) });
    expect(long.status).toBe(422);

    const res = await call(t.app, "POST", `/v1/orders/cancel/${key}`, shopper.headers, { reason: "high_delivery_charge", notes: "Found it closer" });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Order Cancelled");
    const order = orderResponse.parse(res.body).data.order;
    expect(order).toMatchObject({ status: "cancelled", can_cancel: false, cancellation: { reason: "high_delivery_charge", notes: "Found it closer" } });
    expect(order.timeline.map((e) => e.status)).toEqual(["pending", "cancelled"]);
    expect(await stockOf(t.db, p.id)).toBe(6);
    expect((await t.db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0].usedCount).toBe(0);
    const sms = await t.db.execute<{ body: string }>(sql`select body from outbox where "to" = ${shopper.user.phone} order by id desc limit 1`);
    expect(sms.rows[0].body).toBe(`RoboDoc: order ${order.order_number} is cancelled.`);

    const twice = await call(t.app, "POST", `/v1/orders/cancel/${key}`, shopper.headers, { reason: "others" });
    expect(twice.status).toBe(422);
    expect(twice.body.errors[0]).toMatchObject({ code: "order_not_cancellable" });
    expect(await stockOf(t.db, p.id)).toBe(6);
  });

  it("refuses once the order is being packed", async () => {
    const p = await product();
    const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug }]);
    const key = (await placeOrderCall(t.app, shopper.headers)).body.data.order_key;
    await t.db.update(orders).set({ status: "processing" }).where(eq(orders.orderKey, key));
    const res = await call(t.app, "POST", `/v1/orders/cancel/${key}`, shopper.headers, { reason: "others" });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(ORDER_MESSAGES.notCancellable);
    expect(await stockOf(t.db, p.id)).toBe(9);
  });
});

describe("POST /v1/orders/tracking", () => {
  it("finds an order by its number (spaces and dashes ignored), reduced for anyone but the owner", async () => {
    const p = await product();
    const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug }]);
    const placed = (await placeOrderCall(t.app, shopper.headers)).body.data.order;
    const typed = `${placed.order_number.slice(0, 4)}-${placed.order_number.slice(4)} `;

    const guest = await call(t.app, "POST", "/v1/orders/tracking", { "x-unique-number": guestId() }, { tracking_number: typed });
    expect(guest.status).toBe(200);
    const found = trackOrderResponse.parse(guest.body).data;
    expect(found.order_key).toBe(placed.order_key);
    expect(found.order.is_owner).toBe(false);
    const own = await call(t.app, "POST", "/v1/orders/tracking", shopper.headers, { tracking_number: placed.order_number });
    expect(own.body.data.order.is_owner).toBe(true);

    const unknown = await call(t.app, "POST", "/v1/orders/tracking", {}, { tracking_number: "0000000000" });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0]).toMatchObject({ field: "order", message: ORDER_MESSAGES.orderNotFound });
    const short = await call(t.app, "POST", "/v1/orders/tracking", {}, { tracking_number: "1234" });
    expect(short.status).toBe(422);
    expect(short.body.errors[0]).toMatchObject({ message: "Order ID is a required field" });
  });
});

describe("a cancelled order tracked by someone else", () => {
  it("reads 'Cancelled by the customer' to anyone but the owner, who reads 'by you'; initials skip emoji", async () => {
    const p = await product();
    const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug }]);
    const address = await createAddress(t.db, shopper.user.id, { fullName: "😀 Rahim 🎉 Uddin ✨" });
    expect((await call(t.app, "POST", "/v1/carts-address", shopper.headers, { uuid: address.id })).status).toBe(200);
    const placed = (await placeOrderCall(t.app, shopper.headers)).body.data.order;
    expect((await call(t.app, "POST", `/v1/orders/cancel/${placed.order_key}`, shopper.headers, { reason: "change_of_mind" })).status).toBe(200);

    const note = (order: { timeline: { status: string; note: string | null }[] }) => order.timeline.find((e) => e.status === "cancelled")?.note;
    const own = orderResponse.parse((await call(t.app, "GET", `/v1/orders/${placed.order_key}`, shopper.headers)).body).data.order;
    expect(note(own)).toMatch(/^Cancelled by you: /);
    for (const headers of [{ "x-unique-number": guestId() }, (await createSignedInUser(t.db)).headers]) {
      const tracked = trackOrderResponse.parse((await call(t.app, "POST", "/v1/orders/tracking", headers, { tracking_number: placed.order_number })).body);
      expect(note(tracked.data.order)).toMatch(/^Cancelled by the customer: /);
      expect(tracked.data.order.shipping_address?.full_name).toBe("R. U.");
    }
  });
});

describe("GET /v1/orders/invoice/{order_key}", () => {
  it("shows one summary on the order and the invoice, and it adds up: regular subtotal − product discount − coupon + shipping = total", async () => {
    const a = await product({ price: 1200, discountPrice: 1000, stock: 5, name: "Arduino Uno R3" });
    const b = await product({ price: 300, stock: 8, name: "Jumper wires" });
    const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: a.slug, quantity: 2 }, { slug: b.slug }]);
    const coupon = await createCoupon(t.db, { kind: "fixed", amount: 100_00 });
    expect((await call(t.app, "POST", "/v1/coupons", shopper.headers, { code: coupon.code })).status).toBe(200);
    const placed = (await placeOrderCall(t.app, shopper.headers)).body.data.order;

    // The order as the shopper's order page reads it.
    const order = orderResponse.parse((await call(t.app, "GET", `/v1/orders/${placed.order_key}`, shopper.headers)).body).data.order;
    const rows = order.summary.rows.map((row) => [row.label, row.amount]);
    expect(rows).toEqual([
      ["Subtotal", 2700],
      ["Product discount", -400],
      [`Coupon (${coupon.code})`, -100],
      ["Shipping", 70],
      ["Total", 2270],
    ]);
    const { subtotal, shipping_fees, discounts, total } = order.summary;
    expect(subtotal + shipping_fees.reduce((sum, f) => sum + f.amount, 0) - discounts.reduce((sum, d) => sum + d.amount, 0)).toBe(total);

    // The invoice prints the same rows, and they add up.
    const res = await t.app.inject({ method: "GET", url: `/v1/orders/invoice/${order.order_key}`, headers: shopper.headers });
    expect(res.statusCode).toBe(200);
    const pdf = await getDocument({ data: new Uint8Array(res.rawPayload), verbosity: 0 }).promise;
    const text = (await (await pdf.getPage(1)).getTextContent()).items.map((item) => ("str" in item ? item.str : "")).join("");
    const amount = "\\s*(-?৳[\\d,.]+|Free)\\s*";
    const summary = new RegExp(`Subtotal${amount}Product discount${amount}Coupon \\(${coupon.code}\\)${amount}Shipping${amount}Total${amount}`).exec(text);
    expect(summary, text).not.toBeNull();
    const taka = (value: string) => (value === "Free" ? 0 : Number(value.replace(/[৳,]/g, "")));
    const [sub, productOff, couponOff, shipping, printedTotal] = summary!.slice(1).map(taka);
    expect([sub, productOff, couponOff, shipping, printedTotal]).toEqual([2700, -400, -100, 70, 2270]);
    expect(sub + productOff + couponOff + shipping).toBe(printedTotal);
    // Its lines are at the regular price, so they add up to the Subtotal (2 × ৳1,200 + ৳300).
    expect(text).toContain("Offer price ৳1,000 each");
    expect(text).not.toContain("Price break");
    expect(text).toContain("৳2,400");
  });

  it("answers the owner a PDF named after the order, holding its number, lines and total", async () => {
    const p = await product({ price: 123456, stock: 3, name: "Raspberry Pi 5 8GB" });
    const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug }]);
    const order = (await placeOrderCall(t.app, shopper.headers)).body.data.order;
    const res = await t.app.inject({ method: "GET", url: `/v1/orders/invoice/${order.order_key}`, headers: shopper.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="invoice-${order.order_number}.pdf"`);
    const pdf = await getDocument({ data: new Uint8Array(res.rawPayload), verbosity: 0 }).promise;
    const page = await pdf.getPage(1);
    const text = (await page.getTextContent()).items.map((item) => ("str" in item ? item.str : "")).join("");
    expect(text).toContain(order.order_number);
    expect(text).toContain("Raspberry Pi 5 8GB");
    // ৳1,23,456 + free delivery above ৳5,000 → total ৳1,23,456.
    expect(text).toContain("৳1,23,456");
    expect(text).toContain("Cash On Delivery");
    expect((await t.app.inject({ method: "GET", url: `/v1/orders/invoice/${order.order_key}`, headers: { "x-unique-number": guestId() } })).statusCode).toBe(
      401,
    );
  });
});
