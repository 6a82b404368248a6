import type { Metadata } from "next";
import { CategoryBanner, CategoryHeader } from "@/features/catalog/components/category-header";
import { JsonLdScript } from "@/features/catalog/components/json-ld-script";
import { ProductListing } from "@/features/catalog/components/product-listing";
import { breadcrumbJsonLd, type Crumb } from "@/features/catalog/lib/json-ld";
import type { SearchParams } from "@/features/catalog/lib/listing-query";
import { absoluteUrl, imageAt, mediaUrl } from "@/features/catalog/lib/media";
import { listingCanonical } from "@/features/catalog/listing-routes";
import { specRobots } from "@/features/catalog/lib/spec-params";
import { getTranslations } from "next-intl/server";
import { getCategory } from "@/lib/api/catalog";
import { getLocale, pageAlternates } from "@/i18n/server";
import { siteConfig } from "@/lib/site-config";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { slug } = await params;
  const { category } = await getCategory(slug);
  const name = category?.name ?? slug;
  const t = await getTranslations("listing");
  const description = category?.description || t("categoryMeta", { name });
  const sp = await searchParams;
  const alternates = await pageAlternates(listingCanonical(`/category/${slug}`, sp));
  const url = alternates.canonical;
  return {
    title: name,
    description,
    alternates,
    ...specRobots(sp),
    openGraph: {
      title: name,
      description,
      url,
      type: "website",
      ...(category?.banner ? { images: [{ url: absoluteUrl(imageAt(mediaUrl(category.banner), 1024), siteConfig.url), width: 1024 }] } : {}),
    },
  };
}

export default async function CategoryPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const data = await getCategory(slug);
  const category = data.category;
  const name = category?.name ?? slug;
  const t = await getTranslations("listing");
  const crumbs: Crumb[] = [
    { name: t("home"), path: "/" },
    ...(category?.parent ? [{ name: category.parent.name, path: `/category/${category.parent.slug}` }] : []),
    { name, path: `/category/${slug}` },
  ];

  return (
    <>
      <JsonLdScript data={breadcrumbJsonLd(crumbs, siteConfig.url, await getLocale())} />
      <ProductListing
        basePath={`/category/${slug}`}
        title={name}
        intro={category?.description ?? undefined}
        scope={{ category: slug, defaultSort: "newest" }}
        searchParams={await searchParams}
        crumbs={crumbs}
        header={<CategoryHeader data={data} />}
        footer={<CategoryBanner data={data} />}
        emptyText={t("emptyIn", { name })}
      />
    </>
  );
}
