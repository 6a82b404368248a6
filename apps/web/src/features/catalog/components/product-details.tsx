import type { ProductDetail } from "@shop/contracts";
import { webLink } from "@shop/contracts/formats";
import { useTranslations } from "next-intl";
import { useServerLocale, useServerPath } from "@/i18n/server";
import { discountLabel, discountPercentText, effectivePrice } from "../lib/pricing";
import { DeliveryBox } from "./delivery-box";
import { Price } from "./price";
import { PriceBreaks } from "./price-breaks";
import { ProductGallery } from "./product-gallery";
import { ProductPurchase } from "./purchase-slot";
import { LiveStockStatus } from "./live-stock-status";
import { StockLine } from "./stock-line";
import { TagChips } from "./tag-chips";

/**
 * The top of the product page: gallery on the left, everything needed to decide on the
 * right, price and buy box first. On phones the gallery is a 16:9 band and the SKU line
 * moves below the buy box, so the price and Add to Cart are on the first screen.
 */
export function ProductDetails({ product }: { product: ProductDetail }) {
  const images = product.images.length ? product.images : [{ url: product.image, alt: product.name }];
  const out = product.current_stock <= 0;
  const t = useTranslations("product");
  const price = useTranslations("price");
  const locale = useServerLocale();
  const href = useServerPath();
  const badge =
    discountLabel(product.price, effectivePrice(product)) && price("off", { percent: discountPercentText(product.price, effectivePrice(product), locale) });
  // Only an http(s) address becomes a link, whatever is stored.
  const datasheet = webLink(product.datasheet_url);

  return (
    <div className="grid gap-4 md:grid-cols-2 md:gap-8 lg:gap-12">
      <ProductGallery images={images} name={product.name} outOfStock={out} badge={badge} />

      <div className="flex min-w-0 flex-col gap-3 md:gap-4">
        <div>
          {product.brand && (
            <a href={href(`/brands?brand=${product.brand.slug}`)} className="text-sm font-semibold uppercase tracking-wide text-brand-700 hover:underline">
              {product.brand.name}
            </a>
          )}
          <h1 className="mt-1 text-xl font-bold leading-snug text-slate-900 md:text-2xl">{product.name}</h1>
        </div>
        {/* On phones the SKU line goes to the end of the column, after the buy box. */}
        <div className="max-md:order-last">
          <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600 md:-mt-2">
            <div className="flex gap-1.5">
              <dt>{t("sku")}</dt>
              <dd className="font-mono text-slate-800">{product.sku}</dd>
            </div>
            {product.part_number && (
              <div className="flex gap-1.5">
                <dt>{t("partNo")}</dt>
                <dd className="font-mono text-slate-800">{product.part_number}</dd>
              </div>
            )}
            <div className="flex gap-1.5">
              <dt>{t("category")}</dt>
              <dd>
                <a href={href(`/category/${product.category.slug}`)} className="text-brand-700 hover:underline">
                  {product.category.name}
                </a>
              </dd>
            </div>
          </dl>
        </div>

        <div className="space-y-2 border-y border-slate-100 py-3 md:py-4">
          <Price price={product.price} hasDiscount={product.has_discount_price} discountPrice={product.discount_price} size="lg" showBadge />
          <PriceBreaks price={effectivePrice(product)} tiers={product.price_tiers} />
          <LiveStockStatus slug={product.slug} initial={product.current_stock}>
            <StockLine stock={product.current_stock} />
          </LiveStockStatus>
        </div>

        {/* The buy box right under the price: on a phone it is on the first screen (issue 9). */}
        <ProductPurchase product={product} />

        <TagChips tags={product.tags} />

        {product.short_description && <p className="text-[15px] leading-7 text-slate-700">{product.short_description}</p>}

        {datasheet && (
          <a
            href={datasheet}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex w-fit items-center gap-2 rounded-lg border border-slate-300 px-3.5 py-2 text-sm font-medium text-slate-800 hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <svg
              aria-hidden
              viewBox="0 0 24 24"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
              <path d="M14 3v6h6M12 12v6M9 15l3 3 3-3" />
            </svg>
            {t("datasheet")}
            <span className="sr-only">{t("newTab")}</span>
          </a>
        )}

        <DeliveryBox slug={product.slug} freeDelivery={product.tags.includes("free_delivery")} />
      </div>
    </div>
  );
}
