import type { Metadata } from "next";
import { Breadcrumbs } from "@/features/catalog/components/breadcrumbs";
import { JsonLdScript } from "@/features/catalog/components/json-ld-script";
import { ProductDetails } from "@/features/catalog/components/product-details";
import { CompareToggle } from "@/features/compare/components/compare-toggle";
import { ProductGrid } from "@/features/catalog/components/product-grid";
import { ProductFeedback } from "@/features/reviews/components/product-feedback";
import { RichText } from "@/features/catalog/components/rich-text";
import { SpecsTable } from "@/features/catalog/components/specs-table";
import { specRows } from "@/features/catalog/lib/spec-rows";
import { ProductDocuments } from "@/features/catalog/components/product-documents";
import { breadcrumbJsonLd, productJsonLd, type Crumb } from "@/features/catalog/lib/json-ld";
import { absoluteUrl, imageAt } from "@/features/catalog/lib/media";
import { plainText } from "@/features/catalog/lib/text";
import { getProduct } from "@/lib/api/catalog";
import { getTranslations } from "next-intl/server";
import { getLocale, pageAlternates } from "@/i18n/server";
import { siteConfig } from "@/lib/site-config";
import type { ProductDetail } from "@shop/contracts";
import { formatTakaIn } from "@shop/contracts";
import { effectivePrice } from "@/features/catalog/lib/pricing";

type Props = { params: Promise<{ slug: string }> };

// Rendered on a product's first visit, never at build time (no params listed), then served
// from the full route cache and re-rendered in the background at most every 30 s: the same
// freshness as the catalog data cache, at the cost of one render per product per 30 s.
export const revalidate = 30;
export async function generateStaticParams(): Promise<{ slug: string }[]> {
  return [];
}

function crumbsOf(product: ProductDetail, home: string): Crumb[] {
  // breadcrumbs runs main category → child category; the product's own category closes it.
  const trail = product.breadcrumbs.length ? product.breadcrumbs : [product.category];
  return [
    { name: home, path: "/" },
    ...trail.map((c) => ({ name: c.name, path: `/category/${c.slug}` })),
    { name: product.name, path: `/product/${product.slug}` },
  ];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const { product } = await getProduct(slug);
  const alternates = await pageAlternates(absoluteUrl(`/product/${product.slug}`, siteConfig.url));
  const url = alternates.canonical;
  const locale = await getLocale();
  const t = await getTranslations("product");
  const price = formatTakaIn(effectivePrice(product), locale);
  const description = plainText(
    t("metaDescription", { text: product.short_description || product.name, price, stock: product.current_stock > 0 ? t("metaInStock") : t("metaOutOfStock") }),
    300,
  );
  const image = absoluteUrl(imageAt(product.image, 1024), siteConfig.url);
  return {
    title: product.name,
    description,
    alternates,
    openGraph: { type: "website", title: product.name, description, url, images: [{ url: image, width: 1024, height: 1024, alt: product.name }] },
    twitter: { card: "summary_large_image", title: product.name, description, images: [image] },
  };
}

export default async function ProductPage({ params }: Props) {
  const { slug } = await params;
  const { product, related_products: related } = await getProduct(slug);
  const locale = await getLocale();
  const t = await getTranslations("product");
  const crumbs = crumbsOf(product, (await getTranslations("listing"))("home"));

  return (
    <div className="shop-container py-4 md:py-6">
      <JsonLdScript data={productJsonLd(product, siteConfig, locale)} />
      <JsonLdScript data={breadcrumbJsonLd(crumbs, siteConfig.url, locale)} />
      {/* Phones skip the trail (it stays in the JSON-LD) so the price and buy box fit the first screen. */}
      <Breadcrumbs crumbs={crumbs} className="mb-4 max-md:hidden" hideCurrentOnMobile />

      <ProductDetails product={product} />
      <CompareToggle product={{ slug: product.slug, name: product.name, image: product.image }} className="mt-4" />

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {/* Specs first on phones (quicker to scan); beside the description from 1024 px. */}
        {(specRows(product).length > 0 || product.documents.length > 0) && (
          <div className="flex min-w-0 flex-col gap-8 lg:order-2">
            {specRows(product).length > 0 && (
              <section aria-labelledby="specifications" className="min-w-0">
                <h2 id="specifications" className="mb-3 text-lg font-bold text-slate-900">
                  {t("specifications")}
                </h2>
                <SpecsTable specs={specRows(product)} caption={t("specificationsOf", { name: product.name })} />
              </section>
            )}
            <ProductDocuments documents={product.documents} />
          </div>
        )}
        {product.description && (
          <section aria-labelledby="description" className="min-w-0 lg:order-1">
            <h2 id="description" className="mb-3 text-lg font-bold text-slate-900">
              {t("description")}
            </h2>
            <RichText text={product.description} />
          </section>
        )}
      </div>

      <ProductFeedback slug={product.slug} productName={product.name} />

      {related.length > 0 && (
        <section aria-labelledby="related" className="mt-12">
          <h2 id="related" className="mb-4 text-lg font-bold text-slate-900">
            {t("related")}
          </h2>
          <ProductGrid products={related} layout="row" label={t("relatedLabel")} />
        </section>
      )}
    </div>
  );
}
