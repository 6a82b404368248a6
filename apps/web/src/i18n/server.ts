import type { Locale } from "@shop/contracts";
import { isLocale, DEFAULT_LOCALE } from "@shop/contracts";
import { useLocale as useIntlLocale } from "next-intl";
import { getLocale as getIntlLocale } from "next-intl/server";
import { languageAlternates, localizePath } from "./paths";

/**
 * The page's language in Server Components (from the [locale] root segment through
 * next-intl's request configuration, ./request.ts). Words: next-intl's
 * `getTranslations(namespace)` (async) and `useTranslations(namespace)` (sync).
 */
export async function getLocale(): Promise<Locale> {
  const locale = await getIntlLocale();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** In a sync Server Component. */
export function useServerLocale(): Locale {
  const locale = useIntlLocale();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** A path of this site in the page's language, for a sync Server Component. */
export function useServerPath(): (path: string) => string {
  const locale = useServerLocale();
  return (path) => localizePath(locale, path);
}

/** The page's canonical link and hreflang alternates in the page's language; `url` is its English path or URL. */
export async function pageAlternates(url: string): Promise<{ canonical: string; languages: Record<string, string> }> {
  return languageAlternates(await getLocale(), url);
}
