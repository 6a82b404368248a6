"use client";

import { usePathname } from "next/navigation";
import { CartIcon } from "@/components/ui/icons";
import { cn } from "@/lib/cn";
import { useT } from "@/i18n/client";
import { useBadgeItems } from "./header/header-icons";
import { showsStickyCart } from "@/lib/sticky-cart";
import { useCountsStore } from "@/lib/stores/counts-store";
import { useUiStore } from "@/lib/stores/ui-store";

const looks = {
  /** From 768 px: at the right edge halfway down, clear of the chat bubble in the corner. */
  side: "fixed top-1/2 right-0 z-30 hidden w-16 -translate-y-1/2 flex-col items-center gap-1 rounded-l-lg py-2.5 shadow-lg md:flex",
  /** Phones: a pill in the bottom dock (PhoneDock). */
  dock: "inline-flex h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold",
} as const;

/**
 * The sticky cart button on the listing, search and product routes (spec §2); it opens
 * the cart drawer. One button, drawn at the right edge from 768 px or in the phone's
 * bottom dock.
 */
export function StickyCartButton({ look }: { look: keyof typeof looks }) {
  const pathname = usePathname();
  const count = useCountsStore((s) => s.cartProductCount);
  const open = useUiStore((s) => s.cartDrawerOpen);
  const setOpen = useUiStore((s) => s.setCartDrawerOpen);
  const t = useT("header");
  const items = useBadgeItems();
  if (!showsStickyCart(pathname)) return null;
  return (
    <button
      type="button"
      onClick={() => setOpen(true)}
      data-sticky-cart=""
      aria-label={t("openCart", { items: items(count) })}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls="cart-drawer"
      className={cn(
        looks[look],
        "bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
      )}
    >
      <CartIcon className={look === "side" ? "size-6" : "size-5"} />
      <span className={cn("tabular-nums", look === "side" && "text-[11px] font-semibold")}>{items(count)}</span>
    </button>
  );
}
