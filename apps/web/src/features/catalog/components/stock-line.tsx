import { StockStatus } from "./stock-status";

/** The product page's stock line, and a word on restocking when there is none. */
export function StockLine({ stock }: { stock: number }) {
  return (
    <>
      <StockStatus stock={stock} />
      {stock <= 0 && <p className="text-sm text-slate-600">This item is out of stock right now. We restock popular parts every week.</p>}
    </>
  );
}
