import type { Metadata } from "next";
import { absoluteUrl } from "@/features/catalog/lib/media";
import { pageAlternates } from "@/i18n/server";
import { siteConfig } from "@/lib/site-config";

export async function infoMetadata(title: string, path: string, description: string): Promise<Metadata> {
  const alternates = await pageAlternates(absoluteUrl(path, siteConfig.url));
  return { title, description, alternates, openGraph: { title, description, url: alternates.canonical, type: "website" } };
}
