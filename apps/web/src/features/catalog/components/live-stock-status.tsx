"use client";

import { useLiveStock } from "../live-stock";
import { StockStatus } from "./stock-status";

/** The product page's stock line, from the stock this moment (the page itself is cached). */
export function LiveStockStatus({ slug, initial }: { slug: string; initial: number }) {
  const stock = useLiveStock(slug, initial);
  return (
    <>
      <StockStatus stock={stock} />
      {stock <= 0 && <p className="text-sm text-slate-600">This item is out of stock right now. We restock popular parts every week.</p>}
    </>
  );
}
