import { describe, expect, it } from "vitest";
import type { AdminCoupon } from "@shop/contracts/admin";
import { couponAmount, couponFields, readCoupon } from "./coupons";

const saved: AdminCoupon = {
  id: 7,
  code: "EID500",
  name: "Eid",
  kind: "fixed",
  percent: null,
  amount_poisha: 50_000,
  min_subtotal_poisha: 250_050,
  max_discount_poisha: null,
  starts_at: "2026-03-01T04:00:00.000Z",
  ends_at: null,
  usage_limit: 100,
  per_user_limit: null,
  used_count: 3,
  is_active: true,
  archived: false,
};

describe("coupon form", () => {
  it("starts an edit from the saved coupon in taka and Dhaka time, and sends it back unchanged", () => {
    const fields = couponFields(saved);
    expect(fields).toMatchObject({ discount: "500", min_subtotal_taka: "2500.50", max_discount_taka: "", starts_at: "2026-03-01T10:00", usage_limit: "100" });
    const { body, errors } = readCoupon(fields);
    expect(errors).toEqual({});
    expect(body).toMatchObject({
      amount_poisha: 50_000,
      min_subtotal_poisha: 250_050,
      max_discount_poisha: null,
      starts_at: saved.starts_at,
      ends_at: null,
      usage_limit: 100,
    });
    expect(body).not.toHaveProperty("percent");
  });

  it("says what is wrong in the form's words before the schema's, and a new form is refused empty", () => {
    const { errors } = readCoupon({ ...couponFields(null), code: "OK10", name: "Ten", discount: "10.5", usage_limit: "many" });
    expect(errors).toEqual({ percent: "Enter a whole percent, like 10", usage_limit: "Enter a whole number" });
    const empty = readCoupon(couponFields(null)).errors;
    expect(Object.keys(empty).sort()).toEqual(["code", "name", "percent"]);
    expect(readCoupon({ ...couponFields(saved), starts_at: "2026-03-02T10:00", ends_at: "2026-03-01T10:00" }).errors).toEqual({
      ends_at: "The end must not be before the start",
    });
    expect(readCoupon({ ...couponFields(null), code: "BIG", name: "Big", discount: "150" }).errors).toEqual({ percent: "A percentage is at most 100" });
    expect(readCoupon({ ...couponFields(null), kind: "fixed", code: "TK100", name: "Taka", discount: "abc" }).errors).toEqual({
      amount_poisha: "Enter the discount in taka, like 100",
    });
  });

  it("sends a percentage coupon's discount as percent, a fixed one's as poisha", () => {
    expect(readCoupon({ ...couponFields(null), code: "TEN", name: "Ten", discount: "10" }).body).toMatchObject({ kind: "percentage", percent: 10 });
    const fixed = readCoupon({ ...couponFields(null), kind: "fixed", code: "TK100", name: "Taka", discount: "99.50" }).body;
    expect(fixed).toMatchObject({ kind: "fixed", amount_poisha: 9950 });
    expect(fixed).not.toHaveProperty("percent");
  });

  it("shows a percent or taka discount", () => {
    expect(couponAmount({ ...saved, kind: "percentage", percent: 15, amount_poisha: null })).toBe("15%");
    expect(couponAmount(saved)).toBe("৳500");
  });
});
