import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseEnv } from "../../plugins/env";
import { couriersFromEnv } from "./registry";
import { createSteadfastClient, STEADFAST_TRACKING_BASE, type SteadfastClientConfig } from "./steadfast/client";
import { startFakeSteadfast, type FakeSteadfast } from "../../../fakes/couriers/steadfast/fake";
import { CourierError, type ParcelInput } from "./types";

// The Steadfast adapter against the local fake Steadfast, over real HTTP.
let fake: FakeSteadfast;
beforeEach(async () => {
  fake = await startFakeSteadfast();
});
afterEach(async () => {
  await fake.close();
});

const clientFor = (extra: Partial<SteadfastClientConfig> = {}) => createSteadfastClient({ baseUrl: fake.url, ...fake.credentials, ...extra });
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

describe("Steadfast client", () => {
  it("books a parcel: the real headers and body, the consignment back with its public tracking page", async () => {
    const client = clientFor();
    const booked = await client.book(parcel());
    const stored = fake.consignments.get("1234567890");
    expect(stored).toMatchObject({ recipient_name: "রহিম উদ্দিন", recipient_phone: "01712345678", cod_amount: 2370.5, status: "in_review" });
    expect(booked).toEqual({
      consignmentId: String(stored!.consignment_id),
      trackingNumber: stored!.tracking_code,
      trackingUrl: `${STEADFAST_TRACKING_BASE}${stored!.tracking_code}`,
    });
    expect(booked.trackingUrl).toMatch(/^https:\/\/steadfast\.com\.bd\/t\/[0-9A-F]{8}$/);
    const request = fake.requests[0];
    expect(request).toMatchObject({ method: "POST", path: "/create_order" });
    expect(request.headers).toMatchObject({ "api-key": fake.credentials.apiKey, "secret-key": fake.credentials.secretKey, "content-type": "application/json" });
    expect(request.body).toEqual({
      invoice: "1234567890",
      recipient_name: "রহিম উদ্দিন",
      recipient_phone: "01712345678",
      recipient_address: "House 1, Road 2, Mirpur, Dhaka",
      cod_amount: 2370.5,
      note: "Call before coming",
      item_description: "2 × Arduino Uno R3",
      delivery_type: 0,
    });

    expect(await client.status("1234567890")).toBe("in_review");
    stored!.status = "delivered";
    expect(await client.status("1234567890")).toBe("delivered");
    expect((await refusal(client.status("999"))).code).toBe("REFUSED");
  });

  it("sends nothing to collect for a paid order, and cuts an address past Steadfast's 250 characters", async () => {
    await clientFor().book(parcel({ codPoisha: 0, recipientAddress: "x".repeat(300) }));
    const stored = fake.consignments.get("1234567890")!;
    expect(stored.cod_amount).toBe(0);
    expect(stored.recipient_address).toHaveLength(250);
  });

  it("wrong keys: UNAUTHORIZED, nothing booked", async () => {
    const error = await refusal(clientFor({ secretKey: "wrong" }).book(parcel()));
    expect(error).toMatchObject({ code: "UNAUTHORIZED", httpStatus: 401 });
    expect((await refusal(clientFor({ apiKey: "wrong" }).book(parcel()))).code).toBe("UNAUTHORIZED");
    expect(fake.consignments.size).toBe(0);
  });

  it("a phone that is not 11 digits: REFUSED with Steadfast's message, nothing booked", async () => {
    for (const phone of ["0171234567", "+8801712345678", "০১৭১২৩৪৫৬৭৮"]) {
      const error = await refusal(clientFor().book(parcel({ recipientPhone: phone })));
      expect(error).toMatchObject({ code: "REFUSED", httpStatus: 400, details: ["The recipient phone must be 11 digits."] });
    }
    const missing = await refusal(clientFor().book(parcel({ recipientName: " ", recipientAddress: "" })));
    expect(missing.details).toEqual(["The recipient name field is required.", "The recipient address field is required."]);
    expect(fake.consignments.size).toBe(0);
  });

  it("the same invoice twice: the second is REFUSED and the first parcel stays as booked", async () => {
    const first = await clientFor().book(parcel());
    const error = await refusal(clientFor().book(parcel({ recipientName: "Someone Else" })));
    expect(error).toMatchObject({ code: "REFUSED", details: ["The invoice has already been taken."] });
    expect(fake.consignments.size).toBe(1);
    expect(fake.consignments.get("1234567890")).toMatchObject({ tracking_code: first.trackingNumber, recipient_name: "রহিম উদ্দিন" });
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
    expect((await refusal(createSteadfastClient({ baseUrl: url, apiKey: "a", secretKey: "b" }).book(parcel()))).code).toBe("NETWORK");
    fake = await startFakeSteadfast();
  });

  it("the fake's switches work over HTTP too (the fakes' shared /__fake/mode): down answers 500; an unknown switch is 400", async () => {
    const modeUrl = `${new URL(fake.url).origin}/__fake/mode`;
    const set = (body: unknown) => fetch(modeUrl, { method: "POST", body: JSON.stringify(body) });
    expect(await (await set({ down: true })).json()).toEqual({ hang: false, down: true });
    expect(await refusal(clientFor().book(parcel()))).toMatchObject({ code: "REFUSED", httpStatus: 500 });
    const refused = await set({ broken: true });
    expect([refused.status, ((await refused.json()) as { error: string }).error]).toEqual([400, 'no switch "broken"; the switches are hang, down']);
    expect((await set({ down: "yes" })).status).toBe(400);
    expect(await (await fetch(modeUrl)).json()).toEqual({ hang: false, down: true });
    await set({ down: false });
    expect((await clientFor().book(parcel())).consignmentId).toEqual(expect.any(String));
  });
});

describe("Steadfast cancel (its return request)", () => {
  it("cancels by consignment id with the reason; the status is then asked by consignment id; a second cancel is Steadfast's refusal", async () => {
    const client = clientFor();
    const booked = await client.book(parcel({ invoice: "CANCEL-1" }));
    await client.cancel!(booked.consignmentId, "Order cancelled by the shop");
    const request = fake.requests.at(-1)!;
    expect([request.method, request.path]).toEqual(["POST", "/create_return_request"]);
    expect(request.body).toEqual({ consignment_id: Number(booked.consignmentId), reason: "Order cancelled by the shop" });
    expect(fake.returnRequests).toEqual([expect.objectContaining({ consignment_id: Number(booked.consignmentId), status: "pending" })]);
    expect(await client.status("not-the-invoice", booked.consignmentId)).toBe("cancelled_approval_pending");
    expect(fake.requests.at(-1)!.path).toBe(`/status_by_cid/${booked.consignmentId}`);

    const again = await refusal(client.cancel!(booked.consignmentId, "twice"));
    expect(again.code).toBe("REFUSED");
    expect(again.details).toContain("A return request already exists for this consignment.");
    const unknown = await refusal(client.cancel!("999", "no such parcel"));
    expect([unknown.code, unknown.httpStatus]).toEqual(["REFUSED", 404]);
  });
});

describe("couriersFromEnv", () => {
  it("has the Steadfast adapter only when both keys are set", async () => {
    expect(couriersFromEnv(parseEnv({})).get("steadfast") ?? null).toBeNull();
    const courier = couriersFromEnv(
      parseEnv({ STEADFAST_BASE_URL: `${fake.url}/`, STEADFAST_API_KEY: fake.credentials.apiKey, STEADFAST_SECRET_KEY: fake.credentials.secretKey }),
    ).get("steadfast");
    expect(courier).toMatchObject({ key: "steadfast", name: "Steadfast" });
    const booked = await courier!.book(parcel({ invoice: "ENV-1" }));
    expect(fake.consignments.get("ENV-1")?.tracking_code).toBe(booked.trackingNumber);
  });
});
