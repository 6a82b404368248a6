import { CART_MESSAGES, ORDER_MESSAGES, type CheckoutBlocker, type DeliveryMethod } from "@shop/contracts";
import type { PriceBreakdown } from "../pricing/pricing";

/** What the rule reads: the same whether it is the cart as shown or the cart locked for an order. */
export type CheckoutRuleInput = {
  /** `quantity` is what the shopper asked for; `stock` what is left now. */
  lines: { name: string; quantity: number; stock: number }[];
  /** The cart priced (same line order): each line's availability, the delivery's refusal, the coupon's fit. */
  breakdown: Pick<PriceBreakdown, "lines" | "deliveryError" | "coupon">;
  deliveryMethod: DeliveryMethod;
  hasAddress: boolean;
};

/**
 * Can this cart become an order, and if not, why: the one rule. Placing an order
 * (`POST /v1/orders`) refuses with the first blocker; every cart answer carries it as
 * `cart.checkout_blocker`, which the checkout pages show instead of deciding for
 * themselves. Every stock problem is listed, so the order's refusal names them all.
 */
export function checkoutBlockers({ lines, breakdown, deliveryMethod, hasAddress }: CheckoutRuleInput): CheckoutBlocker[] {
  if (lines.length === 0) return [{ field: "products", code: "empty_cart", message: ORDER_MESSAGES.emptyCart, fix: "cart" }];
  const stock: CheckoutBlocker[] = [];
  lines.forEach((line, i) => {
    if (!breakdown.lines[i].available) stock.push({ field: "products", code: "out_of_stock", message: ORDER_MESSAGES.lineOutOfStock(line.name), fix: "cart" });
    // The stock fell below what was asked: the shopper keeps what is left or removes the line first.
    else if (line.quantity > line.stock)
      stock.push({ field: "products", code: "above_stock", message: ORDER_MESSAGES.lineAboveStock(line.name, line.stock), fix: "cart" });
  });
  if (stock.length) return stock;
  const needsAddress = deliveryMethod !== "office_pickup";
  if (needsAddress && !hasAddress) return [{ field: "address", code: "address_required", message: ORDER_MESSAGES.addressRequired, fix: "address" }];
  if (needsAddress && breakdown.deliveryError)
    return [{ field: "delivery_method", code: "delivery_unavailable", message: breakdown.deliveryError, fix: "cart" }];
  const { coupon } = breakdown;
  if (coupon && !coupon.applied)
    return [{ field: "coupon", code: "coupon_not_applied", message: coupon.message ?? CART_MESSAGES.couponNoLongerApplies, fix: "cart" }];
  return [];
}
