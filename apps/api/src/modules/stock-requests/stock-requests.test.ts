import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "@shop/db";
import { useTestApp } from "../../test/app";
import { call } from "../../test/commerce-fixture";
import { createCategory, createProduct, createSignedInUser, guestId } from "../../test/factories";

const t = useTestApp();
let categoryId: number;
beforeAll(async () => {
  categoryId = (await createCategory(t.db)).id;
});

const ask = (slug: string, body: unknown, headers: Record<string, string> = { "x-unique-number": guestId() }) =>
  call(t.app, "POST", `/v1/products/${slug}/stock-request`, headers, body);

async function requestsFor(productId: number) {
  const result = await t.db.execute<{ full_name: string; email: string; user_id: string | null }>(
    sql`select full_name, email, user_id from stock_requests where product_id = ${productId} order by id`,
  );
  return result.rows;
}

describe("POST /v1/products/{slug}/stock-request", () => {
  it("stores one open request per product and email, for guests and shoppers, answering 'Product requested'", async () => {
    const p = await createProduct(t.db, { categoryId, stock: 0 });
    const res = await ask(p.slug, { full_name: "  Nadia Rahman ", email: "Nadia@Example.com" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Product requested", data: null });
    const again = await ask(p.slug, { full_name: "Nadia R.", email: "nadia@example.com" });
    expect(again.status).toBe(200);
    const shopper = await createSignedInUser(t.db);
    expect((await ask(p.slug, { full_name: "Karim", email: "karim@example.com" }, shopper.headers)).status).toBe(200);
    expect(await requestsFor(p.id)).toEqual([
      { full_name: "Nadia R.", email: "nadia@example.com", user_id: null },
      { full_name: "Karim", email: "karim@example.com", user_id: shopper.user.id },
    ]);
  });

  it("refuses in the short form's words, for an unknown product, and for one in stock; nothing is stored", async () => {
    const p = await createProduct(t.db, { categoryId, stock: 0 });
    const short = await ask(p.slug, { full_name: "Al", email: "a@example.com" });
    expect(short.status).toBe(422);
    expect(short.body.errors[0]).toMatchObject({ field: "full_name", message: "Full Name must be at least 3 characters" });
    const email = await ask(p.slug, { full_name: "Alamgir", email: "not-an-email" });
    expect(email.body.errors[0]).toMatchObject({ field: "email", message: "Invalid email address" });
    expect((await ask("no-such-product", { full_name: "Alamgir", email: "a@example.com" })).status).toBe(404);
    const inStock = await createProduct(t.db, { categoryId, stock: 5 });
    const refused = await ask(inStock.slug, { full_name: "Alamgir", email: "a@example.com" });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("This product is in stock: you can order it now");
    expect(await requestsFor(p.id)).toEqual([]);
    expect(await requestsFor(inStock.id)).toEqual([]);
  });
});
