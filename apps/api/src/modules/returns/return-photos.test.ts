import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { grantStaffRole, sql } from "@shop/db";
import {
  RETURN_MESSAGES,
  RETURN_PHOTOS_MAX,
  adminReturnResponse,
  createReturnResponse,
  orderReturnsResponse,
  returnPhotoResponse,
  returnPolicyResponse,
} from "@shop/contracts";
import { useTestApp } from "../../test/app";
import { call, seedDistricts } from "../../test/commerce-fixture";
import { createCategory, createProduct, createSignedInUser, randomPhone } from "../../test/factories";
import { signInByPhone } from "../identity/testing";
import { NOT_AN_IMAGE } from "../media/ingest";
import { placeOrderCall, shopperReadyToOrder } from "../orders/test-helpers";

// A return's photos through the real HTTP stack and database: the owner uploads up to
// three raw images, reads them back, staff read them; nobody else, and never through
// the public media route.
const t = useTestApp({ RETURN_WINDOW_DAYS: "10" });

type Headers = Record<string, string>;
let categoryId: number;
let staff: Headers;

beforeAll(async () => {
  categoryId = (await createCategory(t.db)).id;
  await seedDistricts(t.db);
  const phone = await grantStaffRole(t.db, randomPhone(), "staff", "Karim Staff");
  staff = (await signInByPhone(t.app, t.db, phone)).headers;
});

/** A delivered order of one product and a return of one unit of it. */
async function requestedReturn() {
  const product = await createProduct(t.db, { categoryId, price: 500, stock: 10, name: "L298N motor driver" });
  const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: product.slug, quantity: 2 }]);
  const placed = await placeOrderCall(t.app, shopper.headers);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const { order_number: number, order_key: key } = placed.body.data.order as { order_number: string; order_key: string };
  for (const [action, body] of [
    ["confirm", {}],
    ["process", {}],
    ["ship", { courier: "manual", courier_name: "Pathao", courier_tracking_number: "P-1" }],
    ["deliver", {}],
  ] as const) {
    const done = await call(t.app, "POST", `/v1/admin/orders/${number}/${action}`, staff, body);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
  }
  const lines = orderReturnsResponse.parse((await call(t.app, "GET", `/v1/orders/${key}/returns`, shopper.headers)).body).data.returnable;
  const asked = await call(t.app, "POST", `/v1/orders/${key}/returns`, shopper.headers, {
    lines: [{ order_line: lines[0].order_line, quantity: 1 }],
    reason: "dead_on_arrival",
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  return { shopper, key, id: createReturnResponse.parse(asked.body).data.return.id };
}

const png = (r: number, size = 40) =>
  sharp({ create: { width: size, height: size, channels: 3, background: { r, g: 80, b: 40 } } })
    .png()
    .toBuffer();
const jpeg = (r: number) =>
  sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r, g: 10, b: 200 } } })
    .jpeg()
    .toBuffer();

const upload = (key: string, id: number, headers: Headers, body: Buffer, type = "image/png") =>
  t.app.inject({ method: "POST", url: `/v1/orders/${key}/returns/${id}/photos`, headers: { ...headers, "content-type": type }, payload: body });
const read = (url: string, headers: Headers) => t.app.inject({ method: "GET", url, headers });

/** What an upload may write: a refusal leaves all of it as it was. */
async function stored(id: number) {
  const result = await t.db.execute<{ photos: number; media: number }>(sql`
    select (select count(*)::int from return_photos where return_id = ${id}) as photos,
      (select count(*)::int from media where key like 'private/%') as media`);
  return result.rows[0];
}

describe("GET /v1/returns/policy", () => {
  it("tells anyone the window the owner set and the photos a return may carry", async () => {
    const res = await call(t.app, "GET", "/v1/returns/policy");
    expect(res.status).toBe(200);
    expect(returnPolicyResponse.parse(res.body).data).toEqual({ window_days: 10, photos_max: RETURN_PHOTOS_MAX });
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
  });
});

describe("a return's photos", () => {
  it("the owner adds up to three (PNG, JPEG shrunk to 1600 px), reads them back privately; a fourth is refused and stores nothing", async () => {
    const r = await requestedReturn();
    const first = await upload(r.key, r.id, r.shopper.headers, await png(200));
    expect(first.statusCode, first.body).toBe(201);
    const data = returnPhotoResponse.parse(first.json()).data;
    expect(data.position).toBe(0);
    expect(data.return.photos).toEqual([0]);

    const second = await upload(r.key, r.id, r.shopper.headers, await jpeg(30), "image/jpeg");
    expect(second.statusCode, second.body).toBe(201);
    expect((await upload(r.key, r.id, r.shopper.headers, await png(90))).statusCode).toBe(201);

    const before = await stored(r.id);
    expect(before.photos).toBe(RETURN_PHOTOS_MAX);
    const fourth = await upload(r.key, r.id, r.shopper.headers, await png(10));
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json().message).toBe(RETURN_MESSAGES.photosMax);
    expect(fourth.json().errors[0].code).toBe("return_photos_max");
    expect(await stored(r.id)).toEqual(before);

    // The order's returns list the photos' positions.
    const listed = orderReturnsResponse.parse((await call(t.app, "GET", `/v1/orders/${r.key}/returns`, r.shopper.headers)).body).data;
    expect(listed.returns[0].photos).toEqual([0, 1, 2]);
    expect(listed.returns[0]).toMatchObject({ refund: null, replacement_order: null });

    // Read back as WebP, private to the browser; the JPEG kept at most 1600 px wide; `w` makes a thumbnail.
    const photo = await read(`/v1/orders/${r.key}/returns/${r.id}/photos/1`, r.shopper.headers);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/webp");
    expect(photo.headers["cache-control"]).toBe("private, max-age=86400");
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ format: "webp", width: 1600, height: 800 });
    const thumb = await read(`/v1/orders/${r.key}/returns/${r.id}/photos/1?w=256`, r.shopper.headers);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(256);

    // The public media route never serves it: its key is not a public key, and is never told.
    const keys = await t.db.execute<{ media_key: string }>(sql`select media_key from return_photos where return_id = ${r.id}`);
    for (const { media_key } of keys.rows) {
      expect(media_key).toMatch(/^private\/return-[0-9a-f-]{36}\.webp$/);
      expect((await read(`/v1/media/${encodeURIComponent(media_key)}`, {})).statusCode).toBe(404);
      expect(photo.body).not.toContain(media_key);
    }
    expect(JSON.stringify(listed)).not.toContain("private/");
  });

  it("refuses what is not a JPEG, PNG or WebP, an empty body, and a file over 1 MB; nothing is stored", async () => {
    const r = await requestedReturn();
    const before = await stored(r.id);
    const notImage = await upload(r.key, r.id, r.shopper.headers, Buffer.from("GIF89a not really"), "image/png");
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().message).toBe(NOT_AN_IMAGE);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "red" } })
      .gif()
      .toBuffer();
    expect((await upload(r.key, r.id, r.shopper.headers, gif, "image/png")).json().message).toBe(NOT_AN_IMAGE);
    expect((await upload(r.key, r.id, r.shopper.headers, gif, "image/gif")).statusCode).toBe(415);
    expect((await upload(r.key, r.id, r.shopper.headers, Buffer.alloc(0))).statusCode).toBe(422);
    const big = await upload(r.key, r.id, r.shopper.headers, Buffer.alloc(1024 * 1024 + 10, 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe("The file or request is too large: at most 1 MB");
    expect(await stored(r.id)).toEqual(before);
  });

  it("another shopper gets 404 for the upload and the photo; staff read it; photos close once the shop replies", async () => {
    const r = await requestedReturn();
    expect((await upload(r.key, r.id, r.shopper.headers, await png(120))).statusCode).toBe(201);
    const other = await createSignedInUser(t.db);
    const before = await stored(r.id);
    const theirs = await upload(r.key, r.id, other.headers, await png(121));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(RETURN_MESSAGES.returnNotFound);
    expect((await read(`/v1/orders/${r.key}/returns/${r.id}/photos/0`, other.headers)).statusCode).toBe(404);
    // Another order's key with this return's id: still 404.
    const mine = await requestedReturn();
    expect((await read(`/v1/orders/${mine.key}/returns/${r.id}/photos/0`, mine.shopper.headers)).statusCode).toBe(404);
    expect((await upload(mine.key, r.id, mine.shopper.headers, await png(122))).statusCode).toBe(404);
    expect((await read(`/v1/orders/${r.key}/returns/${r.id}/photos/0`, {})).statusCode).toBe(401);
    expect(await stored(r.id)).toEqual(before);

    // Staff: the return lists its photos and each is read; shoppers are refused the staff route.
    const seen = adminReturnResponse.parse((await call(t.app, "GET", `/v1/admin/returns/${r.id}`, staff)).body).data;
    expect(seen.photos).toEqual([0]);
    const staffPhoto = await read(`/v1/admin/returns/${r.id}/photos/0?w=128`, staff);
    expect(staffPhoto.statusCode).toBe(200);
    expect((await sharp(staffPhoto.rawPayload).metadata()).width).toBe(40);
    expect((await read(`/v1/admin/returns/${r.id}/photos/0`, r.shopper.headers)).statusCode).toBe(403);
    const empty = await read(`/v1/admin/returns/${r.id}/photos/2`, staff);
    expect(empty.statusCode).toBe(404);
    expect(empty.json().message).toBe(RETURN_MESSAGES.photoNotFound);
    expect((await read(`/v1/admin/returns/${r.id}/photos/3`, staff)).statusCode).toBe(404);

    // Once the shop approved, no more photos.
    expect((await call(t.app, "POST", `/v1/admin/returns/${r.id}/approve`, staff, { resolution: "refund" })).status).toBe(200);
    const late = await upload(r.key, r.id, r.shopper.headers, await png(123));
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(RETURN_MESSAGES.photosClosed);
    expect(await stored(r.id)).toEqual(before);
  });

  it("a return names its replacement order once the shop made one", async () => {
    const r = await requestedReturn();
    const other = await requestedReturn();
    const made = await t.db.execute<{ order_number: string }>(sql`select order_number from orders where order_key = ${other.key}`);
    await t.db.execute(sql`update return_requests set replacement_order_id = (select id from orders where order_key = ${other.key}) where id = ${r.id}`);
    const listed = orderReturnsResponse.parse((await call(t.app, "GET", `/v1/orders/${r.key}/returns`, r.shopper.headers)).body).data;
    expect(listed.returns[0].replacement_order).toEqual({ order_number: made.rows[0].order_number, order_key: other.key });
  });

  it("three uploads at once take three places; a fourth at the same time is refused", async () => {
    const r = await requestedReturn();
    const answers = await Promise.all([1, 2, 3, 4].map(async (n) => upload(r.key, r.id, r.shopper.headers, await png(n * 40))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 422]);
    const positions = await t.db.execute<{ position: number }>(sql`select position from return_photos where return_id = ${r.id} order by position`);
    expect(positions.rows.map((p) => Number(p.position))).toEqual([0, 1, 2]);
  });
});
