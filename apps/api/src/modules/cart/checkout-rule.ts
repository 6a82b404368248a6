import { CART_MESSAGES, ORDER_MESSAGES, type CheckoutBlocker, type DeliveryMethod } from "@shop/contracts";

/** What the rule reads: the same whether it is the cart as shown or the cart locked for an order. */
export type CheckoutRuleInput = {
  /** `quantity` is what the shopper asked for; `stock` what is left now. */
  lines: { name: string; available: boolean; quantity: number; stock: number }[];
  deliveryMethod: DeliveryMethod;
  hasAddress: boolean;
  /** Pricing's refusal of the delivery method for this address, if any. */
  deliveryError: string | null;
  coupon: { applied: boolean; message: string | null } | null;
};

/**
 * Can this cart become an order, and if not, why: the one rule. Placing an order
 * (`POST /v1/orders`) refuses with the first blocker; every cart answer carries it as
 * `cart.checkout_blocker`, which the checkout pages show instead of deciding for
 * themselves. Every stock problem is listed, so the order's refusal names them all.
 */
export function checkoutBlockers(input: CheckoutRuleInput): CheckoutBlocker[] {
  if (input.lines.length === 0) return [{ field: "products", code: "empty_cart", message: ORDER_MESSAGES.emptyCart, fix: "cart" }];
  const stock: CheckoutBlocker[] = [];
  for (const line of input.lines) {
    if (!line.available) stock.push({ field: "products", code: "out_of_stock", message: ORDER_MESSAGES.lineOutOfStock(line.name), fix: "cart" });
    // The stock fell below what was asked: the shopper keeps what is left or removes the line first.
    else if (line.quantity > line.stock)
      stock.push({ field: "products", code: "above_stock", message: ORDER_MESSAGES.lineAboveStock(line.name, line.stock), fix: "cart" });
  }
  if (stock.length) return stock;
  const needsAddress = input.deliveryMethod !== "office_pickup";
  if (needsAddress && !input.hasAddress) return [{ field: "address", code: "address_required", message: ORDER_MESSAGES.addressRequired, fix: "address" }];
  if (needsAddress && input.deliveryError) return [{ field: "delivery_method", code: "delivery_unavailable", message: input.deliveryError, fix: "cart" }];
  if (input.coupon && !input.coupon.applied)
    return [{ field: "coupon", code: "coupon_not_applied", message: input.coupon.message ?? CART_MESSAGES.couponNoLongerApplies, fix: "cart" }];
  return [];
}
