import { beforeAll, describe, expect, it } from "vitest";
import { adminDeliveryRatesResponse, cartResponse, CART_MESSAGES, DELIVERY_FEE_MESSAGES, productDeliveryResponse } from "@shop/contracts";
import { grantStaffRole, sql } from "@shop/db";
import { useTestApp } from "../../test/app";
import { DHAKA, OUTSIDE_DHAKA, call, createAddress, seedDistricts } from "../../test/commerce-fixture";
import { createCategory, createProduct, createSignedInUser, randomPhone } from "../../test/factories";
import { signInByPhone } from "../identity/testing";
import { placeOrderCall } from "../orders/test-helpers";

const t = useTestApp();
let categoryId: number;
let suburb: number;
let owner: Record<string, string>;
let staff: Record<string, string>;

async function staffMember(role: "staff" | "owner") {
  const phone = await grantStaffRole(t.db, randomPhone(), role, `Test ${role}`);
  return (await signInByPhone(t.app, t.db, phone)).headers;
}

beforeAll(async () => {
  await seedDistricts(t.db);
  categoryId = (await createCategory(t.db)).id;
  suburb = (await t.db.execute<{ id: number }>(sql`select id from districts where name = 'Gazipur'`)).rows[0].id;
  owner = await staffMember("owner");
  staff = await staffMember("staff");
});

async function product(weightGrams: number, input: { price?: number; tags?: "free_delivery"[] } = {}) {
  const p = await createProduct(t.db, { categoryId, price: input.price ?? 500, stock: 20, tags: input.tags ?? [] });
  await t.db.execute(sql`update products set weight_grams = ${weightGrams} where id = ${p.id}`);
  return p;
}

/** A shopper whose cart holds the product and whose cart address is in `districtId`. */
async function cartTo(districtId: number, slug: string, quantity = 1) {
  const shopper = await createSignedInUser(t.db);
  expect((await call(t.app, "PUT", "/v2/carts", shopper.headers, { product: slug, quantity })).status).toBe(200);
  const address = await createAddress(t.db, shopper.user.id, { districtId });
  const res = await call(t.app, "POST", "/v1/carts-address", shopper.headers, { uuid: address.id });
  expect(res.status).toBe(200);
  return { shopper, cart: cartResponse.parse(res.body).data.cart };
}

const putRates = (headers: Record<string, string>, rates: unknown) => call(t.app, "PUT", "/v1/admin/delivery-rates", headers, { rates });

describe("the cart's fee by parcel weight and zone (seeded table)", () => {
  // Seeded: inside Dhaka ৳70 + ৳20/kg, suburbs ৳130 + ৳25/kg, outside ৳130 + ৳25/kg.
  const zones = [
    ["inside Dhaka", () => DHAKA, 70, 20],
    ["the Dhaka suburbs (Gazipur)", () => suburb, 130, 25],
    ["outside Dhaka", () => OUTSIDE_DHAKA, 130, 25],
  ] as const;
  const boundaries = [
    [1000, 1],
    [1001, 2],
    [2000, 2],
    [2001, 3],
  ] as const;
  for (const [name, district, first, extra] of zones) {
    it(`${name}: 1000, 1001, 2000 and 2001 g are charged as 1, 2, 2 and 3 kg`, async () => {
      for (const [grams, kg] of boundaries) {
        const p = await product(grams);
        const { cart } = await cartTo(district(), p.slug);
        expect(cart.shipping_fee, `${grams} g`).toBe(first + (kg - 1) * extra);
        expect(cart.cart_total_amount).toBe(500 + first + (kg - 1) * extra);
      }
    });
  }

  it("weighs every unit: 4 × 300 g is a 2 kg parcel", async () => {
    const p = await product(300);
    const { cart } = await cartTo(OUTSIDE_DHAKA, p.slug, 4);
    expect(cart.shipping_fee).toBe(130 + 25);
  });

  it("refuses express delivery outside Dhaka and in the suburbs, whatever the weight", async () => {
    const p = await product(3000);
    for (const district of [OUTSIDE_DHAKA, suburb]) {
      const { shopper } = await cartTo(district, p.slug);
      const res = await call(t.app, "POST", "/v1/carts-delivery-method", shopper.headers, { delivery_method: "express_delivery" });
      expect(res.status).toBe(422);
      expect(res.body.errors[0].message).toBe(CART_MESSAGES.expressOutsideDhaka);
    }
  });

  it("free delivery still waives the whole weighted fee", async () => {
    const tagged = await product(2500, { tags: ["free_delivery"] });
    const { cart } = await cartTo(OUTSIDE_DHAKA, tagged.slug);
    expect(cart.shipping_fee).toBe(130 + 2 * 25);
    expect(cart.discounts).toEqual([{ key: "discount_on_delivery_address", text: "Free delivery", amount: 130 + 2 * 25 }]);
    expect(cart.cart_total_amount).toBe(500);
    const big = await product(2500, { price: 6000 });
    expect((await cartTo(OUTSIDE_DHAKA, big.slug)).cart.cart_total_amount).toBe(6000);
  });

  it("places the order at the fee the cart showed and stores the parcel's weight", async () => {
    const p = await product(1400);
    const { shopper, cart } = await cartTo(OUTSIDE_DHAKA, p.slug, 2);
    expect(cart.shipping_fee).toBe(130 + 2 * 25);
    const res = await placeOrderCall(t.app, shopper.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = (
      await t.db.execute<{ weight_grams: number; shipping_fee: number; total: number }>(
        sql`select weight_grams, shipping_fee, total from orders where user_id = ${shopper.user.id}`,
      )
    ).rows[0];
    expect({ ...order, shipping_fee: Number(order.shipping_fee), total: Number(order.total) }).toEqual({
      weight_grams: 2800,
      shipping_fee: (130 + 2 * 25) * 100,
      total: (1000 + 130 + 2 * 25) * 100,
    });
  });
});

describe("the owner's fee table", () => {
  it("is the owner's only: staff and shoppers are refused, and read nothing", async () => {
    const shopper = (await createSignedInUser(t.db)).headers;
    for (const headers of [staff, shopper]) {
      expect((await call(t.app, "GET", "/v1/admin/delivery-rates", headers)).status).toBe(403);
      expect((await putRates(headers, [{ zone: "inside_dhaka", method: "home_delivery", first_kg: 1, extra_kg: 1 }])).status).toBe(403);
    }
    expect((await call(t.app, "GET", "/v1/admin/delivery-rates")).status).toBe(401);
    const rows = await t.db.execute<{ first_kg_poisha: number }>(
      sql`select first_kg_poisha from delivery_rates where zone = 'inside_dhaka' and method = 'home_delivery'`,
    );
    expect(Number(rows.rows[0].first_kg_poisha)).toBe(7000);
  });

  it("refuses bad rows in the spec's words and changes nothing", async () => {
    const bad: [unknown, string][] = [
      [[{ zone: "outside_dhaka", method: "express_delivery", first_kg: 200, extra_kg: 30 }], DELIVERY_FEE_MESSAGES.unknownRow],
      [[{ zone: "inside_dhaka", method: "home_delivery", first_kg: -1, extra_kg: 20 }], DELIVERY_FEE_MESSAGES.feeNotNegative],
      [[{ zone: "inside_dhaka", method: "home_delivery", first_kg: 70.555, extra_kg: 20 }], DELIVERY_FEE_MESSAGES.feePoisha],
      [
        [
          { zone: "inside_dhaka", method: "home_delivery", first_kg: 80, extra_kg: 20 },
          { zone: "inside_dhaka", method: "home_delivery", first_kg: 90, extra_kg: 20 },
        ],
        DELIVERY_FEE_MESSAGES.rowTwice,
      ],
    ];
    for (const [rates, message] of bad) {
      const res = await putRates(owner, rates);
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.errors[0].message).toBe(message);
    }
    const table = adminDeliveryRatesResponse.parse((await call(t.app, "GET", "/v1/admin/delivery-rates", owner)).body).data.rates;
    expect(table.map((r) => [r.zone, r.method, r.first_kg, r.extra_kg])).toEqual([
      ["inside_dhaka", "home_delivery", 70, 20],
      ["inside_dhaka", "express_delivery", 150, 25],
      ["dhaka_suburbs", "home_delivery", 130, 25],
      ["outside_dhaka", "home_delivery", 130, 25],
    ]);
    expect((await t.db.execute(sql`select 1 from audit_log where action = 'delivery_rates.update'`)).rows).toEqual([]);
  });

  it("saves an edit with who and when, logs it, and the next cart and product page charge it", async () => {
    const p = await product(1500);
    const res = await putRates(owner, [{ zone: "outside_dhaka", method: "home_delivery", first_kg: 120.5, extra_kg: 30 }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(DELIVERY_FEE_MESSAGES.saved);
    const row = adminDeliveryRatesResponse.parse(res.body).data.rates.find((r) => r.zone === "outside_dhaka");
    expect(row).toMatchObject({ first_kg: 120.5, extra_kg: 30 });
    expect(row?.updated_by).not.toBeNull();
    const audit = await t.db.execute<{ before: unknown; after: unknown }>(sql`select before, after from audit_log where action = 'delivery_rates.update'`);
    expect(audit.rows).toHaveLength(1);
    expect(JSON.stringify(audit.rows[0].after)).toContain('"first_kg_poisha":12050');

    const { shopper, cart } = await cartTo(OUTSIDE_DHAKA, p.slug);
    expect(cart.shipping_fee).toBe(120.5 + 30);
    const page = productDeliveryResponse.parse((await call(t.app, "GET", `/v1/products/${p.slug}/delivery`, shopper.headers)).body).data;
    expect(page.to).toMatchObject({ zone: "outside_dhaka", fee: 150.5 });
    expect(page.outside_dhaka).toBeNull();
    // Put back, so the order of the tests in this file does not matter to the seeded figures above.
    expect((await putRates(owner, [{ zone: "outside_dhaka", method: "home_delivery", first_kg: 130, extra_kg: 25 }])).status).toBe(200);
  });
});

describe("GET /v1/products/{slug}/delivery", () => {
  it("answers Dhaka for a guest, with outside Dhaka beside it, for the product's weight and days", async () => {
    const p = await product(2200);
    const res = await call(t.app, "GET", `/v1/products/${p.slug}/delivery`);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const data = productDeliveryResponse.parse(res.body).data;
    expect(data).toMatchObject({
      weight_grams: 2200,
      to: { district: "Dhaka", zone: "inside_dhaka", fee: 70 + 2 * 20, days_min: 1, days_max: 2 },
      outside_dhaka: { zone: "outside_dhaka", fee: 130 + 2 * 25, days_min: 3, days_max: 5 },
      free_delivery: false,
    });
  });

  it("answers the district of the shopper's chosen address, and 404 for an unknown product", async () => {
    const p = await product(100);
    const { shopper } = await cartTo(suburb, p.slug);
    const data = productDeliveryResponse.parse((await call(t.app, "GET", `/v1/products/${p.slug}/delivery`, shopper.headers)).body).data;
    expect(data.to).toMatchObject({ district: "Gazipur", zone: "dhaka_suburbs", fee: 130, days_min: 2, days_max: 3 });
    expect(data.outside_dhaka?.fee).toBe(130);
    expect((await call(t.app, "GET", "/v1/products/no-such-part/delivery")).status).toBe(404);
  });
});

describe("the product's shipping weight in the back office", () => {
  it("is shown and edited with the product (422 in its words for a bad weight), and the next cart charges it", async () => {
    const p = await product(100);
    const read = await call(t.app, "GET", `/v1/admin/products/${p.id}`, staff);
    expect(read.status).toBe(200);
    expect(read.body.data.weight_grams).toBe(100);
    for (const [weight, message] of [
      [0, "Shipping weight must be at least 1 g"],
      [1.5, "Shipping weight must be a whole number of grams"],
    ] as const) {
      const bad = await call(t.app, "PATCH", `/v1/admin/products/${p.id}`, staff, { weight_grams: weight });
      expect(bad.status).toBe(422);
      expect(bad.body.errors[0]).toMatchObject({ field: "weight_grams", message });
    }
    const saved = await call(t.app, "PATCH", `/v1/admin/products/${p.id}`, staff, { weight_grams: 2100 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.weight_grams).toBe(2100);
    expect((await cartTo(OUTSIDE_DHAKA, p.slug)).cart.shipping_fee).toBe(130 + 2 * 25);
  });
});
