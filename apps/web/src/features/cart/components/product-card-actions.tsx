import { useTranslations } from "next-intl";
export type CardProduct = { product_id: number; slug: string; name: string; current_stock: number };

/**
 * Under each product card: Add to Cart and the wishlist heart, as server HTML (issue 44):
 * two forms that work before the page's scripts (POST /forms/cart, /forms/wishlist,
 * docs/decisions/035-forms-before-scripts.md) and carry no client code of their own.
 * Once hydrated, one delegated handler per page (CardActionsHandler, rendered by the
 * product grid) takes their submits and fills each heart from the wishlist. Kept small:
 * this repeats on every card, in the HTML and again in the page's RSC payload, so the
 * slug rides as the pressed button's value (no hidden field; a heart's form adds, the
 * handler removes), and looks and icons are classes (.card-add, .card-heart in globals.css).
 */
export function CardActions({ product }: { product: CardProduct }) {
  const out = product.current_stock <= 0;
  const t = useTranslations("buy");
  const p = useTranslations("product");
  return (
    <>
      <form method="post" action="/forms/cart" data-card-cart="">
        <button
          type="submit"
          name="product"
          value={product.slug}
          disabled={out}
          className="btn btn-primary btn-sm card-add"
          aria-label={t(out ? "stockOutOf" : "addToCartOf", { name: product.name })}
        >
          {out ? t("stockOut") : t("addToCart")}
        </button>
      </form>
      <form method="post" action="/forms/wishlist" data-card-wishlist={product.product_id}>
        <button
          type="submit"
          name="product"
          value={product.slug}
          aria-label={p("addToWishlist", { name: product.name })}
          data-wishlist-button=""
          className="wishlist-btn card-heart"
        />
      </form>
    </>
  );
}
