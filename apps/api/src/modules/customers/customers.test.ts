import { beforeAll, describe, expect, it } from "vitest";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { sql } from "@shop/db";
import {
  ADMIN_MESSAGES,
  ADMIN_PER_PAGE,
  CUSTOMER_MESSAGES,
  adminCustomerResponse,
  adminCustomersResponse,
  adminOrderResponse,
  orderResponse,
  trackOrderResponse,
} from "@shop/contracts";
import { useTestApp } from "../../test/app";
import { call, seedDistricts } from "../../test/commerce-fixture";
import { createCategory, createProduct, createSignedInUser, guestId, randomPhone } from "../../test/factories";
import { auditOf, signInStaff, type Staff } from "../admin/shop-test-helpers";
import { placeOrderCall, shopperReadyToOrder } from "../orders/test-helpers";

// Customers and staff-only order notes through the real HTTP stack and database.
const t = useTestApp();
type Headers = Record<string, string>;
let categoryId: number;
let staff: Staff;

beforeAll(async () => {
  categoryId = (await createCategory(t.db)).id;
  await seedDistricts(t.db);
  staff = await signInStaff(t.app, t.db, "staff", "Karim Staff");
});

/** A shopper's cash order for one ৳500 product (৳570 with Dhaka delivery). */
async function placed(shopper?: Awaited<ReturnType<typeof shopperReadyToOrder>>) {
  const p = await createProduct(t.db, { categoryId, price: 500, stock: 10, name: "Arduino Uno R3" });
  const buyer = shopper ?? (await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug }]));
  if (shopper) expect((await call(t.app, "PUT", "/v2/carts", shopper.headers, { product: p.slug, quantity: 1 })).status).toBe(200);
  const res = await placeOrderCall(t.app, buyer.headers);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { shopper: buyer, number: res.body.data.order.order_number as string, key: res.body.data.order.order_key as string };
}

async function act(number: string, action: string, body: unknown = {}) {
  const res = await call(t.app, "POST", `/v1/admin/orders/${number}/${action}`, staff.headers, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
async function shipped(number: string) {
  await act(number, "confirm");
  await act(number, "process");
  await act(number, "ship", { courier: "manual", courier_name: "Pathao", courier_tracking_number: "P-1" });
}

const list = async (query: string, headers: Headers = staff.headers) => {
  const res = await call(t.app, "GET", `/v1/admin/customers${query}`, headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return adminCustomersResponse.parse(res.body);
};
const customer = async (id: string) => {
  const res = await call(t.app, "GET", `/v1/admin/customers/${id}`, staff.headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return adminCustomerResponse.parse(res.body).data;
};

describe("GET /v1/admin/customers", () => {
  it("finds a shopper by every spelling of their phone, by part of their name and by email; never staff", async () => {
    const digits = randomPhone().slice(3); // 8 digits after 017
    const phone = `017${digits}`;
    const { user } = await createSignedInUser(t.db, { phone, fullName: "Nusrat Jahan Mitu", email: `mitu.${digits}@example.com` });
    await createSignedInUser(t.db, { fullName: "Someone Else" });
    const spellings = [
      phone,
      `017${digits.slice(0, 2)}-${digits.slice(2)}`,
      `+88${phone}`,
      `88${phone}`,
      phone.slice(1),
      `0${phone.slice(1, 5)} ${phone.slice(5)}`,
    ];
    for (const q of spellings) {
      const found = await list(`?q=${encodeURIComponent(q)}`);
      expect(
        found.data.map((c) => c.id),
        q,
      ).toEqual([user.id]);
    }
    expect((await list(`?q=${digits.slice(-6)}`)).data.map((c) => c.id)).toContain(user.id);
    expect((await list("?q=jahan%20mit")).data.map((c) => c.id)).toEqual([user.id]);
    expect((await list(`?q=MITU.${digits}@EXAMPLE`)).data.map((c) => c.id)).toEqual([user.id]);
    // Staff are not customers, whatever is typed; a search that matches nothing is an empty page.
    expect((await list(`?q=${staff.phone}`)).data).toEqual([]);
    expect((await list("?q=Karim%20Staff")).data).toEqual([]);
    const none = await list("?q=%25%25nobody_at_all");
    expect([none.data, none.meta.total]).toEqual([[], 0]);
  });

  it("pages 25 shoppers newest first, includes those who never ordered, and sorts by money spent", async () => {
    const before = (await list("")).meta.total;
    const quiet = await createSignedInUser(t.db, { fullName: "Never Ordered" });
    const first = await list("");
    expect(first.meta).toMatchObject({ page: 1, per_page: ADMIN_PER_PAGE, total: before + 1 });
    expect(first.data[0]).toMatchObject({ id: quiet.user.id, orders_count: 0, spent_poisha: 0, last_order_at: null });

    const big = await placed();
    await shipped(big.number);
    await act(big.number, "deliver");
    const spent = await list("?sort=spent");
    expect(spent.data[0].spent_poisha).toBeGreaterThanOrEqual(57_000);
    const row = spent.data.find((c) => c.id === big.shopper.user.id);
    expect(row).toMatchObject({ orders_count: 1, spent_poisha: 57_000 });
    expect(spent.data.map((c) => c.spent_poisha)).toEqual([...spent.data.map((c) => c.spent_poisha)].sort((a, b) => b - a));
    // A bad sort or page is the first page newest first, not an error.
    expect((await list("?sort=cheapest&page=x")).meta.page).toBe(1);
  });

  it("says how many shoppers there are, kept as shoppers sign up, become staff or are deleted (migration 0038)", async () => {
    const counted = async () => Number((await t.db.execute<{ n: number }>(sql`select count(*)::int as n from users where role = 'shopper'`)).rows[0].n);
    const total = async () => (await list("")).meta.total;
    expect(await total()).toBe(await counted());
    const a = await createSignedInUser(t.db, { fullName: "Count One" });
    const b = await createSignedInUser(t.db, { fullName: "Count Two" });
    expect(await total()).toBe(await counted());
    await t.db.execute(sql`update users set role = 'staff' where id = ${a.user.id}`);
    // Sign-ins and money spent update the row without moving the count.
    await t.db.execute(sql`update users set full_name = 'Count Two B', spent = spent + 100 where id = ${b.user.id}`);
    expect(await total()).toBe(await counted());
    await t.db.execute(sql`delete from users where id = ${b.user.id}`);
    await t.db.execute(sql`update users set role = 'shopper' where id = ${a.user.id}`);
    expect(await total()).toBe(await counted());
    // A search still counts what it finds.
    expect((await list("?q=Count%20One")).meta.total).toBe(1);
  });

  it("answers 403 to a shopper and 401 without a session", async () => {
    const shopper = await createSignedInUser(t.db);
    const res = await call(t.app, "GET", "/v1/admin/customers", shopper.headers);
    expect([res.status, res.body.message]).toEqual([403, ADMIN_MESSAGES.staffOnly]);
    expect((await call(t.app, "GET", `/v1/admin/customers/${shopper.user.id}`, shopper.headers)).status).toBe(403);
    expect((await call(t.app, "POST", `/v1/admin/customers/${shopper.user.id}/notes`, shopper.headers, { body: "x" })).status).toBe(403);
    expect((await call(t.app, "GET", "/v1/admin/customers", {})).status).toBe(401);
  });
});

describe("GET /v1/admin/customers/{id}", () => {
  it("shows orders, money spent less refunds, a refused parcel, returns' counts and addresses", async () => {
    const delivered = await placed();
    const shopper = delivered.shopper;
    await shipped(delivered.number);
    await act(delivered.number, "deliver");
    const refused = await placed(shopper);
    await shipped(refused.number);
    await act(refused.number, "cancel", { reason: "Customer refused the parcel" });
    const cancelled = await placed(shopper);
    await act(cancelled.number, "cancel", { reason: "Customer changed their mind" });
    const open = await placed(shopper);

    // ৳100 of the delivered order refunded (the refunds module writes such rows), ৳50 more still pending.
    const payment = await t.db.execute<{ id: string; order_id: string }>(
      sql`select p.id, p.order_id from payments p join orders o on o.id = p.order_id where o.order_number = ${delivered.number} and p.status = 'paid'`,
    );
    await t.db.execute(sql`insert into refunds (payment_id, order_id, channel, status, amount, reason)
      values (${payment.rows[0].id}, ${payment.rows[0].order_id}, 'payout_bkash', 'succeeded', 10000, 'Broken pin'),
             (${payment.rows[0].id}, ${payment.rows[0].order_id}, 'payout_bkash', 'pending', 5000, 'Another')`);

    const c = await customer(shopper.user.id);
    expect(c).toMatchObject({ id: shopper.user.id, phone: shopper.user.phone, orders_count: 4, spent_poisha: 57_000 - 10_000 });
    expect(c.counts).toEqual({ delivered: 1, refused: 1, cancelled: 1, open: 1 });
    expect(c.orders.map((o) => [o.order_number, o.status, o.is_return])).toEqual([
      [open.number, "pending", false],
      [cancelled.number, "cancelled", false],
      [refused.number, "cancelled", true],
      [delivered.number, "delivered", false],
    ]);
    expect(c.addresses).toHaveLength(1);
    expect(c.addresses[0]).toMatchObject({ full_name: "রহিম উদ্দিন", district: expect.any(String) });
    expect(c.last_order_at).toBe(c.orders[0].created_at);
    // The list says the same.
    const row = (await list(`?q=${shopper.user.phone}`)).data[0];
    expect(row).toMatchObject({ orders_count: 4, spent_poisha: 47_000, last_order_at: c.last_order_at });
    const spentRow = (await list(`?q=${shopper.user.phone}&sort=spent`)).data[0];
    expect(spentRow.spent_poisha).toBe(47_000);
  });

  it("is 404 for staff, an unknown id and a malformed one", async () => {
    for (const id of [staff.id, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const res = await call(t.app, "GET", `/v1/admin/customers/${id}`, staff.headers);
      expect([res.status, res.body.message], id).toEqual([404, CUSTOMER_MESSAGES.notFound]);
    }
  });
});

describe("POST /v1/admin/customers/{id}/notes", () => {
  it("keeps a staff note with its author and time, audits it, and refuses an empty one changing nothing", async () => {
    const { user, headers } = await createSignedInUser(t.db);
    const res = await call(t.app, "POST", `/v1/admin/customers/${user.id}/notes`, staff.headers, { body: "  Prefers a call after 6 pm  " });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const c = adminCustomerResponse.parse(res.body).data;
    expect(c.notes).toEqual([{ id: expect.any(Number), body: "Prefers a call after 6 pm", author: "Karim Staff", at: expect.any(String) }]);
    const audit = await auditOf(t.db, "customer", user.id);
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([["customer.note", staff.id]]);

    for (const body of [{ body: "   " }, {}, { body: "x".repeat(1001) }, { body: "ok", extra: 1 }]) {
      const bad = await call(t.app, "POST", `/v1/admin/customers/${user.id}/notes`, staff.headers, body);
      expect(bad.status, JSON.stringify(body)).toBe(422);
    }
    expect((await call(t.app, "POST", `/v1/admin/customers/${staff.id}/notes`, staff.headers, { body: "x" })).status).toBe(404);
    expect((await customer(user.id)).notes).toHaveLength(1);
    // The shopper's own answers never carry it.
    const me = await call(t.app, "GET", "/v1/profile", headers);
    expect(me.status).toBe(200);
    expect(JSON.stringify(me.body)).not.toContain("Prefers a call");
  });
});

async function pdfText(buf: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(buf), verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    parts.push(content.items.map((i) => ("str" in i ? i.str : "")).join(" "));
  }
  await pdf.destroy();
  return parts.join(" ");
}

describe("POST /v1/admin/orders/{order_number}/notes", () => {
  it("adds staff-only notes and calls to the timeline with their author; the shopper's order, tracking and invoice never show them", async () => {
    const order = await placed();
    await shipped(order.number);
    const note = await call(t.app, "POST", `/v1/admin/orders/${order.number}/notes`, staff.headers, { kind: "note", body: "Gate code 4421, secret" });
    expect(note.status, JSON.stringify(note.body)).toBe(200);
    const callLog = await call(t.app, "POST", `/v1/admin/orders/${order.number}/notes`, staff.headers, {
      kind: "call",
      outcome: "no_answer",
      body: "Rang twice at 14:05",
    });
    expect(callLog.status, JSON.stringify(callLog.body)).toBe(200);
    const timeline = adminOrderResponse.parse(callLog.body).data.timeline;
    expect(timeline.slice(-2)).toEqual([
      expect.objectContaining({ kind: "note", staff_note: "Gate code 4421, secret", note: null, for_customer: false, author: "Karim Staff", outcome: null }),
      expect.objectContaining({ kind: "call", staff_note: "Rang twice at 14:05", note: null, author: "Karim Staff", outcome: "no_answer" }),
    ]);
    expect(timeline.filter((e) => e.kind === "event").map((e) => e.status)).toEqual(["pending", "confirmed", "processing", "shipped"]);
    // A call without words is fine; one without an outcome, or an empty note, is refused.
    expect((await call(t.app, "POST", `/v1/admin/orders/${order.number}/notes`, staff.headers, { kind: "call", outcome: "busy" })).status).toBe(200);
    for (const body of [{ kind: "call" }, { kind: "note", body: " " }, { kind: "sms", body: "x" }, { kind: "call", outcome: "maybe" }]) {
      expect((await call(t.app, "POST", `/v1/admin/orders/${order.number}/notes`, staff.headers, body)).status, JSON.stringify(body)).toBe(422);
    }
    expect((await call(t.app, "POST", "/v1/admin/orders/RD000000000/notes", staff.headers, { kind: "note", body: "x" })).status).toBe(404);
    expect((await call(t.app, "POST", `/v1/admin/orders/${order.number}/notes`, order.shopper.headers, { kind: "note", body: "x" })).status).toBe(403);
    expect((await auditOf(t.db, "order", order.number)).map((a) => a.action)).toEqual(expect.arrayContaining(["order.note", "order.call", "order.call"]));

    // The order is still shipped, so delivering it works as before (a note with status shipped is not a step).
    const own = await call(t.app, "GET", `/v1/orders/${order.key}`, order.shopper.headers);
    expect(own.status).toBe(200);
    const shopperOrder = orderResponse.parse(own.body).data.order;
    expect(shopperOrder.timeline.map((e) => e.status)).toEqual(["pending", "confirmed", "processing", "shipped"]);
    const track = await call(t.app, "POST", "/v1/orders/tracking", { "x-unique-number": guestId() }, { tracking_number: order.number });
    expect(track.status).toBe(200);
    expect(trackOrderResponse.parse(track.body).data.order.timeline.map((e) => e.status)).toEqual(["pending", "confirmed", "processing", "shipped"]);
    await act(order.number, "deliver");
    const invoice = await t.app.inject({ method: "GET", url: `/v1/orders/invoice/${order.key}`, headers: order.shopper.headers });
    expect(invoice.statusCode).toBe(200);
    const text = await pdfText(invoice.rawPayload);
    expect(text).toContain(order.number);
    for (const answer of [JSON.stringify(own.body), JSON.stringify(track.body), text]) {
      for (const secret of ["Gate code", "Rang twice", "no_answer", "busy", "Karim"]) expect(answer).not.toContain(secret);
    }
  });
});
