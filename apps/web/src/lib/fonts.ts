import localFont from "next/font/local";

/**
 * Noto Sans (the Latin part of Noto Sans Bengali, variable weight) for all text, and a
 * 3 KB cut of Noto Sans Bengali holding only ৳ and the Bengali digits, both holding
 * only the weights the shop uses, 400 to 800 (made by scripts/build-fonts.mjs). The
 * taka font comes first in the stack with a unicode-range, so ৳ is always drawn from
 * it, even on phones without a Bengali system font, and it is never fetched for a page
 * without one. No fallback metrics for it: it draws no Latin.
 */
export const latinFont = localFont({
  src: "../fonts/noto-sans-latin-wght.woff2",
  weight: "400 800",
  display: "swap",
  variable: "--font-latin",
  fallback: ["ui-sans-serif", "system-ui", "sans-serif"],
});

export const takaFont = localFont({
  src: "../fonts/noto-sans-bengali-taka-wght.woff2",
  weight: "400 800",
  display: "swap",
  variable: "--font-taka",
  adjustFontFallback: false,
  declarations: [{ prop: "unicode-range", value: "U+09E6-09EF, U+09F3" }],
});
