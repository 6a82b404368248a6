import { describe, expect, it } from "vitest";
import { orderMoneyRows, orderMoneyText, type OrderAmounts, type OrderMoneyRow } from "./order-money";

const none = { product_discount: 0, coupon_discount: 0, coupon_code: null, delivery_discount: 0 };

/** The rows above Total add up to Total. */
function expectAddsUp(rows: OrderMoneyRow[]) {
  const total = rows.at(-1)!;
  expect(total.key).toBe("total");
  expect(rows.slice(0, -1).reduce((sum, row) => sum + row.amount, 0)).toBe(total.amount);
}

const shown = (rows: OrderMoneyRow[]) => rows.map((row) => [row.label, orderMoneyText(row)]);

describe("orderMoneyRows", () => {
  it("shows the subtotal before the product discount, so the issue's order adds up (৳140 − ৳25 + ৳130 = ৳245)", () => {
    // As stored: subtotal is after the product discount.
    const amounts: OrderAmounts = { ...none, subtotal: 115_00, product_discount: 25_00, shipping_fee: 130_00, total: 245_00 };
    const rows = orderMoneyRows(amounts);
    expectAddsUp(rows);
    expect(shown(rows)).toEqual([
      ["Subtotal", "৳140"],
      ["Product discount", "-৳25"],
      ["Shipping", "৳130"],
      ["Total", "৳245"],
    ]);
  });

  it("takes a coupon off after the product discount", () => {
    const rows = orderMoneyRows({
      ...none,
      subtotal: 2_000_00,
      product_discount: 400_00,
      coupon_discount: 200_00,
      coupon_code: "EID10",
      shipping_fee: 70_00,
      total: 1_870_00,
    });
    expectAddsUp(rows);
    expect(shown(rows)).toEqual([
      ["Subtotal", "৳2,400"],
      ["Product discount", "-৳400"],
      ["Coupon (EID10)", "-৳200"],
      ["Shipping", "৳70"],
      ["Total", "৳1,870"],
    ]);
  });

  it("reads Free for a waived delivery fee and for office pickup", () => {
    const waived = orderMoneyRows({ ...none, subtotal: 6_000_00, shipping_fee: 130_00, delivery_discount: 130_00, total: 6_000_00 });
    expectAddsUp(waived);
    expect(shown(waived)).toEqual([
      ["Subtotal", "৳6,000"],
      ["Shipping", "Free"],
      ["Total", "৳6,000"],
    ]);
    const pickup = orderMoneyRows({ ...none, subtotal: 99_50, shipping_fee: 0, total: 99_50 });
    expectAddsUp(pickup);
    expect(shown(pickup)).toEqual([
      ["Subtotal", "৳99.50"],
      ["Shipping", "Free"],
      ["Total", "৳99.50"],
    ]);
  });

  it("adds up with every discount at once, to the poisha", () => {
    const rows = orderMoneyRows({
      subtotal: 1_234_55,
      product_discount: 10_45,
      coupon_discount: 123_45,
      coupon_code: "X",
      shipping_fee: 70_00,
      delivery_discount: 0,
      total: 1_181_10,
    });
    expectAddsUp(rows);
    expect(rows.map((row) => row.key)).toEqual(["subtotal", "product_discount", "coupon_discount", "shipping", "total"]);
  });

  it("never shows a summary that does not add up: stored amounts that disagree get an Adjustment row", () => {
    const rows = orderMoneyRows({ ...none, subtotal: 100_00, shipping_fee: 70_00, total: 160_00 });
    expectAddsUp(rows);
    expect(shown(rows)).toContainEqual(["Adjustment", "-৳10"]);
  });

  it("formats taka amounts (the web's order) the same way", () => {
    expect(orderMoneyText({ amount: -25, free: false }, "taka")).toBe("-৳25");
    expect(orderMoneyText({ amount: 0, free: true }, "taka")).toBe("Free");
    expect(orderMoneyText({ amount: 123456, free: false }, "taka")).toBe("৳1,23,456");
  });
});
