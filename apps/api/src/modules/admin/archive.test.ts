import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "@shop/db";
import { adminBrandsResponse, adminCategoriesResponse, ARCHIVE_MESSAGES, CART_MESSAGES } from "@shop/contracts";
import { useTestApp } from "../../test/app";
import { call, createCoupon, seedDistricts } from "../../test/commerce-fixture";
import { createBrand, createCategory, createProduct } from "../../test/factories";
import { placeOrderCall, shopperReadyToOrder } from "../orders/test-helpers";
import { auditOf, signInStaff, type Staff } from "./shop-test-helpers";

// Archiving categories, brands and coupons (issue 46) through the real HTTP stack and
// database: the back office's routes, and what the storefront and a shopper then see.
const t = useTestApp();
let owner: Staff;
let staff: Staff;
beforeAll(async () => {
  owner = await signInStaff(t.app, t.db, "owner", "Nadia Owner");
  staff = await signInStaff(t.app, t.db, "staff", "Karim Staff");
  await seedDistricts(t.db);
});

const post = (path: string, headers: Record<string, string> = staff.headers) => call(t.app, "POST", path, headers, {});
const version = async () => Number((await t.db.execute<{ version: number }>(sql`select version from catalog_version where id = 1`)).rows[0].version);
const menuSlugs = async () => {
  const res = await call(t.app, "GET", "/v1/main-menus");
  expect(res.status).toBe(200);
  return JSON.stringify(res.body.data);
};

describe("archiving categories", () => {
  it("hides the category from the menu and answers its page 404; restore keeps it hidden until shown; the main one waits for its sub-categories", async () => {
    const main = await createCategory(t.db, { name: "Sensors main" });
    const sub = await createCategory(t.db, { name: "Ultrasonic", parentId: main.id });
    await createProduct(t.db, { categoryId: sub.id, price: 120, stock: 5 });
    await t.db.execute(sql`update categories set is_active = true where id in (${main.id}, ${sub.id})`);
    expect((await call(t.app, "GET", `/v1/categories?category_slug=${sub.slug}`)).status).toBe(200);
    expect(await menuSlugs()).toContain(sub.slug);

    const waits = await post(`/v1/admin/categories/${main.id}/archive`);
    expect(waits.status).toBe(422);
    expect(waits.body.message).toBe(ARCHIVE_MESSAGES.subCategoriesFirst);

    const before = await version();
    const archived = await post(`/v1/admin/categories/${sub.id}/archive`);
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
    expect(archived.body).toMatchObject({ message: ARCHIVE_MESSAGES.archived.category, data: { id: sub.id, archived: true, is_active: false, products: 1 } });
    expect(await version()).toBeGreaterThan(before);
    expect((await call(t.app, "GET", `/v1/categories?category_slug=${sub.slug}`)).status).toBe(404);
    expect(await menuSlugs()).not.toContain(sub.slug);
    // Archiving twice changes nothing more.
    expect((await post(`/v1/admin/categories/${sub.id}/archive`)).status).toBe(200);

    const list = adminCategoriesResponse.parse((await call(t.app, "GET", "/v1/admin/categories", staff.headers)).body).data;
    expect(list.find((c) => c.id === sub.id)).toMatchObject({ archived: true, is_active: false });

    const show = await call(t.app, "PATCH", `/v1/admin/categories/${sub.id}`, staff.headers, { is_active: true });
    expect(show.status).toBe(422);
    expect(show.body.errors).toEqual([expect.objectContaining({ field: "is_active", message: ARCHIVE_MESSAGES.restoreFirst("category") })]);

    // Now the main category can go too, and come back.
    expect((await post(`/v1/admin/categories/${main.id}/archive`)).status).toBe(200);
    expect((await post(`/v1/admin/categories/${main.id}/restore`)).body.data).toMatchObject({ archived: false, is_active: false });

    const restored = await post(`/v1/admin/categories/${sub.id}/restore`);
    expect(restored.body).toMatchObject({ message: ARCHIVE_MESSAGES.restored.category, data: { archived: false, is_active: false } });
    expect((await call(t.app, "GET", `/v1/categories?category_slug=${sub.slug}`)).status).toBe(404);
    expect((await call(t.app, "PATCH", `/v1/admin/categories/${main.id}`, staff.headers, { is_active: true })).status).toBe(200);
    expect((await call(t.app, "PATCH", `/v1/admin/categories/${sub.id}`, staff.headers, { is_active: true })).status).toBe(200);
    expect((await call(t.app, "GET", `/v1/categories?category_slug=${sub.slug}`)).status).toBe(200);

    expect((await auditOf(t.db, "category", sub.id)).map((a) => [a.action, a.actor_id])).toEqual(
      expect.arrayContaining([
        ["category.archive", staff.id],
        ["category.restore", staff.id],
      ]),
    );
    expect((await auditOf(t.db, "category", sub.id)).filter((a) => a.action === "category.archive")).toHaveLength(1);
  });

  it("is staff only and answers 404 for an unknown category", async () => {
    const category = await createCategory(t.db);
    const shopper = await shopperReadyToOrder(t.app, t.db, []);
    expect((await post(`/v1/admin/categories/${category.id}/archive`, shopper.headers)).status).toBe(403);
    expect((await post(`/v1/admin/categories/${category.id}/archive`, {})).status).toBe(401);
    expect((await post(`/v1/admin/categories/2000000/archive`)).status).toBe(404);
    expect(await auditOf(t.db, "category", category.id)).toEqual([]);
  });
});

describe("archiving brands", () => {
  it("takes the brand out of the brand list, its page and the listing's brand filter; its products stay", async () => {
    const category = await createCategory(t.db);
    await t.db.execute(sql`update categories set is_active = true where id = ${category.id}`);
    const brand = await createBrand(t.db, { name: "Waveshare test" });
    const product = await createProduct(t.db, { categoryId: category.id, brandId: brand.id, price: 300, stock: 4 });
    const facets = async () => JSON.stringify((await call(t.app, "GET", `/v1/products?category=${category.slug}`)).body.meta.brands);
    expect(await facets()).toContain(brand.slug);
    expect((await call(t.app, "GET", `/v1/brands/${brand.slug}`)).status).toBe(200);

    const res = await post(`/v1/admin/brands/${brand.id}/archive`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ message: ARCHIVE_MESSAGES.archived.brand, data: { archived: true, is_active: false, products: 1 } });
    expect(await facets()).not.toContain(brand.slug);
    expect((await call(t.app, "GET", `/v1/brands/${brand.slug}`)).status).toBe(404);
    expect(JSON.stringify((await call(t.app, "GET", "/v1/brands")).body.data)).not.toContain(brand.slug);
    expect((await call(t.app, "GET", `/v1/products/${product.slug}`)).status).toBe(200);

    const show = await call(t.app, "PATCH", `/v1/admin/brands/${brand.id}`, staff.headers, { is_active: true });
    expect(show.status).toBe(422);
    expect(show.body.errors).toEqual([expect.objectContaining({ field: "is_active", message: ARCHIVE_MESSAGES.restoreFirst("brand") })]);
    const list = adminBrandsResponse.parse((await call(t.app, "GET", "/v1/admin/brands", staff.headers)).body).data;
    expect(list.find((b) => b.id === brand.id)).toMatchObject({ archived: true });

    expect((await post(`/v1/admin/brands/${brand.id}/restore`)).body.data).toMatchObject({ archived: false, is_active: false });
    expect((await call(t.app, "PATCH", `/v1/admin/brands/${brand.id}`, staff.headers, { is_active: true })).status).toBe(200);
    expect(await facets()).toContain(brand.slug);
    expect((await auditOf(t.db, "brand", brand.id)).map((a) => a.action)).toEqual(expect.arrayContaining(["brand.archive", "brand.restore"]));
  });
});

describe("archiving coupons", () => {
  it("an archived coupon is invalid to a shopper; the order that used it keeps its code; owners only", async () => {
    const category = await createCategory(t.db);
    const product = await createProduct(t.db, { categoryId: category.id, price: 1000, stock: 20 });
    const coupon = await createCoupon(t.db, { code: `EID${Date.now() % 100000}`, kind: "percentage", amount: 10 });

    const first = await shopperReadyToOrder(t.app, t.db, [{ slug: product.slug }]);
    expect((await call(t.app, "POST", "/v1/coupons", first.headers, { code: coupon.code })).status).toBe(200);
    const placed = await placeOrderCall(t.app, first.headers, {});
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderNumber = placed.body.data.order.order_number as string;

    expect((await post(`/v1/admin/coupons/${coupon.id}/archive`, staff.headers)).status).toBe(403);
    const res = await post(`/v1/admin/coupons/${coupon.id}/archive`, owner.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ message: ARCHIVE_MESSAGES.archived.coupon, data: { id: coupon.id, code: coupon.code, archived: true, is_active: false } });

    const second = await shopperReadyToOrder(t.app, t.db, [{ slug: product.slug }]);
    const refused = await call(t.app, "POST", "/v1/coupons", second.headers, { code: coupon.code.toLowerCase() });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain(CART_MESSAGES.couponInvalid);

    const order = await call(t.app, "GET", `/v1/admin/orders/${orderNumber}`, owner.headers);
    expect(order.status).toBe(200);
    expect(JSON.stringify(order.body.data)).toContain(coupon.code);
    expect(JSON.stringify(order.body.data)).toContain(product.name);

    const on = await call(t.app, "PATCH", `/v1/admin/coupons/${coupon.id}`, owner.headers, { is_active: true });
    expect(on.status).toBe(422);
    expect(on.body.errors).toEqual([expect.objectContaining({ field: "is_active", message: ARCHIVE_MESSAGES.restoreFirst("coupon") })]);
    const listed = (await call(t.app, "GET", "/v1/admin/coupons", owner.headers)).body.data.find((c: { id: number }) => c.id === coupon.id);
    expect(listed).toMatchObject({ archived: true });

    const back = await post(`/v1/admin/coupons/${coupon.id}/restore`, owner.headers);
    expect(back.body).toMatchObject({ message: ARCHIVE_MESSAGES.restored.coupon, data: { archived: false, is_active: false } });
    expect((await call(t.app, "POST", "/v1/coupons", second.headers, { code: coupon.code })).status).toBe(422);
    expect((await call(t.app, "PATCH", `/v1/admin/coupons/${coupon.id}`, owner.headers, { is_active: true })).status).toBe(200);
    expect((await call(t.app, "POST", "/v1/coupons", second.headers, { code: coupon.code })).status).toBe(200);
    expect((await auditOf(t.db, "coupon", coupon.id)).map((a) => a.action)).toEqual(expect.arrayContaining(["coupon.archive", "coupon.restore"]));
  });
});
