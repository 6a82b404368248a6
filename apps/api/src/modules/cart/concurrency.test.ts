import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { cartItems, carts } from "@shop/db";
import { useTestApp } from "../../test/app";
import { createCategory, createProduct, guestId } from "../../test/factories";
import { call } from "../../test/commerce-fixture";

const t = useTestApp();
let categoryId: number;
beforeAll(async () => {
  categoryId = (await createCategory(t.db)).id;
});

async function linesOf(guest: string) {
  const cartRows = await t.db.select().from(carts).where(eq(carts.guestId, guest));
  expect(cartRows).toHaveLength(1);
  return t.db.select().from(cartItems).where(eq(cartItems.cartId, cartRows[0].id));
}

describe("50 concurrent PUT /v2/carts on one (not yet created) cart", () => {
  it("adds: the stored quantity is exactly the sum of the accepted adds and never above stock", async () => {
    const stock = 60;
    const p = await createProduct(t.db, { categoryId, stock });
    const guest = guestId();
    const quantities = Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? 1 : 2));
    const results = await Promise.all(
      quantities.map((quantity) => call(t.app, "PUT", "/v2/carts", { "x-unique-number": guest }, { product: p.slug, quantity })),
    );
    expect(results.every((r) => r.status === 200 || r.status === 422)).toBe(true);

    const lines = await linesOf(guest);
    expect(lines).toHaveLength(1);
    const final = lines[0].quantity;
    const accepted = quantities.filter((_, i) => results[i].status === 200);
    const rejected = quantities.filter((_, i) => results[i].status === 422);
    // A lost update would leave less than what was acknowledged.
    expect(final).toBe(accepted.reduce((a, b) => a + b, 0));
    expect(final).toBeLessThanOrEqual(stock);
    expect(rejected.length).toBeGreaterThan(0);
    // Quantities only grew, so every refused add could not fit at the end either.
    for (const quantity of rejected) expect(final + quantity).toBeGreaterThan(stock);
    for (const r of results.filter((r) => r.status === 422)) expect(r.body.message).toBe(`Only ${stock} left in stock`);
  });

  it("adds mixed with from_cart sets: one line, within 1..stock, a set value plus at most the accepted adds after it", async () => {
    const stock = 30;
    const p = await createProduct(t.db, { categoryId, stock });
    const guest = guestId();
    const requests = Array.from({ length: 50 }, (_, i) =>
      i % 2 === 0 ? { product: p.slug, quantity: 1 } : { product: p.slug, quantity: (i % 25) + 1, from_cart: true },
    );
    const results = await Promise.all(requests.map((body) => call(t.app, "PUT", "/v2/carts", { "x-unique-number": guest }, body)));
    expect(results.every((r) => r.status === 200 || r.status === 422)).toBe(true);

    const lines = await linesOf(guest);
    expect(lines).toHaveLength(1);
    const final = lines[0].quantity;
    expect(final).toBeGreaterThanOrEqual(1);
    expect(final).toBeLessThanOrEqual(stock);

    const acceptedSets = requests.filter((b, i) => b.from_cart && results[i].status === 200).map((b) => b.quantity);
    const acceptedAdds = requests.filter((b, i) => !b.from_cart && results[i].status === 200).length;
    expect(acceptedSets.length).toBeGreaterThan(0);
    expect(acceptedSets.some((v) => final - v >= 0 && final - v <= acceptedAdds)).toBe(true);
    // Every answer showed a cart within stock.
    for (const r of results.filter((r) => r.status === 200)) {
      const line = r.body.data.cart.products[0];
      expect(line.quantity).toBeGreaterThanOrEqual(1);
      expect(line.quantity).toBeLessThanOrEqual(stock);
    }
  });
});
