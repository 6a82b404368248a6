import { isLocale, DEFAULT_LOCALE } from "@shop/contracts";
import { getRequestConfig } from "next-intl/server";
import { locale as rootLocale } from "next/root-params";
import { MESSAGES } from "./messages";

/**
 * next-intl's configuration for Server Components: the locale is the [locale] root
 * segment (next/root-params, Next.js 16.3+), so pages stay prerendered and cached
 * without reading headers. A function called with an explicit locale uses that one.
 */
export default getRequestConfig(async ({ locale }) => {
  const segment = locale ?? (await rootLocale());
  const chosen = isLocale(segment) ? segment : DEFAULT_LOCALE;
  return { locale: chosen, messages: MESSAGES[chosen], timeZone: "Asia/Dhaka" };
});
