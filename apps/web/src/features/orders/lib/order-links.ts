import type { Order } from "@shop/contracts";
import { webLink } from "@shop/contracts/formats";

/** The order's own page: open to anyone holding the key (API.md). */
export function orderHref(orderKey: string): string {
  return `/my-orders/${encodeURIComponent(orderKey)}`;
}

export function cancelConfirmHref(orderKey: string): string {
  return `/order-cancel-confirm?order_key=${encodeURIComponent(orderKey)}`;
}

export function cancelSuccessHref(orderKey: string): string {
  return `/order-cancel-success?order_key=${encodeURIComponent(orderKey)}`;
}

/**
 * A link that leaves the shop (payment page, courier tracking): only http(s), so a
 * stored `javascript:` or `data:` address can never run in the shop's origin.
 */
export function externalHref(url: string | null | undefined): string | null {
  return webLink(url);
}

/**
 * Complete Order's target: the shop's own payment start path (`/api/v1/payments/{key}/start`,
 * which redirects to the gateway) or, as a fallback, an http(s) gateway address.
 */
export function paymentHref(url: string | null | undefined): string | null {
  if (url && /^\/api\/v1\/payments\/[^/]+\/start$/.test(url)) return url;
  return externalHref(url);
}

/** How many pieces the order holds (quantities added up), and its words. */
export function itemCount(order: Pick<Order, "items">): number {
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}

export function itemCountText(count: number): string {
  return count === 1 ? "1 item" : `${count} items`;
}
