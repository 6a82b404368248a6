/**
 * Per-user values kept in the browser live under one localStorage prefix, so sign-out
 * can clear them all (spec §4 "clears a stored client value"), whatever a feature keeps
 * there (the wishlist lives on the server; spec §3's wishlistItems map would go under
 * this prefix). Recent searches are not per-user and stay.
 */
export const USER_STORAGE_PREFIX = "robodoc.user.";

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
