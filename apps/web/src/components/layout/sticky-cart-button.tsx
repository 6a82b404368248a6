"use client";

import { usePathname } from "next/navigation";
import { CartIcon } from "@/components/ui/icons";
import { formatBadge } from "@/lib/format-badge";
import { showsStickyCart } from "@/lib/sticky-cart";
import { useCountsStore } from "@/lib/stores/counts-store";
import { useUiStore } from "@/lib/stores/ui-store";

/**
 * Floating cart button on the listing, search and product routes (spec §2), at the
 * right edge halfway down, clear of the chat link in the bottom-right corner; from 768 px
 * (phones have it in PhoneDock).
 */
export function StickyCartButton() {
  const pathname = usePathname();
  const count = useCountsStore((s) => s.cartProductCount);
  const open = useUiStore((s) => s.cartDrawerOpen);
  const setOpen = useUiStore((s) => s.setCartDrawerOpen);
  if (!showsStickyCart(pathname)) return null;
  return (
    <button
      type="button"
      onClick={() => setOpen(true)}
      data-sticky-cart=""
      aria-label={`Open cart, ${formatBadge(count)} items`}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls="cart-drawer"
      className="fixed top-1/2 right-0 z-30 hidden w-16 md:flex -translate-y-1/2 flex-col items-center gap-1 rounded-l-lg bg-brand-700 py-2.5 text-white shadow-lg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <CartIcon className="size-6" />
      <span className="text-[11px] font-semibold tabular-nums">{formatBadge(count)} items</span>
    </button>
  );
}
