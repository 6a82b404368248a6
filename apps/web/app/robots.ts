import type { MetadataRoute } from "next";
import { siteConfig } from "@/lib/site-config";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      // Personal and transactional pages, and the API behind the shop.
      disallow: ["/my-", "/addresses", "/checkout", "/payment-info", "/order-", "/signin", "/api/"],
    },
    sitemap: `${siteConfig.url}/sitemap.xml`,
  };
}
