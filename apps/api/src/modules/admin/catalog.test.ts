import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  ADMIN_IMAGE_MAX_BYTES,
  ADMIN_MESSAGES,
  FORWARDER_HEADER,
  adminBrandsResponse,
  adminCategoriesResponse,
  adminProductResponse,
  adminProductsResponse,
} from "@shop/contracts";
import { grantStaffRole, sql } from "@shop/db";
import { useTestApp } from "../../test/app";
import { createBrand, createCategory, createProduct, createSignedInUser, randomPhone } from "../../test/factories";
import { signInByPhone } from "../identity/testing";
import { DISCOUNT_NOT_BELOW_PRICE, SKU_TAKEN } from "../catalog/admin";
import { NOT_AN_IMAGE } from "../media/ingest";

// The web app's revalidation endpoint, played by a recorder: the app built by useTestApp
// calls it through its own revalidator (WEB_INTERNAL_URL + FORWARDER_SECRET).
const SECRET = "test-forwarder-secret-0123456789";
const revalidations: { paths: string[]; secret: string | undefined }[] = [];
let recorder: Server;
const overrides: Record<string, string> = { FORWARDER_SECRET: SECRET };
beforeAll(async () => {
  recorder = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      if (request.method === "POST" && request.url === "/api/revalidate") {
        revalidations.push({ paths: (JSON.parse(body) as { paths: string[] }).paths, secret: request.headers[FORWARDER_HEADER] as string | undefined });
      }
      response.setHeader("content-type", "application/json");
      response.end("{}");
    });
  });
  await new Promise<void>((resolve) => recorder.listen(0, "127.0.0.1", resolve));
  overrides.WEB_INTERNAL_URL = `http://127.0.0.1:${(recorder.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => recorder.close(resolve));
});

const t = useTestApp(overrides);

type Headers = Record<string, string>;
let staff: Headers;
let owner: Headers;
let staffId: string;
let ownerId: string;
let shopper: Headers;
let main: { id: number; slug: string };
let child: { id: number; slug: string };

async function staffMember(role: "staff" | "owner") {
  const phone = await grantStaffRole(t.db, randomPhone(), role, `Test ${role}`);
  const session = await signInByPhone(t.app, t.db, phone);
  const found = await t.db.execute<{ id: string }>(sql`select id from users where phone = ${phone}`);
  return { headers: session.headers, id: found.rows[0].id };
}

beforeAll(async () => {
  ({ headers: staff, id: staffId } = await staffMember("staff"));
  ({ headers: owner, id: ownerId } = await staffMember("owner"));
  shopper = (await createSignedInUser(t.db)).headers;
  main = await createCategory(t.db, { name: "Sensors" });
  child = await createCategory(t.db, { name: "Temperature sensors", parentId: main.id });
});
beforeEach(() => {
  revalidations.length = 0;
});

async function send(method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, headers: Headers = {}, payload?: unknown) {
  const res = await t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

let counter = 0;
const productBody = (input: Record<string, unknown> = {}) => {
  counter += 1;
  return { name: `DHT22 sensor ${counter}`, slug: `dht22-sensor-${counter}`, sku: `DHT-${counter}`, category_id: child.id, price_poisha: 45000, ...input };
};

async function auditRows(entity: string, entityId: number | string) {
  const result = await t.db.execute<{ action: string; actor_id: string | null; before: unknown; after: unknown }>(
    sql`select action, actor_id, before, after from audit_log where entity = ${entity} and entity_id = ${String(entityId)} order by id`,
  );
  return result.rows.map((row) => ({
    ...row,
    before: typeof row.before === "string" ? JSON.parse(row.before) : row.before,
    after: typeof row.after === "string" ? JSON.parse(row.after) : row.after,
  }));
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();

describe("who may use the catalog routes", () => {
  it("answers 401 without a session and 403 to a shopper on every route", async () => {
    const p = await createProduct(t.db, { categoryId: child.id });
    const routes: [method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: unknown][] = [
      ["GET", "/v1/admin/products"],
      ["POST", "/v1/admin/products", productBody()],
      ["GET", `/v1/admin/products/${p.id}`],
      ["PATCH", `/v1/admin/products/${p.id}`, { name: "Renamed by nobody" }],
      ["POST", `/v1/admin/products/${p.id}/images`],
      ["DELETE", `/v1/admin/products/${p.id}/images/${p.mediaKey}`],
      ["POST", `/v1/admin/products/${p.id}/stock`, { delta: 5, reason: "received" }],
      ["GET", `/v1/admin/products/${p.id}/stock-history`],
      ["GET", "/v1/admin/stock/low"],
      ["GET", "/v1/admin/categories"],
      ["POST", "/v1/admin/categories", { name: "Nobody's", slug: "nobodys" }],
      ["PATCH", `/v1/admin/categories/${child.id}`, { name: "Nobody's" }],
      ["GET", "/v1/admin/brands"],
      ["POST", "/v1/admin/brands", { name: "Nobody's", slug: "nobodys" }],
      ["PATCH", "/v1/admin/brands/1", { name: "Nobody's" }],
    ];
    for (const [method, url, payload] of routes) {
      const anonymous = await send(method, url, {}, payload);
      expect(anonymous.status, `${method} ${url}`).toBe(401);
      const refused = await send(method, url, shopper, payload);
      expect(refused.status, `${method} ${url}`).toBe(403);
      expect(refused.body.message).toBe(ADMIN_MESSAGES.staffOnly);
    }
    // Nothing was written by any of them.
    expect((await send("GET", `/v1/admin/products/${p.id}`, staff)).body.data).toMatchObject({
      name: p.name,
      stock: p.stock,
      images: [{ media_key: p.mediaKey }],
    });
    expect((await t.db.execute(sql`select 1 from audit_log`)).rows).toEqual([]);
    expect(revalidations).toEqual([]);
  });
});

describe("the OpenAPI document", () => {
  it("describes every catalog route, the upload as a binary body", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/openapi.json" })).json();
    for (const [path, method] of [
      ["/v1/admin/products", "get"],
      ["/v1/admin/products", "post"],
      ["/v1/admin/products/{id}", "patch"],
      ["/v1/admin/products/{id}/images", "post"],
      ["/v1/admin/products/{id}/images/{media_key}", "delete"],
      ["/v1/admin/products/{id}/stock", "post"],
      ["/v1/admin/products/{id}/stock-history", "get"],
      ["/v1/admin/stock/low", "get"],
      ["/v1/admin/categories/{id}", "patch"],
      ["/v1/admin/brands/{id}", "patch"],
    ]) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    const upload = doc.paths["/v1/admin/products/{id}/images"].post.requestBody.content;
    expect(Object.keys(upload).sort()).toEqual(["image/jpeg", "image/png", "image/webp"]);
    expect(upload["image/png"].schema).toEqual({ type: "string", format: "binary" });
  });
});

describe("products", () => {
  it("creates a product (an owner's) with no stock, audited, and revalidates its pages", async () => {
    const brand = await createBrand(t.db, { name: "Aosong" });
    const body = productBody({
      part_number: "AM2302",
      brand_id: brand.id,
      discount_price_poisha: 42000,
      tags: ["new"],
      specs: [{ key: "Range", value: "-40 to 80 °C" }],
      short_description: "Digital temperature and humidity sensor",
      datasheet_url: "",
    });
    const res = await send("POST", "/v1/admin/products", owner, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const product = adminProductResponse.parse(res.body).data;
    expect(product).toMatchObject({
      name: body.name,
      slug: body.slug,
      sku: body.sku,
      part_number: "AM2302",
      category: { id: child.id, name: "Temperature sensors" },
      brand: { id: brand.id, name: "Aosong" },
      price_poisha: 45000,
      discount_price_poisha: 42000,
      stock: 0,
      is_active: true,
      needs_price: false,
      is_special: false,
      image: null,
      images: [],
      tags: ["new"],
      datasheet_url: null,
    });
    expect(product.updated_at).toMatch(/\+06:00$/);
    expect(revalidations).toEqual([{ paths: [`/product/${body.slug}`, `/category/${child.slug}`, `/category/${main.slug}`], secret: SECRET }]);
    const [audit] = await auditRows("product", product.id);
    expect(audit).toMatchObject({ action: "product.create", actor_id: ownerId, before: null, after: { slug: body.slug, price: 45000, discount_price: 42000 } });
    // No stock yet: no ledger row either.
    expect((await t.db.execute(sql`select 1 from stock_movements where product_id = ${product.id}`)).rows).toEqual([]);
    // Shown on the storefront at once, its money in taka there.
    const shop = await send("GET", `/v1/products/${body.slug}`);
    expect(shop.status).toBe(200);
    expect(shop.body.data.product).toMatchObject({ name: body.name, price: 450, discount_price: 420, current_stock: 0 });
  });

  it("refuses a taken slug or SKU, a discount not below the price and unknown categories or brands, writing nothing", async () => {
    const taken = await createProduct(t.db, { categoryId: child.id });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ slug: taken.slug }, "slug", ADMIN_MESSAGES.slugTaken],
      [{ sku: taken.sku }, "sku", SKU_TAKEN],
      [{ discount_price_poisha: 45000 }, "discount_price_poisha", DISCOUNT_NOT_BELOW_PRICE],
      [{ category_id: 999_999 }, "category_id", "This category does not exist"],
      [{ brand_id: 999_999 }, "brand_id", "This brand does not exist"],
    ];
    const before = (await t.db.execute(sql`select count(*)::int as n from products`)).rows[0];
    for (const [change, field, message] of cases) {
      const res = await send("POST", "/v1/admin/products", owner, productBody(change));
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(res.body.errors[0]).toMatchObject({ field, message, code: "validation_failed" });
    }
    const invalid = await send("POST", "/v1/admin/products", owner, productBody({ slug: "Not A Slug", price_poisha: -5 }));
    expect(invalid.status).toBe(422);
    expect((await t.db.execute(sql`select count(*)::int as n from products`)).rows[0]).toEqual(before);

    const p = await createProduct(t.db, { categoryId: child.id });
    for (const [change, field, message] of cases) {
      const res = await send("PATCH", `/v1/admin/products/${p.id}`, owner, change);
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(res.body.errors[0]).toMatchObject({ field, message });
    }
    // Money is named for its unit here: the storefront's bare `price` (taka) is refused, not dropped.
    for (const old of [{ price: 450 }, { discount_price: 420 }]) {
      const res = await send("PATCH", `/v1/admin/products/${p.id}`, owner, old);
      expect(res.status, JSON.stringify(old)).toBe(422);
      expect(res.body.errors[0].message).toBe(`Unknown field ${Object.keys(old)[0]}`);
    }
    const { price_poisha, ...oldBody } = productBody({ slug: "old-price-name", sku: "OLD-PRICE" });
    expect((await send("POST", "/v1/admin/products", owner, { ...oldBody, price: price_poisha })).status).toBe(422);
    expect((await auditRows("product", p.id)).length).toBe(0);
    expect(revalidations).toEqual([]);
    expect((await send("PATCH", "/v1/admin/products/999999", owner, { name: "Ghost product" })).status).toBe(404);
    expect((await send("GET", "/v1/admin/products/abc", owner)).status).toBe(404);
  });

  it("lets staff edit but not price; an owner may; the storefront shows every edit at once", async () => {
    const p = await createProduct(t.db, { categoryId: child.id, price: 500, discountPrice: 450, name: "Old name" });
    const url = `/v1/products/${p.slug}`;
    // Warm the storefront's cache.
    expect((await send("GET", url)).body.data.product.name).toBe("Old name");
    expect((await send("GET", url)).headers["x-cache"]).toBe("hit");

    const renamed = await send("PATCH", `/v1/admin/products/${p.id}`, staff, { name: "New name", price_poisha: 50000, discount_price_poisha: 45000 });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: "New name", price_poisha: 50000 });
    expect((await send("GET", url)).body.data.product.name).toBe("New name");
    expect(revalidations.map((r) => r.paths)).toEqual([[`/product/${p.slug}`, `/category/${child.slug}`, `/category/${main.slug}`]]);

    for (const change of [{ price_poisha: 60000 }, { discount_price_poisha: 40000 }, { discount_price_poisha: null }]) {
      const refused = await send("PATCH", `/v1/admin/products/${p.id}`, staff, { name: "Sneaky", ...change });
      expect(refused.status, JSON.stringify(change)).toBe(403);
      expect(refused.body.message).toBe(ADMIN_MESSAGES.ownerOnly);
    }
    expect((await send("GET", `/v1/admin/products/${p.id}`, staff)).body.data).toMatchObject({
      name: "New name",
      price_poisha: 50000,
      discount_price_poisha: 45000,
    });

    const repriced = await send("PATCH", `/v1/admin/products/${p.id}`, owner, { price_poisha: 60000, discount_price_poisha: null });
    expect(repriced.status).toBe(200);
    expect((await send("GET", url)).body.data.product).toMatchObject({ price: 600, discount_price: null, has_discount_price: false });

    const hidden = await send("PATCH", `/v1/admin/products/${p.id}`, staff, { is_active: false });
    expect(hidden.body.data.is_active).toBe(false);
    expect((await send("GET", url)).status).toBe(404);
    expect((await send("PATCH", `/v1/admin/products/${p.id}`, staff, { is_active: true })).status).toBe(200);
    expect((await send("GET", url)).status).toBe(200);

    // A renamed slug: the old page and the new one are both revalidated.
    revalidations.length = 0;
    await send("PATCH", `/v1/admin/products/${p.id}`, staff, { slug: `${p.slug}-v2` });
    expect(revalidations[0].paths).toEqual(expect.arrayContaining([`/product/${p.slug}`, `/product/${p.slug}-v2`]));
    expect((await send("GET", url)).status).toBe(404);
    expect((await send("GET", `${url}-v2`)).status).toBe(200);

    const audit = await auditRows("product", p.id);
    expect(audit.map((a) => [a.action, a.actor_id, a.before, a.after])).toEqual([
      ["product.update", staffId, { name: "Old name" }, { name: "New name" }],
      ["product.update", ownerId, { price: 50000, discount_price: 45000 }, { price: 60000, discount_price: null }],
      ["product.update", staffId, { is_active: true }, { is_active: false }],
      ["product.update", staffId, { is_active: false }, { is_active: true }],
      ["product.update", staffId, { slug: p.slug }, { slug: `${p.slug}-v2` }],
    ]);
  });

  it("a product made by staff waits, hidden and not for sale, until an owner sets its price", async () => {
    const body = productBody({ price_poisha: 99_00, is_active: true });
    const res = await send("POST", "/v1/admin/products", staff, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const made = adminProductResponse.parse(res.body).data;
    // Saved with the staff member's price as a proposal, but hidden and marked for an owner.
    expect(made).toMatchObject({ price_poisha: 99_00, is_active: false, needs_price: true });
    expect(res.body.message).toBe("Product saved: it waits for a price from an owner");
    const stocked = await send("POST", `/v1/admin/products/${made.id}/stock`, staff, { delta: 5, reason: "received" });
    expect(stocked.status, JSON.stringify(stocked.body)).toBe(200);
    expect((await send("GET", `/v1/products/${body.slug}`)).status).toBe(404);
    expect((await send("PUT", "/v2/carts", shopper, { product: body.slug })).status).toBe(404);

    // Staff can neither show it nor price it; the owner finds it under "needs price".
    const shown = await send("PATCH", `/v1/admin/products/${made.id}`, staff, { is_active: true });
    expect(shown.status).toBe(422);
    expect(shown.body.errors[0]).toMatchObject({ field: "is_active", message: ADMIN_MESSAGES.needsPrice });
    expect((await send("PATCH", `/v1/admin/products/${made.id}`, staff, { price_poisha: 1 })).status).toBe(403);
    const waiting = adminProductsResponse.parse((await send("GET", "/v1/admin/products?status=needs_price", owner)).body).data;
    expect(waiting.map((row) => row.id)).toContain(made.id);
    expect(waiting.every((row) => row.needs_price && !row.is_active)).toBe(true);
    // Showing it without a price is refused to the owner too: the price is what they decide.
    expect((await send("PATCH", `/v1/admin/products/${made.id}`, owner, { is_active: true })).status).toBe(422);
    expect((await send("GET", `/v1/products/${body.slug}`)).status).toBe(404);

    const priced = await send("PATCH", `/v1/admin/products/${made.id}`, owner, { price_poisha: 120_00, is_active: true });
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    expect(priced.body.data).toMatchObject({ price_poisha: 120_00, is_active: true, needs_price: false });
    expect((await send("GET", `/v1/products/${body.slug}`)).body.data.product).toMatchObject({ price: 120 });
    expect((await send("PUT", "/v2/carts", shopper, { product: body.slug })).status).toBe(200);
    expect((await auditRows("product", made.id)).map((a) => [a.action, a.actor_id])).toEqual([
      ["product.create", staffId],
      ["stock.adjust", staffId],
      ["product.update", ownerId],
    ]);
    // The proposal an owner accepts as it is (the same price sent back) sets it too.
    const proposal = adminProductResponse.parse((await send("POST", "/v1/admin/products", staff, productBody({ price_poisha: 75_00 }))).body).data;
    const accepted = await send("PATCH", `/v1/admin/products/${proposal.id}`, owner, { price_poisha: 75_00 });
    expect(accepted.body.data).toMatchObject({ price_poisha: 75_00, needs_price: false, is_active: false });
    expect((await send("PATCH", `/v1/admin/products/${proposal.id}`, staff, { is_active: true })).body.data.is_active).toBe(true);
  });

  it("lists products for staff with search, category, status and stock filters", async () => {
    const cat = await createCategory(t.db, { name: "Listing" });
    const sub = await createCategory(t.db, { name: "Listing child", parentId: cat.id });
    const a = await createProduct(t.db, { categoryId: cat.id, name: "Ultrasonic ranger", partNumber: "HC-SR04", stock: 0 });
    const b = await createProduct(t.db, { categoryId: sub.id, name: "Servo motor", stock: 3, isActive: false });
    const c = await createProduct(t.db, { categoryId: sub.id, name: "Stepper 100%_off", stock: 40 });
    const ids = async (query: string) => {
      const res = await send("GET", `/v1/admin/products?category=${cat.id}&${query}`, staff);
      expect(res.status).toBe(200);
      return adminProductsResponse.parse(res.body).data.map((row) => row.id);
    };
    expect((await ids("")).sort()).toEqual([a.id, b.id, c.id].sort());
    expect(await ids("q=hc-sr")).toEqual([a.id]);
    expect(await ids(`q=${encodeURIComponent(b.sku.toLowerCase())}`)).toEqual([b.id]);
    expect(await ids(`q=${encodeURIComponent("100%_")}`)).toEqual([c.id]);
    expect(await ids("q=%25")).toEqual([c.id]);
    expect(await ids("status=hidden")).toEqual([b.id]);
    expect((await ids("status=active")).sort()).toEqual([a.id, c.id].sort());
    expect((await ids("stock=low")).sort()).toEqual([a.id, b.id].sort());
    expect(await ids("stock=out")).toEqual([a.id]);
    const children = await send("GET", `/v1/admin/products?category=${sub.id}`, staff);
    expect(children.body.data.map((row: { id: number }) => row.id).sort()).toEqual([b.id, c.id].sort());
    const page = await send("GET", "/v1/admin/products?page=1", staff);
    expect(page.body.meta).toMatchObject({ page: 1, per_page: 25 });
    const row = adminProductsResponse.parse(page.body).data.find((r) => r.id === a.id);
    expect(row?.image).toBe(`/api/v1/media/${a.mediaKey}`);
  });
});

describe("product images", () => {
  it("stores an uploaded PNG as a WebP master at most 1600 px wide, lists it and serves it", async () => {
    const p = await createProduct(t.db, { categoryId: child.id, images: 1 });
    const res = await t.app.inject({
      method: "POST",
      url: `/v1/admin/products/${p.id}/images?alt=Front%20view`,
      headers: { ...staff, "content-type": "image/png" },
      payload: await png(2400, 1200),
    });
    expect(res.statusCode, res.body).toBe(201);
    const product = adminProductResponse.parse(res.json()).data;
    expect(product.images.map((i) => [i.position, i.media_key])).toEqual([
      [0, p.mediaKey],
      [1, expect.stringMatching(/^upload-[0-9a-f]+\.webp$/)],
    ]);
    const added = product.images[1];
    expect(added).toMatchObject({ alt: "Front view", url: `/api/v1/media/${added.media_key}` });
    const stored = await t.db.execute<{ content_type: string; width: number; height: number; body: Buffer }>(
      sql`select content_type, width, height, body from media where key = ${added.media_key}`,
    );
    expect(stored.rows[0]).toMatchObject({ content_type: "image/webp", width: 1600, height: 800 });
    expect((await sharp(Buffer.from(stored.rows[0].body)).metadata()).format).toBe("webp");
    // Served by the media route and shown on the storefront.
    const served = await t.app.inject({ method: "GET", url: `/v1/media/${added.media_key}?w=256` });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(256);
    const shop = await send("GET", `/v1/products/${p.slug}`);
    expect(shop.body.data.product.images.map((i: { url: string }) => i.url)).toEqual([`/api/v1/media/${p.mediaKey}`, added.url]);
    expect(revalidations.map((r) => r.paths[0])).toEqual([`/product/${p.slug}`]);

    const [audit] = await auditRows("product", p.id);
    expect(audit).toMatchObject({
      action: "product.image_add",
      actor_id: staffId,
      before: { images: [p.mediaKey] },
      after: { images: [p.mediaKey, added.media_key] },
    });

    const removed = await send("DELETE", `/v1/admin/products/${p.id}/images/${p.mediaKey}`, staff);
    expect(removed.status).toBe(200);
    expect(removed.body.data.images.map((i: { media_key: string }) => i.media_key)).toEqual([added.media_key]);
    expect(removed.body.data.image).toBe(added.url);
    expect((await send("GET", `/v1/products/${p.slug}`)).body.data.product.images.map((i: { url: string }) => i.url)).toEqual([added.url]);
    expect((await auditRows("product", p.id))[1]).toMatchObject({
      action: "product.image_remove",
      before: { images: [p.mediaKey, added.media_key] },
      after: { images: [added.media_key] },
    });
    expect((await send("DELETE", `/v1/admin/products/${p.id}/images/${p.mediaKey}`, staff)).status).toBe(404);
  });

  it("refuses what is not an image without a 500 and changes nothing", async () => {
    const p = await createProduct(t.db, { categoryId: child.id, images: 1 });
    const upload = (contentType: string, payload: Buffer | string) =>
      t.app.inject({ method: "POST", url: `/v1/admin/products/${p.id}/images`, headers: { ...staff, "content-type": contentType }, payload });
    const notImage = await upload("image/png", Buffer.from("this is not a png at all"));
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().errors[0]).toMatchObject({ field: "image", message: NOT_AN_IMAGE });
    const gif = await upload(
      "image/png",
      await sharp({ create: { width: 8, height: 8, channels: 3, background: "red" } })
        .gif()
        .toBuffer(),
    );
    expect(gif.statusCode).toBe(422);
    expect((await upload("image/jpeg", Buffer.alloc(0))).statusCode).toBe(422);
    expect([415, 422]).toContain((await upload("text/plain", "hello")).statusCode);
    expect((await upload("application/octet-stream", Buffer.from([1, 2, 3]))).statusCode).toBe(415);
    expect((await upload("application/json", JSON.stringify({ image: "x" }))).statusCode).toBe(422);
    const tooLarge = await upload("image/png", Buffer.alloc(ADMIN_IMAGE_MAX_BYTES + 1));
    expect(tooLarge.statusCode).toBe(413);
    expect((await upload("image/png", await png(10, 10))).statusCode).toBe(201);
    // The one real upload is the only change.
    expect((await send("GET", `/v1/admin/products/${p.id}`, staff)).body.data.images).toHaveLength(2);
    expect((await auditRows("product", p.id)).map((a) => a.action)).toEqual(["product.image_add"]);
    // Elsewhere an image body is still no body the API takes.
    expect((await t.app.inject({ method: "POST", url: "/v1/auth/otp", headers: { "content-type": "image/png" }, payload: await png(4, 4) })).statusCode).toBe(
      415,
    );
  });
});

describe("categories and brands", () => {
  it("lists categories with product counts, creates and edits them, keeping the menu two levels deep", async () => {
    const created = await send("POST", "/v1/admin/categories", staff, { name: "Motors", slug: "motors-admin", sort_order: 3 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const motors = created.body.data;
    expect(motors).toMatchObject({ name: "Motors", slug: "motors-admin", parent_id: null, description: null, sort_order: 3, products: 0 });
    expect(revalidations.at(-1)?.paths).toEqual(["/", "/category/motors-admin"]);
    const sub = (await send("POST", "/v1/admin/categories", staff, { name: "Servos", slug: "servos-admin", parent_id: motors.id })).body.data;
    await createProduct(t.db, { categoryId: sub.id });
    await createProduct(t.db, { categoryId: sub.id, isActive: false });

    const list = adminCategoriesResponse.parse((await send("GET", "/v1/admin/categories", staff)).body).data;
    expect(list.find((c) => c.id === sub.id)).toMatchObject({ parent_id: motors.id, products: 2 });

    const refusals: [number, Record<string, unknown>, string][] = [
      [motors.id, { parent_id: motors.id }, "parent_id"],
      [motors.id, { parent_id: main.id }, "parent_id"], // it has a child of its own
      [main.id, { parent_id: sub.id }, "parent_id"], // under a child: three levels
      [sub.id, { parent_id: 999_999 }, "parent_id"],
      [sub.id, { slug: main.slug }, "slug"],
    ];
    for (const [id, patch, field] of refusals) {
      const res = await send("PATCH", `/v1/admin/categories/${id}`, staff, patch);
      expect(res.status, JSON.stringify(patch)).toBe(422);
      expect(res.body.errors[0].field).toBe(field);
    }
    expect((await send("PATCH", "/v1/admin/categories/999999", staff, { name: "Ghost" })).status).toBe(404);

    revalidations.length = 0;
    const renamed = await send("PATCH", `/v1/admin/categories/${sub.id}`, staff, { name: "Servo motors", slug: "servo-motors-admin" });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: "Servo motors", slug: "servo-motors-admin", products: 2 });
    expect(revalidations[0].paths).toEqual(["/", "/category/servos-admin", "/category/servo-motors-admin"]);
    // Both were made as drafts: the storefront shows them once published.
    expect((await send("GET", "/v1/categories?category_slug=servo-motors-admin")).status).toBe(404);
    for (const id of [motors.id, sub.id]) expect((await send("PATCH", `/v1/admin/categories/${id}`, staff, { is_active: true })).status).toBe(200);
    const menu = await send("GET", "/v1/categories?category_slug=servo-motors-admin");
    expect(menu.status).toBe(200);
    expect(menu.body.data.category.name).toBe("Servo motors");
    expect((await auditRows("category", sub.id)).map((a) => [a.action, a.before, a.after])).toEqual([
      ["category.create", null, { name: "Servos", slug: "servos-admin", parent_id: motors.id, description: null, sort_order: 0, is_active: false }],
      ["category.update", { name: "Servos", slug: "servos-admin" }, { name: "Servo motors", slug: "servo-motors-admin" }],
      ["category.update", { is_active: false }, { is_active: true }],
    ]);
  });

  it("a new category is a draft until published; hidden categories and brands leave the menu, their pages, listings and filters", async () => {
    const made = await send("POST", "/v1/admin/categories", staff, { name: "Drones", slug: "drones-draft" });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ slug: "drones-draft", is_active: false });
    const brand = await createBrand(t.db, { name: "Skyfly", slug: "skyfly" });
    const p = await createProduct(t.db, { categoryId: made.body.data.id, brandId: brand.id, name: "Quad frame", stock: 3 });
    const menuSlugs = async () => (await send("GET", "/v1/main-menus")).body.data.main_menu.map((m: { slug: string }) => m.slug);
    const listed = async (query: string) => (await send("GET", `/v1/products?${query}`)).body.data.map((row: { slug: string }) => row.slug);
    const brandSlugs = async () => (await send("GET", "/v1/brands")).body.data.brands.map((b: { slug: string }) => b.slug);

    expect(await menuSlugs()).not.toContain("drones-draft");
    expect((await send("GET", "/v1/categories?category_slug=drones-draft")).status).toBe(404);
    expect(await listed("category=drones-draft")).toEqual([]);

    const published = await send("PATCH", `/v1/admin/categories/${made.body.data.id}`, staff, { is_active: true });
    expect(published.body.data.is_active).toBe(true);
    expect(await menuSlugs()).toContain("drones-draft");
    expect((await send("GET", "/v1/categories?category_slug=drones-draft")).status).toBe(200);
    expect(await listed("category=drones-draft")).toEqual([p.slug]);

    // Hidden again: gone from the header menu, its page and its listing, at once.
    expect((await send("PATCH", `/v1/admin/categories/${made.body.data.id}`, staff, { is_active: false })).status).toBe(200);
    expect(revalidations.at(-1)?.paths).toEqual(["/", "/category/drones-draft"]);
    expect(await menuSlugs()).not.toContain("drones-draft");
    expect((await send("GET", "/v1/categories?category_slug=drones-draft")).status).toBe(404);
    expect(await listed("category=drones-draft")).toEqual([]);
    expect((await send("PATCH", `/v1/admin/categories/${made.body.data.id}`, staff, { is_active: true })).status).toBe(200);

    // A brand: shown, then hidden from the brand list, its page, the brand filter and its facet.
    expect(await brandSlugs()).toContain("skyfly");
    const facet = async () => (await send("GET", "/v1/products?category=drones-draft")).body.meta.brands.map((b: { slug: string }) => b.slug);
    expect(await facet()).toEqual(["skyfly"]);
    const hidden = await send("PATCH", `/v1/admin/brands/${brand.id}`, staff, { is_active: false });
    expect(hidden.body.data).toMatchObject({ is_active: false });
    expect(await brandSlugs()).not.toContain("skyfly");
    expect((await send("GET", "/v1/brands/skyfly")).status).toBe(404);
    expect(await listed("brand=skyfly")).toEqual([]);
    expect(await facet()).toEqual([]);
    const list = adminBrandsResponse.parse((await send("GET", "/v1/admin/brands", staff)).body).data;
    expect(list.find((b) => b.id === brand.id)).toMatchObject({ is_active: false, products: 1 });
    expect((await send("PATCH", `/v1/admin/brands/${brand.id}`, staff, { is_active: true })).status).toBe(200);
    expect((await send("GET", "/v1/brands/skyfly")).status).toBe(200);
    expect((await auditRows("brand", brand.id)).map((a) => [a.before, a.after])).toEqual([
      [{ is_active: true }, { is_active: false }],
      [{ is_active: false }, { is_active: true }],
    ]);
  });

  it("lists brands with product counts, creates and edits them", async () => {
    const created = await send("POST", "/v1/admin/brands", staff, { name: "Tower Pro", slug: "tower-pro", country: "Taiwan" });
    expect(created.status).toBe(201);
    const brand = created.body.data;
    expect(brand).toMatchObject({ name: "Tower Pro", slug: "tower-pro", country: "Taiwan", products: 0 });
    expect(revalidations.at(-1)?.paths).toEqual(["/brands"]);
    await createProduct(t.db, { categoryId: child.id, brandId: brand.id });
    expect((await send("POST", "/v1/admin/brands", staff, { name: "Copy", slug: "tower-pro" })).body.errors[0].field).toBe("slug");

    const edited = await send("PATCH", `/v1/admin/brands/${brand.id}`, staff, { name: "TowerPro", country: null });
    expect(edited.body.data).toMatchObject({ name: "TowerPro", country: null, products: 1 });
    const list = adminBrandsResponse.parse((await send("GET", "/v1/admin/brands", staff)).body).data;
    expect(list.find((b) => b.id === brand.id)).toMatchObject({ name: "TowerPro", products: 1 });
    expect((await send("GET", "/v1/brands/tower-pro")).body.data.brand.name).toBe("TowerPro");
    expect((await auditRows("brand", brand.id)).map((a) => [a.action, a.actor_id, a.before, a.after])).toEqual([
      ["brand.create", staffId, null, { name: "Tower Pro", slug: "tower-pro", country: "Taiwan", description: null, is_active: true }],
      ["brand.update", staffId, { name: "Tower Pro", country: "Taiwan" }, { name: "TowerPro", country: null }],
    ]);
    expect((await send("PATCH", "/v1/admin/brands/999999", staff, { name: "Ghost" })).status).toBe(404);
  });
});
