import type { Locale, ProductDetail } from "@shop/contracts";
import { localizePath } from "@/i18n/paths";
import { absoluteUrl, imageAt } from "./media";
import { effectivePrice } from "./pricing";
import { plainText } from "./text";

type Json = Record<string, unknown>;

/**
 * JSON for a <script type="application/ld+json">. `<`, `>` and `&` are escaped so a
 * product name like "</script><script>…" cannot end the script element; U+2028/9 so
 * the text stays valid JavaScript for any tool that evaluates it.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export type Crumb = { name: string; path: string };

/** A page's trail; on a Bangla page (decision 051) its names are the page's and its links the /bn ones. */
export function breadcrumbJsonLd(crumbs: Crumb[], siteUrl: string, locale: Locale = "en"): Json {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: absoluteUrl(localizePath(locale, c.path), siteUrl),
    })),
  };
}

/** A product; on a Bangla page its URL is the /bn one (its name and description are the maker's, as the page shows them). */
export function productJsonLd(product: ProductDetail, site: { url: string; name: string }, locale: Locale = "en"): Json {
  const url = absoluteUrl(localizePath(locale, `/product/${product.slug}`), site.url);
  const images = (product.images.length ? product.images.map((i) => i.url) : [product.image]).map((path) => absoluteUrl(imageAt(path, 1024), site.url));
  const description = plainText(product.short_description || product.description, 5000);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${url}#product`,
    name: product.name,
    sku: product.sku,
    ...(product.part_number ? { mpn: product.part_number } : {}),
    ...(product.brand ? { brand: { "@type": "Brand", name: product.brand.name } } : {}),
    image: images,
    ...(description ? { description } : {}),
    category: product.category.name,
    url,
    ...(product.rating.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Number(product.rating.average.toFixed(2)),
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    offers: {
      "@type": "Offer",
      url,
      price: effectivePrice(product),
      priceCurrency: "BDT",
      availability: product.current_stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: site.name, url: site.url },
    },
  };
}

export type StoreSite = {
  name: string;
  legalName?: string;
  url: string;
  description?: string;
  phone: string;
  email: string;
  addresses: readonly string[];
  geo: { latitude: number; longitude: number; locality: string; postalCode: string; region: string; country: string };
  social: Record<string, string>;
};

const OPEN_DAYS = ["Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday"];

/** The shop as an electronics store in Dhaka: open Saturday to Thursday 9:00–20:00, Friday closed. */
export function storeJsonLd(site: StoreSite, assets: { logo: string; image: string }): Json {
  const street = (site.addresses[0] ?? "").replace(new RegExp(`,\\s*${site.geo.locality}\\s*\\d*$`, "i"), "").trim();
  return {
    "@context": "https://schema.org",
    "@type": "ElectronicsStore",
    "@id": `${site.url}/#store`,
    name: site.name,
    ...(site.legalName ? { legalName: site.legalName } : {}),
    ...(site.description ? { description: site.description } : {}),
    url: site.url,
    logo: absoluteUrl(assets.logo, site.url),
    image: absoluteUrl(assets.image, site.url),
    telephone: site.phone,
    email: site.email,
    priceRange: "৳",
    currenciesAccepted: "BDT",
    paymentAccepted: "Cash",
    address: {
      "@type": "PostalAddress",
      streetAddress: street,
      addressLocality: site.geo.locality,
      postalCode: site.geo.postalCode,
      addressRegion: site.geo.region,
      addressCountry: site.geo.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
    openingHoursSpecification: [{ "@type": "OpeningHoursSpecification", dayOfWeek: OPEN_DAYS, opens: "09:00", closes: "20:00" }],
    sameAs: Object.values(site.social).filter(Boolean),
  };
}
