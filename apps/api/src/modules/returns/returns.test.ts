import { beforeAll, describe, expect, it } from "vitest";
import { grantStaffRole, sql } from "@shop/db";
import {
  ADMIN_PER_PAGE,
  RETURN_MESSAGES,
  RETURN_WINDOW_DAYS_DEFAULT,
  adminReturnResponse,
  adminReturnsResponse,
  createReturnResponse,
  orderReturnsResponse,
} from "@shop/contracts";
import { useTestApp } from "../../test/app";
import { call, seedDistricts } from "../../test/commerce-fixture";
import { createCategory, createProduct, createSignedInUser, randomPhone } from "../../test/factories";
import { signInByPhone } from "../identity/testing";
import { placeOrderCall, shopperReadyToOrder, stockOf } from "../orders/test-helpers";
import { SMS_TEXTS } from "../outbox/sms-texts";

// Returns through the real HTTP stack and database: the shopper's request on a
// delivered order, the back office's steps, stock and the ledger after receipt.
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

const adminAct = (number: string, action: string, body?: unknown) => call(t.app, "POST", `/v1/admin/orders/${number}/${action}`, staff.headers, body);

/** A shopper's order of `quantity` units of two fresh products, taken through the back office to `until` (delivered by default). */
async function order(options: { quantity?: number; stock?: number; until?: "pending" | "shipped" | "delivered" } = {}) {
  const quantity = options.quantity ?? 3;
  const a = await createProduct(t.db, { categoryId, price: 500, stock: options.stock ?? 10, name: "Arduino Uno R3" });
  const b = await createProduct(t.db, { categoryId, price: 200, stock: options.stock ?? 10, name: "HC-SR04 sensor" });
  const shopper = await shopperReadyToOrder(t.app, t.db, [
    { slug: a.slug, quantity },
    { slug: b.slug, quantity: 1 },
  ]);
  const res = await placeOrderCall(t.app, shopper.headers);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const number = res.body.data.order.order_number as string;
  const key = res.body.data.order.order_key as string;
  const until = options.until ?? "delivered";
  const steps: [string, unknown][] = [
    ["confirm", {}],
    ["process", {}],
    ["ship", { courier: "manual", courier_name: "Pathao", courier_tracking_number: "P-1" }],
    ["deliver", {}],
  ];
  const upTo = until === "pending" ? 0 : until === "shipped" ? 3 : 4;
  for (const [action, body] of steps.slice(0, upTo)) {
    const done = await adminAct(number, action, body);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
  }
  const lines = await t.db.execute<{ id: number; product_id: number }>(
    sql`select i.id, i.product_id from order_items i join orders o on o.id = i.order_id where o.order_key = ${key} order by i.id`,
  );
  const lineOf = (productId: number) => lines.rows.find((l) => l.product_id === productId)!.id;
  return { shopper, number, key, a, b, lineA: lineOf(a.id), lineB: lineOf(b.id) };
}

const ask = (key: string, headers: Headers, body: unknown) => call(t.app, "POST", `/v1/orders/${key}/returns`, headers, body);
const act = (id: number, action: string, body?: unknown, headers: Headers = staff.headers) =>
  call(t.app, "POST", `/v1/admin/returns/${id}/${action}`, headers, body);

const smsTo = async (phone: string) =>
  (await t.db.execute<{ body: string }>(sql`select body from outbox where "to" = ${phone} and channel = 'sms' order by id`)).rows.map((r) => r.body);

/** Everything a return step or request may write: a refusal must leave all of it as it was. */
async function footprint(key: string) {
  const result = await t.db.execute(sql`
    select
      (select count(*)::int from return_requests r where r.order_id = o.id) as returns,
      (select count(*)::int from return_request_lines l join return_requests r on r.id = l.return_id where r.order_id = o.id) as lines,
      (select coalesce(json_agg(json_build_object('s', r.status, 'res', r.resolution, 'm', r.shop_message) order by r.id), '[]'::json)::text
        from return_requests r where r.order_id = o.id) as states,
      (select count(*)::int from audit_log a where a.entity = 'return') as audits,
      (select count(*)::int from outbox x where x."to" = u.phone) as sms,
      (select coalesce(sum(p.stock), 0)::int from products p join order_items i on i.product_id = p.id where i.order_id = o.id) as stock,
      (select coalesce(sum(p.faulty_stock), 0)::int from products p join order_items i on i.product_id = p.id where i.order_id = o.id) as faulty,
      (select count(*)::int from stock_movements m join order_items i on i.product_id = m.product_id where i.order_id = o.id) as movements
    from orders o join users u on u.id = o.user_id where o.order_key = ${key}`);
  return result.rows[0];
}

async function expectRefused(key: string, request: () => Promise<{ status: number; body: any }>, status: number, message?: string, code?: string) {
  const before = await footprint(key);
  const res = await request();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  if (message) expect(res.body.message).toBe(message);
  if (code) expect(res.body.errors[0].code).toBe(code);
  expect(await footprint(key)).toEqual(before);
  return res;
}

async function requested(o: Awaited<ReturnType<typeof order>>, lines = [{ order_line: o.lineA, quantity: 2 }]) {
  const res = await ask(o.key, o.shopper.headers, { lines, reason: "dead_on_arrival", note: "It does not power on" });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return createReturnResponse.parse(res.body).data.return;
}

describe("a shopper asks to return parts", () => {
  it("from a delivered order: the request, its lines, what is left to return, and an SMS", async () => {
    const o = await order();
    const before = orderReturnsResponse.parse((await call(t.app, "GET", `/v1/orders/${o.key}/returns`, o.shopper.headers)).body).data;
    expect(before.returns).toEqual([]);
    expect(before.window).toMatchObject({ days: RETURN_WINDOW_DAYS_DEFAULT, open: true });
    expect(before.returnable.map((l) => [l.order_line, l.delivered, l.returnable])).toEqual([
      [o.lineA, 3, 3],
      [o.lineB, 1, 1],
    ]);

    const res = await ask(o.key, o.shopper.headers, { lines: [{ order_line: o.lineA, quantity: 2 }], reason: "dead_on_arrival", note: "  Dead on arrival  " });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const data = createReturnResponse.parse(res.body).data;
    expect(data.return).toMatchObject({
      status: "requested",
      reason: "dead_on_arrival",
      note: "Dead on arrival",
      shop_message: null,
      resolution: null,
      lines: [{ order_line: o.lineA, name: "Arduino Uno R3", quantity: 2, condition: null }],
      approved_at: null,
    });
    expect(data.return.requested_at).toMatch(/\+06:00$/);
    expect(data.returns.returnable.map((l) => [l.order_line, l.returnable])).toEqual([
      [o.lineA, 1],
      [o.lineB, 1],
    ]);
    expect(await smsTo(o.shopper.user.phone)).toContain(SMS_TEXTS.returnRequested("RoboDoc", o.number));

    // The rest of the line, and the other line, may still be asked for; then nothing is left.
    await requested(o, [
      { order_line: o.lineA, quantity: 1 },
      { order_line: o.lineB, quantity: 1 },
    ]);
    await expectRefused(
      o.key,
      () => ask(o.key, o.shopper.headers, { lines: [{ order_line: o.lineA, quantity: 1 }], reason: "wrong_item" }),
      422,
      RETURN_MESSAGES.quantityAbove("Arduino Uno R3", 0),
      "return_quantity_above",
    );
    const list = orderReturnsResponse.parse((await call(t.app, "GET", `/v1/orders/${o.key}/returns`, o.shopper.headers)).body).data;
    expect(list.returns.map((r) => r.lines.map((l) => l.quantity))).toEqual([[1, 1], [2]]);
  });

  it("is refused, writing nothing: not delivered, outside the window, over quantity, unknown line, bad bodies", async () => {
    const pending = await order({ until: "pending" });
    await expectRefused(
      pending.key,
      () => ask(pending.key, pending.shopper.headers, { lines: [{ order_line: pending.lineA, quantity: 1 }], reason: "wrong_item" }),
      422,
      RETURN_MESSAGES.notDelivered,
      "return_not_delivered",
    );
    const shipped = await order({ until: "shipped" });
    await expectRefused(
      shipped.key,
      () => ask(shipped.key, shipped.shopper.headers, { lines: [{ order_line: shipped.lineA, quantity: 1 }], reason: "wrong_item" }),
      422,
      RETURN_MESSAGES.notDelivered,
    );

    const old = await order();
    // Delivered eight days ago: one day past the default window.
    await t.db.execute(sql`
      update order_events set created_at = now() - interval '8 days'
      where status = 'delivered' and order_id = (select id from orders where order_key = ${old.key})`);
    await expectRefused(
      old.key,
      () => ask(old.key, old.shopper.headers, { lines: [{ order_line: old.lineA, quantity: 1 }], reason: "no_longer_needed" }),
      422,
      RETURN_MESSAGES.windowClosed(RETURN_WINDOW_DAYS_DEFAULT),
      "return_window_closed",
    );
    const shut = orderReturnsResponse.parse((await call(t.app, "GET", `/v1/orders/${old.key}/returns`, old.shopper.headers)).body).data;
    expect(shut.window.open).toBe(false);
    expect(shut.returnable.map((l) => l.returnable)).toEqual([0, 0]);
    // Six days ago: still inside.
    await t.db.execute(sql`
      update order_events set created_at = now() - interval '6 days'
      where status = 'delivered' and order_id = (select id from orders where order_key = ${old.key})`);
    expect((await ask(old.key, old.shopper.headers, { lines: [{ order_line: old.lineA, quantity: 1 }], reason: "no_longer_needed" })).status).toBe(201);

    const o = await order();
    const other = await order();
    const refusals: [unknown, string?, string?][] = [
      [{ lines: [{ order_line: o.lineA, quantity: 4 }], reason: "wrong_item" }, RETURN_MESSAGES.quantityAbove("Arduino Uno R3", 3), "return_quantity_above"],
      [{ lines: [{ order_line: other.lineA, quantity: 1 }], reason: "wrong_item" }, RETURN_MESSAGES.lineUnknown, "return_line_unknown"],
      [{ lines: [], reason: "wrong_item" }, RETURN_MESSAGES.linesRequired],
      [{ reason: "wrong_item" }],
      [{ lines: [{ order_line: o.lineA, quantity: 1 }] }, RETURN_MESSAGES.reasonRequired],
      [{ lines: [{ order_line: o.lineA, quantity: 1 }], reason: "changed_my_mind" }, RETURN_MESSAGES.reasonRequired],
      [
        {
          lines: [
            { order_line: o.lineA, quantity: 1 },
            { order_line: o.lineA, quantity: 1 },
          ],
          reason: "wrong_item",
        },
        RETURN_MESSAGES.lineTwice,
      ],
      [{ lines: [{ order_line: o.lineA, quantity: 0 }], reason: "wrong_item" }],
      [{ lines: [{ order_line: o.lineA, quantity: 1.5 }], reason: "wrong_item" }],
      [{ lines: [{ order_line: o.lineA, quantity: 1 }], reason: "wrong_item", note: "x".repeat(501) }, RETURN_MESSAGES.noteMax],
      [{ lines: [{ order_line: o.lineA, quantity: 1 }], reason: "wrong_item", note: "bad\u0000note" }, "Note contains characters that are not allowed"],
      [{ lines: [{ order_line: o.lineA, quantity: 1 }], reason: "wrong_item", photos: [] }],
    ];
    for (const [body, message, code] of refusals) await expectRefused(o.key, () => ask(o.key, o.shopper.headers, body), 422, message, code);
  });

  it("another shopper's order is 404, a guest 401, for asking and for reading", async () => {
    const o = await order();
    const stranger = await createSignedInUser(t.db);
    const body = { lines: [{ order_line: o.lineA, quantity: 1 }], reason: "wrong_item" };
    await expectRefused(o.key, () => ask(o.key, stranger.headers, body), 404);
    await expectRefused(o.key, () => ask(o.key, {}, body), 401);
    await expectRefused(o.key, () => ask("no-such-order-key", o.shopper.headers, body), 404);
    expect((await call(t.app, "GET", `/v1/orders/${o.key}/returns`, stranger.headers)).status).toBe(404);
    expect((await call(t.app, "GET", `/v1/orders/${o.key}/returns`)).status).toBe(401);
  });

  it("20 requests at once for the same line never return more than was delivered", async () => {
    const o = await order({ quantity: 5 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => ask(o.key, o.shopper.headers, { lines: [{ order_line: o.lineA, quantity: 1 }], reason: "dead_on_arrival" })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 422)).toHaveLength(15);
    const held = await t.db.execute<{ n: number }>(sql`select coalesce(sum(quantity), 0)::int as n from return_request_lines where order_item_id = ${o.lineA}`);
    expect(Number(held.rows[0].n)).toBe(5);

    // Twice 3 of 5 at once: one passes.
    const p = await order({ quantity: 5 });
    const pair = await Promise.all(
      [1, 2].map(() => ask(p.key, p.shopper.headers, { lines: [{ order_line: p.lineA, quantity: 3 }], reason: "dead_on_arrival" })),
    );
    expect(pair.map((r) => r.status).sort()).toEqual([201, 422]);
  });
});

describe("the back office works a return", () => {
  it("approve → receive (sellable and faulty: stock, faulty count and ledger) → close, each with its audit entry and SMS", async () => {
    const o = await order({ quantity: 3, stock: 10 });
    const r = await requested(o, [
      { order_line: o.lineA, quantity: 2 },
      { order_line: o.lineB, quantity: 1 },
    ]);
    expect([await stockOf(t.db, o.a.id), await stockOf(t.db, o.b.id)]).toEqual([7, 9]);

    const queue = adminReturnsResponse.parse((await call(t.app, "GET", "/v1/admin/returns?status=requested", staff.headers)).body);
    expect(queue.data.find((row) => row.id === r.id)).toMatchObject({
      order_number: o.number,
      status: "requested",
      units: 3,
      customer: { id: o.shopper.user.id },
    });
    expect(queue.meta.per_page).toBe(ADMIN_PER_PAGE);
    const one = adminReturnResponse.parse((await call(t.app, "GET", `/v1/admin/returns/${r.id}`, staff.headers)).body).data;
    expect(one).toMatchObject({ status: "requested", note: "It does not power on", actions: ["approve", "refuse"], approved: null });
    expect(one.lines.map((l) => [l.order_line, l.product_id, l.quantity, l.delivered])).toEqual([
      [o.lineA, o.a.id, 2, 3],
      [o.lineB, o.b.id, 1, 1],
    ]);

    const approved = await act(r.id, "approve", { resolution: "replacement", message: "Send it back with the box; we will test it" });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(adminReturnResponse.parse(approved.body).data).toMatchObject({
      status: "approved",
      resolution: "replacement",
      shop_message: "Send it back with the box; we will test it",
      approved: { by: { id: staff.id, full_name: "Karim Staff" } },
      actions: ["receive", "close"],
    });
    const seen = orderReturnsResponse.parse((await call(t.app, "GET", `/v1/orders/${o.key}/returns`, o.shopper.headers)).body).data.returns[0];
    expect(seen).toMatchObject({ status: "approved", resolution: "replacement", shop_message: "Send it back with the box; we will test it" });
    expect(seen).not.toHaveProperty("approved");

    const lines = adminReturnResponse.parse(approved.body).data.lines;
    const lineIdOf = (orderLine: number) => lines.find((l) => l.order_line === orderLine)!.id;
    const ledgerBefore = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from stock_movements where product_id in (${o.a.id}, ${o.b.id})`);
    const received = await act(r.id, "receive", {
      lines: [
        { id: lineIdOf(o.lineA), condition: "sellable" },
        { id: lineIdOf(o.lineB), condition: "faulty" },
      ],
    });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(adminReturnResponse.parse(received.body).data).toMatchObject({ status: "received", received: { by: { id: staff.id } } });
    // Sellable: back on sale; faulty: counted apart, the stock for sale unchanged.
    expect(await stockOf(t.db, o.a.id)).toBe(9);
    expect(await stockOf(t.db, o.b.id)).toBe(9);
    const faulty = await t.db.execute<{ id: number; faulty_stock: number }>(
      sql`select id, faulty_stock from products where id in (${o.a.id}, ${o.b.id}) order by id`,
    );
    expect(faulty.rows.map((row) => Number(row.faulty_stock))).toEqual([0, 1]);
    const ledger = await t.db.execute<{
      product_id: number;
      delta: number;
      stock_after: number;
      reason: string;
      note: string;
      actor_id: string;
      order_number: string;
    }>(sql`
      select m.product_id, m.delta, m.stock_after, m.reason, m.note, m.actor_id, o.order_number from stock_movements m left join orders o on o.id = m.order_id
      where m.product_id in (${o.a.id}, ${o.b.id}) order by m.id offset ${Number(ledgerBefore.rows[0].n)}`);
    expect(ledger.rows.map((m) => [m.product_id, Number(m.delta), Number(m.stock_after), m.reason, m.note, m.actor_id, m.order_number])).toEqual([
      [o.a.id, 2, 9, "returned", `Return #${r.id}`, staff.id, o.number],
      [o.b.id, 0, 9, "returned_faulty", `Return #${r.id}: faulty, not for sale`, staff.id, o.number],
    ]);
    // The ledger still sums to the stock for sale.
    for (const id of [o.a.id, o.b.id]) {
      const sum = await t.db.execute<{ s: number }>(sql`select sum(delta)::int as s from stock_movements where product_id = ${id}`);
      expect(Number(sum.rows[0].s)).toBe(await stockOf(t.db, id));
    }
    const mine = orderReturnsResponse.parse((await call(t.app, "GET", `/v1/orders/${o.key}/returns`, o.shopper.headers)).body).data.returns[0];
    expect(mine.lines.map((l) => l.condition)).toEqual(["sellable", "faulty"]);

    const closed = await act(r.id, "close");
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(adminReturnResponse.parse(closed.body).data).toMatchObject({ status: "closed", actions: [] });

    expect(await smsTo(o.shopper.user.phone)).toEqual(
      expect.arrayContaining([
        SMS_TEXTS.returnRequested("RoboDoc", o.number),
        SMS_TEXTS.returnApproved("RoboDoc", o.number, "replacement"),
        SMS_TEXTS.returnPartsReceived("RoboDoc", o.number),
      ]),
    );
    const audits = await t.db.execute<{ action: string; actor_id: string; before: unknown; after: unknown }>(
      sql`select action, actor_id, before, after from audit_log where entity = 'return' and entity_id = ${String(r.id)} order by id`,
    );
    const parse = (v: unknown) => (typeof v === "string" ? JSON.parse(v) : v);
    expect(audits.rows.map((a) => [a.action, a.actor_id, parse(a.before), parse(a.after)])).toEqual([
      [
        "return.approve",
        staff.id,
        { status: "requested", resolution: null },
        { status: "approved", resolution: "replacement", message: "Send it back with the box; we will test it" },
      ],
      [
        "return.receive",
        staff.id,
        { status: "approved", resolution: "replacement" },
        {
          status: "received",
          resolution: "replacement",
          lines: [
            { id: lineIdOf(o.lineA), condition: "sellable" },
            { id: lineIdOf(o.lineB), condition: "faulty" },
          ],
        },
      ],
      ["return.close", staff.id, { status: "received", resolution: "replacement" }, { status: "closed", resolution: "replacement" }],
    ]);
  });

  it("refuse: the shop's words reach the shopper, an SMS goes, and the quantity is free to ask again", async () => {
    const o = await order({ quantity: 2 });
    const r = await requested(o, [{ order_line: o.lineA, quantity: 2 }]);
    await expectRefused(o.key, () => act(r.id, "refuse", {}), 422, RETURN_MESSAGES.refuseMessageRequired);
    await expectRefused(o.key, () => act(r.id, "refuse", { message: "  " }), 422, RETURN_MESSAGES.refuseMessageRequired);
    const refused = await act(r.id, "refuse", { message: "The board was damaged by wiring, not faulty" });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect(adminReturnResponse.parse(refused.body).data).toMatchObject({ status: "refused", resolution: null, actions: [] });
    const seen = orderReturnsResponse.parse((await call(t.app, "GET", `/v1/orders/${o.key}/returns`, o.shopper.headers)).body).data;
    expect(seen.returns[0]).toMatchObject({ status: "refused", shop_message: "The board was damaged by wiring, not faulty" });
    expect(seen.returnable.find((l) => l.order_line === o.lineA)?.returnable).toBe(2);
    expect(await smsTo(o.shopper.user.phone)).toContain(SMS_TEXTS.returnRefused("RoboDoc", o.number));
    await requested(o, [{ order_line: o.lineA, quantity: 2 }]);
  });

  it("refuses a wrong-state step with clear words and changes nothing", async () => {
    const o = await order();
    const r = await requested(o);
    const line = adminReturnResponse.parse((await call(t.app, "GET", `/v1/admin/returns/${r.id}`, staff.headers)).body).data.lines[0];
    const receive = { lines: [{ id: line.id, condition: "sellable" }] };
    await expectRefused(o.key, () => act(r.id, "receive", receive), 422, RETURN_MESSAGES.transitionRefused("requested", "receive"), "transition_refused");
    await expectRefused(o.key, () => act(r.id, "close"), 422, RETURN_MESSAGES.transitionRefused("requested", "close"));
    await expectRefused(o.key, () => act(r.id, "approve", {}), 422, RETURN_MESSAGES.resolutionRequired);
    await expectRefused(o.key, () => act(r.id, "approve", { resolution: "store_credit" }), 422, RETURN_MESSAGES.resolutionRequired);
    expect((await act(r.id, "approve", { resolution: "refund" })).status).toBe(200);
    await expectRefused(o.key, () => act(r.id, "approve", { resolution: "refund" }), 422, RETURN_MESSAGES.transitionRefused("approved", "approve"));
    await expectRefused(o.key, () => act(r.id, "refuse", { message: "Changed our mind" }), 422, RETURN_MESSAGES.transitionRefused("approved", "refuse"));
    // Every line once, with its condition: missing, unknown or doubled lines are refused.
    await expectRefused(o.key, () => act(r.id, "receive", { lines: [] }), 422, RETURN_MESSAGES.conditionRequired);
    await expectRefused(
      o.key,
      () => act(r.id, "receive", { lines: [{ id: line.id + 100_000, condition: "sellable" }] }),
      422,
      RETURN_MESSAGES.conditionRequired,
    );
    await expectRefused(o.key, () => act(r.id, "receive", { lines: [{ id: line.id, condition: "broken" }] }), 422, RETURN_MESSAGES.conditionRequired);
    expect((await act(r.id, "receive", receive)).status).toBe(200);
    await expectRefused(o.key, () => act(r.id, "receive", receive), 422, RETURN_MESSAGES.transitionRefused("received", "receive"));
    expect((await act(r.id, "close")).status).toBe(200);
    await expectRefused(o.key, () => act(r.id, "close"), 422, RETURN_MESSAGES.transitionRefused("closed", "close"));
    expect((await act(999_999, "close")).status).toBe(404);
    expect((await call(t.app, "GET", "/v1/admin/returns/999999", staff.headers)).status).toBe(404);
    expect((await call(t.app, "GET", "/v1/admin/returns/abc", staff.headers)).status).not.toBe(200);
  });

  it("two staff receiving at once move the stock once", async () => {
    const o = await order({ quantity: 2, stock: 10 });
    const r = await requested(o, [{ order_line: o.lineA, quantity: 2 }]);
    const approved = adminReturnResponse.parse((await act(r.id, "approve", { resolution: "refund" })).body).data;
    const body = { lines: [{ id: approved.lines[0].id, condition: "sellable" }] };
    const results = await Promise.all([act(r.id, "receive", body), act(r.id, "receive", body)]);
    expect(results.map((x) => x.status).sort()).toEqual([200, 422]);
    expect(await stockOf(t.db, o.a.id)).toBe(10);
  });

  it("every staff route answers 401 without a session and 403 to a shopper, changing nothing", async () => {
    const o = await order();
    const r = await requested(o);
    const routes: [string, string, unknown?][] = [
      ["GET", "/v1/admin/returns"],
      ["GET", `/v1/admin/returns/${r.id}`],
      ["POST", `/v1/admin/returns/${r.id}/approve`, { resolution: "refund" }],
      ["POST", `/v1/admin/returns/${r.id}/refuse`, { message: "No returns today" }],
      ["POST", `/v1/admin/returns/${r.id}/receive`, { lines: [{ id: 1, condition: "sellable" }] }],
      ["POST", `/v1/admin/returns/${r.id}/close`, {}],
    ];
    const before = await footprint(o.key);
    for (const [method, url, body] of routes) {
      expect((await call(t.app, method as "GET", url, {}, body)).status, `${method} ${url}`).toBe(401);
      const asShopper = await call(t.app, method as "GET", url, o.shopper.headers, body);
      expect(asShopper.status, `${method} ${url}`).toBe(403);
    }
    expect(await footprint(o.key)).toEqual(before);
  });
});

describe("the queue", () => {
  it("filters by status and pages newest first", async () => {
    const o = await order({ quantity: 5 });
    const made: number[] = [];
    for (let i = 0; i < 3; i++) made.push((await requested(o, [{ order_line: o.lineA, quantity: 1 }])).id);
    expect((await act(made[0], "refuse", { message: "Not a fault of the part" })).status).toBe(200);
    const refused = adminReturnsResponse.parse((await call(t.app, "GET", "/v1/admin/returns?status=refused", staff.headers)).body).data;
    expect(refused.map((row) => row.status)).toEqual(refused.map(() => "refused"));
    expect(refused.map((row) => row.id)).toContain(made[0]);
    const all = adminReturnsResponse.parse((await call(t.app, "GET", "/v1/admin/returns?status=nonsense", staff.headers)).body);
    const ids = all.data.map((row) => row.id);
    expect(ids.indexOf(made[2])).toBeLessThan(ids.indexOf(made[1]));
    expect(all.meta.page).toBe(1);
  });
});
