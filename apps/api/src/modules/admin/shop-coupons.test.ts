import { beforeAll, describe, expect, it } from "vitest";
import { coupons, eq } from "@shop/db";
import { ADMIN_MESSAGES, CART_MESSAGES, COUPON_MESSAGES, adminCouponsResponse, cartResponse, type AdminCoupon } from "@shop/contracts";
import { useTestApp } from "../../test/app";
import { call } from "../../test/commerce-fixture";
import { createCategory, createProduct, createSignedInUser } from "../../test/factories";
import { auditCount, auditOf, signInStaff, type Staff } from "./shop-test-helpers";

const t = useTestApp();
let owner: Staff;
let categoryId: number;
beforeAll(async () => {
  owner = await signInStaff(t.app, t.db, "owner", "Nadia Owner");
  categoryId = (await createCategory(t.db)).id;
});

const create = (body: Record<string, unknown>) => call(t.app, "POST", "/v1/admin/coupons", owner.headers, body);
const patch = (id: number | string, body: Record<string, unknown>) => call(t.app, "PATCH", `/v1/admin/coupons/${id}`, owner.headers, body);
const base = (code: string) => ({ code, name: "Eid offer", kind: "fixed", amount_poisha: 150_00 });
/** A coupon as the audit log records it: the row's names, `amount` the percent or poisha by kind (archiving is its own entry). */
const stored = ({ percent, amount_poisha, min_subtotal_poisha, max_discount_poisha, archived: _archived, ...rest }: AdminCoupon) => ({
  ...rest,
  amount: percent ?? amount_poisha,
  min_subtotal: min_subtotal_poisha,
  max_discount: max_discount_poisha,
});
const dhakaDay = (offsetDays: number) => new Date(Date.now() + 6 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

function expectFieldError(res: { status: number; body: { errors: { field?: string; message: string }[] } }, field: string, message?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body.errors[0]).toMatchObject({ field, ...(message ? { message } : {}) });
}

/** A shopper with `taka` worth of one product in the cart. */
async function shopperWithCart(taka: number) {
  const shopper = await createSignedInUser(t.db);
  const p = await createProduct(t.db, { categoryId, price: taka, stock: 10 });
  expect((await call(t.app, "PUT", "/v2/carts", shopper.headers, { product: p.slug })).status).toBe(200);
  return shopper;
}
const apply = (headers: Record<string, string>, code: string) => call(t.app, "POST", "/v1/coupons", headers, { code });

describe("POST /v1/admin/coupons", () => {
  it("creates a coupon (code upper-cased, money in poisha) with one audit entry holding it", async () => {
    const res = await create({ ...base("eid-2025"), min_subtotal_poisha: 1000_00, max_discount_poisha: null, usage_limit: 100, per_user_limit: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe("Coupon created");
    const coupon = res.body.data;
    expect(coupon).toEqual({
      id: expect.any(Number),
      code: "EID-2025",
      name: "Eid offer",
      kind: "fixed",
      percent: null,
      amount_poisha: 150_00,
      min_subtotal_poisha: 1000_00,
      max_discount_poisha: null,
      starts_at: null,
      ends_at: null,
      usage_limit: 100,
      per_user_limit: 1,
      used_count: 0,
      is_active: true,
      archived: false,
    });
    expect(await auditOf(t.db, "coupon", coupon.id)).toEqual([
      { actor_id: owner.id, action: "coupon.create", entity: "coupon", entity_id: String(coupon.id), before: null, after: stored(coupon) },
    ]);
    const list = adminCouponsResponse.parse((await call(t.app, "GET", "/v1/admin/coupons", owner.headers)).body);
    expect(list.data[0]).toEqual(coupon);
  });

  it("refuses a code already used (whatever its case), an end before the start, a percentage above 100 and a bad code, writing nothing", async () => {
    expect((await create(base("TAKEN1"))).status).toBe(201);
    const before = await auditCount(t.db);
    expectFieldError(await create(base("taken1")), "code", ADMIN_MESSAGES.codeTaken);
    expectFieldError(
      await create({ ...base("RANGE1"), starts_at: "2030-05-10T00:00:00+06:00", ends_at: "2030-05-09T23:59:00+06:00" }),
      "ends_at",
      ADMIN_MESSAGES.dateRange,
    );
    expectFieldError(await create({ ...base("RANGE2"), starts_at: "2030-05-10", ends_at: "2030-05-09" }), "ends_at", ADMIN_MESSAGES.dateRange);
    expectFieldError(await create({ ...base("WHEN1"), starts_at: "next tuesday" }), "starts_at");
    expectFieldError(
      await create({ ...base("PCT1"), kind: "percentage", amount_poisha: undefined, percent: 101 }),
      "percent",
      COUPON_MESSAGES.percentAtMost100,
    );
    expectFieldError(await create({ ...base("PCT2"), kind: "percentage" }), "amount_poisha", COUPON_MESSAGES.amountNotPercent);
    expectFieldError(await create({ ...base("PCT3"), kind: "percentage", amount_poisha: null }), "percent", COUPON_MESSAGES.percentRequired);
    expectFieldError(await create({ ...base("BOTH1"), percent: 10 }), "percent", COUPON_MESSAGES.percentNotFixed);
    expectFieldError(await create({ ...base("FIX1"), amount_poisha: undefined }), "amount_poisha", COUPON_MESSAGES.amountRequired);
    expectFieldError(await create({ ...base("no spaces"), name: "x y" }), "code");
    expectFieldError(await create({ ...base("ZERO1"), amount_poisha: 0 }), "amount_poisha");
    expectFieldError(await create({ code: "NONAME", kind: "fixed", amount_poisha: 100 }), "name");
    // The old names, whose unit depended on the kind, are refused rather than dropped.
    for (const old of [{ amount: 150_00 }, { min_subtotal: 500_00 }, { max_discount: 100_00 }]) {
      const res = await create({ ...base("OLDNAME"), ...old });
      expect(res.status, JSON.stringify(old)).toBe(422);
      expect(res.body.errors[0].message).toBe(`Unknown field ${Object.keys(old)[0]}`);
    }
    expect(await t.db.select().from(coupons).where(eq(coupons.code, "RANGE1"))).toEqual([]);
    expect(await auditCount(t.db)).toBe(before);
  });

  it("reads a bare day as the whole Dhaka day: a coupon ending today still applies today", async () => {
    const res = await create({ ...base("TODAYONLY"), starts_at: dhakaDay(0), ends_at: dhakaDay(0) });
    expect(res.status).toBe(201);
    expect(res.body.data.starts_at).toBe(`${dhakaDay(0)}T00:00:00.000+06:00`);
    expect(res.body.data.ends_at).toBe(`${dhakaDay(0)}T23:59:59.999+06:00`);
    const shopper = await shopperWithCart(1000);
    expect((await apply(shopper.headers, "todayonly")).status).toBe(200);
  });
});

describe("PATCH /v1/admin/coupons/{id}", () => {
  it("changes any subset of fields, with the coupon before and after in one audit entry", async () => {
    const created = (await create({ ...base("PATCHME"), starts_at: "2030-01-01T00:00:00+06:00" })).body.data;
    const res = await patch(created.id, { name: "Eid offer (extended)", ends_at: "2030-02-01T00:00:00+06:00", usage_limit: 5 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = { ...created, name: "Eid offer (extended)", ends_at: "2030-02-01T00:00:00.000+06:00", usage_limit: 5 };
    expect(res.body).toEqual({ message: "Coupon updated", data: after });
    const audit = await auditOf(t.db, "coupon", created.id);
    expect(audit).toHaveLength(2);
    expect(audit[1]).toEqual({
      actor_id: owner.id,
      action: "coupon.update",
      entity: "coupon",
      entity_id: String(created.id),
      before: stored(created),
      after: stored(after),
    });

    // null clears a limit; an absent field stays.
    expect((await patch(created.id, { usage_limit: null })).body.data).toMatchObject({ usage_limit: null, name: "Eid offer (extended)" });
  });

  it("checks the merged coupon: taken code, end before the kept start, percentage above 100; unknown id is 404", async () => {
    const a = (await create(base("FIRSTCODE"))).body.data;
    await create(base("SECONDCODE"));
    const timed = (await create({ ...base("TIMED"), starts_at: "2030-03-01T00:00:00+06:00" })).body.data;
    const before = await auditCount(t.db);
    expectFieldError(await patch(a.id, { code: "secondcode" }), "code", ADMIN_MESSAGES.codeTaken);
    expectFieldError(await patch(timed.id, { ends_at: "2030-02-01T00:00:00+06:00" }), "ends_at", ADMIN_MESSAGES.dateRange);
    // A fixed ৳150 coupon becomes a percentage one only with its percent, never "15000 percent"; a percent is not a fixed coupon's.
    expectFieldError(await patch(a.id, { kind: "percentage" }), "percent", COUPON_MESSAGES.percentRequired);
    expectFieldError(await patch(a.id, { percent: 15 }), "percent", COUPON_MESSAGES.percentNotFixed);
    expect((await patch(a.id, { amount: 200_00 })).body.errors[0].message).toBe("Unknown field amount");
    expect((await patch(987654, { name: "Nobody" })).status).toBe(404);
    expect((await patch("nope", { name: "Nobody" })).status).toBe(404);
    expect(await auditCount(t.db)).toBe(before);
    // Its own code (any case) is not "taken".
    expect((await patch(a.id, { code: "firstcode", amount_poisha: 200_00 })).body.data).toMatchObject({
      code: "FIRSTCODE",
      percent: null,
      amount_poisha: 200_00,
    });
    expect((await patch(a.id, { kind: "percentage", percent: 15 })).body.data).toMatchObject({ kind: "percentage", percent: 15, amount_poisha: null });
    expect((await patch(a.id, { name: "Kept percent" })).body.data).toMatchObject({ kind: "percentage", percent: 15 });
  });
});

describe("coupons made in the back office, at the shopper's cart", () => {
  it("apply to a cart with the shopper-side rules: minimum, cap, start and switching off", async () => {
    const pct = (
      await create({ code: "Admin10", name: "Admin 10%", kind: "percentage", percent: 10, min_subtotal_poisha: 500_00, max_discount_poisha: 300_00 })
    ).body.data;

    const shopper = await shopperWithCart(1000);
    const applied = await apply(shopper.headers, "admin10");
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const cart = cartResponse.parse(applied.body).data.cart;
    expect(cart.coupon).toEqual({ code: "ADMIN10", name: "Admin 10%", applied: true, message: null });
    expect(cart.discounts).toEqual([{ key: "coupon_discount", text: "Coupon (ADMIN10)", amount: 100 }]);

    const big = await shopperWithCart(5000);
    expect(cartResponse.parse((await apply(big.headers, "ADMIN10")).body).data.cart.discounts[0].amount).toBe(300);

    const small = await shopperWithCart(400);
    const refused = await apply(small.headers, "ADMIN10");
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].message).toBe("Minimum order amount for this coupon is ৳500");

    expect((await patch(pct.id, { is_active: false })).status).toBe(200);
    const off = await apply((await shopperWithCart(1000)).headers, "ADMIN10");
    expect(off.body.errors[0]).toMatchObject({ field: "code", message: CART_MESSAGES.couponInvalid });

    expect((await patch(pct.id, { is_active: true, starts_at: dhakaDay(2) })).status).toBe(200);
    const early = await apply((await shopperWithCart(1000)).headers, "ADMIN10");
    expect(early.body.errors[0].message).toBe(CART_MESSAGES.couponNotStarted);
  });

  it("a fixed amount is poisha: ৳150 off", async () => {
    await create(base("FIXED150"));
    const shopper = await shopperWithCart(1000);
    const cart = cartResponse.parse((await apply(shopper.headers, "fixed150")).body).data.cart;
    expect(cart.discounts).toEqual([{ key: "coupon_discount", text: "Coupon (FIXED150)", amount: 150 }]);
  });
});
