import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { addresses, carts } from "@shop/db";
import { ADDRESS_MESSAGES, addressListResponse, addressResponse, districtsResponse } from "@shop/contracts";
import { useTestApp } from "../../test/app";
import { createCategory, createProduct, createSignedInUser, guestId } from "../../test/factories";
import { DHAKA, OUTSIDE_DHAKA, call, createAddress, seedDistricts } from "../../test/commerce-fixture";

const t = useTestApp();
beforeAll(async () => {
  await seedDistricts(t.db);
});

const body = (over: Record<string, unknown> = {}) => ({
  name: "Rahim Uddin",
  phone: "+8801712345678",
  district: DHAKA,
  area: "Dhanmondi",
  address: "House 7, Road 3",
  notes: "Call before coming",
  label: "office",
  ...over,
});

describe("GET /v1/districts", () => {
  it("lists the 64 districts by name with division and inside_dhaka, cacheable, for anyone", async () => {
    const res = await call(t.app, "GET", "/v1/districts");
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=86400");
    const list = districtsResponse.parse(res.body).data.districts;
    expect(list).toHaveLength(64);
    expect(list.map((d) => d.name)).toEqual([...list.map((d) => d.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(list.filter((d) => d.inside_dhaka).map((d) => d.name)).toEqual(["Dhaka"]);
    expect(list.find((d) => d.id === DHAKA)).toMatchObject({ name: "Dhaka", division: "Dhaka" });
  });
});

describe("saved addresses", () => {
  it("creates, lists newest first, updates and deletes", async () => {
    const { headers } = await createSignedInUser(t.db);
    const created = await call(t.app, "POST", "/v1/addresses", headers, body());
    expect(created.status).toBe(201);
    expect(created.body.message).toBe("Address saved successfully");
    const address = addressResponse.parse(created.body).data.address;
    expect(address).toMatchObject({
      label: "office",
      full_name: "Rahim Uddin",
      phone_number: "01712345678",
      district_id: DHAKA,
      district: "Dhaka",
      full_address: "House 7, Road 3, Dhanmondi, Dhaka",
      notes: "Call before coming",
      inside_dhaka: true,
    });
    const second = await call(t.app, "POST", "/v1/addresses", headers, body({ district: OUTSIDE_DHAKA, notes: "", label: undefined }));
    expect(second.body.data.address).toMatchObject({ label: "home", notes: null, inside_dhaka: false });
    await t.db
      .update(addresses)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(addresses.id, address.uuid));

    const list = addressListResponse.parse((await call(t.app, "GET", "/v1/addresses", headers)).body).data.addresses;
    expect(list.map((a) => a.uuid)).toEqual([second.body.data.address.uuid, address.uuid]);

    const updated = await call(t.app, "PUT", `/v1/addresses/${address.uuid}`, headers, body({ area: "Gulshan", district: OUTSIDE_DHAKA }));
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe("Address updated successfully");
    expect(updated.body.data.address).toMatchObject({ uuid: address.uuid, area: "Gulshan", inside_dhaka: false });

    const deleted = await call(t.app, "DELETE", `/v1/addresses/${address.uuid}`, headers);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe("Address deleted successfully");
    const after = (await call(t.app, "GET", "/v1/addresses", headers)).body.data.addresses;
    expect(after.map((a: { uuid: string }) => a.uuid)).toEqual([second.body.data.address.uuid]);
    const [row] = await t.db.select().from(addresses).where(eq(addresses.id, address.uuid));
    expect(row.deletedAt).not.toBeNull();
    expect((await call(t.app, "DELETE", `/v1/addresses/${address.uuid}`, headers)).status).toBe(404);
    expect((await call(t.app, "PUT", `/v1/addresses/${address.uuid}`, headers, body())).status).toBe(404);
  });

  it("validates with the spec's messages and checks the district exists", async () => {
    const { headers } = await createSignedInUser(t.db);
    const short = await call(t.app, "POST", "/v1/addresses", headers, body({ name: "Al", address: "abc" }));
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual(
      expect.arrayContaining([
        { field: "name", message: ADDRESS_MESSAGES.nameMin, code: "validation_failed" },
        { field: "address", message: ADDRESS_MESSAGES.addressMin, code: "validation_failed" },
      ]),
    );
    const phone = await call(t.app, "POST", "/v1/addresses", headers, body({ phone: "12345" }));
    expect(phone.body.errors[0]).toMatchObject({ field: "phone", message: "Invalid phone number" });
    const district = await call(t.app, "POST", "/v1/addresses", headers, body({ district: 65 }));
    expect(district.status).toBe(422);
    expect(district.body.errors[0]).toMatchObject({ field: "district", message: ADDRESS_MESSAGES.districtInvalid });
    expect((await call(t.app, "GET", "/v1/addresses", headers)).body.data.addresses).toEqual([]);
  });

  it("detaches a deleted address from the cart, and drops express when an edit moves it outside Dhaka", async () => {
    const { user, headers } = await createSignedInUser(t.db);
    const category = await createCategory(t.db);
    const p = await createProduct(t.db, { categoryId: category.id });
    await call(t.app, "PUT", "/v2/carts", headers, { product: p.slug });
    const address = await createAddress(t.db, user.id, { districtId: DHAKA });
    await call(t.app, "POST", "/v1/carts-address", headers, { uuid: address.id });
    await call(t.app, "POST", "/v1/carts-delivery-method", headers, { delivery_method: "express_delivery" });

    await call(t.app, "PUT", `/v1/addresses/${address.id}`, headers, body({ district: OUTSIDE_DHAKA }));
    let cart = (await call(t.app, "GET", "/v2/carts", headers)).body.data.cart;
    expect(cart).toMatchObject({ delivery_method: "home_delivery", shipping_fee: 130 });

    await call(t.app, "DELETE", `/v1/addresses/${address.id}`, headers);
    cart = (await call(t.app, "GET", "/v2/carts", headers)).body.data.cart;
    expect(cart.address).toBeNull();
    expect(cart.shipping_estimated).toBe(true);
    const [row] = await t.db.select().from(carts).where(eq(carts.userId, user.id));
    expect(row.addressId).toBeNull();
  });

  it("keeps shoppers apart: B's calls on A's address answer 404 and change nothing", async () => {
    const a = await createSignedInUser(t.db);
    const b = await createSignedInUser(t.db);
    const mine = await createAddress(t.db, a.user.id, { address: "Secret lane 9" });
    const list = await call(t.app, "GET", "/v1/addresses", b.headers);
    expect(list.body.data.addresses).toEqual([]);
    const put = await call(t.app, "PUT", `/v1/addresses/${mine.id}`, b.headers, body());
    expect(put.status).toBe(404);
    expect(JSON.stringify(put.body)).not.toContain("Secret lane");
    expect((await call(t.app, "DELETE", `/v1/addresses/${mine.id}`, b.headers)).status).toBe(404);
    expect((await call(t.app, "DELETE", "/v1/addresses/not-a-uuid", b.headers)).status).toBe(404);
    expect((await call(t.app, "PUT", "/v1/addresses/%27%3B--", b.headers, body())).status).toBe(404);
    const [row] = await t.db.select().from(addresses).where(eq(addresses.id, mine.id));
    expect(row).toMatchObject({ address: "Secret lane 9", deletedAt: null });
  });

  it("is for signed-in shoppers only", async () => {
    for (const headers of [{}, { "x-unique-number": guestId() }, { authorization: "Bearer nope" }] as Record<string, string>[]) {
      expect((await call(t.app, "GET", "/v1/addresses", headers)).status).toBe(401);
      expect((await call(t.app, "POST", "/v1/addresses", headers, body())).status).toBe(401);
      expect((await call(t.app, "DELETE", "/v1/addresses/00000000-0000-4000-8000-000000000000", headers)).status).toBe(401);
    }
  });
});
