import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { products } from "@shop/db";
import { countsResponse } from "@shop/contracts";
import { useTestApp } from "../../test/app";
import { createCategory, createProduct, createSignedInUser, guestId } from "../../test/factories";
import { call } from "../../test/commerce-fixture";

const t = useTestApp();
const counts = async (headers: Record<string, string>) => {
  const res = await call(t.app, "GET", "/v1/notifications", headers);
  expect(res.status).toBe(200);
  return countsResponse.parse(res.body).data;
};

describe("GET /v1/notifications", () => {
  it("answers zeros without an identity and for a new guest", async () => {
    expect(await counts({})).toEqual({ cart_product_count: 0, wishlist_product_count: 0 });
    expect(await counts({ "x-unique-number": guestId() })).toEqual({ cart_product_count: 0, wishlist_product_count: 0 });
  });

  it("counts distinct products (not units) for a guest, including lines now out of stock", async () => {
    const category = await createCategory(t.db);
    const a = await createProduct(t.db, { categoryId: category.id, stock: 9 });
    const b = await createProduct(t.db, { categoryId: category.id, stock: 9 });
    const headers = { "x-unique-number": guestId() };
    await call(t.app, "PUT", "/v2/carts", headers, { product: a.slug, quantity: 5 });
    await call(t.app, "PUT", "/v2/carts", headers, { product: b.slug });
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, b.id));
    expect(await counts(headers)).toEqual({ cart_product_count: 2, wishlist_product_count: 0 });
  });

  it("counts a signed-in shopper's cart and wishlist, never another's", async () => {
    const category = await createCategory(t.db);
    const p = await createProduct(t.db, { categoryId: category.id });
    const q = await createProduct(t.db, { categoryId: category.id });
    const a = await createSignedInUser(t.db);
    const b = await createSignedInUser(t.db);
    await call(t.app, "PUT", "/v2/carts", a.headers, { product: p.slug, quantity: 3 });
    await call(t.app, "PUT", "/v1/wishlist", a.headers, { product: p.slug });
    await call(t.app, "PUT", "/v1/wishlist", a.headers, { product: q.slug });
    expect(await counts(a.headers)).toEqual({ cart_product_count: 1, wishlist_product_count: 2 });
    expect(await counts(b.headers)).toEqual({ cart_product_count: 0, wishlist_product_count: 0 });
    // The signed-in cart wins over a guest id sent with it.
    const g = { "x-unique-number": guestId() };
    await call(t.app, "PUT", "/v2/carts", g, { product: q.slug });
    expect(await counts({ ...a.headers, ...g })).toEqual({ cart_product_count: 1, wishlist_product_count: 2 });
  });

  it("answers 401 for an invalid bearer token, so the web app resets to a guest", async () => {
    const res = await call(t.app, "GET", "/v1/notifications", { authorization: "Bearer expired" });
    expect(res.status).toBe(401);
  });
});
