"use client";

import { CartIcon, HeartIcon } from "@/components/ui/icons";
import { toBanglaDigits } from "@shop/contracts";
import { useLocale, useLocalePath, useT } from "@/i18n/client";
import { cn } from "@/lib/cn";
import { badgeItems, formatBadge } from "@/lib/format-badge";
import { useCountsStore } from "@/lib/stores/counts-store";
import { useUiStore } from "@/lib/stores/ui-store";

const iconButtonBase =
  "relative size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
export const iconButtonClasses = `inline-flex ${iconButtonBase}`;

/** A badge's count as a screen reader hears it in a button's name, in the page's language: "3 items", "৩টি পণ্য". */
export function useBadgeItems(): (count: number) => string {
  const t = useT("header");
  const locale = useLocale();
  return (count) => badgeItems(count, { one: t("itemOne"), other: t("itemOther") }, locale);
}

export function CountBadge({ count, className }: { count: number; className?: string }) {
  const locale = useLocale();
  return (
    <span
      aria-hidden="true"
      className={cn(
        "absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-500 px-1 text-[11px] leading-none font-bold text-slate-950 tabular-nums",
        className,
      )}
    >
      {locale === "bn" ? toBanglaDigits(formatBadge(count)) : formatBadge(count)}
    </span>
  );
}

/** Wishlist icon with its count; desktop only (spec §2). */
export function WishlistLink() {
  const count = useCountsStore((s) => s.wishlistProductCount);
  const t = useT("header");
  const items = useBadgeItems();
  const href = useLocalePath();
  return (
    <a href={href("/my-wishlist")} aria-label={t("wishlist", { items: items(count) })} className={`hidden md:inline-flex ${iconButtonBase}`}>
      <HeartIcon className="size-6" />
      <CountBadge count={count} />
    </a>
  );
}

/** Cart icon with its count; opens the cart drawer. */
export function CartButton() {
  const count = useCountsStore((s) => s.cartProductCount);
  const open = useUiStore((s) => s.cartDrawerOpen);
  const setOpen = useUiStore((s) => s.setCartDrawerOpen);
  const t = useT("header");
  const items = useBadgeItems();
  return (
    <button
      type="button"
      onClick={() => setOpen(true)}
      aria-label={t("cart", { items: items(count) })}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls="cart-drawer"
      className={iconButtonClasses}
    >
      <CartIcon className="size-6" />
      <CountBadge count={count} />
    </button>
  );
}
