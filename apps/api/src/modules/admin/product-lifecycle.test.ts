import { beforeAll, describe, expect, it } from "vitest";
import { adminProductResponse, adminProductsResponse } from "@shop/contracts";
import { PRODUCT_CSV_MESSAGES, productImportPreviewResponse } from "@shop/contracts/product-csv";
import { sql } from "@shop/db";
import { useTestApp } from "../../test/app";
import { createBrand, createCategory, createProduct, createSignedInUser } from "../../test/factories";
import { ARCHIVED_CANNOT_SHOW } from "../catalog/admin";
import { auditOf, signInStaff, type Staff } from "./shop-test-helpers";

const t = useTestApp();

let owner: Staff;
let staff: Staff;
let shopper: Record<string, string>;
let categoryId: number;
let brandId: number;
let run = 0;

beforeAll(async () => {
  owner = await signInStaff(t.app, t.db, "owner", "Nadia Owner");
  staff = await signInStaff(t.app, t.db, "staff", "Karim Staff");
  shopper = (await createSignedInUser(t.db)).headers;
  categoryId = (await createCategory(t.db, { name: "Motors" })).id;
  brandId = (await createBrand(t.db, { name: "TowerPro" })).id;
});

async function product() {
  run += 1;
  return createProduct(t.db, {
    categoryId,
    brandId,
    slug: `sg90-servo-${run}`,
    sku: `SG90-${run}`,
    name: "SG90 Micro Servo",
    price: 180,
    discountPrice: 160,
    stock: 12,
    images: 2,
    specs: [{ key: "Torque", value: "1.8 kg·cm" }],
  });
}

const send = async (method: "GET" | "POST" | "PATCH" | "PUT", url: string, headers: Record<string, string>, payload?: unknown) => {
  const res = await t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: res.statusCode, body: res.json() };
};
const listed = async (query: string) =>
  adminProductsResponse.parse((await send("GET", `/v1/admin/products?${query}`, owner.headers)).body).data.map((row) => row.id);

describe("POST /v1/admin/products/{id}/duplicate", () => {
  it("makes a hidden copy with (copy) in its name, a free slug and SKU, the same category, brand, specs and images, and no stock", async () => {
    const p = await product();
    const res = await send("POST", `/v1/admin/products/${p.id}/duplicate`, owner.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const copy = adminProductResponse.parse(res.body).data;
    expect(copy).toMatchObject({
      name: "SG90 Micro Servo (copy)",
      slug: `${p.slug}-copy`,
      sku: `${p.sku}-COPY`,
      category: { id: categoryId },
      brand: { id: brandId },
      price_poisha: 18000,
      discount_price_poisha: 16000,
      stock: 0,
      is_active: false,
      needs_price: false,
      archived: false,
      specs: [{ key: "Torque", value: "1.8 kg·cm" }],
    });
    const original = adminProductResponse.parse((await send("GET", `/v1/admin/products/${p.id}`, owner.headers)).body).data;
    expect(copy.images.map((image) => image.media_key)).toEqual(original.images.map((image) => image.media_key));
    expect(copy.images).toHaveLength(2);
    expect(await auditOf(t.db, "product", copy.id)).toMatchObject([
      { action: "product.duplicate", actor_id: owner.id, after: { duplicate_of: p.id, sku: `${p.sku}-COPY` } },
    ]);
    // A second copy takes the next free slug and SKU; staff's copy waits for an owner's price.
    const second = adminProductResponse.parse((await send("POST", `/v1/admin/products/${p.id}/duplicate`, staff.headers)).body).data;
    expect(second).toMatchObject({ slug: `${p.slug}-copy-2`, sku: `${p.sku}-COPY-2`, needs_price: true, is_active: false });
    // The storefront does not show a copy.
    expect((await send("GET", `/v1/products/${copy.slug}`, {})).status).toBe(404);
    expect((await send("POST", `/v1/admin/products/999999/duplicate`, owner.headers)).status).toBe(404);
    expect((await send("POST", `/v1/admin/products/${p.id}/duplicate`, shopper)).status).toBe(403);
  });
});

describe("PUT /v1/admin/products/{id}/image-order", () => {
  it("puts the images in the order sent, the first the main one; anything but the product's own images once each is refused", async () => {
    const p = await createProduct(t.db, { categoryId, name: "Servo with three photos", images: 3 });
    const before = adminProductResponse.parse((await send("GET", `/v1/admin/products/${p.id}`, owner.headers)).body).data;
    const keys = before.images.map((image) => image.media_key);
    const wanted = [keys[2], keys[0], keys[1]];
    const res = await send("PUT", `/v1/admin/products/${p.id}/image-order`, staff.headers, { media_keys: wanted });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = adminProductResponse.parse(res.body).data;
    expect(after.images.map((image) => [image.media_key, image.position])).toEqual(wanted.map((key, index) => [key, index]));
    expect(after.image).toContain(keys[2]);
    expect((await auditOf(t.db, "product", p.id)).at(-1)).toMatchObject({ action: "product.image_order", before: { images: keys }, after: { images: wanted } });
    for (const media_keys of [
      [keys[0], keys[1]],
      [keys[0], keys[0], keys[1]],
      [...wanted, "someone-elses"],
      ["x", "y", "z"],
    ]) {
      const refused = await send("PUT", `/v1/admin/products/${p.id}/image-order`, owner.headers, { media_keys });
      expect(refused.status).toBe(422);
    }
    const unchanged = adminProductResponse.parse((await send("GET", `/v1/admin/products/${p.id}`, owner.headers)).body).data;
    expect(unchanged.images.map((image) => image.media_key)).toEqual(wanted);
    expect((await send("PUT", `/v1/admin/products/${p.id}/image-order`, shopper, { media_keys: wanted })).status).toBe(403);
  });
});

describe("archiving a product", () => {
  it("hides it from the storefront and the lists, keeps it for orders, and a restore brings it back hidden", async () => {
    const p = await product();
    expect((await send("GET", `/v1/products/${p.slug}`, {})).status).toBe(200);
    expect(await listed(`q=${p.sku}`)).toEqual([p.id]);

    const archived = await send("POST", `/v1/admin/products/${p.id}/archive`, staff.headers);
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
    expect(adminProductResponse.parse(archived.body).data).toMatchObject({ archived: true, is_active: false });
    expect((await send("GET", `/v1/products/${p.slug}`, {})).status).toBe(404);
    expect(await listed(`q=${p.sku}`)).toEqual([]);
    expect(await listed(`q=${p.sku}&status=archived`)).toEqual([p.id]);
    // The row stays (an order's line refers to it).
    expect((await t.db.execute(sql`select 1 from products where id = ${p.id}`)).rows).toHaveLength(1);

    // Neither the form nor an import shows an archived product.
    const shown = await send("PATCH", `/v1/admin/products/${p.id}`, owner.headers, { is_active: true });
    expect(shown.status).toBe(422);
    expect(shown.body.errors[0]).toMatchObject({ field: "is_active", message: ARCHIVED_CANNOT_SHOW });
    const file = `SKU,Visible\n${p.sku},yes`;
    const preview = productImportPreviewResponse.parse((await send("POST", "/v1/admin/products/import/preview", owner.headers, { file })).body).data;
    expect(preview.rows[0].errors).toEqual([{ column: "Visible", message: ARCHIVED_CANNOT_SHOW }]);
    expect(PRODUCT_CSV_MESSAGES.visible).not.toBe(ARCHIVED_CANNOT_SHOW);

    const restored = await send("POST", `/v1/admin/products/${p.id}/restore`, owner.headers);
    expect(adminProductResponse.parse(restored.body).data).toMatchObject({ archived: false, is_active: false });
    expect(await listed(`q=${p.sku}`)).toEqual([p.id]);
    expect((await send("PATCH", `/v1/admin/products/${p.id}`, owner.headers, { is_active: true })).status).toBe(200);
    expect((await send("GET", `/v1/products/${p.slug}`, {})).status).toBe(200);
    expect((await auditOf(t.db, "product", p.id)).map((entry) => entry.action)).toEqual(["product.archive", "product.restore", "product.update"]);
    expect((await send("POST", `/v1/admin/products/${p.id}/archive`, shopper)).status).toBe(403);
  });
});
