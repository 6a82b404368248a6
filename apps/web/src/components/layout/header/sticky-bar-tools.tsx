"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { CartIcon, CloseIcon, SearchIcon } from "@/components/ui/icons";
import { LazySearchBox } from "@/features/search/components/lazy-search-box";
import { useT } from "@/i18n/client";
import { useOutsidePointerDown } from "@/lib/hooks/use-outside-pointer-down";
import { useCountsStore } from "@/lib/stores/counts-store";
import { useUiStore } from "@/lib/stores/ui-store";
import { CountBadge, useBadgeItems } from "./header-icons";

const toolButton =
  "relative inline-flex size-10 items-center justify-center rounded-full text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-white";

/**
 * Search and cart at the right end of the stuck category bar (issue 9): once the header
 * has scrolled away a shopper can still search and open the cart without scrolling
 * back. Search opens the same search box (suggestions, recent searches) in a panel under
 * the bar; Escape, a click outside or a new page closes it.
 */
export function StickyBarTools() {
  const [searching, setSearching] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const count = useCountsStore((s) => s.cartProductCount);
  const setCartOpen = useUiStore((s) => s.setCartDrawerOpen);
  const t = useT("header");
  const items = useBadgeItems();

  useEffect(() => setSearching(false), [pathname]);
  useOutsidePointerDown(root, searching, () => setSearching(false));

  return (
    // Escape from anywhere in the panel closes it and gives the focus back to its button.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={root}
      className="flex items-center gap-1"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !searching || event.defaultPrevented) return;
        setSearching(false);
        toggle.current?.focus();
      }}
    >
      <button
        ref={toggle}
        type="button"
        className={toolButton}
        aria-label={searching ? t("closeSearch") : t("search")}
        aria-expanded={searching}
        aria-controls="sticky-search"
        onClick={() => setSearching((s) => !s)}
      >
        {searching ? <CloseIcon className="size-5" /> : <SearchIcon className="size-5" />}
      </button>
      <button
        type="button"
        className={toolButton}
        aria-label={t("shoppingCart", { items: items(count) })}
        aria-haspopup="dialog"
        aria-controls="cart-drawer"
        onClick={() => setCartOpen(true)}
      >
        <CartIcon className="size-5" />
        <CountBadge count={count} className="-top-1 -right-1" />
      </button>
      {searching ? (
        <div
          id="sticky-search"
          className="absolute top-full right-0 z-50 w-[min(36rem,calc(100vw-2rem))] rounded-b-lg bg-white p-3 shadow-xl ring-1 ring-slate-900/10"
        >
          <LazySearchBox autoFocus />
        </div>
      ) : null}
    </div>
  );
}
