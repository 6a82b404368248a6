import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { BLOG_POSTS } from "@/features/info/blog-posts";
import { LISTING_ROUTES } from "@/features/catalog/listing-routes-data";
import { getMainMenu, getProducts } from "@/lib/api/catalog";
import { LOCALES } from "@shop/contracts";
import { languageAlternates, localizePath } from "@/i18n/paths";
import { siteConfig } from "@/lib/site-config";

const PER_PAGE = 60;
/** A sitemap file holds at most 50,000 URLs; the rest of a huge catalog is reached by links. */
const MAX_PRODUCTS = 20_000; // twice over, in both languages: 40,000 URLs at most
const PARALLEL = 6;

const INFO_PAGES = ["/about-us", "/contact", "/faq", "/blogs", "/shipping-and-refund-policy", "/privacy-policy", "/terms-of-use"];

async function allProductSlugs(): Promise<{ slug: string }[]> {
  const first = await getProducts({ sort: "newest", page: 1, per_page: PER_PAGE });
  const lastPage = Math.min(first.meta.last_page, Math.ceil(MAX_PRODUCTS / PER_PAGE));
  const rest: number[] = Array.from({ length: Math.max(0, lastPage - 1) }, (_, i) => i + 2);
  const products = [...first.data];
  for (let i = 0; i < rest.length; i += PARALLEL) {
    const pages = await Promise.all(rest.slice(i, i + PARALLEL).map((page) => getProducts({ sort: "newest", page, per_page: PER_PAGE })));
    for (const page of pages) products.push(...page.data);
  }
  return products;
}

/**
 * Every page in both languages (decision 051): the English URL and the Bangla one, each
 * naming the other as its alternate (hreflang), so either can be found from the other.
 */
function inBothLanguages(entries: MetadataRoute.Sitemap): MetadataRoute.Sitemap {
  return entries.flatMap((entry) => {
    const path = entry.url.slice(siteConfig.url.length) || "/";
    const { languages } = languageAlternates("en", path);
    const alternates = { languages: Object.fromEntries(Object.entries(languages).map(([lang, href]) => [lang, `${siteConfig.url}${href}`])) };
    return LOCALES.map((locale) => ({ ...entry, url: `${siteConfig.url}${localizePath(locale, path)}`, alternates }));
  });
}

/** Built per request from the live catalog (never at build time, when the API may be down). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const url = (path: string) => `${siteConfig.url}${path}`;
  const [menu, products] = await Promise.all([getMainMenu(), allProductSlugs()]);

  return inBothLanguages([
    { url: url("/"), changeFrequency: "daily", priority: 1 },
    ...Object.values(LISTING_ROUTES).map((r) => ({ url: url(r.path), changeFrequency: "daily" as const, priority: 0.7 })),
    { url: url("/brands"), changeFrequency: "weekly", priority: 0.5 },
    ...menu.flatMap((main) => [
      { url: url(`/category/${main.slug}`), changeFrequency: "daily" as const, priority: 0.8 },
      ...main.children.map((child) => ({ url: url(`/category/${child.slug}`), changeFrequency: "daily" as const, priority: 0.7 })),
    ]),
    ...products.map((p) => ({
      url: url(`/product/${p.slug}`),
      changeFrequency: "weekly" as const,
      priority: 0.6,
    })),
    ...INFO_PAGES.map((path) => ({ url: url(path), changeFrequency: "monthly" as const, priority: 0.3 })),
    ...BLOG_POSTS.map((post) => ({ url: url(`/blogs/${post.slug}`), lastModified: post.date, changeFrequency: "yearly" as const, priority: 0.4 })),
  ]);
}
