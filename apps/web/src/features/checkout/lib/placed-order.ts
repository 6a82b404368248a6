import type { Order } from "@shop/contracts";

const PREFIX = "robodoc-placed-order:";

type Storage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem">;

/**
 * The order POST /v1/orders answered, kept for the success page it navigates to, so
 * that page shows it without asking for it again (one round trip less on a slow
 * network). Keyed by the order key; a full or blocked storage only costs that fetch.
 */
export function rememberPlacedOrder(storage: Storage | null, order: Order): void {
  try {
    storage?.setItem(PREFIX + order.order_key, JSON.stringify(order));
  } catch {
    // Not kept: the success page fetches the order as it did before.
  }
}

/**
 * The order remembered for `orderKey`, once: it is removed as it is read, so a reload
 * (or a gateway's return to the same page, which never stored one) fetches the order
 * as it is now. Null when none was kept or it cannot be read.
 */
export function takePlacedOrder(storage: Storage | null, orderKey: string): Order | null {
  if (!orderKey) return null;
  try {
    const saved = storage?.getItem(PREFIX + orderKey);
    if (!saved) return null;
    storage?.removeItem(PREFIX + orderKey);
    const order = JSON.parse(saved) as Order;
    return order.order_key === orderKey ? order : null;
  } catch {
    return null;
  }
}
