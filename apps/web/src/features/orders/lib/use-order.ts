"use client";

import type { Order } from "@shop/contracts";
import { useEffect, useState } from "react";
import { errorMessage } from "@/features/cart/lib/error-message";
import { ApiError } from "@/lib/api/client";
import { getOrder } from "@/lib/api/orders";

export type OrderView = { state: "loading" } | { state: "missing" } | { state: "failed"; message: string } | { state: "ready"; order: Order };

/**
 * One order by its key, read when `ready` (the session has settled) and again when
 * `who` (the shopper) changes or `reload` is called: loading, missing (404), failed or ready.
 */
export function useOrder(orderKey: string, { ready, who }: { ready: boolean; who?: string | null }): { view: OrderView; reload: () => void } {
  const [view, setView] = useState<OrderView>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!orderKey || !ready) return;
    let current = true;
    getOrder(orderKey)
      .then((order) => current && setView({ state: "ready", order }))
      .catch((error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 404) setView({ state: "missing" });
        else setView({ state: "failed", message: errorMessage(error) });
      });
    return () => {
      current = false;
    };
  }, [orderKey, ready, who, attempt]);

  const reload = () => {
    setView({ state: "loading" });
    setAttempt((n) => n + 1);
  };
  return { view, reload };
}
