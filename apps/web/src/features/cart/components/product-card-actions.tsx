import { Button } from "@/components/ui/button";
import { CartIcon, HeartIcon } from "@/components/ui/icons";

export type CardProduct = { product_id: number; slug: string; name: string; current_stock: number };

/** The heart's look; `data-wishlisted` (set by CardActionsHandler from the wishlist) fills it. */
const HEART =
  "wishlist-btn size-9 border-slate-300 bg-white text-slate-600 hover:border-accent-500 hover:text-accent-700 data-wishlisted:border-accent-500 data-wishlisted:bg-accent-50 data-wishlisted:text-accent-700 data-wishlisted:[&>svg]:fill-current";

/**
 * Under each product card: Add to Cart and the wishlist heart, as server HTML (issue 44):
 * two forms that work before the page's scripts (POST /forms/cart, /forms/wishlist,
 * docs/decisions/035-forms-before-scripts.md) and carry no client code of their own.
 * Once hydrated, one delegated handler per page (CardActionsHandler, rendered by the
 * product grid) takes their submits, and sets each heart from the wishlist.
 */
export function CardActions({ product }: { product: CardProduct }) {
  const out = product.current_stock <= 0;
  return (
    <div className="flex items-center gap-2 pt-1">
      {/* `contents`: the forms add no box, so their buttons sit in this row. */}
      <form method="post" action="/forms/cart" className="contents" data-card-cart="">
        <input type="hidden" name="product" value={product.slug} />
        <Button
          type="submit"
          name="intent"
          value="add"
          size="sm"
          disabled={out}
          className="min-w-0 flex-1 max-sm:px-1.5 max-sm:text-[13px]"
          aria-label={`${out ? "Stock Out" : "Add to Cart"}: ${product.name}`}
        >
          {out ? (
            "Stock Out"
          ) : (
            <>
              <CartIcon className="hidden size-4 sm:block" />
              Add to Cart
            </>
          )}
        </Button>
      </form>
      <form method="post" action="/forms/wishlist" className="contents" data-card-wishlist={product.product_id}>
        <input type="hidden" name="product" value={product.slug} />
        <input type="hidden" name="on" value="1" />
        <button type="submit" aria-label={`Add ${product.name} to wishlist`} data-wishlist-button="" className={HEART}>
          <HeartIcon className="size-5" fill="none" />
        </button>
      </form>
    </div>
  );
}
