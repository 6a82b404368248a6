import type { CartLine } from "@shop/contracts";
import { formatTaka } from "@shop/contracts";

/** Under a cart line charged at a quantity price break (issue 49): its unit price and what it saved. */
export function PriceBreakNote({ line }: { line: Pick<CartLine, "price_break"> }) {
  const tier = line.price_break;
  if (!tier) return null;
  return (
    <p className="text-xs font-medium text-accent-700" data-price-break="">
      {tier.min_quantity}+ price: {formatTaka(tier.unit_price)} each · you save {formatTaka(tier.saved)}
    </p>
  );
}
