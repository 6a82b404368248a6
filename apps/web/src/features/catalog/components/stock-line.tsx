"use client";

import { useT } from "@/i18n/client";
import { StockStatus } from "./stock-status";

/** The product page's stock line, and a word on restocking when there is none. */
export function StockLine({ stock }: { stock: number }) {
  const t = useT("price");
  return (
    <>
      <StockStatus stock={stock} />
      {stock <= 0 && <p className="text-sm text-slate-600">{t("restock")}</p>}
    </>
  );
}
