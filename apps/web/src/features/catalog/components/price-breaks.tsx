import { formatTaka } from "@shop/contracts";
import type { PriceTier } from "@shop/contracts/price-tiers";

/**
 * Quantity price breaks under the product's price (issue 49): "1+ ৳120 · 10+ ৳110 · 50+ ৳100"
 * as a two-row table (quantity, each), so a screen reader reads each column's pair. A break
 * not below today's price (an offer beats it) is left out, as the cart would not apply it.
 */
export function PriceBreaks({ price, tiers }: { price: number; tiers: readonly PriceTier[] }) {
  const shown = tiers.filter((t) => t.price < price);
  if (!shown.length) return null;
  const columns = [{ min_quantity: 1, price }, ...shown];
  return (
    <table className="w-fit border-collapse text-sm tabular-nums" data-price-breaks="">
      <caption className="mb-1 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">Buy more, pay less each</caption>
      <tbody>
        <tr>
          <th scope="row" className="pr-3 text-left font-medium text-slate-600">
            Quantity
          </th>
          {columns.map((t) => (
            <td key={t.min_quantity} className="border-l border-slate-200 px-3 text-center text-slate-700">
              {t.min_quantity}+
            </td>
          ))}
        </tr>
        <tr>
          <th scope="row" className="pr-3 text-left font-medium text-slate-600">
            Each
          </th>
          {columns.map((t, i) => (
            <td key={t.min_quantity} className={`border-l border-slate-200 px-3 text-center font-semibold ${i ? "text-accent-700" : "text-slate-900"}`}>
              {formatTaka(t.price)}
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}
