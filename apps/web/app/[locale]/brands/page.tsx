import type { BrandItem } from "@shop/contracts";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { toBanglaDigits } from "@shop/contracts";
import { BrandGrid } from "@/features/catalog/components/brand-grid";
import { Breadcrumbs } from "@/features/catalog/components/breadcrumbs";
import { ProductListing } from "@/features/catalog/components/product-listing";
import { parseBrands, type SearchParams } from "@/features/catalog/lib/listing-query";
import { absoluteUrl } from "@/features/catalog/lib/media";
import { listingCanonical } from "@/features/catalog/listing-routes";
import { getBrands } from "@/lib/api/catalog";
import { getLocale, pageAlternates } from "@/i18n/server";
import { siteConfig } from "@/lib/site-config";

type Props = { searchParams: Promise<SearchParams> };

/** Brands picked in the URL that exist; unknown slugs are ignored. */
function pickedBrands(all: BrandItem[], sp: SearchParams): BrandItem[] {
  const slugs = parseBrands(sp.brand);
  return all.filter((b) => slugs.includes(b.slug));
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const sp = await searchParams;
  const picked = pickedBrands(await getBrands(), sp);
  const t = await getTranslations("brandsPage");
  if (!picked.length) {
    const alternates = await pageAlternates(absoluteUrl("/brands", siteConfig.url));
    const url = alternates.canonical;
    return {
      title: t("title"),
      description: t("description"),
      alternates,
      openGraph: { title: t("title"), url },
    };
  }
  const names = picked.map((b) => b.name).join(", ");
  const description = picked.length === 1 && picked[0].description ? picked[0].description : t("pickedDescription", { names });
  const alternates = await pageAlternates(listingCanonical("/brands", sp, [["brand", picked.map((b) => b.slug).join(",")]]));
  const url = alternates.canonical;
  return { title: t("productsOf", { names }), description, alternates, openGraph: { title: t("productsOf", { names }), description, url } };
}

export default async function BrandsPage({ searchParams }: Props) {
  const sp = await searchParams;
  const brands = await getBrands();
  const picked = pickedBrands(brands, sp);
  const t = await getTranslations("brandsPage");
  const home = (await getTranslations("listing"))("home");
  const bangla = (await getLocale()) === "bn";

  if (picked.length) {
    const title = picked.length === 1 ? picked[0].name : picked.map((b) => b.name).join(", ");
    return (
      <ProductListing
        basePath="/brands"
        title={title}
        intro={picked.length === 1 ? (picked[0].description ?? undefined) : t("picked")}
        scope={{ defaultSort: "popular" }}
        searchParams={sp}
        crumbs={[
          { name: home, path: "/" },
          { name: t("title"), path: "/brands" },
          { name: title, path: `/brands?brand=${picked.map((b) => b.slug).join(",")}` },
        ]}
        emptyText={t("empty", { title })}
      />
    );
  }

  const listed = brands.filter((b) => b.product_count > 0).sort((a, b) => a.name.localeCompare(b.name));
  return (
    <div className="shop-container py-4 md:py-6">
      <Breadcrumbs
        crumbs={[
          { name: home, path: "/" },
          { name: t("title"), path: "/brands" },
        ]}
      />
      <header className="mb-5 mt-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{t("heading")}</h1>
        <p className="mt-1.5 text-sm text-slate-600 md:text-base">{t("intro", { count: bangla ? toBanglaDigits(String(listed.length)) : listed.length })}</p>
      </header>
      <BrandGrid brands={listed} />
    </div>
  );
}
