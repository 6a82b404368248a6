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
