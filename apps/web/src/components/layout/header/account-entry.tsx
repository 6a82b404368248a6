"use client";

import { MOBILE_TRACK_PANEL_DELAY_MS } from "@shop/contracts";
import Link from "next/link";
import { HeartIcon, MapPinIcon, UserIcon } from "@/components/ui/icons";
import { useShopSession } from "@/features/identity/session";
import { openTrackOrder, openTrackOrderAfter } from "@/features/identity/track-order";
import { cn } from "@/lib/cn";
import { useUiStore } from "@/lib/stores/ui-store";

/** The account link is named after the user: full name, else phone (spec §2). */
export function accountLabel(user: { name: string | null; phone: string } | null): string {
  return user?.name?.trim() || user?.phone || "My Account";
}

const topLinkLook = "items-center gap-1.5 rounded px-1 font-medium whitespace-nowrap hover:underline focus-visible:outline-2 focus-visible:outline-white";
const topLink = `inline-flex ${topLinkLook}`;
/** Top-bar entries a phone reaches through the menu instead (no room at 375 px). */
const topLinkWide = `hidden sm:inline-flex ${topLinkLook}`;
const menuRow =
  "flex w-full items-center gap-3 px-4 py-3 text-left text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600";

/**
 * The account slot of the top bar and the top of the mobile menu (spec §2). A guest
 * sees Track Order and Sign In; a signed-in shopper sees My Orders, Track My Order and
 * the account link. While the session loads the slot keeps its place without a guess.
 */
export function AccountEntry({ variant }: { variant: "top-bar" | "mobile-menu" }) {
  const { status, user } = useShopSession();

  if (variant === "mobile-menu") {
    if (status === "loading") return <div className="h-11" aria-hidden="true" />;
    return status === "authenticated" ? (
      <Link prefetch={false} href="/my-account" className={cn(menuRow, "font-semibold text-brand-700")}>
        <UserIcon className="size-5" />
        <span className="truncate">{accountLabel(user)}</span>
      </Link>
    ) : (
      <Link prefetch={false} href="/signin" className={cn(menuRow, "font-semibold text-brand-700")}>
        <UserIcon className="size-5" />
        Sign In
      </Link>
    );
  }

  if (status === "loading") return <span className="inline-block h-5 w-16" aria-hidden="true" />;
  if (status !== "authenticated") {
    // Guests can track by Order ID too (spec §6); on a phone they reach it through the menu.
    return (
      <nav aria-label="Account" className="flex min-w-0 items-center gap-2 sm:gap-4">
        <button type="button" onClick={openTrackOrder} aria-haspopup="dialog" className={topLinkWide}>
          Track Order
        </button>
        <Link prefetch={false} href="/signin" className={topLink}>
          <UserIcon className="size-4" />
          Sign In
        </Link>
      </nav>
    );
  }
  return (
    <nav aria-label="Account" className="flex min-w-0 items-center gap-2 sm:gap-4">
      <Link prefetch={false} href="/my-orders" className={topLinkWide}>
        My Orders
      </Link>
      <button type="button" onClick={openTrackOrder} aria-haspopup="dialog" className={topLinkWide}>
        Track My Order
      </button>
      <Link prefetch={false} href="/my-account" className={cn(topLink, "min-w-0")}>
        <UserIcon className="size-4 shrink-0" />
        <span className="max-w-[9rem] truncate sm:max-w-[14rem]">{accountLabel(user)}</span>
      </Link>
    </nav>
  );
}

/**
 * Mobile menu rows after the fixed links: signed-in shoppers get Wishlist, My Orders
 * and Track Order; guests get Track Order (they can track by Order ID too, spec §6).
 */
export function MobileAccountLinks() {
  const { status } = useShopSession();
  if (status === "loading") return null;
  if (status !== "authenticated") return <MobileTrackOrderRow />;
  return (
    <>
      <li>
        <Link prefetch={false} href="/my-wishlist" className={menuRow}>
          <HeartIcon className="size-5 text-brand-700" />
          Wishlist
        </Link>
      </li>
      <li>
        <Link prefetch={false} href="/my-orders" className={menuRow}>
          <UserIcon className="size-5 text-brand-700" />
          My Orders
        </Link>
      </li>
      <MobileTrackOrderRow />
    </>
  );
}

/** Spec §4: closes the menu first, then opens the tracking panel after 600 ms. */
function MobileTrackOrderRow() {
  const closeMenu = useUiStore((s) => s.setMobileMenuOpen);
  return (
    <li>
      <button
        type="button"
        className={menuRow}
        aria-haspopup="dialog"
        onClick={() => {
          closeMenu(false);
          openTrackOrderAfter(MOBILE_TRACK_PANEL_DELAY_MS);
        }}
      >
        <MapPinIcon className="size-5 text-brand-700" />
        Track Order
      </button>
    </li>
  );
}
