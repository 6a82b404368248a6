import { FEATURE_FLAGS, type MenuItem, type ProductSummary } from "@shop/contracts";
import { getMainMenu, getProducts } from "@/lib/api/catalog";
import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/server";
import { localizePath } from "@/i18n/paths";
import { siteConfig } from "@/lib/site-config";
import { JsonLdScript } from "../components/json-ld-script";
import { storeJsonLd } from "../lib/json-ld";
import { toProductQuery, parseListingParams } from "../lib/listing-query";
import { LISTING_ROUTES, type ListingRouteName } from "../listing-routes-data";
import { BenefitsStrip } from "./benefits-strip";
import { CategoryTiles } from "./category-tiles";
import { HeroCarousel } from "./hero-carousel";
import { HOME_BANNERS } from "./home-banners";
import { ProductSection } from "./product-section";

/** Cards per home row: a sideways-scrolling line (about two on a phone, five on a desktop) whose "View all" has the rest; eight keep the home page's markup and hydration small on a phone (decision 025). */
const SECTION_SIZE = 8;

const SECTIONS: { name: ListingRouteName; subtitle: "newProductsSub" | "popularProductsSub" | "specialProductsSub" | "todayDealsSub" | "offersSub" }[] = [
  { name: "new-products", subtitle: "newProductsSub" },
  { name: "popular-products", subtitle: "popularProductsSub" },
  { name: "special-products", subtitle: "specialProductsSub" },
  { name: "today-deals", subtitle: "todayDealsSub" },
  { name: "offers", subtitle: "offersSub" },
];

/** The same query as the section's full listing, first page only. */
function sectionProducts(name: ListingRouteName): Promise<ProductSummary[]> {
  const query = toProductQuery(parseListingParams({}), LISTING_ROUTES[name].scope, SECTION_SIZE);
  return getProducts(query).then((res) => res.data);
}

/** The ten children with the most products, across all main categories. */
function popularChildren(menu: MenuItem[]) {
  return menu
    .flatMap((m) => m.children)
    .sort((a, b) => b.product_count - a.product_count)
    .slice(0, 10);
}

export async function HomePage() {
  const [menu, ...sections] = await Promise.all([getMainMenu(), ...SECTIONS.map((s) => sectionProducts(s.name))]);
  const featured = FEATURE_FLAGS.featuredCategory ? [...menu].sort((a, b) => b.product_count - a.product_count)[0] : undefined;
  const featuredProducts = featured ? (await getProducts({ category: featured.slug, sort: "popular", per_page: SECTION_SIZE })).data : [];
  const t = await getTranslations("home");
  const meta = await getTranslations("meta");
  const listing = await getTranslations("listing");
  const banners = await getTranslations("banners");
  const locale = await getLocale();
  const localize = (href: string) => localizePath(locale, href);

  return (
    <div className="shop-container space-y-8 py-4 md:space-y-10 md:py-6">
      <JsonLdScript
        data={storeJsonLd({ ...siteConfig, description: meta("description") }, { logo: "/apple-touch-icon.png", image: siteConfig.previewImage })}
      />
      <h1 className="sr-only">{t("heading", { shop: siteConfig.name, tagline: meta("tagline") })}</h1>
      <HeroCarousel
        slides={HOME_BANNERS.map((slide) => ({ ...slide, href: localize(slide.href), alt: banners(slide.alt) }))}
        words={{
          promotions: t("promotions"),
          previous: t("previousBanner"),
          next: t("nextBanner"),
          show: t.raw("showBanner") as string,
          slideOf: t.raw("slideOf") as string,
        }}
      />
      <BenefitsStrip />
      <CategoryTiles categories={menu} />
      {/* Spec §9 feature flags, off by default: a featured category's products and popular sub-categories. */}
      {FEATURE_FLAGS.featuredCategory && featured ? (
        <ProductSection
          id="home-featured-category"
          title={featured.name}
          subtitle={featured.description ?? t("featuredCategory")}
          href={`/category/${featured.slug}`}
          products={featuredProducts}
        />
      ) : null}
      {FEATURE_FLAGS.subCategory ? <CategoryTiles categories={popularChildren(menu)} title={t("popularSubCategories")} id="popular-sub-categories" /> : null}
      {SECTIONS.map((section, i) => {
        const route = LISTING_ROUTES[section.name];
        return (
          <ProductSection
            key={section.name}
            id={`home-${section.name}`}
            title={listing(section.name)}
            subtitle={t(section.subtitle)}
            href={route.path}
            products={sections[i]}
            // Banner, benefits and categories fill a phone's first screen; the first row
            // starts on a desktop's. Every later row waits until it scrolls near.
            belowFold={i > 0}
          />
        );
      })}
    </div>
  );
}
