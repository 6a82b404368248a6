import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantStaffRole, sql } from "@shop/db";
import { ADMIN_MESSAGES, adminOrderResponse } from "@shop/contracts";
import { useTestApp } from "../../test/app";
import { call, seedDistricts } from "../../test/commerce-fixture";
import { createCategory, createProduct, randomPhone } from "../../test/factories";
import { signInByPhone } from "../identity/testing";
import { placeOrderCall, shopperReadyToOrder } from "../orders/test-helpers";
import { startFakePathao } from "../../../fakes/couriers/pathao/fake";
import { couriersFromEnv } from "./registry";
import { COURIER_RETURN_REASON, syncCourierStatuses, type CourierSyncCtx } from "./sync";

// Pathao through the back office's Ship route and the status sync, against the fake
// Pathao over real HTTP and the real database.
const pathao = await startFakePathao();
const t = useTestApp({
  PATHAO_BASE_URL: pathao.url,
  PATHAO_CLIENT_ID: pathao.credentials.clientId,
  PATHAO_CLIENT_SECRET: pathao.credentials.clientSecret,
  PATHAO_USERNAME: pathao.credentials.username,
  PATHAO_PASSWORD: pathao.credentials.password,
  PATHAO_STORE_ID: String(pathao.credentials.storeId),
  COURIER_SYNC_MINUTES: "0",
});
afterAll(() => pathao.close());

let categoryId: number;
let staffHeaders: Record<string, string>;
let ctx: CourierSyncCtx;
beforeAll(async () => {
  categoryId = (await createCategory(t.db)).id;
  await seedDistricts(t.db);
  const phone = await grantStaffRole(t.db, randomPhone(), "staff", "Karim Staff");
  staffHeaders = (await signInByPhone(t.app, t.db, phone)).headers;
  ctx = {
    db: t.db,
    mediaBase: t.env.MEDIA_BASE_URL,
    shopName: t.env.SHOP_NAME,
    webUrl: t.env.PUBLIC_WEB_URL,
    refund: async () => {
      throw new Error("the courier sync never refunds");
    },
    couriers: couriersFromEnv(t.env),
    log: { warn: () => undefined, info: () => undefined },
  };
});

const round = () => syncCourierStatuses(ctx, { limit: 100, minGapMs: 0 });
const adminOrder = async (number: string) => adminOrderResponse.parse((await call(t.app, "GET", `/v1/admin/orders/${number}`, staffHeaders)).body).data;

/** A cash-on-delivery order for 2 of a fresh ৳500 product, shipped with Pathao through the back office's routes. */
async function shippedWithPathao() {
  const p = await createProduct(t.db, { categoryId, price: 500, stock: 10, name: "L298N Motor Driver" });
  const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug, quantity: 2 }]);
  const placed = await placeOrderCall(t.app, shopper.headers);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const number = placed.body.data.order.order_number as string;
  for (const [action, body] of [["confirm"], ["process"], ["ship", { courier: "pathao" }]] as const) {
    const res = await call(t.app, "POST", `/v1/admin/orders/${number}/${action}`, staffHeaders, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const booked = [...pathao.orders.values()].find((o) => o.merchant_order_id === number)!;
  const row = await t.db.execute<{ total: number }>(sql`select total from orders where order_number = ${number}`);
  return { number, totalPoisha: Number(row.rows[0].total), booked };
}

async function state(number: string) {
  const result = await t.db.execute<{ status: string; payment_status: string; courier_status: string | null; payments: number }>(sql`
    select o.status, o.payment_status, o.courier_status, (select count(*)::int from payments p where p.order_id = o.id) as payments
    from orders o where o.order_number = ${number}`);
  return result.rows[0];
}

describe("Pathao in the back office", () => {
  it("the Ship form's list offers Pathao as set up", async () => {
    const res = await call(t.app, "GET", "/v1/admin/couriers", staffHeaders);
    expect(res.status).toBe(200);
    expect(res.body.data).toContainEqual({ key: "pathao", name: "Pathao", configured: true });
  });

  it("Ship with courier pathao books the parcel (Dhaka, zone Mirpur, the total to collect) and keeps its consignment", async () => {
    const { number, totalPoisha, booked } = await shippedWithPathao();
    expect(totalPoisha).toBeGreaterThan(1000_00); // 2 × ৳500 and the delivery fee
    expect(booked).toMatchObject({
      store_id: 101,
      recipient_name: "রহিম উদ্দিন",
      recipient_address: "House 1, Road 2, Mirpur, Dhaka",
      recipient_city: 1,
      recipient_zone: 52,
      delivery_type: 48,
      item_type: 2,
      item_weight: 0.5,
      amount_to_collect: totalPoisha / 100,
      order_status: "Pending",
    });
    const shown = await adminOrder(number);
    expect(shown).toMatchObject({
      status: "shipped",
      courier: {
        name: "Pathao",
        ref: booked.consignment_id,
        tracking_number: booked.consignment_id,
        tracking_url: `https://merchant.pathao.com/tracking?consignment_id=${booked.consignment_id}&phone=01712345678`,
      },
    });
  });

  it("Pathao down: the shop's 422 (courier_failed), the order stays processing, nothing booked", async () => {
    const p = await createProduct(t.db, { categoryId, price: 300, stock: 5 });
    const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug, quantity: 1 }]);
    const number = (await placeOrderCall(t.app, shopper.headers)).body.data.order.order_number as string;
    for (const action of ["confirm", "process"]) expect((await call(t.app, "POST", `/v1/admin/orders/${number}/${action}`, staffHeaders)).status).toBe(200);
    pathao.setMode({ down: true });
    try {
      const res = await call(t.app, "POST", `/v1/admin/orders/${number}/ship`, staffHeaders, { courier: "pathao" });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ message: ADMIN_MESSAGES.courierFailed, errors: [{ code: "courier_failed" }] });
    } finally {
      pathao.setMode({ down: false });
    }
    expect((await state(number)).status).toBe("processing");
    expect([...pathao.orders.values()].some((o) => o.merchant_order_id === number)).toBe(false);
  });
});

describe("Pathao status sync", () => {
  it("Pending: nothing moves; Delivered: the order is delivered and paid once, asked by consignment id", async () => {
    const { number, booked } = await shippedWithPathao();
    await round();
    expect(await state(number)).toMatchObject({ status: "shipped", courier_status: "Pending" });
    expect(pathao.requests.some((r) => r.path === `/orders/${booked.consignment_id}/info`)).toBe(true);
    const before = await state(number);
    booked.order_status = "Delivered";
    await Promise.all([round(), round(), round()]);
    expect(await state(number)).toMatchObject({ status: "delivered", payment_status: "paid", courier_status: "Delivered", payments: before.payments + 1 });
    expect((await adminOrder(number)).timeline.at(-1)).toMatchObject({ status: "delivered", staff_note: "Pathao: Delivered" });
  });

  it("Pickup Cancelled and Returned: the order becomes a return", async () => {
    for (const word of ["Pickup Cancelled", "Returned"]) {
      const { number, booked } = await shippedWithPathao();
      booked.order_status = word;
      expect(await round()).toMatchObject({ returned: 1 });
      expect(await adminOrder(number)).toMatchObject({ status: "cancelled", cancel_reason: COURIER_RETURN_REASON, is_return: true });
    }
  });

  it("On Hold: nothing moves; the timeline says so once, to staff only", async () => {
    const { number, booked } = await shippedWithPathao();
    booked.order_status = "On Hold";
    await round();
    await round();
    const shown = await adminOrder(number);
    expect(shown.status).toBe("shipped");
    const holds = shown.timeline.filter((e) => e.staff_note === "Pathao holds the parcel");
    expect(holds).toHaveLength(1);
    expect(holds[0]).toMatchObject({ note: null, for_customer: false });
  });
});
