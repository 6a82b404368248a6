/**
 * Per-user values kept in the browser live under one localStorage prefix, so sign-out
 * can clear them all (spec §4 "clears a stored client value"). The wishlist map of
 * spec §3 (wishlistItems: product id → true) is the one the spec means; the wishlist
 * work keeps it under WISHLIST_ITEMS_STORAGE_KEY. Recent searches are not per-user
 * and stay.
 */
export const USER_STORAGE_PREFIX = "robodoc.user.";
export const WISHLIST_ITEMS_STORAGE_KEY = `${USER_STORAGE_PREFIX}wishlist-items`;

/** Removes every per-user key from the storage given (localStorage by default). */
export function clearUserStorage(storage: Pick<Storage, "length" | "key" | "removeItem"> | undefined = globalThis.localStorage): number {
  if (!storage) return 0;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(USER_STORAGE_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
  return keys.length;
}
