import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { BOM_MESSAGES, bomMatchResponse, CART_MESSAGES, cartBulkResponse, partsListResponse, partsListsResponse } from "@shop/contracts";
import { cartItems, carts, products, users } from "@shop/db";
import { useTestApp } from "../../test/app";
import { createCategory, createProduct, createSignedInUser, guestId, type ProductRecord } from "../../test/factories";
import { call } from "../../test/commerce-fixture";

const t = useTestApp();
let hcsr04: ProductRecord;
let l298n: ProductRecord;
let esp32: ProductRecord;
let esp32s3: ProductRecord;
let resistor: ProductRecord;
let gone: ProductRecord;

beforeAll(async () => {
  const categoryId = (await createCategory(t.db, { name: "Modules", slug: "modules" })).id;
  hcsr04 = await createProduct(t.db, { categoryId, name: "HC-SR04 Ultrasonic Sensor", slug: "hc-sr04", partNumber: "HC-SR04", stock: 30, price: 120 });
  l298n = await createProduct(t.db, { categoryId, name: "L298N Motor Driver Module", slug: "l298n", stock: 3, price: 180 });
  esp32 = await createProduct(t.db, { categoryId, name: "ESP32 DevKit V1 Board", slug: "esp32-devkit", stock: 10, price: 650, soldCount: 50 });
  esp32s3 = await createProduct(t.db, { categoryId, name: "ESP32-S3 DevKit Board", slug: "esp32-s3-devkit", stock: 5, price: 900 });
  resistor = await createProduct(t.db, { categoryId, name: "10k Resistor 1/4W", slug: "resistor-10k", stock: 500, price: 1 });
  gone = await createProduct(t.db, { categoryId, name: "Quokka Sold Out Relay", slug: "quokka-relay", stock: 0, price: 90 });
});

const match = async (body: unknown) => call(t.app, "POST", "/v1/bom/match", {}, body);
const cartOf = async (where: { userId?: string; guestId?: string }) => {
  const [cart] = await t.db
    .select()
    .from(carts)
    .where(where.userId ? eq(carts.userId, where.userId) : eq(carts.guestId, where.guestId as string));
  if (!cart) return new Map<number, number>();
  const rows = await t.db.select().from(cartItems).where(eq(cartItems.cartId, cart.id));
  return new Map(rows.map((r) => [r.productId, r.quantity]));
};

describe("POST /v1/bom/match", () => {
  it("matches pasted lines through search: best with confidence, alternatives, stock and price; a typo found, an unknown part unmatched", async () => {
    const res = await match({ text: "2 x HC-SR04\nL298N, 1\n10k resistor 10\nESP32 DevKit\nultrasonik hc-sr04 x 1\nflux capacitor 3" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { lines, format } = bomMatchResponse.parse(res.body).data;
    expect(format).toBe("lines");
    expect(lines.map((l) => [l.quantity, l.best?.slug ?? null])).toEqual([
      [2, "hc-sr04"],
      [1, "l298n"],
      [10, "resistor-10k"],
      [1, "esp32-devkit"],
      [1, "hc-sr04"],
      [3, null],
    ]);
    expect(lines[0].best).toMatchObject({ product_id: hcsr04.id, price: 120, stock: 30 });
    expect(lines[0].confidence).toBe(1);
    expect(lines[3].alternatives.map((a) => a.slug)).toContain(esp32s3.slug);
    expect(lines[4].confidence).toBeLessThan(1);
    expect(lines[5]).toMatchObject({ best: null, alternatives: [], confidence: 0 });
  });

  it("maps a KiCad CSV by its header and answers the mapping", async () => {
    const text = '"Ref","Qnty","Value","Cmp name","Footprint"\n"U1","1","L298N","L298N","Multiwatt-15"\n"R1 R2","2","10k resistor","R","R_0805"\n';
    const data = bomMatchResponse.parse((await match({ text })).body).data;
    expect(data).toMatchObject({ format: "csv", columns: ["Ref", "Qnty", "Value", "Cmp name", "Footprint"], mapping: { quantity: 1, name: 2, footprint: 4 } });
    expect(data.lines.map((l) => [l.best?.product_id, l.quantity])).toEqual([
      [l298n.id, 1],
      [resistor.id, 2],
    ]);
  });

  it("maps an EasyEDA BOM (tab separated, with its byte-order mark) by its header and matches by its part number", async () => {
    const text = [
      "\uFEFFID\tName\tDesignator\tFootprint\tQuantity\tManufacturer Part\tManufacturer\tSupplier\tSupplier Part",
      "1\tUltrasonic module\tU2\tHC-SR04\t2\tHC-SR04\tElecFreaks\tLCSC\tC12345",
      "2\tESP32 DevKit\tU1\tESP32-MODULE\t1\t\tEspressif\tLCSC\t",
    ].join("\r\n");
    const data = bomMatchResponse.parse((await match({ text })).body).data;
    expect(data).toMatchObject({ format: "csv", mapping: { quantity: 4, name: 1, part_number: 5, footprint: 3 } });
    expect(data.columns[0]).toBe("ID");
    expect(data.lines.map((l) => [l.best?.product_id, l.quantity, l.part_number, l.footprint])).toEqual([
      [hcsr04.id, 2, "HC-SR04", "HC-SR04"],
      [esp32.id, 1, null, "ESP32-MODULE"],
    ]);
  });

  it("keeps a line whose quantity is out of the cart's range, saying so; matches 200 lines, the most", async () => {
    const res = await match({ text: "0 x HC-SR04\nL298N, 20000\nL298N, 10000" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { lines } = bomMatchResponse.parse(res.body).data;
    expect(lines.map((l) => [l.quantity, l.best?.slug, l.error])).toEqual([
      [1, "hc-sr04", BOM_MESSAGES.lineQuantity],
      [1, "l298n", BOM_MESSAGES.lineQuantity],
      [10_000, "l298n", null],
    ]);
    const most = await match({ text: Array.from({ length: 200 }, () => "HC-SR04, 1").join("\n") });
    expect(most.status).toBe(200);
    expect(bomMatchResponse.parse(most.body).data.lines).toHaveLength(200);
  });

  it("refuses an empty text, 201 lines and a bad mapping with 422 and the shop's words, never a 500", async () => {
    const empty = await match({ text: "  " });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe(BOM_MESSAGES.textRequired);
    const many = await match({ text: Array.from({ length: 201 }, (_, i) => `part${i}`).join("\n") });
    expect(many.status).toBe(422);
    expect(many.body.message).toBe(BOM_MESSAGES.tooManyLines(201));
    const bad = await match({ text: "Item,Qty\nServo,1", mapping: { quantity: 1, name: 9, part_number: null, footprint: null } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]).toMatchObject({ field: "mapping.name", message: BOM_MESSAGES.mappingColumn });
    expect((await match({ text: "\u0000\u0001,,;;\t" })).status).toBe(422);
  });
});

describe("POST /v1/cart/items/bulk", () => {
  const bulk = (headers: Record<string, string>, body: unknown) => call(t.app, "POST", "/v1/cart/items/bulk", headers, body);

  it("adds exactly the chosen lines once for a guest: the same key twice makes one set", async () => {
    const guest = guestId();
    const headers = { "x-unique-number": guest };
    const body = {
      request_key: "bom-press-0001",
      items: [
        { product: hcsr04.slug, quantity: 2 },
        { product: esp32.slug, quantity: 1 },
      ],
    };
    const first = await bulk(headers, body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const data = cartBulkResponse.parse(first.body).data;
    expect(data).toMatchObject({ repeated: false, cart_count: 2 });
    expect(data.results.map((r) => [r.product, r.added, r.outcome])).toEqual([
      [hcsr04.slug, 2, "added"],
      [esp32.slug, 1, "added"],
    ]);
    const again = await bulk(headers, body);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(BOM_MESSAGES.bulkRepeated);
    expect(cartBulkResponse.parse(again.body).data.repeated).toBe(true);
    expect(await cartOf({ guestId: guest })).toEqual(
      new Map([
        [hcsr04.id, 2],
        [esp32.id, 1],
      ]),
    );
    // A new press (a new key) adds again.
    await bulk(headers, { ...body, request_key: "bom-press-0002" });
    expect(await cartOf({ guestId: guest })).toEqual(
      new Map([
        [hcsr04.id, 4],
        [esp32.id, 2],
      ]),
    );
  });

  it("two presses at the same moment with one key add one set: one answers added, the other repeated", async () => {
    const { user, headers } = await createSignedInUser(t.db);
    const body = {
      request_key: "bom-press-same-moment",
      items: [
        { product: hcsr04.slug, quantity: 3 },
        { product: resistor.slug, quantity: 10 },
      ],
    };
    const answers = await Promise.all([bulk(headers, body), bulk(headers, body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => cartBulkResponse.parse(a.body).data.repeated).sort()).toEqual([false, true]);
    expect(await cartOf({ userId: user.id })).toEqual(
      new Map([
        [hcsr04.id, 3],
        [resistor.id, 10],
      ]),
    );
  });

  it("answers each line by the cart's rules for a signed-in shopper: limited to stock, out of stock, not found", async () => {
    const { user, headers } = await createSignedInUser(t.db);
    await call(t.app, "PUT", "/v2/carts", headers, { product: l298n.slug, quantity: 1 });
    const res = await bulk(headers, {
      request_key: "limits-00001",
      items: [
        { product: l298n.slug, quantity: 5 },
        { product: gone.slug, quantity: 1 },
        { product: "no-such-part", quantity: 1 },
        { product: resistor.slug, quantity: 10 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(cartBulkResponse.parse(res.body).data.results.map((r) => [r.added, r.outcome, r.message])).toEqual([
      [2, "limited", CART_MESSAGES.onlyLeft(3)],
      [0, "out_of_stock", CART_MESSAGES.outOfStock],
      [0, "not_found", CART_MESSAGES.productNotFound],
      [10, "added", null],
    ]);
    expect(await cartOf({ userId: user.id })).toEqual(
      new Map([
        [l298n.id, 3],
        [resistor.id, 10],
      ]),
    );
  });

  it("changes nothing when no line fits, nor for bad input; the key is not spent", async () => {
    const guest = guestId();
    const headers = { "x-unique-number": guest };
    const none = await bulk(headers, { request_key: "nothing-0001", items: [{ product: gone.slug, quantity: 1 }] });
    expect(none.status).toBe(422);
    expect(none.body.errors[0]).toMatchObject({ field: "items.0.product", message: CART_MESSAGES.outOfStock });
    for (const body of [
      { request_key: "short", items: [{ product: esp32.slug, quantity: 1 }] },
      { request_key: "qty-00000001", items: [{ product: esp32.slug, quantity: 0 }] },
      { request_key: "qty-00000001", items: [{ product: esp32.slug, quantity: 10_001 }] },
      {
        request_key: "dupe-0000001",
        items: [
          { product: esp32.slug, quantity: 1 },
          { product: esp32.slug, quantity: 1 },
        ],
      },
      { request_key: "empty-000001", items: [] },
      { request_key: "many-0000001", items: Array.from({ length: 201 }, (_, i) => ({ product: `part-${i}`, quantity: 1 })) },
    ]) {
      expect((await bulk(headers, body)).status).toBe(422);
    }
    expect((await bulk({}, { request_key: "nobody-00001", items: [{ product: esp32.slug, quantity: 1 }] })).status).toBe(400);
    expect(await cartOf({ guestId: guest })).toEqual(new Map());
  });
});

describe("parts lists", () => {
  it("a shopper saves a list; a guest reads it by its link; only the owner changes or deletes it", async () => {
    const owner = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    const created = await call(t.app, "POST", "/v1/parts-lists", owner.headers, {
      name: "Line follower <lab 3>",
      items: [
        { product: esp32.slug, quantity: 1 },
        { product: hcsr04.slug, quantity: 2 },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const list = partsListResponse.parse(created.body).data;
    expect(list.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(list).toMatchObject({ name: "Line follower <lab 3>", is_owner: true });
    expect(list.items.map((i) => [i.slug, i.quantity])).toEqual([
      [esp32.slug, 1],
      [hcsr04.slug, 2],
    ]);

    const asGuest = await call(t.app, "GET", `/v1/parts-lists/${list.id}`, { "x-unique-number": guestId() });
    expect(asGuest.status).toBe(200);
    expect(partsListResponse.parse(asGuest.body).data).toMatchObject({ is_owner: false, name: list.name });
    expect((await call(t.app, "GET", `/v1/parts-lists/${list.id}`)).status).toBe(200);
    expect((await call(t.app, "GET", "/v1/parts-lists/doesnotexist1")).status).toBe(404);

    for (const [method, body] of [
      ["PATCH", { name: "Mine now" }],
      ["DELETE", undefined],
    ] as const) {
      expect((await call(t.app, method, `/v1/parts-lists/${list.id}`, other.headers, body)).status).toBe(404);
      expect((await call(t.app, method, `/v1/parts-lists/${list.id}`, { "x-unique-number": guestId() }, body)).status).toBe(401);
    }
    // Nobody else's attempt changed it, nor does a guest's read offer it as theirs.
    const untouched = partsListResponse.parse((await call(t.app, "GET", `/v1/parts-lists/${list.id}`, other.headers)).body).data;
    expect(untouched).toMatchObject({ name: "Line follower <lab 3>", is_owner: false });
    expect(untouched.items.map((i) => [i.slug, i.quantity])).toEqual([
      [esp32.slug, 1],
      [hcsr04.slug, 2],
    ]);
    expect(
      (await call(t.app, "POST", "/v1/parts-lists", { "x-unique-number": guestId() }, { name: "Guest list", items: [{ product: esp32.slug, quantity: 1 }] }))
        .status,
    ).toBe(401);
    const renamed = await call(t.app, "PATCH", `/v1/parts-lists/${list.id}`, owner.headers, {
      name: "Line follower",
      items: [{ product: l298n.slug, quantity: 1 }],
    });
    expect(renamed.status).toBe(200);
    expect(partsListResponse.parse(renamed.body).data.items.map((i) => i.slug)).toEqual([l298n.slug]);
    const mine = partsListsResponse.parse((await call(t.app, "GET", "/v1/parts-lists", owner.headers)).body).data.lists;
    expect(mine.map((l) => [l.id, l.name, l.item_count])).toEqual([[list.id, "Line follower", 1]]);
    expect(partsListsResponse.parse((await call(t.app, "GET", "/v1/parts-lists", other.headers)).body).data.lists).toEqual([]);
    expect((await call(t.app, "DELETE", `/v1/parts-lists/${list.id}`, owner.headers)).status).toBe(200);
    expect((await call(t.app, "GET", `/v1/parts-lists/${list.id}`)).status).toBe(404);
  });

  it("an owner's save keeps the lines of a product no longer sold: hidden while it is, back when it is sold again", async () => {
    const owner = await createSignedInUser(t.db);
    const retired = await createProduct(t.db, { categoryId: hcsr04.categoryId, name: "Retired Buzzer Module", slug: "retired-buzzer", stock: 4, price: 40 });
    const created = await call(t.app, "POST", "/v1/parts-lists", owner.headers, {
      name: "Alarm",
      items: [
        { product: retired.slug, quantity: 2 },
        { product: hcsr04.slug, quantity: 1 },
      ],
    });
    const list = partsListResponse.parse(created.body).data;
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, retired.id));
    const read = partsListResponse.parse((await call(t.app, "GET", `/v1/parts-lists/${list.id}`, owner.headers)).body).data;
    expect(read.items.map((i) => i.slug)).toEqual([hcsr04.slug]);
    expect(partsListsResponse.parse((await call(t.app, "GET", "/v1/parts-lists", owner.headers)).body).data.lists[0]?.item_count).toBe(1);
    // The owner's editor shows one line and saves it with a new quantity.
    const saved = await call(t.app, "PATCH", `/v1/parts-lists/${list.id}`, owner.headers, { items: [{ product: hcsr04.slug, quantity: 5 }] });
    expect(partsListResponse.parse(saved.body).data.items.map((i) => [i.slug, i.quantity])).toEqual([[hcsr04.slug, 5]]);
    await t.db.update(products).set({ isActive: true }).where(eq(products.id, retired.id));
    const back = partsListResponse.parse((await call(t.app, "GET", `/v1/parts-lists/${list.id}`)).body).data;
    expect(back.items.map((i) => [i.slug, i.quantity])).toEqual([
      [hcsr04.slug, 5],
      [retired.slug, 2],
    ]);
  });

  it("saves the cart as a list, refuses an empty cart, an empty name and an unknown product", async () => {
    const { headers } = await createSignedInUser(t.db);
    const empty = await call(t.app, "POST", "/v1/parts-lists", headers, { name: "Cart", from_cart: true });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe(BOM_MESSAGES.cartEmpty);
    await call(t.app, "PUT", "/v2/carts", headers, { product: resistor.slug, quantity: 20 });
    const saved = await call(t.app, "POST", "/v1/parts-lists", headers, { name: "Cart", from_cart: true });
    expect(partsListResponse.parse(saved.body).data.items.map((i) => [i.slug, i.quantity])).toEqual([[resistor.slug, 20]]);
    expect((await call(t.app, "POST", "/v1/parts-lists", headers, { name: " ", items: [{ product: esp32.slug, quantity: 1 }] })).body.message).toBe(
      BOM_MESSAGES.listNameRequired,
    );
    const unknown = await call(t.app, "POST", "/v1/parts-lists", headers, { name: "X", items: [{ product: "nope", quantity: 1 }] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].field).toBe("items.0.product");
  });

  it("staff feature a list on a blog post (one list per page); shoppers get 403", async () => {
    const owner = await createSignedInUser(t.db);
    const staff = await createSignedInUser(t.db);
    await t.db.update(users).set({ role: "staff" }).where(eq(users.id, staff.user.id));
    const make = async (name: string) =>
      partsListResponse.parse((await call(t.app, "POST", "/v1/parts-lists", owner.headers, { name, items: [{ product: esp32.slug, quantity: 1 }] })).body).data
        .id;
    const [a, b] = [await make("Lab A"), await make("Lab B")];
    const feature = (headers: Record<string, string>, id: string, path: string | null) =>
      call(t.app, "PUT", `/v1/admin/parts-lists/${id}/featured`, headers, { featured_path: path });
    expect((await feature(owner.headers, a, "/blogs/line-follower")).status).toBe(403);
    expect((await feature(staff.headers, a, "https://evil.example")).status).toBe(422);
    expect((await feature(staff.headers, a, "/blogs/line-follower")).status).toBe(200);
    expect((await feature(staff.headers, b, "/blogs/line-follower")).status).toBe(409);
    const shown = await call(t.app, "GET", "/v1/featured-parts-list?path=/blogs/line-follower");
    expect(shown.body.data).toMatchObject({ id: a, name: "Lab A" });
    expect((await call(t.app, "GET", "/v1/featured-parts-list?path=/blogs/other")).body.data).toBeNull();

    // The back office's listing: featured lists only, by path; staff only.
    const featured = async () =>
      partsListsResponse
        .parse((await call(t.app, "GET", "/v1/admin/parts-lists?featured=1", staff.headers)).body)
        .data.lists.filter((l) => [a, b].includes(l.id));
    expect(await featured()).toEqual([expect.objectContaining({ id: a, name: "Lab A", featured_path: "/blogs/line-follower", item_count: 1 })]);
    expect((await call(t.app, "GET", "/v1/admin/parts-lists?featured=1", owner.headers)).status).toBe(403);
    expect((await call(t.app, "GET", "/v1/admin/parts-lists?featured=1", {})).status).toBe(401);
    expect((await call(t.app, "GET", "/v1/admin/parts-lists", staff.headers)).status).toBe(422);
    expect((await feature(staff.headers, b, "/kits/line-follower")).status).toBe(200);
    expect((await feature(staff.headers, a, null)).status).toBe(200);
    expect(await featured()).toEqual([expect.objectContaining({ id: b, featured_path: "/kits/line-follower" })]);
  });
});

describe("OpenAPI", () => {
  it("documents every new route with its refusals", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/openapi.json" })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const statuses = (method: string, path: string) => Object.keys(doc.paths[path]?.[method]?.responses ?? {});
    expect(statuses("post", "/v1/bom/match")).toEqual(expect.arrayContaining(["200", "422"]));
    expect(statuses("post", "/v1/cart/items/bulk")).toEqual(expect.arrayContaining(["200", "400", "401", "422"]));
    expect(statuses("get", "/v1/parts-lists/{id}")).toEqual(expect.arrayContaining(["200", "404"]));
    expect(statuses("patch", "/v1/parts-lists/{id}")).toEqual(expect.arrayContaining(["200", "401", "404", "422"]));
    expect(statuses("delete", "/v1/parts-lists/{id}")).toEqual(expect.arrayContaining(["200", "401", "404"]));
    expect(statuses("put", "/v1/admin/parts-lists/{id}/featured")).toEqual(expect.arrayContaining(["200", "403", "404", "409", "422"]));
    expect(statuses("get", "/v1/featured-parts-list")).toEqual(expect.arrayContaining(["200"]));
    expect(statuses("get", "/v1/admin/parts-lists")).toEqual(expect.arrayContaining(["200", "401", "403", "422"]));
    expect(statuses("get", "/v1/parts-lists")).toEqual(expect.arrayContaining(["200", "401"]));
    expect(statuses("post", "/v1/parts-lists")).toEqual(expect.arrayContaining(["200", "401", "422"]));
    expect(statuses("get", "/v1/admin/products/{id}/price-tiers")).toEqual(expect.arrayContaining(["200", "401", "403", "404"]));
    expect(statuses("put", "/v1/admin/products/{id}/price-tiers")).toEqual(expect.arrayContaining(["200", "401", "403", "404", "422"]));
  });
});
