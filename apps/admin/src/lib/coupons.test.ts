import { describe, expect, it } from "vitest";
import type { AdminCoupon } from "@shop/contracts/admin";
import { couponAmount, couponFields, readCoupon } from "./coupons";

const saved: AdminCoupon = {
  id: 7,
  code: "EID500",
  name: "Eid",
  kind: "fixed",
  amount: 50_000,
  min_subtotal: 250_050,
  max_discount: null,
  starts_at: "2026-03-01T04:00:00.000Z",
  ends_at: null,
  usage_limit: 100,
  per_user_limit: null,
  used_count: 3,
  is_active: true,
};

describe("coupon form", () => {
  it("starts an edit from the saved coupon in taka and Dhaka time, and sends it back unchanged", () => {
    const fields = couponFields(saved);
    expect(fields).toMatchObject({ amount: "500", min_subtotal: "2500.50", max_discount: "", starts_at: "2026-03-01T10:00", usage_limit: "100" });
    const { body, errors } = readCoupon(fields);
    expect(errors).toEqual({});
    expect(body).toMatchObject({ amount: 50_000, min_subtotal: 250_050, max_discount: null, starts_at: saved.starts_at, ends_at: null, usage_limit: 100 });
  });

  it("says what is wrong in the form's words before the schema's, and a new form is refused empty", () => {
    const { errors } = readCoupon({ ...couponFields(null), code: "OK10", name: "Ten", amount: "10.5", usage_limit: "many" });
    expect(errors).toEqual({ amount: "Enter a whole percent, like 10", usage_limit: "Enter a whole number" });
    const empty = readCoupon(couponFields(null)).errors;
    expect(Object.keys(empty).sort()).toEqual(["amount", "code", "name"]);
    expect(readCoupon({ ...couponFields(saved), starts_at: "2026-03-02T10:00", ends_at: "2026-03-01T10:00" }).errors).toEqual({
      ends_at: "The end must not be before the start",
    });
    expect(readCoupon({ ...couponFields(null), code: "BIG", name: "Big", amount: "150" }).errors).toEqual({ amount: "A percentage is at most 100" });
  });

  it("shows a percent or taka discount", () => {
    expect(couponAmount({ ...saved, kind: "percentage", amount: 15 })).toBe("15%");
    expect(couponAmount(saved)).toBe("৳500");
  });
});
