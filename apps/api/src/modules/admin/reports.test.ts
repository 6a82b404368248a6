import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "@shop/db";
import { codReportResponse, refundsReportResponse, salesReportResponse } from "@shop/contracts/reports";
import { useTestApp } from "../../test/app";
import { createCategory, createProduct, createSignedInUser } from "../../test/factories";
import { auditOf, signInStaff, type Staff } from "./shop-test-helpers";

/**
 * The owner's reports over a small known set of orders in March 2026 (Dhaka days), with
 * neighbours just outside the period: its own database, so every figure is exact.
 */
const t = useTestApp();
let owner: Staff;
let staff: Staff;
let userId: string;
let sensor: { id: number; category: number };
let motor: { id: number; category: number };
let bkashOrder: { number: string };

const MARCH = "from=2026-03-01&to=2026-03-31";
const at = (dhaka: string) => new Date(`${dhaka}:00+06:00`);

type Line = { productId: number; name: string; quantity: number; lineTotal: number };
type OrderInput = {
  createdAt: string;
  status: string;
  paymentMethod?: "cash_on_delivery" | "bkash";
  total: number;
  shipping?: number;
  productDiscount?: number;
  couponDiscount?: number;
  courier?: string;
  deliveredAt?: string;
  lines: Line[];
};

async function insertOrder(o: OrderInput): Promise<{ id: string; number: string }> {
  const unique = randomBytes(5).toString("hex").toUpperCase();
  const created = at(o.createdAt);
  const found = await t.db.execute<{ id: string }>(sql`
    insert into orders (order_key, order_number, user_id, status, payment_method, payment_status, delivery_method, subtotal, product_discount,
      coupon_discount, shipping_fee, total, courier_name, created_at, updated_at)
    values (${`rep-${unique}`}, ${`R${unique}`}, ${userId}, ${o.status}, ${o.paymentMethod ?? "cash_on_delivery"},
      ${o.paymentMethod === "bkash" ? "paid" : "unpaid"}, 'home_delivery', ${o.total}, ${o.productDiscount ?? 0}, ${o.couponDiscount ?? 0},
      ${o.shipping ?? 0}, ${o.total}, ${o.courier ?? null}, ${created}, ${created})
    returning id`);
  const id = found.rows[0].id;
  for (const line of o.lines) {
    await t.db.execute(sql`insert into order_items (order_id, product_id, name, slug, unit_price, quantity, line_total)
      values (${id}, ${line.productId}, ${line.name}, ${`p-${line.productId}`}, ${line.lineTotal / line.quantity}, ${line.quantity}, ${line.lineTotal})`);
  }
  if (o.deliveredAt) {
    await t.db.execute(sql`insert into order_events (order_id, status, note, created_at) values (${id}, 'delivered', 'Delivered', ${at(o.deliveredAt)})`);
  }
  return { id, number: `R${unique}` };
}

beforeAll(async () => {
  owner = await signInStaff(t.app, t.db, "owner", "Owner Rahim");
  staff = await signInStaff(t.app, t.db, "staff");
  userId = (await createSignedInUser(t.db)).user.id;
  const sensors = await createCategory(t.db, { name: "Sensors" });
  const motors = await createCategory(t.db, { name: "Motors" });
  sensor = { id: (await createProduct(t.db, { name: "HC-SR04", categoryId: sensors.id })).id, category: sensors.id };
  motor = { id: (await createProduct(t.db, { name: "TT Motor", categoryId: motors.id })).id, category: motors.id };
  const A = (quantity: number, lineTotal: number) => ({ productId: sensor.id, name: "HC-SR04", quantity, lineTotal });
  const B = (quantity: number, lineTotal: number) => ({ productId: motor.id, name: "TT Motor", quantity, lineTotal });

  // 00:30 on 1 March in Dhaka is still 28 February in UTC: it belongs to March.
  await insertOrder({
    createdAt: "2026-03-01T00:30",
    status: "delivered",
    total: 1000_00,
    shipping: 60_00,
    couponDiscount: 10_00,
    courier: "Steadfast",
    deliveredAt: "2026-03-03T10:00",
    lines: [A(2, 700_00), B(1, 250_00)],
  });
  bkashOrder = await insertOrder({
    createdAt: "2026-03-02T12:00",
    status: "processing",
    paymentMethod: "bkash",
    total: 500_00,
    productDiscount: 50_00,
    lines: [A(1, 500_00)],
  });
  await insertOrder({ createdAt: "2026-03-02T13:00", status: "cancelled", total: 300_00, lines: [B(1, 300_00)] });
  await insertOrder({ createdAt: "2026-03-31T23:59", status: "pending", total: 200_00, lines: [A(1, 200_00)] });
  // Outside March by a minute either side.
  await insertOrder({ createdAt: "2026-04-01T00:00", status: "pending", total: 999_00, lines: [B(3, 999_00)] });
  await insertOrder({ createdAt: "2026-02-28T23:59", status: "pending", total: 888_00, lines: [B(2, 888_00)] });
  // Delivered in February: in Steadfast's balance, not in March's cash.
  await insertOrder({
    createdAt: "2026-02-20T10:00",
    status: "delivered",
    total: 400_00,
    courier: "Steadfast",
    deliveredAt: "2026-02-25T10:00",
    lines: [B(1, 400_00)],
  });

  const bkashOrderId = (await t.db.execute<{ id: string }>(sql`select id from orders where order_number = ${bkashOrder.number}`)).rows[0].id;
  const payment = await t.db.execute<{ id: string }>(sql`
    insert into payments (order_id, method, amount, status) values (${bkashOrderId}, 'bkash', 50000, 'paid') returning id`);
  await t.db.execute(sql`insert into refunds (payment_id, order_id, channel, status, amount, reason, settled_at)
    values (${payment.rows[0].id}, ${bkashOrderId}, 'bkash', 'succeeded', 20000, 'One sensor dead on arrival', ${at("2026-03-05T12:00")})`);
  // Settled on 1 April in Dhaka: not March's.
  await t.db.execute(sql`insert into refunds (payment_id, order_id, channel, status, amount, reason, settled_at)
    values (${payment.rows[0].id}, ${bkashOrderId}, 'bkash', 'succeeded', 1000, 'Late', ${at("2026-04-01T00:05")})`);
  await t.db.execute(sql`insert into refunds (payment_id, order_id, channel, status, amount, reason)
    values (${payment.rows[0].id}, ${bkashOrderId}, 'payout_nagad', 'pending', 5000, 'Delivery fee back')`);
});

const get = (url: string, who: Staff = owner) => t.app.inject({ method: "GET", url, headers: who.headers });
const payout = (body: Record<string, unknown>, who: Staff = owner) =>
  t.app.inject({ method: "POST", url: "/v1/admin/reports/cod/payouts", headers: who.headers, payload: body });

describe("sales report", () => {
  it("counts March's orders by Dhaka day, leaving out cancelled ones and the neighbours", async () => {
    const res = await get(`/v1/admin/reports/sales?${MARCH}`);
    expect(res.statusCode).toBe(200);
    const { data } = salesReportResponse.parse(res.json());
    expect(data.totals).toEqual({ orders: 3, items: 5, revenue_poisha: 1700_00, discounts_poisha: 60_00, delivery_fees_poisha: 60_00, refunds_poisha: 200_00 });
    expect(data.by_day).toHaveLength(31);
    const dayOf = (date: string) => data.by_day.find((d) => d.date === date);
    expect(dayOf("2026-03-01")).toEqual({
      date: "2026-03-01",
      orders: 1,
      items: 3,
      revenue_poisha: 1000_00,
      discounts_poisha: 10_00,
      delivery_fees_poisha: 60_00,
      refunds_poisha: 0,
    });
    expect(dayOf("2026-03-05")?.refunds_poisha).toBe(200_00);
    expect(dayOf("2026-03-31")?.orders).toBe(1);
    expect(dayOf("2026-03-15")?.orders).toBe(0);
    expect(data.products).toEqual([
      { product_id: sensor.id, name: "HC-SR04", units: 4, revenue_poisha: 1400_00 },
      { product_id: motor.id, name: "TT Motor", units: 1, revenue_poisha: 250_00 },
    ]);
    expect(data.categories).toEqual([
      { category_id: sensor.category, name: "Sensors", units: 4, revenue_poisha: 1400_00 },
      { category_id: motor.category, name: "Motors", units: 1, revenue_poisha: 250_00 },
    ]);
  });

  it("refuses a period that is too long, backwards or not a day, in words", async () => {
    const long = await get("/v1/admin/reports/sales?from=2025-01-01&to=2026-01-02");
    expect(long.statusCode).toBe(422);
    expect(long.json().message).toBe("Choose a period of at most 366 days");
    expect((await get("/v1/admin/reports/sales?from=2025-01-01&to=2026-01-01")).statusCode).toBe(200);
    const backwards = await get("/v1/admin/reports/cod?from=2026-03-02&to=2026-03-01");
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().message).toBe("The end date must not be before the start date");
    expect((await get("/v1/admin/reports/refunds?from=2026-02-30&to=2026-03-01")).statusCode).toBe(422);
    expect((await get("/v1/admin/reports/sales?from=2026-03-01")).statusCode).toBe(422);
  });
});

describe("cash on delivery and payouts", () => {
  it("records a payout once per courier reference, audited, and sets it against the cash collected", async () => {
    const first = await payout({
      courier_name: "Steadfast",
      amount_poisha: 600_00,
      paid_on: "2026-03-10",
      reference: "SF-PAY-0001",
      note: "Statement 10 March",
    });
    expect(first.statusCode).toBe(201);
    const recorded = first.json().data;
    expect(recorded).toMatchObject({
      courier_name: "Steadfast",
      amount_poisha: 600_00,
      paid_on: "2026-03-10",
      reference: "SF-PAY-0001",
      recorded_by: "Owner Rahim",
    });
    expect(await auditOf(t.db, "courier_payout", recorded.id)).toMatchObject([
      { action: "courier_payout.create", actor_id: owner.id, after: { amount: 600_00, reference: "SF-PAY-0001" } },
    ]);

    const again = await payout({ courier_name: "Steadfast", amount_poisha: 1_00, paid_on: "2026-03-11", reference: "SF-PAY-0001" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("A payout from Steadfast with reference SF-PAY-0001 is already recorded");
    expect((await payout({ courier_name: "Steadfast", amount_poisha: 100_00, paid_on: "2026-02-26", reference: "SF-PAY-0000" })).statusCode).toBe(201);

    const march = codReportResponse.parse((await get(`/v1/admin/reports/cod?${MARCH}`)).json()).data;
    // Collected 1,000 in March; balance: 1,000 + 400 (February) collected less 600 + 100 paid.
    expect(march.couriers).toEqual([{ courier_name: "Steadfast", orders: 1, collected_poisha: 1000_00, paid_poisha: 600_00, balance_poisha: 700_00 }]);
    expect(march.payouts.map((p) => p.reference)).toEqual(["SF-PAY-0001"]);
    const february = codReportResponse.parse((await get("/v1/admin/reports/cod?from=2026-02-01&to=2026-02-28")).json()).data;
    expect(february.couriers).toEqual([{ courier_name: "Steadfast", orders: 1, collected_poisha: 400_00, paid_poisha: 100_00, balance_poisha: 300_00 }]);
  });

  it("refuses a payout without an amount or reference, or dated in the future, writing nothing", async () => {
    const count = async () => Number((await t.db.execute<{ n: number }>(sql`select count(*)::int as n from courier_payouts`)).rows[0].n);
    const before = await count();
    const noAmount = await payout({ courier_name: "Steadfast", amount_poisha: 0, paid_on: "2026-03-10", reference: "X-1" });
    expect(noAmount.statusCode).toBe(422);
    expect(noAmount.json().errors[0]).toMatchObject({ field: "amount_poisha", message: "Enter the amount the courier paid" });
    expect((await payout({ courier_name: "Steadfast", amount_poisha: 5_00, paid_on: "2026-03-10", reference: "  " })).json().errors[0].message).toBe(
      "Reference is required",
    );
    const future = await payout({ courier_name: "Steadfast", amount_poisha: 5_00, paid_on: "2099-01-01", reference: "X-2" });
    expect(future.statusCode).toBe(422);
    expect(future.json().message).toBe("The payout date cannot be in the future");
    expect(await count()).toBe(before);
  });
});

describe("refunds report", () => {
  it("sums succeeded refunds settled in the period per channel and lists the pending ones", async () => {
    const { data } = refundsReportResponse.parse((await get(`/v1/admin/reports/refunds?${MARCH}`)).json());
    expect(data.channels.find((c) => c.channel === "bkash")).toEqual({ channel: "bkash", count: 1, amount_poisha: 200_00 });
    expect(data.channels).toHaveLength(5);
    expect(data.total).toEqual({ count: 1, amount_poisha: 200_00 });
    expect(data.pending).toMatchObject([{ order_number: bkashOrder.number, channel: "payout_nagad", amount_poisha: 50_00 }]);
  });
});

describe("CSV and who may read", () => {
  it("writes each report as CSV with its columns, money in taka", async () => {
    const cod = await get(`/v1/admin/reports/cod.csv?${MARCH}`);
    expect(cod.statusCode).toBe(200);
    expect(cod.headers["content-type"]).toContain("text/csv");
    expect(cod.headers["content-disposition"]).toBe('attachment; filename="cod-2026-03-01-to-2026-03-31.csv"');
    expect(cod.body.split("\r\n").slice(0, 2)).toEqual([
      "\uFEFFCourier,Delivered cash orders,Cash collected (Tk),Paid out (Tk),Balance owed on 2026-03-31 (Tk)",
      "Steadfast,1,1000.00,600.00,700.00",
    ]);
    const sales = (await get(`/v1/admin/reports/sales.csv?${MARCH}`)).body.split("\r\n");
    expect(sales[0]).toBe("\uFEFFDay,Orders,Items,Revenue (Tk),Discounts (Tk),Delivery fees (Tk),Refunds (Tk)");
    expect(sales[1]).toBe("2026-03-01,1,3,1000.00,10.00,60.00,0.00");
    expect(sales).toHaveLength(1 + 31 + 1);
    const products = (await get(`/v1/admin/reports/products.csv?${MARCH}`)).body.split("\r\n");
    expect(products.slice(0, 2)).toEqual(["\uFEFFProduct ID,Product,Units,Revenue (Tk)", `${sensor.id},HC-SR04,4,1400.00`]);
    expect((await get(`/v1/admin/reports/categories.csv?${MARCH}`)).body.split("\r\n")[1]).toBe(`${sensor.category},Sensors,4,1400.00`);
    expect((await get(`/v1/admin/reports/payouts.csv?${MARCH}`)).body.split("\r\n")[1]).toBe(
      "2026-03-10,Steadfast,600.00,SF-PAY-0001,Statement 10 March,Owner Rahim",
    );
    expect((await get(`/v1/admin/reports/refunds.csv?${MARCH}`)).body.split("\r\n")[1]).toBe("bKash,1,200.00");
    expect((await get("/v1/admin/reports/sales.csv?from=2025-01-01&to=2026-03-01")).statusCode).toBe(422);
  });

  it("answers 403 to staff who are not owners and 401 without a session", async () => {
    for (const url of [
      `/v1/admin/reports/sales?${MARCH}`,
      `/v1/admin/reports/cod?${MARCH}`,
      `/v1/admin/reports/refunds?${MARCH}`,
      `/v1/admin/reports/cod.csv?${MARCH}`,
    ]) {
      const res = await get(url, staff);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe("Owners only");
    }
    expect((await payout({ courier_name: "Steadfast", amount_poisha: 1_00, paid_on: "2026-03-10", reference: "BY-STAFF" }, staff)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: `/v1/admin/reports/sales?${MARCH}` })).statusCode).toBe(401);
  });
});
