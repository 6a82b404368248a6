"use client";

import { usePathname } from "next/navigation";
import { CartIcon, MessengerIcon } from "@/components/ui/icons";
import { formatBadge } from "@/lib/format-badge";
import { siteConfig } from "@/lib/site-config";
import { showsStickyCart } from "@/lib/sticky-cart";
import { useCountsStore } from "@/lib/stores/counts-store";
import { useUiStore } from "@/lib/stores/ui-store";

/**
 * Phones (<768 px): the chat link (always) and the sticky cart button (on the listing,
 * search and product routes, spec §2) sit in one bar along the bottom edge, and the page
 * keeps that much room below its last line (the body's bottom padding in layout.tsx), so
 * they never cover a product name, Buy Now, Subscribe, a Total or a Remove button
 * (issue 9). From 768 px they float as before (ChatLink, StickyCartButton).
 */
export function PhoneDock() {
  const pathname = usePathname();
  const count = useCountsStore((s) => s.cartProductCount);
  const open = useUiStore((s) => s.cartDrawerOpen);
  const setOpen = useUiStore((s) => s.setCartDrawerOpen);
  return (
    <div
      data-phone-dock=""
      className="fixed inset-x-0 bottom-0 z-30 flex h-14 items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-3 pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgb(15_23_42/0.06)] backdrop-blur md:hidden"
    >
      <a
        href={siteConfig.messengerUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on Messenger"
        className="inline-flex h-11 items-center gap-2 rounded-full px-2 text-sm font-semibold text-[#006aff] focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="inline-flex size-9 items-center justify-center rounded-full bg-gradient-to-br from-[#00b2ff] to-[#006aff] text-white">
          <MessengerIcon className="size-5" />
        </span>
        Chat with us
      </a>
      {showsStickyCart(pathname) ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          data-sticky-cart=""
          aria-label={`Open cart, ${formatBadge(count)} items`}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls="cart-drawer"
          className="inline-flex h-11 items-center gap-2 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <CartIcon className="size-5" />
          <span className="tabular-nums">{formatBadge(count)} items</span>
        </button>
      ) : null}
    </div>
  );
}
