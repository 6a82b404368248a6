import type { ProductSummary } from "@shop/contracts";
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { useServerLocale } from "@/i18n/server";
import { localizePath } from "@/i18n/paths";
import { CardCompare } from "@/features/compare/components/card-compare";
import { discountLabel, discountPercentText, effectivePrice } from "../lib/pricing";
import { Price } from "./price";
import { ProductImage } from "./product-image";
import { ProductCardActions } from "./slots";
import { StockOutBadge } from "./stock-status";
import { TagChips } from "./tag-chips";

export type ProductCardProps = {
  product: ProductSummary;
  /** Load this card's image at once (the first row of a page). */
  priority?: boolean;
  /** Width hint for the image; the grid passes what its columns take. */
  sizes?: string;
  /** Buttons under the card (add to cart, wishlist); defaults to the cart issue's slot. */
  actions?: ReactNode;
  /** Heading level of the product name within the page. */
  headingLevel?: "h2" | "h3";
};

export const CARD_IMAGE_SIZES = "(min-width: 1280px) 232px, (min-width: 1024px) 22vw, (min-width: 640px) 30vw, 46vw";

export function ProductCard({ product, priority = false, sizes = CARD_IMAGE_SIZES, actions, headingLevel: Heading = "h3" }: ProductCardProps) {
  const locale = useServerLocale();
  const t = useTranslations("price");
  const href = localizePath(locale, `/product/${product.slug}`);
  const out = product.current_stock <= 0;
  const badge =
    discountLabel(product.price, effectivePrice(product)) && t("off", { percent: discountPercentText(product.price, effectivePrice(product), locale) });
  return (
    <article className="group product-card">
      <div className="product-card-media">
        <ProductImage
          src={product.image}
          alt=""
          width={256}
          height={256}
          sizes={sizes}
          priority={priority}
          // 46vw of a phone, 22-30vw or 232 px of a desktop: never under 256 px even at 1x,
          // so no 128 w entry (forty cards on home, each in the HTML and the RSC payload).
          minWidth={256}
          maxWidth={512}
          className={out ? "product-card-image opacity-60" : "product-card-image"}
        />
        {badge && <span className="product-card-badge">{badge}</span>}
        {out && <StockOutBadge className="absolute right-2 top-2" />}
        {/* With the shop's own card buttons (not a page's own actions), Compare over the picture's corner. */}
        {actions === undefined && <CardCompare product={product} />}
      </div>
      <div className="product-card-body">
        {product.brand && <p className="product-card-brand">{product.brand.name}</p>}
        <Heading className="product-card-name">
          {/* The name link covers the whole card (.product-card-link); buttons sit above it. */}
          <a href={href} className="product-card-link">
            {product.name}
          </a>
        </Heading>
        <div className="mt-auto space-y-1.5">
          <Price price={product.price} hasDiscount={product.has_discount_price} discountPrice={product.discount_price} />
          <TagChips tags={product.tags.filter((t) => t !== "percentage_discount")} max={2} />
        </div>
        <div className="product-card-actions">{actions ?? <ProductCardActions product={product} />}</div>
      </div>
    </article>
  );
}
