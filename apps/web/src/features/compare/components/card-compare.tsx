import { useTranslations } from "next-intl";
import { useServerPath } from "@/i18n/server";
/**
 * "Compare" on a product card (issue 48), as server HTML like the card's Add to Cart and
 * heart (issue 44): a GET form with no client code of its own. Before the page's scripts it
 * opens /compare?products=<slug>; once hydrated, the page's one delegated handler
 * (CardActionsHandler) takes the submit, adds the product to the compare bar or takes it off
 * (the same store as the product page's CompareToggle) and marks every card's button
 * pressed or not. The picture rides on the form, the slug as the button's value, the name in
 * its label; looks are classes (.card-compare in globals.css).
 */
export function CardCompare({ product }: { product: { slug: string; name: string; image: string } }) {
  const t = useTranslations("product");
  const path = useServerPath();
  return (
    <form method="get" action={path("/compare")} data-card-compare={product.image} className="card-compare-form">
      <button
        type="submit"
        name="products"
        value={product.slug}
        aria-pressed="false"
        aria-label={t("compareOf", { name: product.name })}
        className="card-compare"
      >
        {t("compare")}
      </button>
    </form>
  );
}
