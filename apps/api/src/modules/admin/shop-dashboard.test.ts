import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { orders } from "@shop/db";
import { LOW_STOCK_AT, adminDashboardResponse, type AdminDashboard } from "@shop/contracts";
import { useTestApp } from "../../test/app";
import { call, seedDistricts } from "../../test/commerce-fixture";
import { createBrand, createCategory, createProduct, createSignedInUser } from "../../test/factories";
import { placeOrderCall, shopperReadyToOrder } from "../orders/test-helpers";
import { addQuestion, signInStaff, type Staff } from "./shop-test-helpers";

/** Its own database: the dashboard sums every order, so this file holds only the orders it places. */
const t = useTestApp();
let staff: Staff;
let categoryId: number;

type Status = "pending" | "confirmed" | "processing" | "shipped" | "delivered" | "cancelled" | "failed";
type Placed = { at: Date; status: Status; total: number };
const placed: Placed[] = [];

const HOUR = 3_600_000;
/** The Dhaka calendar day `offset` days from today, as YYYY-MM-DD. */
const dhakaDay = (offset = 0, from = Date.now()) => new Date(from + 6 * HOUR + offset * 24 * HOUR).toISOString().slice(0, 10);
/** A moment on a Dhaka day, at Dhaka wall-clock time hh:mm. */
const dhakaTime = (day: string, time: string) => new Date(`${day}T${time}:00+06:00`);
const COUNTED = (o: Placed) => o.status !== "cancelled" && o.status !== "failed";

async function insertOrder(userId: string, order: Placed) {
  const unique = randomBytes(6).toString("hex");
  await t.db.insert(orders).values({
    orderKey: `dash-${unique}`,
    orderNumber: `D${unique}`,
    userId,
    status: order.status,
    paymentMethod: "cash_on_delivery",
    deliveryMethod: "home_delivery",
    subtotal: order.total,
    total: order.total,
    createdAt: order.at,
    updatedAt: order.at,
  });
  placed.push(order);
}

beforeAll(async () => {
  await seedDistricts(t.db);
  staff = await signInStaff(t.app, t.db, "staff");
  categoryId = (await createCategory(t.db)).id;
  const buyer = await createSignedInUser(t.db);
  const today = dhakaDay(0);
  const spread: Placed[] = [
    // 00:01 in Dhaka is still the previous day in UTC: it must count as today.
    { at: dhakaTime(today, "00:01"), status: "pending", total: 100_00 },
    { at: dhakaTime(today, "00:02"), status: "delivered", total: 250_00 },
    { at: dhakaTime(today, "00:03"), status: "cancelled", total: 999_00 },
    { at: dhakaTime(today, "00:04"), status: "failed", total: 888_00 },
    // 23:59 yesterday in Dhaka: yesterday, whatever UTC says.
    { at: dhakaTime(dhakaDay(-1), "23:59"), status: "confirmed", total: 300_00 },
    { at: dhakaTime(dhakaDay(-29), "12:00"), status: "shipped", total: 400_00 },
    { at: dhakaTime(dhakaDay(-30), "12:00"), status: "processing", total: 500_00 },
    { at: dhakaTime(dhakaDay(-45), "12:00"), status: "pending", total: 700_00 },
  ];
  for (const order of spread) await insertOrder(buyer.user.id, order);

  // And one order placed the real way, now.
  const item = await createProduct(t.db, { categoryId, price: 1200, stock: 10 });
  const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: item.slug }]);
  const res = await placeOrderCall(t.app, shopper.headers);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  placed.push({ at: new Date(), status: "pending", total: res.body.data.order.summary.total * 100 });
});

async function dashboard(): Promise<AdminDashboard> {
  const res = await call(t.app, "GET", "/v1/admin/dashboard", staff.headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return adminDashboardResponse.parse(res.body).data;
}

describe("GET /v1/admin/dashboard", () => {
  it("counts today's and this month's orders and revenue by Dhaka day, leaving out cancelled and failed ones", async () => {
    const data = await dashboard();
    const today = dhakaDay(0);
    const real = placed[placed.length - 1];
    expect(data.today).toEqual({ orders: 3, revenue_poisha: 100_00 + 250_00 + real.total });

    const monthStart = `${today.slice(0, 7)}-01`;
    const month = placed.filter((o) => COUNTED(o) && dhakaDay(0, o.at.getTime()) >= monthStart);
    expect(data.month).toEqual({ orders: month.length, revenue_poisha: month.reduce((sum, o) => sum + o.total, 0) });
    expect(data.month.orders).toBeGreaterThanOrEqual(3);
  });

  it("charts the last 30 Dhaka days oldest first, empty days included", async () => {
    const { by_day } = await dashboard();
    expect(by_day).toHaveLength(30);
    expect(by_day.map((d) => d.date)).toEqual(Array.from({ length: 30 }, (_, i) => dhakaDay(i - 29)));
    const real = placed[placed.length - 1];
    expect(by_day[29]).toEqual({ date: dhakaDay(0), orders: 3, revenue_poisha: 100_00 + 250_00 + real.total });
    expect(by_day[28]).toEqual({ date: dhakaDay(-1), orders: 1, revenue_poisha: 300_00 });
    expect(by_day[0]).toEqual({ date: dhakaDay(-29), orders: 1, revenue_poisha: 400_00 });
    expect(by_day.slice(1, 28).every((d) => d.orders === 0 && d.revenue_poisha === 0)).toBe(true);
  });

  it("counts the orders waiting at each step and the unanswered questions", async () => {
    const asker = await createSignedInUser(t.db);
    const p = await createProduct(t.db, { categoryId });
    await addQuestion(t.db, { productId: p.id, userId: asker.user.id });
    await addQuestion(t.db, { productId: p.id, userId: asker.user.id });
    await addQuestion(t.db, { productId: p.id, userId: asker.user.id, answer: "Yes" });
    await addQuestion(t.db, { productId: p.id, userId: asker.user.id, hidden: true });

    const data = await dashboard();
    expect(data.waiting).toEqual({ pending: 3, confirmed: 1, processing: 1, shipped: 1 });
    expect(data.unanswered_questions).toBe(2);
  });

  it("lists active products at or below the low-stock mark, lowest first, at most 10", async () => {
    const brand = await createBrand(t.db, { name: "Espressif" });
    const noImage = await createProduct(t.db, { categoryId, brandId: brand.id, name: "A no-image part", stock: 0, images: 0, price: 50, discountPrice: 40 });
    await createProduct(t.db, { categoryId, name: "Hidden part", stock: 0, isActive: false });
    await createProduct(t.db, { categoryId, name: "Plenty", stock: LOW_STOCK_AT + 1 });
    const atMark = await createProduct(t.db, { categoryId, name: "At the mark", stock: LOW_STOCK_AT });
    expect((await dashboard()).low_stock.map((p) => p.id)).toEqual([noImage.id, atMark.id]);

    // More than 10: the lowest 10 only.
    for (let i = 0; i < 10; i++) await createProduct(t.db, { categoryId, name: `Filler ${i}`, stock: 1 + (i % 3) });

    const { low_stock } = await dashboard();
    expect(low_stock).toHaveLength(10);
    expect(low_stock.map((p) => p.stock)).toEqual([...low_stock.map((p) => p.stock)].sort((a, b) => a - b));
    expect(low_stock.every((p) => p.is_active && p.stock <= LOW_STOCK_AT)).toBe(true);
    expect(low_stock.map((p) => p.name)).not.toContain("Hidden part");
    expect(low_stock.map((p) => p.id)).not.toContain(atMark.id);
    expect(low_stock[0]).toEqual({
      id: noImage.id,
      slug: noImage.slug,
      name: "A no-image part",
      sku: noImage.sku,
      category: { id: categoryId, name: expect.any(String) },
      brand: { id: brand.id, name: "Espressif" },
      price_poisha: 50_00,
      discount_price_poisha: 40_00,
      stock: 0,
      is_active: true,
      needs_price: false,
      image: null,
      updated_at: expect.stringMatching(/\+06:00$/),
    });
    expect(low_stock[1].image).toMatch(/^.+\/t-[0-9a-f]+\.svg$/);
  });
});
