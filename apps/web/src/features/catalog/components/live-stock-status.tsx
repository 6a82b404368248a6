"use client";

import { lazy, Suspense, type ReactNode } from "react";
import { useLiveStock } from "../live-stock";

const LiveLine = lazy(() => import("./stock-line").then((m) => ({ default: m.StockLine })));

/**
 * The product page's stock line, from the stock this moment (the page itself is cached).
 * The page's own line (`children`, rendered on the server) stays while the live figure
 * agrees with it, which it nearly always does; the line's code loads only when it
 * differs, and the page's line shows until it has.
 */
export function LiveStockStatus({ slug, initial, children }: { slug: string; initial: number; children: ReactNode }) {
  const stock = useLiveStock(slug, initial);
  if (stock === initial) return children;
  return (
    <Suspense fallback={children}>
      <LiveLine stock={stock} />
    </Suspense>
  );
}
