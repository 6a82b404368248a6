import { formatTakaIn, type Locale } from "@shop/contracts";
import { discountPercentText, effectivePrice } from "../lib/pricing";

export type PriceProps = {
  price: number;
  hasDiscount: boolean;
  discountPrice: number | null;
  size?: "sm" | "lg";
  /** Show the "% off" badge beside the price (cards carry it on the image instead). */
  showBadge?: boolean;
};

export type PriceWords = { salePrice: string; price: string; regularPrice: string; off: string };

/**
 * The price a shopper pays, with the original struck through when discounted, in the
 * page's language (৳1,234 or ৳১,২৩৪). Given its words: Price (server) and ClientPrice
 * (client components) fill them from the page's catalogue.
 */
export function PriceView({
  price,
  hasDiscount,
  discountPrice,
  size = "sm",
  showBadge = false,
  locale,
  words,
}: PriceProps & { locale: Locale; words: PriceWords }) {
  const pays = effectivePrice({ price, has_discount_price: hasDiscount, discount_price: discountPrice });
  const discounted = pays < price;
  const percent = discounted ? discountPercentText(price, pays, locale) : null;
  const big = size === "lg";
  return (
    <p className={`price-line ${big ? "text-2xl" : "text-base"}`}>
      <span className="sr-only">{discounted ? words.salePrice : words.price}</span>
      <span className={`font-bold tabular-nums ${discounted ? "text-accent-700" : "text-slate-900"}`}>{formatTakaIn(pays, locale)}</span>
      {discounted && (
        <>
          <span className="sr-only">{words.regularPrice}</span>
          <del className={`tabular-nums text-slate-500 ${big ? "text-base" : "text-sm"}`}>{formatTakaIn(price, locale)}</del>
        </>
      )}
      {showBadge && percent && percent !== "0" && percent !== "০" && (
        <span className="rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold text-accent-700">{words.off.replace("{percent}", percent)}</span>
      )}
    </p>
  );
}
