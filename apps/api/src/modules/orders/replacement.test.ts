import { beforeAll, describe, expect, it } from "vitest";
import { grantStaffRole, sql } from "@shop/db";
import { ORDER_EDIT_MESSAGES, adminOrderResponse, replacementResponse } from "@shop/contracts";
import { useTestApp } from "../../test/app";
import { call, seedDistricts } from "../../test/commerce-fixture";
import { createCategory, createProduct, randomPhone } from "../../test/factories";
import { signInByPhone } from "../identity/testing";
import { SMS_TEXTS } from "../outbox/sms-texts";
import { placeOrderCall, shopperReadyToOrder, stockOf } from "./test-helpers";

// The replacement order of a return (issue 45) through the real HTTP stack and database.
const t = useTestApp({ SHOP_NAME: "RoboDoc" });

type Headers = Record<string, string>;
let categoryId: number;
let staff: { headers: Headers; id: string };

beforeAll(async () => {
  categoryId = (await createCategory(t.db)).id;
  await seedDistricts(t.db);
  const phone = await grantStaffRole(t.db, randomPhone(), "staff", "Karim Staff");
  const session = await signInByPhone(t.app, t.db, phone);
  const found = await t.db.execute<{ id: string }>(sql`select id from users where phone = ${phone}`);
  staff = { headers: session.headers, id: found.rows[0].id };
});

const ok = async (res: Promise<{ status: number; body: any }>) => {
  const done = await res;
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body;
};

/** A delivered order of 3 × a ৳500 part and 1 × a ৳200 one; the shopper asks to return 2 of the first. */
async function returned(options: { reason?: "dead_on_arrival" | "wrong_item"; resolution?: "refund" | "replacement"; receive?: boolean; stock?: number } = {}) {
  const a = await createProduct(t.db, { categoryId, price: 500, stock: options.stock ?? 10, name: "Arduino Uno R3" });
  const b = await createProduct(t.db, { categoryId, price: 200, stock: 10, name: "HC-SR04 sensor" });
  const shopper = await shopperReadyToOrder(t.app, t.db, [
    { slug: a.slug, quantity: 3 },
    { slug: b.slug, quantity: 1 },
  ]);
  const placed = await placeOrderCall(t.app, shopper.headers);
  const number = placed.body.data.order.order_number as string;
  const key = placed.body.data.order.order_key as string;
  for (const [action, body] of [
    ["confirm", {}],
    ["process", {}],
    ["ship", { courier: "manual", courier_name: "Pathao", courier_tracking_number: "P-1" }],
    ["deliver", {}],
  ] as const) {
    await ok(call(t.app, "POST", `/v1/admin/orders/${number}/${action}`, staff.headers, body));
  }
  const line = await t.db.execute<{ id: number }>(
    sql`select i.id from order_items i join orders o on o.id = i.order_id where o.order_key = ${key} and i.product_id = ${a.id}`,
  );
  const asked = await call(t.app, "POST", `/v1/orders/${key}/returns`, shopper.headers, {
    lines: [{ order_line: line.rows[0].id, quantity: 2 }],
    reason: options.reason ?? "dead_on_arrival",
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  const id = asked.body.data.return.id as number;
  await ok(call(t.app, "POST", `/v1/admin/returns/${id}/approve`, staff.headers, { resolution: options.resolution ?? "replacement" }));
  if (options.receive) {
    const got = await ok(call(t.app, "GET", `/v1/admin/returns/${id}`, staff.headers));
    const lines = got.data.lines.map((l: { id: number }) => ({ id: l.id, condition: "faulty" }));
    await ok(call(t.app, "POST", `/v1/admin/returns/${id}/receive`, staff.headers, { lines }));
  }
  return { a, b, shopper, number, key, id };
}

const press = (id: number, headers: Headers = staff.headers) => call(t.app, "POST", `/v1/admin/returns/${id}/replacement`, headers);

async function footprint(productId: number) {
  const result = await t.db.execute(sql`
    select (select count(*)::int from orders) as orders, (select count(*)::int from order_items) as items,
      (select stock from products where id = ${productId}) as stock,
      (select count(*)::int from stock_movements where product_id = ${productId}) as movements,
      (select count(*)::int from outbox) as outbox, (select count(*)::int from audit_log where action = 'return.replacement') as audits`);
  return result.rows[0];
}

describe("a replacement order for a return", () => {
  it("is made once under parallel presses: at no charge, confirmed, stock taken through the ledger, linked, SMS", async () => {
    const { a, shopper, number, id } = await returned({ receive: true });
    const before = await stockOf(t.db, a.id);
    const presses = await Promise.all(Array.from({ length: 8 }, () => press(id)));
    expect(presses.map((p) => p.status)).toEqual(Array(8).fill(200));
    const answers = presses.map((p) => replacementResponse.parse(p.body).data);
    expect(new Set(answers.map((x) => x.order_number)).size).toBe(1);
    expect(answers.filter((x) => x.created)).toHaveLength(1);
    const made = answers[0];
    expect(await stockOf(t.db, a.id)).toBe(before - 2);
    const moves = await t.db.execute<{ delta: number; reason: string }>(
      sql`select delta, reason from stock_movements where product_id = ${a.id} order by id desc limit 1`,
    );
    expect(moves.rows.map((m) => [Number(m.delta), m.reason])).toEqual([[-2, "order"]]);

    const order = adminOrderResponse.parse(await ok(call(t.app, "GET", `/v1/admin/orders/${made.order_number}`, staff.headers))).data;
    expect(order).toMatchObject({
      status: "confirmed",
      payment_method: "cash_on_delivery",
      payment_status: "paid",
      total_poisha: 0,
      note: ORDER_EDIT_MESSAGES.replacementFor(number),
      payments: [],
      summary: { subtotal_poisha: 0, shipping_fee_poisha: 0, total_poisha: 0, product_discount_poisha: 1000_00 },
    });
    expect(order.lines.map((l) => [l.product_id, l.quantity, l.line_total_poisha])).toEqual([[a.id, 2, 0]]);
    expect(order.customer.id).toBe(shopper.user.id);
    expect(order.timeline[0].note).toBe(`Replacement for order #${number}, at no charge (return #${id})`);

    const link = await t.db.execute<{ replacement_order_id: string }>(sql`select replacement_order_id from return_requests where id = ${id}`);
    expect(link.rows[0].replacement_order_id).not.toBeNull();
    // Staff made it: no staff new-order SMS for it (the alert run skips orders already marked).
    const alerted = await t.db.execute<{ staff_alerted_at: Date | null }>(sql`select staff_alerted_at from orders where order_number = ${made.order_number}`);
    expect(alerted.rows[0].staff_alerted_at).not.toBeNull();
    expect(replacementResponse.parse(await ok(call(t.app, "GET", `/v1/admin/returns/${id}/replacement`, staff.headers))).data.order_number).toBe(
      made.order_number,
    );
    const sms = await t.db.execute<{ body: string }>(sql`select body from outbox where "to" = ${shopper.user.phone} order by id desc limit 1`);
    expect(sms.rows[0].body).toBe(SMS_TEXTS.replacementSent("RoboDoc", made.order_number, number));
    // The shopper sees it among their orders.
    const mine = await ok(call(t.app, "GET", "/v1/orders", shopper.headers));
    expect(JSON.stringify(mine)).toContain(made.order_number);
    // And the return can be closed.
    await ok(call(t.app, "POST", `/v1/admin/returns/${id}/close`, staff.headers));
  });

  it("goes out at approval for a part dead on arrival; not before receipt otherwise, nor for a refund", async () => {
    const doa = await returned({ reason: "dead_on_arrival" });
    expect((await press(doa.id)).status).toBe(200);
    const wrong = await returned({ reason: "wrong_item" });
    const before = await footprint(wrong.a.id);
    const early = await press(wrong.id);
    expect([early.status, early.body.message]).toEqual([422, ORDER_EDIT_MESSAGES.replacementNotAllowed]);
    const refund = await returned({ resolution: "refund", receive: true });
    expect((await press(refund.id)).status).toBe(422);
    expect(await footprint(wrong.a.id)).toMatchObject({ stock: before.stock, movements: before.movements });
    expect((await call(t.app, "GET", `/v1/admin/returns/${wrong.id}/replacement`, staff.headers)).status).toBe(404);
  });

  it("is refused with the out-of-stock words when the part is not in stock, changing nothing; 403 to a shopper", async () => {
    const { a, shopper, id } = await returned({ receive: true });
    await t.db.execute(sql`update products set stock = 1 where id = ${a.id}`);
    const before = await footprint(a.id);
    const res = await press(id);
    expect([res.status, res.body.message]).toEqual([422, ORDER_EDIT_MESSAGES.outOfStock("Arduino Uno R3", 0)]);
    expect((await press(id, shopper.headers)).status).toBe(403);
    expect(await footprint(a.id)).toEqual(before);
  });
});
