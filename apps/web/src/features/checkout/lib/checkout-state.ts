import { MESSAGES, ORDER_MESSAGES, type Cart } from "@shop/contracts";

/**
 * What stops the cart from becoming an order now, in the words the API would answer
 * with, or null when it can go on: the same rules, shown before the shopper confirms.
 */
export function checkoutBlocker(cart: Cart): { message: string; fix: "cart" | "address" } | null {
  if (cart.products.length === 0) return { message: MESSAGES.cartEmpty, fix: "cart" };
  const unavailable = cart.products.find((line) => !line.is_available);
  if (unavailable) return { message: ORDER_MESSAGES.lineOutOfStock(unavailable.name), fix: "cart" };
  // The stock fell below what was asked: the shopper keeps what is left or removes the line first.
  const cut = cart.products.find((line) => line.asked_quantity != null);
  if (cut) return { message: ORDER_MESSAGES.lineAboveStock(cut.name, cut.current_stock), fix: "cart" };
  if (cart.coupon && !cart.coupon.applied) return { message: cart.coupon.message ?? "Remove the coupon that no longer applies", fix: "cart" };
  if (cart.delivery_method !== "office_pickup" && !cart.address) return { message: ORDER_MESSAGES.addressRequired, fix: "address" };
  return null;
}

const ATTEMPT_KEY = "robodoc-order-attempt";

/**
 * One Idempotency-Key per attempt at placing this order: a double click, a retry
 * after a network error or a reload of the page sends the same key (kept in
 * sessionStorage with the request it was made for), so the API answers the same
 * order; a different request (another payment method) gets a new key.
 */
export function attemptKey(request: string, storage: Pick<Storage, "getItem" | "setItem"> | null, newKey: () => string): string {
  try {
    const saved = storage?.getItem(ATTEMPT_KEY);
    if (saved) {
      const parsed = JSON.parse(saved) as { key?: unknown; request?: unknown };
      if (parsed.request === request && typeof parsed.key === "string") return parsed.key;
    }
  } catch {
    // A broken or blocked storage: a fresh key is always safe.
  }
  const key = newKey();
  try {
    storage?.setItem(ATTEMPT_KEY, JSON.stringify({ key, request }));
  } catch {
    // Storage full or blocked: the key still guards this page's retries.
  }
  return key;
}

/** After an order was made (or refused for good): the next attempt is a new one. */
export function forgetAttempt(storage: Pick<Storage, "removeItem"> | null): void {
  try {
    storage?.removeItem(ATTEMPT_KEY);
  } catch {
    // Nothing to forget.
  }
}
