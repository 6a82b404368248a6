import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { carts, districts } from "@shop/db";
import { ADDRESS_MESSAGES } from "@shop/contracts";
import { useTestApp } from "../../test/app";
import { createCategory, createProduct, createSignedInUser, guestId } from "../../test/factories";
import { call, seedDistricts } from "../../test/commerce-fixture";

const t = useTestApp();
let slug: string;
let user: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  await seedDistricts(t.db);
  slug = (await createProduct(t.db, { categoryId: (await createCategory(t.db)).id })).slug;
  user = await createSignedInUser(t.db);
});

const ROUTES: [string, string][] = [
  ["PUT", "/v2/carts"],
  ["DELETE", "/v2/carts"],
  ["POST", "/v1/carts-delivery-method"],
  ["POST", "/v1/carts-address"],
  ["POST", "/v1/coupons"],
  ["DELETE", "/v1/coupons"],
  ["PUT", "/v1/wishlist"],
  ["DELETE", "/v1/wishlist"],
  ["PUT", "/v2/wishlist-to-cart"],
  ["POST", "/v1/addresses"],
  ["PUT", "/v1/addresses/00000000-0000-4000-8000-000000000000"],
];

const BODIES: unknown[] = [
  null,
  [],
  "text",
  42,
  { product: 42 },
  { product: null, quantity: "3" },
  { product: "x".repeat(10_000) },
  { product: "some-product", quantity: -1, from_cart: "yes" },
  { product: "'; drop table carts; --", quantity: 1e9 },
  { delivery_method: ["express_delivery"] },
  { uuid: "00000000-0000-0000-0000-000000000000'" },
  { code: { $ne: 1 } },
  { name: "A".repeat(31), phone: "0", district: "abc", area: "", address: "x" },
  { name: "Valid Name", phone: "01712345678", district: 1.5, area: "a", address: "House 1" },
];

describe("nothing a client sends produces a 500", () => {
  it.each(ROUTES)("%s %s answers 4xx or 200 to odd bodies, as guest and as shopper", async (method, url) => {
    for (const headers of [{ "x-unique-number": guestId() }, user.headers] as Record<string, string>[]) {
      for (const payload of BODIES) {
        const res = await t.app.inject({
          method: method as "PUT",
          url,
          headers: { ...headers, "content-type": "application/json" },
          payload: JSON.stringify(payload),
        });
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)?.slice(0, 60)}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(res.json()).toHaveProperty("errors");
      }
      const raw = await t.app.inject({ method: method as "PUT", url, headers: { ...headers, "content-type": "application/json" }, payload: "{not json" });
      expect(raw.statusCode).toBeLessThan(500);
      const none = await t.app.inject({ method: method as "PUT", url, headers });
      expect(none.statusCode).toBeLessThan(500);
    }
  });
});

describe("boundaries", () => {
  it("a guest id equal to a shopper's id never reaches the shopper's cart", async () => {
    const shopper = await createSignedInUser(t.db);
    await call(t.app, "PUT", "/v2/carts", shopper.headers, { product: slug });
    // A UUID ending in four digits is a well-formed guest id.
    const forged = `${shopper.user.id.slice(0, -4)}1234`;
    const res = await call(t.app, "GET", "/v2/carts", { "x-unique-number": forged });
    expect(res.status).toBe(200);
    expect(res.body.data.cart.products).toEqual([]);
    expect((await call(t.app, "DELETE", "/v2/carts", { "x-unique-number": forged }, { product: slug })).status).toBe(404);
    expect((await call(t.app, "GET", "/v2/carts", shopper.headers)).body.data.cart.products).toHaveLength(1);
    expect(await t.db.select().from(carts).where(eq(carts.guestId, forged))).toEqual([]);
  });

  it("an address in a district that does not exist is a 422 on district", async () => {
    await t.db.delete(districts).where(eq(districts.id, 64));
    const res = await call(t.app, "POST", "/v1/addresses", user.headers, {
      name: "Valid Name",
      phone: "01712345678",
      district: 64,
      area: "Sadar",
      address: "House 1, Road 1",
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: "district", message: ADDRESS_MESSAGES.districtInvalid, code: "validation_failed" }]);
    await seedDistricts(t.db);
  });

  it("documents every cart, wishlist, coupon, address and count route in /openapi.json", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/openapi.json" })).json() as { paths: Record<string, Record<string, unknown>> };
    const expected: [string, string][] = [
      ["/v2/carts", "get"],
      ["/v2/carts", "put"],
      ["/v2/carts", "delete"],
      ["/v1/carts-delivery-method", "post"],
      ["/v1/carts-address", "post"],
      ["/v1/express-addresses", "get"],
      ["/v1/notifications", "get"],
      ["/v1/coupons", "post"],
      ["/v1/coupons", "delete"],
      ["/v1/wishlist", "get"],
      ["/v1/wishlist", "put"],
      ["/v1/wishlist", "delete"],
      ["/v2/wishlist-to-cart", "put"],
      ["/v1/addresses", "get"],
      ["/v1/addresses", "post"],
      ["/v1/addresses/{uuid}", "put"],
      ["/v1/addresses/{uuid}", "delete"],
      ["/v1/districts", "get"],
    ];
    for (const [path, method] of expected) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeTruthy();
    const put = doc.paths["/v2/carts"].put as { requestBody: { content: Record<string, { schema: { properties: object } }> } };
    expect(Object.keys(put.requestBody.content["application/json"].schema.properties)).toEqual(["product", "quantity", "from_cart"]);
  });
});
