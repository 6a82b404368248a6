import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "../../plugins/env";
import { couriersFromEnv } from "./registry";
import { createPathaoClient, PATHAO_TRACKING_BASE, type PathaoClientConfig } from "./pathao/client";
import { fakePathaoPrice, startFakePathao, type FakePathao } from "../../../fakes/couriers/pathao/fake";
import { CourierError, type ParcelInput } from "./types";

// The Pathao adapter against the local fake Pathao, over real HTTP.
let fake: FakePathao;
beforeEach(async () => {
  fake = await startFakePathao();
});
afterEach(async () => {
  await fake.close();
});

const clientFor = (extra: Partial<PathaoClientConfig> = {}) => createPathaoClient({ baseUrl: fake.url, ...fake.credentials, ...extra });
const parcel = (overrides: Partial<ParcelInput> = {}): ParcelInput => ({
  invoice: "1234567890",
  recipientName: "রহিম উদ্দিন",
  recipientPhone: "01712345678",
  recipientAddress: "House 1, Road 2, Mirpur, Dhaka",
  codPoisha: 2370_50,
  note: "Call before coming",
  itemDescription: "2 × Arduino Uno R3",
  ...overrides,
});

async function refusal(promise: Promise<unknown>): Promise<CourierError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CourierError);
  return error as CourierError;
}

const tokenRequests = () => fake.requests.filter((r) => r.path === "/issue-token").map((r) => (r.body as { grant_type: string }).grant_type);

describe("Pathao client", () => {
  it("books a parcel: a token first, the real body (city and zone by name, taka, kg), the consignment back with its tracking page", async () => {
    const client = clientFor();
    const booked = await client.book(parcel({ itemQuantity: 2 }));
    const [stored] = [...fake.orders.values()];
    expect(booked).toEqual({
      consignmentId: stored.consignment_id,
      trackingNumber: stored.consignment_id,
      trackingUrl: `${PATHAO_TRACKING_BASE}?consignment_id=${stored.consignment_id}&phone=01712345678`,
    });
    expect(tokenRequests()).toEqual(["password"]);
    expect(fake.requests[0].body).toEqual({
      client_id: fake.credentials.clientId,
      client_secret: fake.credentials.clientSecret,
      grant_type: "password",
      username: fake.credentials.username,
      password: fake.credentials.password,
    });
    const order = fake.requests.find((r) => r.path === "/orders")!;
    expect(order.headers.authorization).toMatch(/^Bearer pat_/);
    expect(order.body).toEqual({
      store_id: 101,
      merchant_order_id: "1234567890",
      recipient_name: "রহিম উদ্দিন",
      recipient_phone: "01712345678",
      recipient_address: "House 1, Road 2, Mirpur, Dhaka",
      recipient_city: 1,
      recipient_zone: 52, // "Mirpur" named in the address, not "Mirpur 10"
      delivery_type: 48,
      item_type: 2,
      item_quantity: 2,
      item_weight: 0.5,
      item_description: "2 × Arduino Uno R3",
      special_instruction: "Call before coming",
      amount_to_collect: 2370.5,
    });
    expect(stored).toMatchObject({ order_status: "Pending", recipient_area: null, delivery_fee: 60 });

    expect(await client.status("1234567890", booked.consignmentId)).toBe("Pending");
    stored.order_status = "Delivered";
    expect(await client.status("1234567890", booked.consignmentId)).toBe("Delivered");
    expect(await refusal(client.status("x", "DL000000NOPE"))).toMatchObject({ code: "REFUSED", httpStatus: 404, details: ["Order not found"] });
    // One token for all of it.
    expect(tokenRequests()).toEqual(["password"]);
  });

  it("where to: the district by name (Chattogram is Pathao's Chittagong), the zone and area the address names, else the city's first zone", async () => {
    const client = clientFor();
    expect(await client.destination({ district: "Chattogram", address: "Badamtali, Agrabad, Chattogram" })).toEqual({
      city: { id: 2, name: "Chittagong" },
      zone: { id: 184, name: "Agrabad" },
      area: { id: 1401, name: "Badamtali" },
    });
    // No district given: the city the address names last.
    expect(await client.destination({ address: "Dhaka Road 5, Halishahar, Chattogram" })).toMatchObject({ city: { id: 2 }, zone: { id: 190 } });
    expect(await client.destination({ address: "House 9, Mirpur 10, Dhaka" })).toMatchObject({ city: { id: 1 }, zone: { id: 1070, name: "Mirpur 10" } });
    // No zone named: the city's first (Pathao's list order).
    expect(await client.destination({ district: "Bogura", address: "College Road, Bogura" })).toEqual({
      city: { id: 52, name: "Bogra" },
      zone: { id: 700, name: "Satmatha" },
    });
    expect(await client.destination({ district: "Sylhet", address: "Somewhere, Sylhet" })).toMatchObject({ zone: { id: 400, name: "Zindabazar" } });
    const unknown = await refusal(client.destination({ district: "Atlantis", address: "Nowhere" }));
    expect(unknown).toMatchObject({ code: "REFUSED", details: ["The district is not in Pathao's city list."] });
    // Booked with the area it found.
    await client.book(parcel({ recipientAddress: "Badamtali, Agrabad, Chattogram", district: "Chattogram" }));
    expect([...fake.orders.values()][0]).toMatchObject({ recipient_city: 2, recipient_zone: 184, recipient_area: 1401 });
  });

  it("look-ups are cached: one city list and one zone list per city across bookings, asked again after the TTL", async () => {
    let clock = Date.now();
    const client = clientFor({ now: () => clock, lookupTtlMs: 60_000 });
    await client.book(parcel({ invoice: "A1" }));
    await client.book(parcel({ invoice: "A2" }));
    await client.quote!({ recipientAddress: "House 1, Mirpur, Dhaka", codPoisha: 0, weightGrams: 500 });
    expect([fake.calls("/city-list"), fake.calls("/cities/1/zone-list"), fake.calls("/zones/52/area-list")]).toEqual([1, 1, 1]);
    await client.destination({ district: "Chattogram", address: "Agrabad, Chattogram" });
    expect([fake.calls("/city-list"), fake.calls("/cities/2/zone-list")]).toEqual([1, 1]);
    clock += 61_000;
    await client.book(parcel({ invoice: "A3" }));
    expect([fake.calls("/city-list"), fake.calls("/cities/1/zone-list")]).toEqual([2, 2]);
  });

  it("price plan as quote: Pathao's final price in poisha, by city and weight", async () => {
    const client = clientFor();
    expect(await client.quote!({ recipientAddress: "House 1, Mirpur, Dhaka", codPoisha: 1000_00, weightGrams: 500 })).toBe(60_00);
    expect(await client.quote!({ recipientAddress: "Agrabad", district: "Chattogram", codPoisha: 0, weightGrams: 2000 })).toBe(fakePathaoPrice(2, 2) * 100);
    expect(fakePathaoPrice(2, 2)).toBe(155);
    const plan = fake.requests.filter((r) => r.path === "/merchant/price-plan").at(-1)!;
    expect(plan.body).toEqual({ store_id: 101, item_type: 2, delivery_type: 48, item_weight: 2, recipient_city: 2, recipient_zone: 184 });
  });

  it("the token is refreshed with the refresh token before it expires, and re-issued when the refresh is refused", async () => {
    await fake.close();
    fake = await startFakePathao({ tokenLifetimeSeconds: 3600 });
    let clock = Date.now();
    const client = clientFor({ now: () => clock });
    await client.book(parcel({ invoice: "T1" }));
    clock += 3600_000 - 30_000; // within the last minute of its life
    await client.book(parcel({ invoice: "T2" }));
    expect(tokenRequests()).toEqual(["password", "refresh_token"]);
    const refreshBody = fake.requests.filter((r) => r.path === "/issue-token")[1].body as Record<string, unknown>;
    expect(refreshBody).toMatchObject({ grant_type: "refresh_token", refresh_token: expect.stringMatching(/^ref_/), client_id: fake.credentials.clientId });
    // Two refreshes at once share one call.
    clock += 3600_000;
    await Promise.all([client.status("T1", [...fake.orders.keys()][0]), client.status("T2", [...fake.orders.keys()][1])]);
    expect(tokenRequests()).toEqual(["password", "refresh_token", "refresh_token"]);
  });

  it("a 401 on a call renews the token once and tries again; a refused refresh issues a new token from the password", async () => {
    const client = clientFor();
    const booked = await client.book(parcel());
    fake.expireTokens();
    expect(await client.status("1234567890", booked.consignmentId)).toBe("Pending");
    expect(tokenRequests()).toEqual(["password", "refresh_token"]);

    // Every token revoked, the refresh token too: the refresh is refused, so the password issues anew.
    fake.revokeTokens();
    fake.requests.length = 0;
    const again = await client.book(parcel({ invoice: "AFTER-RESTART" }));
    expect(fake.orders.get(again.consignmentId)?.merchant_order_id).toBe("AFTER-RESTART");
    expect(tokenRequests()).toEqual(["refresh_token", "password"]);
    // The order was sent twice: refused with the old token (401), accepted with the new one.
    const tries = fake.requests.filter((r) => r.path === "/orders").map((r) => r.headers.authorization);
    expect(tries).toHaveLength(2);
    expect(tries[0]).not.toBe(tries[1]);
  });

  it("wrong credentials: UNAUTHORIZED, nothing booked", async () => {
    expect(await refusal(clientFor({ password: "wrong" }).book(parcel()))).toMatchObject({
      code: "UNAUTHORIZED",
      httpStatus: 401,
      details: ["The user credentials were incorrect."],
    });
    expect((await refusal(clientFor({ clientSecret: "wrong" }).book(parcel()))).details).toEqual(["Client authentication failed"]);
    expect(fake.orders.size).toBe(0);
  });

  it("Pathao's validation errors: REFUSED with its messages per field, nothing booked", async () => {
    const error = await refusal(clientFor().book(parcel({ recipientPhone: "0171234567", recipientName: "Al" })));
    expect(error).toMatchObject({ code: "REFUSED", httpStatus: 422 });
    expect(error.details).toEqual([
      "The recipient name must be between 3 and 100 characters.",
      "The recipient phone must be 11 digits.",
      "Please fix the given errors",
    ]);
    expect((await refusal(clientFor({ storeId: 999 }).book(parcel()))).details).toContain("The selected store id is invalid.");
    expect(fake.orders.size).toBe(0);
  });

  it("no answer in time: TIMEOUT; a server error: REFUSED; nobody listening: NETWORK", async () => {
    fake.setMode({ hang: true });
    const started = Date.now();
    expect((await refusal(clientFor({ timeoutMs: 200 }).book(parcel()))).code).toBe("TIMEOUT");
    expect(Date.now() - started).toBeLessThan(5_000);
    fake.setMode({ hang: false, down: true });
    expect(await refusal(clientFor().book(parcel()))).toMatchObject({ code: "REFUSED", httpStatus: 500 });
    const url = fake.url;
    await fake.close();
    expect((await refusal(clientFor({ baseUrl: url }).book(parcel()))).code).toBe("NETWORK");
    fake = await startFakePathao();
  });
});

describe("Pathao in the registry", () => {
  const settings = () => ({
    PATHAO_BASE_URL: `${fake.url}/`,
    PATHAO_CLIENT_ID: fake.credentials.clientId,
    PATHAO_CLIENT_SECRET: fake.credentials.clientSecret,
    PATHAO_USERNAME: fake.credentials.username,
    PATHAO_PASSWORD: fake.credentials.password,
    PATHAO_STORE_ID: String(fake.credentials.storeId),
  });

  it("is there only with all six settings; env refuses some of them alone", async () => {
    expect(couriersFromEnv(parseEnv({})).get("pathao") ?? null).toBeNull();
    const courier = couriersFromEnv(parseEnv(settings())).get("pathao");
    expect(courier).toMatchObject({ key: "pathao", name: "Pathao" });
    const booked = await courier!.book(parcel({ invoice: "ENV-1" }));
    expect(fake.orders.get(booked.consignmentId)?.merchant_order_id).toBe("ENV-1");

    const { PATHAO_PASSWORD: _password, PATHAO_STORE_ID: _store, ...half } = settings();
    const error = (() => {
      try {
        parseEnv(half);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(EnvError);
    expect(String((error as EnvError).message)).toContain("Pathao is half configured: set PATHAO_PASSWORD, PATHAO_STORE_ID too");
    expect(() => parseEnv({ ...settings(), PATHAO_STORE_ID: "main" })).toThrow(EnvError);
  });
});
