import { formatTaka } from "@shop/contracts";
import { discountLabel, effectivePrice } from "../lib/pricing";

type Props = {
  price: number;
  hasDiscount: boolean;
  discountPrice: number | null;
  size?: "sm" | "lg";
  /** Show the "% off" badge beside the price (cards carry it on the image instead). */
  showBadge?: boolean;
};

/** The price a shopper pays, with the original struck through when discounted. Every amount via formatTaka. */
export function Price({ price, hasDiscount, discountPrice, size = "sm", showBadge = false }: Props) {
  const pays = effectivePrice({ price, has_discount_price: hasDiscount, discount_price: discountPrice });
  const discounted = pays < price;
  const badge = discounted ? discountLabel(price, pays) : null;
  const big = size === "lg";
  return (
    <p className={`price-line ${big ? "text-2xl" : "text-base"}`}>
      <span className="sr-only">{discounted ? "Sale price:" : "Price:"}</span>
      <span className={`font-bold tabular-nums ${discounted ? "text-accent-700" : "text-slate-900"}`}>{formatTaka(pays)}</span>
      {discounted && (
        <>
          <span className="sr-only">Regular price:</span>
          <del className={`tabular-nums text-slate-500 ${big ? "text-base" : "text-sm"}`}>{formatTaka(price)}</del>
        </>
      )}
      {showBadge && badge && <span className="rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold text-accent-700">{badge}</span>}
    </p>
  );
}
