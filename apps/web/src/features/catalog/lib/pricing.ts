import { discountPercent as contractDiscountPercent, toBanglaDigits, type Locale } from "@shop/contracts";

/** What a shopper pays for one unit: the discount price when there is one. */
export function effectivePrice(p: { price: number; has_discount_price: boolean; discount_price: number | null }): number {
  return p.has_discount_price && p.discount_price !== null && p.discount_price < p.price ? p.discount_price : p.price;
}

/** Whole-percent saving shown on a badge (contracts' one rule), or null when there is none to show. */
export function discountPercent(price: number, discountPrice: number | null | undefined): number | null {
  const percent = contractDiscountPercent(price, discountPrice);
  return percent >= 1 ? percent : null;
}

export function discountLabel(price: number, discountPrice: number | null | undefined): string | null {
  const percent = discountPercent(price, discountPrice);
  return percent === null ? null : `${percent}% off`;
}

/** The saving's whole percent as the page writes numbers: "12", "১২" (the words around it come from the page's catalogue). */
export function discountPercentText(price: number, discountPrice: number | null | undefined, locale: Locale): string {
  const percent = discountPercent(price, discountPrice) ?? 0;
  return locale === "bn" ? toBanglaDigits(String(percent)) : String(percent);
}
