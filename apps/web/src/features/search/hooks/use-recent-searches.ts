"use client";

import { useEffect, useSyncExternalStore } from "react";
import { createRecentSearchStore, RECENT_SEARCHES_KEY, type RecentSearches, type RecentSearchStore } from "../lib/recent-searches";

let store: RecentSearchStore | null = null;

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The one store of this tab (browser only). */
export function recentSearchStore(): RecentSearchStore {
  store ??= createRecentSearchStore(localStorageOrNull());
  return store;
}

const EMPTY: RecentSearches = [];

/** Recent searches, kept in step with localStorage and with other tabs. Empty on the server. */
export function useRecentSearches(): RecentSearches {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === RECENT_SEARCHES_KEY) recentSearchStore().refresh();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);
  return useSyncExternalStore(
    (listener) => recentSearchStore().subscribe(listener),
    () => recentSearchStore().get(),
    () => EMPTY,
  );
}
