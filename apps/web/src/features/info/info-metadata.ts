import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { absoluteUrl } from "@/features/catalog/lib/media";
import { pageAlternates } from "@/i18n/server";
import { siteConfig } from "@/lib/site-config";

type InfoPageKey = "about" | "faq" | "privacy" | "terms" | "shipping";

/** An information page's title and description in the page's language (the catalogue's "info" words). */
export async function infoPageMetadata(page: InfoPageKey, path: string): Promise<Metadata> {
  const t = await getTranslations("info");
  return infoMetadata(t(`${page}Title`), path, t(`${page}Description`));
}

/** Title, description, canonical link and hreflang alternates of an information page. */
export async function infoMetadata(title: string, path: string, description: string): Promise<Metadata> {
  const alternates = await pageAlternates(absoluteUrl(path, siteConfig.url));
  return { title, description, alternates, openGraph: { title, description, url: alternates.canonical, type: "website" } };
}
