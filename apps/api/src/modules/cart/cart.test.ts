import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { cartItems, carts, products } from "@shop/db";
import { CART_MESSAGES, SHIPPING_FEES_POISHA, cartResponse, poishaToTaka } from "@shop/contracts";
import { useTestApp } from "../../test/app";
import { createCategory, createProduct, createSignedInUser, guestId } from "../../test/factories";
import { call } from "../../test/commerce-fixture";

const t = useTestApp();
let categoryId: number;

beforeAll(async () => {
  categoryId = (await createCategory(t.db)).id;
});

const product = (over: Parameters<typeof createProduct>[1] extends infer P ? Partial<P> : never = {}) => createProduct(t.db, { categoryId, ...over });
const guest = () => ({ "x-unique-number": guestId() });
const getCart = (headers: Record<string, string>) => call(t.app, "GET", "/v2/carts", headers);
const put = (headers: Record<string, string>, payload: unknown) => call(t.app, "PUT", "/v2/carts", headers, payload);
const del = (headers: Record<string, string>, payload: unknown) => call(t.app, "DELETE", "/v2/carts", headers, payload);

async function storedQuantity(cartOwner: { guestId?: string; userId?: string }, productId: number) {
  const [cart] = await t.db
    .select()
    .from(carts)
    .where(cartOwner.userId ? eq(carts.userId, cartOwner.userId) : eq(carts.guestId, cartOwner.guestId as string));
  if (!cart) return null;
  const rows = await t.db.select().from(cartItems).where(eq(cartItems.cartId, cart.id));
  return rows.find((row) => row.productId === productId)?.quantity ?? null;
}

describe("GET /v2/carts", () => {
  it("answers an empty cart without an identity and writes nothing", async () => {
    const before = await t.db.select().from(carts);
    const res = await getCart({});
    expect(res.status).toBe(200);
    expect(cartResponse.parse(res.body)).toBeTruthy();
    expect(res.body.data).toMatchObject({ cart_product_count: 0, wishlist_product_count: 0 });
    expect(res.body.data.cart).toMatchObject({ products: [], cart_total_amount: 0, coupon: null, address: null, delivery_method: "home_delivery" });
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(await t.db.select().from(carts)).toHaveLength(before.length);
  });

  it("answers an empty cart for a new guest without creating a row", async () => {
    const headers = guest();
    const res = await getCart(headers);
    expect(res.status).toBe(200);
    expect(res.body.data.cart.products).toEqual([]);
    const rows = await t.db.select().from(carts).where(eq(carts.guestId, headers["x-unique-number"]));
    expect(rows).toHaveLength(0);
  });

  it("answers 401 when a bearer token is invalid, even with a guest id", async () => {
    for (const method of ["GET", "PUT", "DELETE"] as const) {
      const res = await call(
        t.app,
        method,
        "/v2/carts",
        { authorization: "Bearer nope-not-a-token", ...guest() },
        method === "GET" ? undefined : { product: "x" },
      );
      expect(res.status).toBe(401);
      expect(res.body.errors[0].code).toBe("unauthorized");
    }
  });
});

describe("PUT /v2/carts", () => {
  it("adds for a guest, then adds again, and answers the priced cart", async () => {
    const p = await product({ price: 250, discountPrice: 200, stock: 10 });
    const headers = guest();
    const first = await put(headers, { product: p.slug });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe("Added to cart successfully");
    const second = await put(headers, { product: p.slug, quantity: 2 });
    const cart = cartResponse.parse(second.body).data.cart;
    expect(cart.products).toHaveLength(1);
    expect(cart.products[0]).toMatchObject({
      product_id: p.id,
      slug: p.slug,
      quantity: 3,
      price: 250,
      has_discount_price: true,
      discount_price: 200,
      subtotal: 600,
      current_stock: 10,
      is_available: true,
    });
    expect(cart.products[0].image).toContain(p.mediaKey);
    expect(cart).toMatchObject({
      total_product_price: 750,
      total_product_price_with_discount: 600,
      shipping_fee: poishaToTaka(SHIPPING_FEES_POISHA.home_delivery.inside_dhaka),
      shipping_estimated: true,
      discounts: [],
      cart_total_amount: 600 + 70,
    });
    expect(second.body.data.cart_product_count).toBe(1);
  });

  it("sets the quantity with from_cart", async () => {
    const p = await product({ stock: 8 });
    const headers = guest();
    await put(headers, { product: p.slug, quantity: 5 });
    const res = await put(headers, { product: p.slug, quantity: 2, from_cart: true });
    expect(res.body.data.cart.products[0].quantity).toBe(2);
  });

  it("refuses a quantity above stock with the stock left, cart unchanged", async () => {
    const p = await product({ stock: 3 });
    const headers = guest();
    await put(headers, { product: p.slug, quantity: 2 });
    const cartRow = async () => (await t.db.select().from(carts).where(eq(carts.guestId, headers["x-unique-number"])))[0];
    const before = await cartRow();
    const add = await put(headers, { product: p.slug, quantity: 2 });
    expect(add.status).toBe(422);
    expect(add.body.errors).toEqual([{ field: "quantity", message: "Only 3 left in stock", code: "validation_failed" }]);
    const set = await put(headers, { product: p.slug, quantity: 4, from_cart: true });
    expect(set.status).toBe(422);
    expect(set.body.message).toBe(CART_MESSAGES.onlyLeft(3));
    expect(await storedQuantity({ guestId: headers["x-unique-number"] }, p.id)).toBe(2);
    // Not even touched: a refused add is undone whole.
    expect((await cartRow()).updatedAt).toEqual(before.updatedAt);
    const fresh = guest();
    expect((await put(fresh, { product: p.slug, quantity: 4 })).status).toBe(422);
    expect((await getCart(fresh)).body.data.cart.products).toEqual([]);
  });

  it("refuses unknown and inactive products with 404, out-of-stock with 422", async () => {
    const headers = guest();
    const missing = await put(headers, { product: "no-such-product" });
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0]).toMatchObject({ field: "product", message: CART_MESSAGES.productNotFound });
    const inactive = await product({ isActive: false });
    expect((await put(headers, { product: inactive.slug })).status).toBe(404);
    const empty = await product({ stock: 0 });
    const out = await put(headers, { product: empty.slug });
    expect(out.status).toBe(422);
    expect(out.body.errors[0]).toMatchObject({ field: "product", message: CART_MESSAGES.outOfStock });
    expect((await getCart(headers)).body.data.cart_product_count).toBe(0);
    // A refused add creates no cart either.
    expect(await t.db.select().from(carts).where(eq(carts.guestId, headers["x-unique-number"]))).toHaveLength(0);
  });

  it("validates the body with the contract's messages", async () => {
    const headers = guest();
    const p = await product();
    const zero = await put(headers, { product: p.slug, quantity: 0 });
    expect(zero.status).toBe(422);
    expect(zero.body.errors[0]).toMatchObject({ field: "quantity", message: CART_MESSAGES.quantityMin });
    const frac = await put(headers, { product: p.slug, quantity: 1.5 });
    expect(frac.body.errors[0]).toMatchObject({ field: "quantity", message: CART_MESSAGES.quantityWhole });
    const none = await put(headers, {});
    expect(none.status).toBe(422);
    expect(none.body.errors[0]).toMatchObject({ field: "product", message: CART_MESSAGES.productRequired });
  });

  it("needs an identity to write: 400 without one", async () => {
    const p = await product();
    const res = await put({}, { product: p.slug });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("X-Unique-Number header is required");
    expect((await del({}, { product: p.slug })).status).toBe(400);
  });

  it("keeps a signed-in shopper's cart apart from the guest id sent alongside", async () => {
    const p = await product();
    const { user, headers } = await createSignedInUser(t.db);
    const g = guest();
    await put({ ...headers, ...g }, { product: p.slug, quantity: 2 });
    expect(await storedQuantity({ userId: user.id }, p.id)).toBe(2);
    expect(await storedQuantity({ guestId: g["x-unique-number"] }, p.id)).toBeNull();
    expect((await getCart(g)).body.data.cart.products).toEqual([]);
    expect((await getCart(headers)).body.data.cart.products[0].quantity).toBe(2);
  });
});

describe("reading lines that changed", () => {
  it("shows out-of-stock and off-sale lines as unavailable and leaves them out of totals", async () => {
    const a = await product({ price: 100, stock: 5 });
    const b = await product({ price: 300, stock: 5 });
    const c = await product({ price: 500, stock: 5 });
    const headers = guest();
    for (const p of [a, b, c]) await put(headers, { product: p.slug });
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, b.id));
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, c.id));

    const cart = cartResponse.parse((await getCart(headers)).body).data;
    expect(cart.cart.products.map((l) => [l.slug, l.is_available, l.current_stock, l.subtotal])).toEqual([
      [a.slug, true, 5, 100],
      [b.slug, false, 0, 0],
      [c.slug, false, 0, 0],
    ]);
    expect(cart.cart.total_product_price).toBe(100);
    expect(cart.cart.cart_total_amount).toBe(170);
    expect(cart.cart_product_count).toBe(3);
  });

  it("shows and prices a quantity above today's stock at the stock, and adds from there", async () => {
    const p = await product({ price: 100, stock: 10 });
    const headers = guest();
    await put(headers, { product: p.slug, quantity: 8 });
    await t.db.update(products).set({ stock: 3 }).where(eq(products.id, p.id));
    const line = (await getCart(headers)).body.data.cart.products[0];
    // The shopper is told what they asked for, so the cut is never silent.
    expect(line).toMatchObject({ quantity: 3, current_stock: 3, subtotal: 300, asked_quantity: 8 });
    expect(await storedQuantity({ guestId: headers["x-unique-number"] }, p.id)).toBe(8);
    // Adding one more to the 3 shown would exceed the stock.
    const more = await put(headers, { product: p.slug });
    expect(more.status).toBe(422);
    expect(more.body.message).toBe("Only 3 left in stock");
    const set = await put(headers, { product: p.slug, quantity: 2, from_cart: true });
    expect(set.body.data.cart.products[0]).toMatchObject({ quantity: 2, asked_quantity: null });
    // Keeping what is left (the shopper's choice) clears the notice too.
    await t.db.update(products).set({ stock: 1 }).where(eq(products.id, p.id));
    expect((await getCart(headers)).body.data.cart.products[0]).toMatchObject({ quantity: 1, asked_quantity: 2 });
    const kept = await put(headers, { product: p.slug, quantity: 1, from_cart: true });
    expect(kept.body.data.cart.products[0]).toMatchObject({ quantity: 1, asked_quantity: null });
    expect(await storedQuantity({ guestId: headers["x-unique-number"] }, p.id)).toBe(1);
  });

  it("lists lines in the order they were added", async () => {
    const headers = guest();
    const made = [await product(), await product(), await product()];
    for (const p of made) await put(headers, { product: p.slug });
    await put(headers, { product: made[0].slug });
    expect((await getCart(headers)).body.data.cart.products.map((l: { slug: string }) => l.slug)).toEqual(made.map((p) => p.slug));
  });

  it("answers exactly the cart a read then shows: new lines, added-to and set lines, other lines untouched", async () => {
    const shopper = await createSignedInUser(t.db);
    for (const headers of [guest(), shopper.headers]) {
      const made = [await product({ stock: 5 }), await product({ price: 300, discountPrice: 250 }), await product()];
      for (const [body, count] of [
        [{ product: made[0].slug }, 1],
        [{ product: made[1].slug, quantity: 2 }, 2],
        [{ product: made[2].slug }, 3],
        [{ product: made[1].slug }, 3],
        [{ product: made[0].slug, quantity: 4, from_cart: true }, 3],
        [{ product: made[2].slug, quantity: 2 }, 3],
      ] as const) {
        const res = await put(headers, body);
        expect(res.status).toBe(200);
        expect(res.body.data.cart_product_count).toBe(count);
        expect(res.body.data).toEqual((await getCart(headers)).body.data);
      }
      const lines = (await getCart(headers)).body.data.cart.products.map((l: { slug: string; quantity: number }) => [l.slug, l.quantity]);
      expect(lines).toEqual([
        [made[0].slug, 4],
        [made[1].slug, 3],
        [made[2].slug, 3],
      ]);
    }
  });
});

describe("DELETE /v2/carts", () => {
  it("removes a line", async () => {
    const p = await product();
    const q = await product();
    const headers = guest();
    await put(headers, { product: p.slug });
    await put(headers, { product: q.slug });
    const res = await del(headers, { product: p.slug });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Product successfully removed");
    expect(res.body.data.cart.products.map((l: { slug: string }) => l.slug)).toEqual([q.slug]);
    expect(res.body.data.cart_product_count).toBe(1);
  });

  it("answers 404 for a product not in the cart, or with no cart at all", async () => {
    const p = await product();
    const res = await del(guest(), { product: p.slug });
    expect(res.status).toBe(404);
    expect(res.body.errors[0]).toMatchObject({ field: "product", message: CART_MESSAGES.notInCart });
    const headers = guest();
    await put(headers, { product: (await product()).slug });
    expect((await del(headers, { product: p.slug })).status).toBe(404);
  });

  it("never touches another shopper's line", async () => {
    const p = await product();
    const a = await createSignedInUser(t.db);
    const b = await createSignedInUser(t.db);
    await put(a.headers, { product: p.slug });
    expect((await del(b.headers, { product: p.slug })).status).toBe(404);
    expect(await storedQuantity({ userId: a.user.id }, p.id)).toBe(1);
    expect((await getCart(b.headers)).body.data.cart.products).toEqual([]);
  });
});
