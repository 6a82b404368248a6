import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { carts, couponRedemptions, coupons, orders } from "@shop/db";
import { demoCoupons } from "@shop/db/seed/coupons";
import { CART_MESSAGES, cartResponse } from "@shop/contracts";
import { useTestApp } from "../../test/app";
import { createCategory, createProduct, createSignedInUser, guestId } from "../../test/factories";
import { call, createCoupon } from "../../test/commerce-fixture";

const t = useTestApp();
let categoryId: number;
beforeAll(async () => {
  categoryId = (await createCategory(t.db)).id;
  await t.db.insert(coupons).values(demoCoupons());
});

/** A signed-in shopper with `taka` worth of one product in the cart. */
async function shopperWithCart(taka: number) {
  const shopper = await createSignedInUser(t.db);
  if (taka > 0) {
    const p = await createProduct(t.db, { categoryId, price: taka, stock: 10 });
    expect((await call(t.app, "PUT", "/v2/carts", shopper.headers, { product: p.slug })).status).toBe(200);
  }
  return shopper;
}
const apply = (headers: Record<string, string>, code: unknown) => call(t.app, "POST", "/v1/coupons", headers, { code });
const remove = (headers: Record<string, string>, code: unknown) => call(t.app, "DELETE", "/v1/coupons", headers, { code });

function expectCodeError(res: { status: number; body: { errors: unknown[] } }, message: string) {
  expect(res.status).toBe(422);
  expect(res.body.errors).toEqual([{ field: "code", message, code: "validation_failed" }]);
}

describe("POST /v1/coupons", () => {
  it("applies a percentage coupon, matched case-insensitively and trimmed, capped by its maximum", async () => {
    const { headers } = await shopperWithCart(1000);
    const res = await apply(headers, "  welcome10 ");
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Coupon applied");
    const cart = cartResponse.parse(res.body).data.cart;
    expect(cart.coupon).toEqual({ code: "WELCOME10", name: "Welcome 10% off", applied: true, message: null });
    expect(cart.discounts).toEqual([{ key: "coupon_discount", text: "Coupon (WELCOME10)", amount: 100 }]);
    expect(cart.cart_total_amount).toBe(1000 - 100 + 70);

    const big = await shopperWithCart(4900);
    const capped = (await apply(big.headers, "WELCOME10")).body.data.cart;
    expect(capped.discounts[0].amount).toBe(300);
  });

  it("applies a fixed coupon", async () => {
    const { headers } = await shopperWithCart(1200);
    const cart = (await apply(headers, "flat100")).body.data.cart;
    expect(cart.discounts).toEqual([{ key: "coupon_discount", text: "Coupon (FLAT100)", amount: 100 }]);
    expect(cart.cart_total_amount).toBe(1200 - 100 + 70);
  });

  it("refuses an unknown or inactive code", async () => {
    const { headers } = await shopperWithCart(1000);
    expectCodeError(await apply(headers, "NOPE"), CART_MESSAGES.couponInvalid);
    const off = await createCoupon(t.db, { isActive: false });
    expectCodeError(await apply(headers, off.code), CART_MESSAGES.couponInvalid);
  });

  it("refuses an expired and a not yet started coupon", async () => {
    const { headers } = await shopperWithCart(1000);
    expectCodeError(await apply(headers, "EXPIRED5"), CART_MESSAGES.couponExpired);
    expectCodeError(await apply(headers, "FUTURE15"), CART_MESSAGES.couponNotStarted);
  });

  it("refuses a cart below the minimum, naming it in taka", async () => {
    const { headers } = await shopperWithCart(499);
    expectCodeError(await apply(headers, "WELCOME10"), "Minimum order amount for this coupon is ৳500");
    const bigMin = await createCoupon(t.db, { minSubtotal: 150_000_00 });
    expectCodeError(await apply(headers, bigMin.code), "Minimum order amount for this coupon is ৳1,50,000");
  });

  it("refuses a coupon that reached its usage limit", async () => {
    const used = await createCoupon(t.db, { usageLimit: 3, usedCount: 3 });
    const { headers } = await shopperWithCart(1000);
    expectCodeError(await apply(headers, used.code), CART_MESSAGES.couponUsedUp);
  });

  it("refuses a coupon this shopper already redeemed up to the per-user limit", async () => {
    const once = await createCoupon(t.db, { perUserLimit: 1 });
    const { user, headers } = await shopperWithCart(1000);
    const [order] = await t.db
      .insert(orders)
      .values({
        orderKey: `k-${guestId()}`,
        orderNumber: `N${Date.now()}`.slice(0, 12),
        userId: user.id,
        paymentMethod: "cash_on_delivery",
        deliveryMethod: "home_delivery",
        subtotal: 1000_00,
        total: 1070_00,
      })
      .returning();
    await t.db.insert(couponRedemptions).values({ couponId: once.id, userId: user.id, orderId: order.id });
    expectCodeError(await apply(headers, once.code), CART_MESSAGES.couponAlreadyUsed);
    // Another shopper has not used it.
    const other = await shopperWithCart(1000);
    expect((await apply(other.headers, once.code)).status).toBe(200);
  });

  it("refuses an empty cart and a second coupon", async () => {
    const empty = await shopperWithCart(0);
    expectCodeError(await apply(empty.headers, "FLAT100"), CART_MESSAGES.couponEmptyCart);
    const { headers } = await shopperWithCart(2500);
    expect((await apply(headers, "FLAT100")).status).toBe(200);
    expectCodeError(await apply(headers, "WELCOME10"), CART_MESSAGES.couponAlreadyApplied);
    expectCodeError(await apply(headers, "FLAT100"), CART_MESSAGES.couponAlreadyApplied);
  });

  it("answers 401 to a guest and to nobody, 422 for a missing or too long code", async () => {
    expect((await apply({ "x-unique-number": guestId() }, "FLAT100")).status).toBe(401);
    expect((await apply({}, "FLAT100")).status).toBe(401);
    const { headers } = await shopperWithCart(1000);
    const missing = await call(t.app, "POST", "/v1/coupons", headers, {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0]).toMatchObject({ field: "code", message: CART_MESSAGES.couponRequired });
    expect((await apply(headers, "   ")).body.errors[0].message).toBe(CART_MESSAGES.couponRequired);
    expect((await apply(headers, "X".repeat(51))).body.errors[0].message).toBe(CART_MESSAGES.couponMax);
  });

  it("shows an applied coupon as no longer applying when the cart drops below its minimum", async () => {
    const shopper = await createSignedInUser(t.db);
    const p = await createProduct(t.db, { categoryId, price: 600, stock: 10 });
    await call(t.app, "PUT", "/v2/carts", shopper.headers, { product: p.slug });
    expect((await apply(shopper.headers, "WELCOME10")).status).toBe(200);
    await call(t.app, "DELETE", "/v2/carts", shopper.headers, { product: p.slug });
    const cheap = await createProduct(t.db, { categoryId, price: 100, stock: 10 });
    const cart = (await call(t.app, "PUT", "/v2/carts", shopper.headers, { product: cheap.slug })).body.data.cart;
    expect(cart.coupon).toEqual({ code: "WELCOME10", name: "Welcome 10% off", applied: false, message: "Minimum order amount for this coupon is ৳500" });
    expect(cart.discounts).toEqual([]);
    expect(cart.cart_total_amount).toBe(170);
  });
});

describe("DELETE /v1/coupons", () => {
  it("removes the applied coupon", async () => {
    const { user, headers } = await shopperWithCart(1000);
    await apply(headers, "FLAT100");
    const wrong = await remove(headers, "WELCOME10");
    expectCodeError(wrong, CART_MESSAGES.couponNotApplied);
    const res = await remove(headers, "flat100");
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Coupon removed");
    expect(res.body.data.cart.coupon).toBeNull();
    expect(res.body.data.cart.cart_total_amount).toBe(1070);
    const [cart] = await t.db.select().from(carts).where(eq(carts.userId, user.id));
    expect(cart.couponId).toBeNull();
    expectCodeError(await remove(headers, "FLAT100"), CART_MESSAGES.couponNotApplied);
  });

  it("answers 422 with no cart at all and 401 for a guest", async () => {
    const { headers } = await createSignedInUser(t.db);
    expectCodeError(await remove(headers, "FLAT100"), CART_MESSAGES.couponNotApplied);
    expect((await remove({ "x-unique-number": guestId() }, "FLAT100")).status).toBe(401);
  });
});
