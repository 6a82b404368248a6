import { DEFAULT_LOCALE, LOCALES, type Locale } from "@shop/contracts";

/**
 * Storefront paths in each language (docs/decisions/051-bangla-storefront.md): English at
 * today's paths, Bangla under /bn. Plain functions, for server and client code alike.
 */

const PREFIX = /^\/(en|bn)(?=\/|$|\?|#)/;

/** The language a path is in: "/bn/cart" → bn, "/cart" (and "/en/cart") → en. */
export function localeOfPath(path: string): Locale {
  return path.startsWith("/bn") && /^\/bn(?=\/|$|\?|#)/.test(path) ? "bn" : DEFAULT_LOCALE;
}

/** The path without its language: "/bn/category/x" → "/category/x", "/bn" → "/". */
export function pathWithoutLocale(path: string): string {
  const rest = path.replace(PREFIX, "");
  return rest === "" || rest.startsWith("?") || rest.startsWith("#") ? `/${rest}` : rest;
}

/**
 * `path` (a path of this site, "/..." with or without a query) in `locale`: Bangla gets
 * /bn in front, English stays as it is. Paths that are no page (the API forwarder, the
 * forms' handlers, the invoice) and other sites' addresses are returned unchanged.
 */
export function localizePath(locale: Locale, path: string): string {
  if (!path.startsWith("/") || path.startsWith("//") || /^\/(api|forms|_next)(\/|$)/.test(path)) return path;
  const bare = pathWithoutLocale(path);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === "/" ? "/bn" : bare.startsWith("/?") || bare.startsWith("/#") ? `/bn${bare.slice(1)}` : `/bn${bare}`;
}

/**
 * The link that switches to `locale` on the page at `path`: "/en/..." for English, which
 * the proxy answers by setting the language cookie and redirecting to the path without
 * it, since a bare English path would be sent back to Bangla by a Bangla cookie.
 */
export function switchHref(locale: Locale, path: string): string {
  const bare = pathWithoutLocale(path);
  if (locale === DEFAULT_LOCALE) return bare === "/" ? "/en" : `/en${bare}`;
  return localizePath(locale, bare);
}

/**
 * A page's canonical link and its hreflang alternates, for `generateMetadata`: each
 * language's own URL, with x-default the English one. `url` is the English path or
 * absolute URL of the page (its query kept).
 */
export function languageAlternates(locale: Locale, url: string): { canonical: string; languages: Record<string, string> } {
  const inLocale = (l: Locale) => {
    if (url.startsWith("/")) return localizePath(l, url);
    const parsed = new URL(url);
    return `${parsed.origin}${localizePath(l, `${parsed.pathname}${parsed.search}`)}`;
  };
  const languages: Record<string, string> = {};
  for (const l of LOCALES) languages[l === "bn" ? "bn-BD" : "en-BD"] = inLocale(l);
  languages["x-default"] = inLocale(DEFAULT_LOCALE);
  return { canonical: inLocale(locale), languages };
}

/** Open Graph's locale name of a language. */
export function ogLocale(locale: Locale): string {
  return locale === "bn" ? "bn_BD" : "en_BD";
}

/**
 * The routes a page path is cached under, for revalidatePath: each language's internal
 * route ("/category/x" is rendered as /en/category/x and /bn/category/x, next-intl's
 * rewrite) and the path as the API names it. "/" → "/", "/en", "/bn".
 */
export function cachedRoutesOf(path: string): string[] {
  const bare = pathWithoutLocale(path);
  return [bare, ...LOCALES.map((locale) => (bare === "/" ? `/${locale}` : `/${locale}${bare}`))];
}
