"use client";

import type { ProductStock } from "@shop/contracts";
import { useEffect } from "react";
import { create } from "zustand";
import { api } from "@/lib/api/client";

/**
 * The stock this moment of the products on screen (decision 020). Product pages are
 * cached for speed, so the stock drawn into their HTML may be a little old; the stock
 * line and the buy box read GET /v1/products/{slug}/stock after loading and whenever
 * the tab comes back into view, one request per product shared by both.
 */
const useLiveStockStore = create<{ stock: Record<string, number> }>()(() => ({ stock: {} }));
const inFlight = new Map<string, Promise<void>>();

function loadLiveStock(slug: string): Promise<void> {
  const running = inFlight.get(slug);
  if (running) return running;
  const request = api
    .get<{ message: string; data: ProductStock }>(`/v1/products/${encodeURIComponent(slug)}/stock`, { cache: "no-store" })
    .then((res) => useLiveStockStore.setState((s) => ({ stock: { ...s.stock, [slug]: res.data.data.current_stock } })))
    .catch(() => {
      // The page's own figure stays: it is at most a little old.
    })
    .finally(() => inFlight.delete(slug));
  inFlight.set(slug, request);
  return request;
}

/** The product's stock: the page's figure until the live one arrives. */
export function useLiveStock(slug: string, initial: number): number {
  useEffect(() => {
    void loadLiveStock(slug);
    const onVisible = () => {
      if (document.visibilityState === "visible") void loadLiveStock(slug);
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [slug]);
  return useLiveStockStore((s) => s.stock[slug]) ?? initial;
}
