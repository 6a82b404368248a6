import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { addresses, carts } from "@shop/db";
import { CART_MESSAGES, cartResponse, expressAddressesResponse } from "@shop/contracts";
import { useTestApp } from "../../test/app";
import { createCategory, createProduct, createSignedInUser, guestId } from "../../test/factories";
import { DHAKA, OUTSIDE_DHAKA, call, createAddress, seedDistricts } from "../../test/commerce-fixture";

const t = useTestApp();
let slug: string;
beforeAll(async () => {
  await seedDistricts(t.db);
  const category = await createCategory(t.db);
  slug = (await createProduct(t.db, { categoryId: category.id, price: 1000, stock: 50 })).slug;
});

const method = (headers: Record<string, string>, delivery_method: unknown) => call(t.app, "POST", "/v1/carts-delivery-method", headers, { delivery_method });
const chooseAddress = (headers: Record<string, string>, uuid: string) => call(t.app, "POST", "/v1/carts-address", headers, { uuid });

describe("POST /v1/carts-delivery-method", () => {
  it("sets each method for a guest and prices it (no address: inside-Dhaka fee, estimated)", async () => {
    const headers = { "x-unique-number": guestId() };
    await call(t.app, "PUT", "/v2/carts", headers, { product: slug });
    const fees = { home_delivery: 70, express_delivery: 150, office_pickup: 0 } as const;
    for (const [name, fee] of Object.entries(fees)) {
      const res = await method(headers, name);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe("Delivery method updated successfully");
      const cart = cartResponse.parse(res.body).data.cart;
      expect(cart).toMatchObject({ delivery_method: name, shipping_fee: fee, shipping_estimated: true, cart_total_amount: 1000 + fee });
    }
  });

  it("rejects an unknown method with the contract message, and no identity with 400", async () => {
    const res = await method({ "x-unique-number": guestId() }, "drone");
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ field: "delivery_method", message: CART_MESSAGES.deliveryMethodInvalid });
    expect((await method({}, "home_delivery")).status).toBe(400);
    expect((await method({ authorization: "Bearer expired-or-made-up" }, "home_delivery")).status).toBe(401);
  });

  it("refuses express delivery when the cart's address is outside Dhaka", async () => {
    const { user, headers } = await createSignedInUser(t.db);
    const outside = await createAddress(t.db, user.id, { districtId: OUTSIDE_DHAKA });
    await call(t.app, "PUT", "/v2/carts", headers, { product: slug });
    expect((await chooseAddress(headers, outside.id)).status).toBe(200);
    const res = await method(headers, "express_delivery");
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toEqual({ field: "delivery_method", message: CART_MESSAGES.expressOutsideDhaka, code: "validation_failed" });
    const [cart] = await t.db.select().from(carts).where(eq(carts.userId, user.id));
    expect(cart.deliveryMethod).toBe("home_delivery");
  });
});

describe("POST /v1/carts-address", () => {
  it("chooses a saved address: real fees, full address, express switched to home outside Dhaka", async () => {
    const { user, headers } = await createSignedInUser(t.db);
    const inside = await createAddress(t.db, user.id, { districtId: DHAKA, area: "Mirpur 10", address: "House 12, Road 5" });
    const outside = await createAddress(t.db, user.id, { districtId: OUTSIDE_DHAKA });
    await call(t.app, "PUT", "/v2/carts", headers, { product: slug });
    await method(headers, "express_delivery");

    const first = await chooseAddress(headers, inside.id);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe("Cart address updated successfully");
    const cart = cartResponse.parse(first.body).data.cart;
    expect(cart).toMatchObject({ delivery_method: "express_delivery", shipping_fee: 150, shipping_estimated: false });
    expect(cart.address).toMatchObject({ uuid: inside.id, full_address: "House 12, Road 5, Mirpur 10, Dhaka", inside_dhaka: true, label: "home" });

    const second = await chooseAddress(headers, outside.id);
    expect(second.body.data.cart).toMatchObject({ delivery_method: "home_delivery", shipping_fee: 130, shipping_estimated: false });
    // The switch is said, not only done.
    expect(second.body.message).toBe(CART_MESSAGES.addressSwitchedToHome);
    // Back inside Dhaka on home delivery: nothing switches, the plain words.
    expect((await chooseAddress(headers, inside.id)).body.message).toBe("Cart address updated successfully");
    expect(second.body.data.cart.address.inside_dhaka).toBe(false);
  });

  it("answers 404 for someone else's, a deleted or an unknown address; 401 for a guest", async () => {
    const a = await createSignedInUser(t.db);
    const b = await createSignedInUser(t.db);
    const bAddress = await createAddress(t.db, b.user.id);
    const res = await chooseAddress(a.headers, bAddress.id);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(CART_MESSAGES.addressNotFound);
    expect(JSON.stringify(res.body)).not.toContain(bAddress.address);

    const gone = await createAddress(t.db, a.user.id);
    await t.db.update(addresses).set({ deletedAt: new Date() }).where(eq(addresses.id, gone.id));
    expect((await chooseAddress(a.headers, gone.id)).status).toBe(404);
    expect((await chooseAddress(a.headers, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await chooseAddress(a.headers, "not-a-uuid")).status).toBe(422);
    expect((await chooseAddress({ "x-unique-number": guestId() }, bAddress.id)).status).toBe(401);
    const [aCart] = await t.db.select().from(carts).where(eq(carts.userId, a.user.id));
    expect(aCart?.addressId ?? null).toBeNull();
  });
});

describe("GET /v1/express-addresses", () => {
  it("lists only the caller's live addresses, newest first, as options", async () => {
    const a = await createSignedInUser(t.db);
    const b = await createSignedInUser(t.db);
    const older = await createAddress(t.db, a.user.id, { districtId: OUTSIDE_DHAKA, label: "office" });
    const newer = await createAddress(t.db, a.user.id, { districtId: DHAKA });
    const gone = await createAddress(t.db, a.user.id);
    await t.db.update(addresses).set({ deletedAt: new Date() }).where(eq(addresses.id, gone.id));
    await t.db
      .update(addresses)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(addresses.id, older.id));
    await createAddress(t.db, b.user.id);

    const res = await call(t.app, "GET", "/v1/express-addresses", a.headers);
    expect(res.status).toBe(200);
    const list = expressAddressesResponse.parse(res.body).data.addresses;
    expect(list.map((o) => o.address_id)).toEqual([newer.id, older.id]);
    expect(list[1]).toMatchObject({ label: "office", inside_dhaka: false, full_name: "Test Shopper", phone_number: "01712345678" });
    expect(list[0].full_address).toBe("House 1, Road 2, Mirpur, Dhaka");
    expect((await call(t.app, "GET", "/v1/express-addresses", { "x-unique-number": guestId() })).status).toBe(401);
    expect((await call(t.app, "GET", "/v1/express-addresses")).status).toBe(401);
  });
});
