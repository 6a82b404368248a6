"use client";

import { MESSAGES, type WishlistItem } from "@shop/contracts";
import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { HeartIcon } from "@/components/ui/icons";
import { TrashIcon } from "@/components/ui/more-icons";
import { Spinner } from "@/components/ui/spinner";
import { AddToCartButton } from "@/features/cart/components/add-to-cart-button";
import { errorMessage } from "@/features/cart/lib/error-message";
import { ClientPrice as Price } from "@/features/catalog/components/client-price";
import { ProductImage } from "@/features/catalog/components/product-image";
import { StockStatus } from "@/features/catalog/components/stock-status";
import { useShopSession } from "@/features/identity/session";
import { useT } from "@/i18n/client";
import { SignInPrompt } from "@/features/cart/components/sign-in-prompt";
import { moveWishlistToCart } from "@/lib/api/wishlist";
import { productHref } from "@/lib/routes";
import { useCountsStore } from "@/lib/stores/counts-store";
import { toast } from "@/lib/toast";
import { loadWishlist, setWishlisted } from "../wishlist-actions";

type List = { state: "loading" } | { state: "failed" } | { state: "ready"; items: WishlistItem[] };

/** /my-wishlist: the saved products, each removable or added to the cart, and Add all to cart. */
export function WishlistPage() {
  const { status, user } = useShopSession();
  const [list, setList] = useState<List>({ state: "loading" });
  const [moving, setMoving] = useState(false);
  const t = useT("wishlist");

  const reload = useCallback(async () => {
    try {
      const data = await loadWishlist();
      setList({ state: "ready", items: data.wishlist });
    } catch (error) {
      toast.error(errorMessage(error));
      setList({ state: "failed" });
    }
  }, []);

  // The page is for signed-in shoppers (the proxy sends guests to sign in); wait for the session.
  useEffect(() => {
    if (status === "authenticated") void reload();
  }, [status, user?.phone, reload]);

  const moveAll = async () => {
    setMoving(true);
    try {
      const answer = await moveWishlistToCart();
      useCountsStore.getState().setCounts({ cartProductCount: answer.data.cart_product_count, wishlistProductCount: answer.data.wishlist_product_count });
      toast.success(answer.message || MESSAGES.allAddedToCart);
      await reload();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setMoving(false);
    }
  };

  const remove = async (item: WishlistItem) => {
    const done = await setWishlisted({ productId: item.product_id, slug: item.slug, on: false });
    if (done) setList((l) => (l.state === "ready" ? { state: "ready", items: l.items.filter((i) => i.product_id !== item.product_id) } : l));
  };

  if (status === "unauthenticated") return <SignInPrompt path="/my-wishlist" what="see your wishlist" />;
  if (list.state === "loading") {
    return (
      <div className="flex justify-center py-20" role="status" aria-label={t("loading")}>
        <Spinner className="size-8 text-brand-600" />
      </div>
    );
  }
  if (list.state === "failed") {
    return (
      <div className="flex flex-col items-center gap-3 py-16 text-center">
        <p className="text-slate-600">{t("wentWrong")}</p>
        <Button variant="outlined" onClick={() => void reload()}>
          {t("tryAgain")}
        </Button>
      </div>
    );
  }
  if (list.items.length === 0) {
    return <EmptyState icon={<HeartIcon className="size-16 text-slate-300" />} text={t("empty")} />;
  }
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={moveAll} loading={moving}>
          {t("addAll")}
        </Button>
      </div>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white px-4 sm:px-5" aria-label={t("products")}>
        {list.items.map((item) => (
          <WishlistRow key={item.product_id} item={item} onRemove={() => remove(item)} />
        ))}
      </ul>
    </div>
  );
}

function WishlistRow({ item, onRemove }: { item: WishlistItem; onRemove: () => Promise<void> }) {
  const [removing, setRemoving] = useState(false);
  const t = useT("wishlist");
  const href = productHref(item.slug);
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center" data-wishlist-item={item.slug}>
      <div className="flex min-w-0 flex-1 gap-3">
        <a href={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <ProductImage
            src={item.image}
            alt=""
            width={80}
            height={80}
            sizes="80px"
            minWidth={128}
            maxWidth={256}
            className="size-20 rounded-md border border-slate-200 bg-slate-50 object-contain p-1"
          />
        </a>
        <div className="min-w-0 space-y-1">
          <a href={href} className="line-clamp-2 text-sm font-medium text-slate-900 hover:text-brand-700 hover:underline">
            {item.name}
          </a>
          <Price price={item.price} hasDiscount={item.has_discount_price} discountPrice={item.discount_price} />
          <StockStatus stock={item.current_stock} />
        </div>
      </div>
      <div className="flex items-center gap-2 sm:shrink-0">
        <AddToCartButton product={item} size="sm" className="flex-1 sm:flex-none" labelWithName />
        <Button
          variant="outlined"
          size="sm"
          aria-label={t("removeOf", { name: item.name })}
          loading={removing}
          onClick={async () => {
            setRemoving(true);
            await onRemove();
            setRemoving(false);
          }}
        >
          <TrashIcon className="size-4" />
          <span className="sm:sr-only">{t("remove")}</span>
        </Button>
      </div>
    </li>
  );
}
