import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { cartResponse, createOrderResponse, orderResponse, phoneOrderResponse, productDetailResponse } from "@shop/contracts";
import { adminPriceTiersResponse, PRICE_TIER_MESSAGES } from "@shop/contracts/price-tiers";
import { grantStaffRole, sql } from "@shop/db";
import { useTestApp } from "../../test/app";
import { call, createCoupon, DHAKA, seedDistricts } from "../../test/commerce-fixture";
import { createCategory, createProduct, createSignedInUser, randomPhone } from "../../test/factories";
import { signInByPhone } from "../identity/testing";
import { placeOrderCall, shopperReadyToOrder } from "../orders/test-helpers";

const t = useTestApp();
let categoryId: number;
let owner: Record<string, string>;
let staff: Record<string, string>;

async function staffMember(role: "staff" | "owner") {
  const phone = await grantStaffRole(t.db, randomPhone(), role, `Test ${role}`);
  return (await signInByPhone(t.app, t.db, phone)).headers;
}

beforeAll(async () => {
  await seedDistricts(t.db);
  categoryId = (await createCategory(t.db)).id;
  owner = await staffMember("owner");
  staff = await staffMember("staff");
});

const TIERS = [
  { min_quantity: 10, unit_price_poisha: 110_00 },
  { min_quantity: 50, unit_price_poisha: 100_00 },
];
const putTiers = (headers: Record<string, string>, id: number, tiers: unknown) =>
  call(t.app, "PUT", `/v1/admin/products/${id}/price-tiers`, headers, { tiers });

/** HC-SR04 at ৳120 with breaks at 10+ ৳110 and 50+ ৳100, set by an owner through the API. */
async function sensor(input: { discountPrice?: number | null } = {}) {
  const p = await createProduct(t.db, { categoryId, name: "HC-SR04", price: 120, discountPrice: input.discountPrice ?? null, stock: 200 });
  const res = await putTiers(owner, p.id, TIERS);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return p;
}

async function tiersInDb(productId: number) {
  const result = await t.db.execute<{ min_quantity: number; unit_price: number }>(
    sql`select min_quantity, unit_price from product_price_tiers where product_id = ${productId} order by min_quantity`,
  );
  return result.rows.map((r) => [Number(r.min_quantity), Number(r.unit_price)]);
}

describe("setting a product's price breaks", () => {
  it("is the owner's: staff read them, staff and shoppers cannot set them", async () => {
    const p = await sensor();
    const read = adminPriceTiersResponse.parse((await call(t.app, "GET", `/v1/admin/products/${p.id}/price-tiers`, staff)).body).data;
    expect(read).toEqual({ product_id: p.id, price_poisha: 120_00, discount_price_poisha: null, tiers: TIERS });
    const shopper = await createSignedInUser(t.db);
    expect((await putTiers(staff, p.id, [])).status).toBe(403);
    expect((await putTiers(shopper.headers, p.id, [])).status).toBe(403);
    expect((await call(t.app, "GET", `/v1/admin/products/${p.id}/price-tiers`, shopper.headers)).status).toBe(403);
    expect((await putTiers({}, p.id, [])).status).toBe(401);
    expect(await tiersInDb(p.id)).toEqual([
      [10, 110_00],
      [50, 100_00],
    ]);
  });

  it("writes the audit log in the shop's words, and an empty list removes the breaks", async () => {
    const p = await sensor();
    const audit = await t.db.execute<{ action: string; after: { text: string; tiers: unknown[] } | string }>(
      sql`select action, after from audit_log where entity = 'product' and entity_id = ${String(p.id)} order by id`,
    );
    const after = audit.rows.map((r) => (typeof r.after === "string" ? JSON.parse(r.after) : r.after));
    expect(audit.rows.map((r) => r.action)).toEqual(["product.price_tiers"]);
    expect(after[0].text).toBe("Price breaks of HC-SR04: 10+ ৳110, 50+ ৳100");
    expect((await putTiers(owner, p.id, [])).status).toBe(200);
    expect(await tiersInDb(p.id)).toEqual([]);
  });

  it.each([
    ["a quantity below 2", [{ min_quantity: 1, unit_price_poisha: 110_00 }], "tiers.0.min_quantity", PRICE_TIER_MESSAGES.quantityMin],
    [
      "quantities not going up",
      [
        { min_quantity: 10, unit_price_poisha: 110_00 },
        { min_quantity: 10, unit_price_poisha: 100_00 },
      ],
      "tiers.1.min_quantity",
      PRICE_TIER_MESSAGES.notAscending,
    ],
    [
      "a price not going down",
      [
        { min_quantity: 10, unit_price_poisha: 110_00 },
        { min_quantity: 50, unit_price_poisha: 110_00 },
      ],
      "tiers.1.unit_price_poisha",
      PRICE_TIER_MESSAGES.notDescending,
    ],
    ["a price at the product's price", [{ min_quantity: 10, unit_price_poisha: 120_00 }], "tiers.0.unit_price_poisha", PRICE_TIER_MESSAGES.notBelowPrice],
    [
      "a price of ৳0 on the second row",
      [
        { min_quantity: 10, unit_price_poisha: 110_00 },
        { min_quantity: 50, unit_price_poisha: 0 },
      ],
      "tiers.1.unit_price_poisha",
      PRICE_TIER_MESSAGES.pricePositive,
    ],
    ["six breaks", [2, 3, 4, 5, 6, 7].map((q) => ({ min_quantity: q, unit_price_poisha: 120_00 - q * 100 })), "tiers", PRICE_TIER_MESSAGES.tooMany],
  ])("refuses %s and changes nothing", async (_name, tiers, field, message) => {
    const p = await sensor();
    const res = await putTiers(owner, p.id, tiers);
    expect(res.status).toBe(422);
    expect(res.body.errors).toContainEqual(expect.objectContaining({ field, message }));
    expect(await tiersInDb(p.id)).toEqual([
      [10, 110_00],
      [50, 100_00],
    ]);
  });

  it("answers 404 for a product that does not exist", async () => {
    expect((await putTiers(owner, 2_000_000_000, TIERS)).status).toBe(404);
  });

  it("shows the breaks on the public product, in taka", async () => {
    const p = await sensor();
    const product = productDetailResponse.parse((await call(t.app, "GET", `/v1/products/${p.slug}`)).body).data.product;
    expect(product.price_tiers).toEqual([
      { min_quantity: 10, price: 110 },
      { min_quantity: 50, price: 100 },
    ]);
  });
});

/** The invoice PDF's first page as text. */
async function invoiceText(orderKey: string, headers: Record<string, string>) {
  const res = await t.app.inject({ method: "GET", url: `/v1/orders/invoice/${orderKey}`, headers });
  expect(res.statusCode).toBe(200);
  const pdf = await getDocument({ data: new Uint8Array(res.rawPayload), verbosity: 0 }).promise;
  return (await (await pdf.getPage(1)).getTextContent()).items.map((item) => ("str" in item ? item.str : "")).join("");
}

describe("the cart, the order and the invoice charge the break (each boundary)", () => {
  it.each([
    [9, 120, null],
    [10, 110, 10],
    [11, 110, 10],
    [49, 110, 10],
    [50, 100, 50],
  ])("%i units: ৳%i each", async (quantity, unit, tier) => {
    const p = await sensor();
    const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug, quantity }]);
    const cart = cartResponse.parse((await call(t.app, "GET", "/v2/carts", shopper.headers)).body).data.cart;
    const [line] = cart.products;
    expect(line.subtotal).toBe(unit * quantity);
    expect(line.price_break).toEqual(tier === null ? null : { min_quantity: tier, unit_price: unit, saved: (120 - unit) * quantity });
    expect(cart.total_product_price_with_discount).toBe(unit * quantity);

    const res = await placeOrderCall(t.app, shopper.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = createOrderResponse.parse(res.body).data.order;
    expect(order.summary.total).toBe(cart.cart_total_amount);
    expect(order.items.map((i) => [i.quantity, i.price, i.discount_price, i.total])).toEqual([[quantity, 120, tier === null ? null : unit, unit * quantity]]);
    const stored = await t.db.execute<{ unit_price: number; unit_discount_price: number | null; line_total: number }>(
      sql`select unit_price, unit_discount_price, line_total from order_items i join orders o on o.id = i.order_id where o.order_key = ${order.order_key}`,
    );
    expect(stored.rows.map((r) => [Number(r.unit_price), r.unit_discount_price === null ? null : Number(r.unit_discount_price), Number(r.line_total)])).toEqual(
      [[120_00, tier === null ? null : unit * 100, unit * quantity * 100]],
    );

    // The invoice: lines at the regular price, the break as the product discount, the same total.
    const text = await invoiceText(order.order_key, shopper.headers);
    expect(text).not.toContain("Offer price");
    if (tier === null) expect(text).not.toContain("Price break");
    else expect(text).toContain(`Price break ৳${unit} each (${tier}+)`);
    const amount = "\\s*(-?৳[\\d,.]+|Free)\\s*";
    const total = new RegExp(`Total${amount}`).exec(text.slice(text.lastIndexOf("Total")));
    expect(total?.[1]).toBe(`৳${order.summary.total.toLocaleString("en-IN")}`);
  });

  it("applies a break below the discount price, the discount price above it; the coupon after the break", async () => {
    const p = await sensor({ discountPrice: 105 });
    const cartOf = async (quantity: number) => {
      const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug, quantity }]);
      return { shopper, cart: cartResponse.parse((await call(t.app, "GET", "/v2/carts", shopper.headers)).body).data.cart };
    };
    const ten = await cartOf(10);
    expect(ten.cart.products[0]).toMatchObject({ subtotal: 1050, price_break: null });
    // The offer, not the 10+ break, priced it: the invoice says so.
    const offerOrder = createOrderResponse.parse((await placeOrderCall(t.app, ten.shopper.headers)).body).data.order;
    const offerText = await invoiceText(offerOrder.order_key, ten.shopper.headers);
    expect(offerText).toContain("Offer price ৳105 each");
    expect(offerText).not.toContain("Price break");
    const { shopper, cart } = await cartOf(50);
    expect(cart.products[0]).toMatchObject({ subtotal: 5000, price_break: { min_quantity: 50, unit_price: 100, saved: 250 } });

    const coupon = await createCoupon(t.db, { kind: "percentage", amount: 10 });
    expect((await call(t.app, "POST", "/v1/coupons", shopper.headers, { code: coupon.code })).status).toBe(200);
    const withCoupon = cartResponse.parse((await call(t.app, "GET", "/v2/carts", shopper.headers)).body).data.cart;
    expect(withCoupon.discounts).toContainEqual(expect.objectContaining({ key: "coupon_discount", amount: 500 }));
    const order = createOrderResponse.parse((await placeOrderCall(t.app, shopper.headers)).body).data.order;
    const read = orderResponse.parse((await call(t.app, "GET", `/v1/orders/${order.order_key}`, shopper.headers)).body).data.order;
    expect(read.summary.total).toBe(withCoupon.cart_total_amount);
    expect(read.summary.rows.map((r) => [r.label, r.amount]).slice(0, 3)).toEqual([
      ["Subtotal", 6000],
      ["Product discount", -1000],
      [`Coupon (${coupon.code})`, -500],
    ]);
  });
});

describe("an order taken by phone (the back office's totals)", () => {
  it("charges the break by the same pricing code", async () => {
    const p = await sensor();
    const phone = randomPhone();
    const res = await call(
      t.app,
      "POST",
      "/v1/admin/orders",
      { ...staff, "idempotency-key": randomUUID() },
      {
        customer: { phone, name: "Rahim Uddin" },
        lines: [{ product_id: p.id, quantity: 50 }],
        delivery_method: "home_delivery",
        address: { name: "Rahim Uddin", phone, district: DHAKA, area: "Mirpur", address: "House 12, Road 5, Mirpur 10", save: false },
        channel: "phone",
        payment_method: "cash_on_delivery",
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const made = phoneOrderResponse.parse(res.body).data;
    expect(made.lines.map((l) => [l.quantity, l.unit_price_poisha, l.line_total_poisha])).toEqual([[50, 100_00, 5000_00]]);
    expect(made.totals).toMatchObject({ subtotal_poisha: 5000_00, product_discount_poisha: 1000_00 });
    const stored = await t.db.execute<{ unit_discount_price: number; line_total: number }>(
      sql`select unit_discount_price, line_total from order_items i join orders o on o.id = i.order_id where o.order_number = ${made.order_number}`,
    );
    expect(stored.rows.map((r) => [Number(r.unit_discount_price), Number(r.line_total)])).toEqual([[100_00, 5000_00]]);
  });
});
