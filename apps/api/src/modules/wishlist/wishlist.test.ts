import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { products, wishlistItems } from "@shop/db";
import { CART_MESSAGES, wishlistResponse, wishlistToCartResponse } from "@shop/contracts";
import { useTestApp } from "../../test/app";
import { createCategory, createProduct, createSignedInUser, guestId } from "../../test/factories";
import { call } from "../../test/commerce-fixture";

const t = useTestApp();
let categoryId: number;
beforeAll(async () => {
  categoryId = (await createCategory(t.db)).id;
});
const product = (over: { stock?: number; isActive?: boolean; price?: number; discountPrice?: number | null } = {}) =>
  createProduct(t.db, { categoryId, ...over });
const add = (headers: Record<string, string>, slug: string) => call(t.app, "PUT", "/v1/wishlist", headers, { product: slug });

describe("wishlist", () => {
  it("adds (idempotently), lists newest first and removes, with counts", async () => {
    const { user, headers } = await createSignedInUser(t.db);
    const a = await product({ price: 500, discountPrice: 450, stock: 4 });
    const b = await product();
    const first = await add(headers, a.slug);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe("Added to wishlist successfully");
    await t.db
      .update(wishlistItems)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(wishlistItems.userId, user.id));
    await add(headers, b.slug);
    await add(headers, a.slug);

    const list = await call(t.app, "GET", "/v1/wishlist", headers);
    expect(list.status).toBe(200);
    const data = wishlistResponse.parse(list.body).data;
    expect(data.wishlist.map((w) => w.slug)).toEqual([b.slug, a.slug]);
    expect(data.wishlist[1]).toMatchObject({ product_id: a.id, price: 500, has_discount_price: true, discount_price: 450, current_stock: 4 });
    expect(data.wishlist[1].image).toContain(a.mediaKey);
    expect(data.wishlist[1].added_at).toMatch(/\+06:00$/);
    expect(data).toMatchObject({ wishlist_product_count: 2, cart_product_count: 0 });

    const removed = await call(t.app, "DELETE", "/v1/wishlist", headers, { product: a.slug });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe("Removed from wishlist successfully");
    expect(removed.body.data.wishlist.map((w: { slug: string }) => w.slug)).toEqual([b.slug]);
    expect((await call(t.app, "DELETE", "/v1/wishlist", headers, { product: a.slug })).status).toBe(404);
  });

  it("answers 404 for unknown and inactive products", async () => {
    const { headers } = await createSignedInUser(t.db);
    const res = await add(headers, "no-such-thing");
    expect(res.status).toBe(404);
    expect(res.body.errors[0]).toMatchObject({ field: "product", message: CART_MESSAGES.productNotFound });
    expect((await add(headers, (await product({ isActive: false })).slug)).status).toBe(404);
  });

  it("is for signed-in shoppers only: 401 for guests, nobody and an invalid token", async () => {
    const p = await product();
    for (const headers of [{ "x-unique-number": guestId() }, {}, { authorization: "Bearer gone" }] as Record<string, string>[]) {
      expect((await call(t.app, "GET", "/v1/wishlist", headers)).status).toBe(401);
      expect((await add(headers, p.slug)).status).toBe(401);
      expect((await call(t.app, "DELETE", "/v1/wishlist", headers, { product: p.slug })).status).toBe(401);
      expect((await call(t.app, "PUT", "/v2/wishlist-to-cart", headers, {})).status).toBe(401);
    }
  });

  it("keeps shoppers apart: B never reads or changes A's wishlist", async () => {
    const a = await createSignedInUser(t.db);
    const b = await createSignedInUser(t.db);
    const p = await product();
    await add(a.headers, p.slug);
    expect((await call(t.app, "GET", "/v1/wishlist", b.headers)).body.data.wishlist).toEqual([]);
    expect((await call(t.app, "DELETE", "/v1/wishlist", b.headers, { product: p.slug })).status).toBe(404);
    expect((await call(t.app, "PUT", "/v2/wishlist-to-cart", b.headers, {})).status).toBe(422);
    expect((await call(t.app, "GET", "/v1/wishlist", a.headers)).body.data.wishlist).toHaveLength(1);
  });
});

describe("PUT /v2/wishlist-to-cart", () => {
  it("moves in-stock products (1 each, +1 capped on lines already there) and keeps the rest", async () => {
    const { headers } = await createSignedInUser(t.db);
    const fresh = await product({ stock: 5 });
    const inCart = await product({ stock: 5 });
    const atStock = await product({ stock: 2 });
    const outOfStock = await product({ stock: 0 });
    const offSale = await product({ stock: 5 });
    await call(t.app, "PUT", "/v2/carts", headers, { product: inCart.slug, quantity: 2 });
    await call(t.app, "PUT", "/v2/carts", headers, { product: atStock.slug, quantity: 2 });
    for (const p of [fresh, inCart, atStock, outOfStock, offSale]) expect((await add(headers, p.slug)).status).toBe(200);
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, offSale.id));

    const res = await call(t.app, "PUT", "/v2/wishlist-to-cart", headers, {});
    expect(res.status).toBe(200);
    // Not "All products added to cart": it says what moved and what stayed.
    expect(res.body.message).toBe("3 products added to cart; 2 not in stock stay in your wishlist");
    expect(wishlistToCartResponse.parse(res.body).data).toEqual({ moved: 3, skipped: 2, cart_product_count: 3, wishlist_product_count: 2 });

    const cart = (await call(t.app, "GET", "/v2/carts", headers)).body.data.cart;
    const qty = Object.fromEntries(cart.products.map((l: { slug: string; quantity: number }) => [l.slug, l.quantity]));
    expect(qty).toEqual({ [inCart.slug]: 3, [atStock.slug]: 2, [fresh.slug]: 1 });
    const left = (await call(t.app, "GET", "/v1/wishlist", headers)).body.data.wishlist.map((w: { slug: string }) => w.slug).sort();
    expect(left).toEqual([outOfStock.slug, offSale.slug].sort());

    const again = await call(t.app, "PUT", "/v2/wishlist-to-cart", headers, {});
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(CART_MESSAGES.nothingMoved);
  });

  it("answers 422 for an empty wishlist", async () => {
    const { headers } = await createSignedInUser(t.db);
    const res = await call(t.app, "PUT", "/v2/wishlist-to-cart", headers, {});
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(CART_MESSAGES.wishlistEmpty);
  });
});
