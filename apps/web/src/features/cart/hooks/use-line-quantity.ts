"use client";

import { QUANTITY_DEBOUNCE_MS } from "@shop/contracts";
import { useEffect, useRef, useState } from "react";
import { saveLineQuantity, setPendingQuantity } from "../cart-store";
import { clampQuantity } from "../lib/quantity";

/**
 * A cart line's quantity: minus and plus change it here at once; 700 ms after the last
 * change it is saved (spec §4). A failed save puts back the server's quantity. Leaving
 * (the drawer closing) saves a pending change at once rather than dropping it. While a
 * change waits it is in the cart store's `pending`, so the Sub Total follows the lines.
 */
export function useLineQuantity({ slug, quantity, stock }: { slug: string; quantity: number; stock: number }) {
  const [count, setCount] = useState(quantity);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<number | null>(null);
  const server = useRef(quantity);
  server.current = quantity;

  // A new answer from the server is the truth, unless the shopper is mid-change.
  useEffect(() => {
    if (pending.current === null) setCount(quantity);
  }, [quantity]);

  const save = (next: number) => {
    pending.current = null;
    if (next === server.current) return setPendingQuantity(slug, null);
    void saveLineQuantity({ product: slug, quantity: next }).then((ok) => {
      if (pending.current !== null) return; // a newer change is waiting: it stays pending
      setPendingQuantity(slug, null);
      if (!ok) setCount(server.current);
    });
  };

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (pending.current !== null) save(pending.current);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- flush on unmount only
    [],
  );

  const change = (next: number) => {
    const bounded = clampQuantity(next, stock);
    setCount(bounded);
    pending.current = bounded;
    setPendingQuantity(slug, bounded);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => save(bounded), QUANTITY_DEBOUNCE_MS);
  };

  return { count, change };
}
