import { formatTaka, poishaToTaka } from "./money";

/**
 * An order's amounts as the orders table stores them, in integer poisha. `subtotal` is
 * what the lines cost after their product discounts (Σ line totals); `product_discount`
 * is what those discounts took off the regular prices; `delivery_discount` is the part
 * of `shipping_fee` that was waived.
 */
export type OrderAmounts = {
  subtotal: number;
  product_discount: number;
  coupon_discount: number;
  coupon_code: string | null;
  delivery_discount: number;
  shipping_fee: number;
  total: number;
};

export type OrderMoneyRowKey = "subtotal" | "product_discount" | "coupon_discount" | "shipping" | "adjustment" | "total";

/** One row of an order's money: `amount` is signed (a discount is negative), `free` marks a shipping row of 0. */
export type OrderMoneyRow = { key: OrderMoneyRowKey; label: string; amount: number; free: boolean };

/**
 * The one presentation of an order's money (order page, invoice, back office, SMS):
 * Subtotal at the regular prices, then the product discount and the coupon as negative
 * rows, Shipping after any free-delivery waiver ("Free" when nothing is charged, office
 * pickup included), and Total. The rows above Total always add up to it: should stored
 * amounts ever disagree (an order edited by hand), an "Adjustment" row says by how much
 * rather than a summary that does not add up.
 */
export function orderMoneyRows(amounts: OrderAmounts): OrderMoneyRow[] {
  const rows: OrderMoneyRow[] = [{ key: "subtotal", label: "Subtotal", amount: amounts.subtotal + amounts.product_discount, free: false }];
  if (amounts.product_discount > 0) rows.push({ key: "product_discount", label: "Product discount", amount: -amounts.product_discount, free: false });
  if (amounts.coupon_discount > 0) {
    const label = amounts.coupon_code ? `Coupon (${amounts.coupon_code})` : "Coupon";
    rows.push({ key: "coupon_discount", label, amount: -amounts.coupon_discount, free: false });
  }
  const shipping = Math.max(0, amounts.shipping_fee - amounts.delivery_discount);
  rows.push({ key: "shipping", label: "Shipping", amount: shipping, free: shipping === 0 });
  const sum = rows.reduce((total, row) => total + row.amount, 0);
  if (sum !== amounts.total) rows.push({ key: "adjustment", label: "Adjustment", amount: amounts.total - sum, free: false });
  rows.push({ key: "total", label: "Total", amount: amounts.total, free: false });
  return rows;
}

/**
 * A row's value as shown: "Free", "-৳25" for a discount, "৳1,23,456". `unit` says what
 * the amount is in: poisha (the API, invoice and back office) or taka (the order as
 * the web receives it).
 */
export function orderMoneyText(row: Pick<OrderMoneyRow, "amount" | "free">, unit: "poisha" | "taka" = "poisha"): string {
  if (row.free) return "Free";
  return formatTaka(unit === "poisha" ? poishaToTaka(row.amount) : row.amount);
}
