import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "@shop/db";
import {
  ADMIN_MESSAGES,
  HOLIDAY_MESSAGES,
  arrivesByText,
  cartResponse,
  holidaysResponse,
  orderResponse,
  phoneOrderResponse,
  type DeliveryMethod,
} from "@shop/contracts";
import { useTestApp } from "../../test/app";
import { call, createAddress, DHAKA, seedDistricts } from "../../test/commerce-fixture";
import { createCategory, createProduct, createSignedInUser, randomPhone } from "../../test/factories";
import { auditOf, signInStaff, type Staff } from "../admin/shop-test-helpers";
import { placeOrderCall } from "../orders/test-helpers";
import { arrivesBy } from "./arrival";

// Arrival dates (issue 47, decision 040) through the real HTTP stack and database: the
// cart's answer, the order placed (online and by phone), its SMS, the owner's holiday list.
const t = useTestApp({ SHOP_NAME: "RoboDoc" });

let slug: string;
let productId: number;
let owner: Staff;
let staff: Staff;
/** A district neither Dhaka, a suburb nor a divisional town: 5 days. */
let farDistrict: number;

beforeAll(async () => {
  await seedDistricts(t.db);
  const category = await createCategory(t.db);
  const product = await createProduct(t.db, { categoryId: category.id, price: 500, stock: 100 });
  slug = product.slug;
  productId = product.id;
  owner = await signInStaff(t.app, t.db, "owner", "Nadia Owner");
  staff = await signInStaff(t.app, t.db, "staff", "Karim Staff");
  const far = await t.db.execute<{ id: number }>(sql`select id from districts where delivery_days_max = 5 order by id limit 1`);
  farDistrict = Number(far.rows[0].id);
});

async function holidays(): Promise<string[]> {
  const result = await t.db.execute<{ day: string }>(sql`select to_char(day, 'YYYY-MM-DD') as day from public_holidays order by day`);
  return result.rows.map((r) => r.day);
}

/**
 * What the rule says for a request made between `before` and now: the answer may fall
 * either side of the 17:00 cut-off when the test runs at that minute, never elsewhere.
 */
async function expectedBetween(before: Date, daysMax: number, method: DeliveryMethod): Promise<(string | null)[]> {
  const list = await holidays();
  return [arrivesBy({ now: before, daysMax, method, holidays: list }), arrivesBy({ now: new Date(), daysMax, method, holidays: list })];
}

async function shopperWithCart(districtId: number) {
  const shopper = await createSignedInUser(t.db);
  expect((await call(t.app, "PUT", "/v2/carts", shopper.headers, { product: slug })).status).toBe(200);
  const address = await createAddress(t.db, shopper.user.id, { districtId });
  return { ...shopper, address };
}

const chooseAddress = (headers: Record<string, string>, uuid: string) => call(t.app, "POST", "/v1/carts-address", headers, { uuid });
const chooseMethod = (headers: Record<string, string>, delivery_method: DeliveryMethod) =>
  call(t.app, "POST", "/v1/carts-delivery-method", headers, { delivery_method });

describe("the cart's arrives_by", () => {
  it("is null with no address, then Dhaka's 2 days, express 1, a far district's 5, and null for office pickup", async () => {
    const shopper = await shopperWithCart(DHAKA);
    const none = cartResponse.parse((await call(t.app, "GET", "/v2/carts", shopper.headers)).body).data.cart;
    expect(none.arrives_by).toBeNull();

    let before = new Date();
    const dhaka = cartResponse.parse((await chooseAddress(shopper.headers, shopper.address.id)).body).data.cart;
    expect(await expectedBetween(before, 2, "home_delivery")).toContain(dhaka.arrives_by);
    expect(dhaka.arrives_by).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    before = new Date();
    const express = cartResponse.parse((await chooseMethod(shopper.headers, "express_delivery")).body).data.cart;
    expect(await expectedBetween(before, 2, "express_delivery")).toContain(express.arrives_by);
    expect(express.arrives_by! < dhaka.arrives_by!).toBe(true);

    const pickup = cartResponse.parse((await chooseMethod(shopper.headers, "office_pickup")).body).data.cart;
    expect(pickup.arrives_by).toBeNull();

    await chooseMethod(shopper.headers, "home_delivery");
    const farAddress = await createAddress(t.db, shopper.user.id, { districtId: farDistrict });
    before = new Date();
    const far = cartResponse.parse((await chooseAddress(shopper.headers, farAddress.id)).body).data.cart;
    expect(await expectedBetween(before, 5, "home_delivery")).toContain(far.arrives_by);
    expect(far.arrives_by! > dhaka.arrives_by!).toBe(true);
  });

  it("moves past a holiday the owner adds on the promised day", async () => {
    const shopper = await shopperWithCart(DHAKA);
    const first = cartResponse.parse((await chooseAddress(shopper.headers, shopper.address.id)).body).data.cart.arrives_by!;
    const added = await call(t.app, "POST", "/v1/admin/holidays", owner.headers, { day: first, name: "Test holiday" });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    try {
      const before = new Date();
      const later = cartResponse.parse((await call(t.app, "GET", "/v2/carts", shopper.headers)).body).data.cart.arrives_by!;
      expect(later > first).toBe(true);
      expect(await expectedBetween(before, 2, "home_delivery")).toContain(later);
    } finally {
      expect((await call(t.app, "DELETE", `/v1/admin/holidays/${first}`, owner.headers)).status).toBe(200);
    }
  });
});

describe("the order's arrival date", () => {
  it("is stored at placement, answered on the order and said in its SMS", async () => {
    const shopper = await shopperWithCart(farDistrict);
    expect((await chooseAddress(shopper.headers, shopper.address.id)).status).toBe(200);
    const res = await placeOrderCall(t.app, shopper.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const key = res.body.data.order_key as string;
    const order = orderResponse.parse((await call(t.app, "GET", `/v1/orders/${key}`, shopper.headers)).body).data.order;
    // The same minute as the cart's answer (a cut-off passing in between moves it one working day at most).
    expect(await expectedBetween(new Date(Date.now() - 60_000), 5, "home_delivery")).toContain(order.arrives_by);
    const stored = await t.db.execute<{ arrives_by: string }>(sql`select to_char(arrives_by, 'YYYY-MM-DD') as arrives_by from orders where order_key = ${key}`);
    expect(stored.rows[0].arrives_by).toBe(order.arrives_by);
    const sms = await t.db.execute<{ body: string }>(sql`select body from outbox where "to" = ${shopper.user.phone} order by id desc limit 1`);
    expect(sms.rows[0].body).toContain(`${arrivesByText(order.arrives_by!)}.`);
  });

  it("is null for office pickup, and its SMS says no date", async () => {
    const shopper = await shopperWithCart(DHAKA);
    await chooseAddress(shopper.headers, shopper.address.id);
    await chooseMethod(shopper.headers, "office_pickup");
    const res = await placeOrderCall(t.app, shopper.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.order.arrives_by).toBeNull();
    const sms = await t.db.execute<{ body: string }>(sql`select body from outbox where "to" = ${shopper.user.phone} order by id desc limit 1`);
    expect(sms.rows[0].body).not.toContain("Arrives by");
  });

  it("is stored for an order taken by phone", async () => {
    const before = new Date();
    const res = await call(
      t.app,
      "POST",
      "/v1/admin/orders",
      { ...staff.headers, "idempotency-key": randomUUID() },
      {
        customer: { phone: randomPhone(), name: "Rahim Uddin" },
        lines: [{ product_id: productId, quantity: 1 }],
        delivery_method: "express_delivery",
        address: { name: "Rahim Uddin", phone: randomPhone(), district: DHAKA, area: "Mirpur", address: "House 12, Road 5", save: false },
        channel: "phone",
        payment_method: "cash_on_delivery",
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const made = phoneOrderResponse.parse(res.body).data;
    const stored = await t.db.execute<{ arrives_by: string }>(
      sql`select to_char(arrives_by, 'YYYY-MM-DD') as arrives_by from orders where order_number = ${made.order_number}`,
    );
    expect(await expectedBetween(before, 2, "express_delivery")).toContain(stored.rows[0].arrives_by);
  });
});

describe("/v1/admin/holidays", () => {
  it("lets staff read the list, only the owner change it, and a shopper neither", async () => {
    expect((await call(t.app, "GET", "/v1/admin/holidays", staff.headers)).status).toBe(200);
    const refused = await call(t.app, "POST", "/v1/admin/holidays", staff.headers, { day: "2027-03-10", name: "Eid ul-Fitr" });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ADMIN_MESSAGES.ownerOnly);
    expect((await call(t.app, "DELETE", "/v1/admin/holidays/2026-12-16", staff.headers)).status).toBe(403);
    const shopper = await createSignedInUser(t.db);
    expect((await call(t.app, "GET", "/v1/admin/holidays", shopper.headers)).status).toBe(403);
    expect(await holidays()).not.toContain("2027-03-10");
  });

  it("adds a day (audited), refuses it twice, a day that does not exist and an empty name, and removes it", async () => {
    const day = "2027-03-10";
    const added = await call(t.app, "POST", "/v1/admin/holidays", owner.headers, { day, name: "  Eid ul-Fitr " });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toEqual({ message: HOLIDAY_MESSAGES.added, data: { day, name: "Eid ul-Fitr" } });
    const list = holidaysResponse.parse((await call(t.app, "GET", "/v1/admin/holidays", owner.headers)).body).data;
    expect(list).toContainEqual({ day, name: "Eid ul-Fitr" });
    expect(await auditOf(t.db, "holiday", day)).toMatchObject([{ actor_id: owner.id, action: "holiday.add", after: { day, name: "Eid ul-Fitr" } }]);

    const twice = await call(t.app, "POST", "/v1/admin/holidays", owner.headers, { day, name: "Again" });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(HOLIDAY_MESSAGES.taken);

    const bad = await call(t.app, "POST", "/v1/admin/holidays", owner.headers, { day: "2027-02-30", name: "" });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "day", message: HOLIDAY_MESSAGES.dayInvalid }),
        expect.objectContaining({ field: "name", message: HOLIDAY_MESSAGES.nameEmpty }),
      ]),
    );
    expect(await holidays()).not.toContain("2027-02-28");

    expect((await call(t.app, "DELETE", `/v1/admin/holidays/${day}`, owner.headers)).status).toBe(200);
    expect(await holidays()).not.toContain(day);
    const gone = await call(t.app, "DELETE", `/v1/admin/holidays/${day}`, owner.headers);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(HOLIDAY_MESSAGES.notFound);
    expect((await auditOf(t.db, "holiday", day)).map((a) => a.action)).toEqual(["holiday.add", "holiday.remove"]);
  });
});
