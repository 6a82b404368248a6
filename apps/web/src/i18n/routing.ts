import { DEFAULT_LOCALE, LOCALES } from "@shop/contracts";
import { defineRouting } from "next-intl/routing";

/**
 * The storefront's two languages (issue 50, docs/decisions/051-bangla-storefront.md):
 * English at today's URLs, Bangla under /bn. The proxy (proxy.ts) rewrites an English
 * URL to the internal /en/... route and sends /en/... to the URL without it; a visitor
 * who chose a language (the cookie) or whose browser asks for Bangla first is sent there.
 * Alternate links are set per page in its metadata (hreflang), not as a header.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: "as-needed",
  localeCookie: { name: "shop_locale", maxAge: 60 * 60 * 24 * 365, sameSite: "lax" },
  alternateLinks: false,
});
