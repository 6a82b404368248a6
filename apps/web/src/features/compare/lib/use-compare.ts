"use client";

import { useSyncExternalStore } from "react";
import { readCompareItems, serverCompareItems, subscribeCompareItems, type CompareItem } from "./compare-store";

/** The products chosen to compare, kept in localStorage and shared by every tab. */
export function useCompareItems(): CompareItem[] {
  return useSyncExternalStore(subscribeCompareItems, readCompareItems, serverCompareItems);
}
