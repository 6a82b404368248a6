import type { Metadata } from "next";
import { absoluteUrl } from "@/features/catalog/lib/media";
import { siteConfig } from "@/lib/site-config";

export function infoMetadata(title: string, path: string, description: string): Metadata {
  const url = absoluteUrl(path, siteConfig.url);
  return { title, description, alternates: { canonical: url }, openGraph: { title, description, url, type: "website" } };
}
