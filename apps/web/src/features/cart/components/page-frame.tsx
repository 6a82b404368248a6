import type { Metadata } from "next";
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { Breadcrumbs } from "@/features/catalog/components/breadcrumbs";
import { getLocale } from "@/i18n/server";
import { localizePath } from "@/i18n/paths";

/** The personal pages' English titles and their keys in the catalogue's "pages" words (decision 051). */
const PAGE_TITLES: Record<
  string,
  "myCart" | "checkout" | "paymentInfo" | "orderPlaced" | "myOrders" | "myWishlist" | "myAddresses" | "cancelOrder" | "orderCancelled" | "bom" | "order"
> = {
  "My Cart": "myCart",
  Checkout: "checkout",
  "Payment Information": "paymentInfo",
  "Order Placed": "orderPlaced",
  "My Orders": "myOrders",
  "My Wishlist": "myWishlist",
  "My Addresses": "myAddresses",
  "Cancel Order": "cancelOrder",
  "Order Cancelled": "orderCancelled",
  "Buy from a parts list": "bom",
  Order: "order",
} as const;

/** Personal pages (cart, wishlist, addresses): not for search engines; titled in the page's language. */
export async function personalPageMetadata(title: string, path: string): Promise<Metadata> {
  const key = PAGE_TITLES[title];
  const t = await getTranslations("pages");
  return { title: key ? t(key) : title, alternates: { canonical: localizePath(await getLocale(), path) }, robots: { index: false, follow: false } };
}

/** Breadcrumbs, the page's heading and its body, for /my-cart, /my-wishlist and /addresses. */
export function PageFrame({ title: english, path, actions, children }: { title: string; path: string; actions?: ReactNode; children: ReactNode }) {
  const t = useTranslations("pages");
  const home = useTranslations("listing")("home");
  const key = PAGE_TITLES[english];
  const title = key ? t(key) : english;
  return (
    <div className="shop-container py-4 md:py-6">
      <Breadcrumbs
        crumbs={[
          { name: home, path: "/" },
          { name: title, path },
        ]}
        hideCurrentOnMobile
      />
      <div className="mt-3 mb-5 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-bold text-slate-900 md:text-2xl">{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}
