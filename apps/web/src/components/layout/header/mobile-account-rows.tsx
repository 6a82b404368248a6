"use client";

import { MOBILE_TRACK_PANEL_DELAY_MS } from "@shop/contracts";
import { HeartIcon, UserIcon } from "@/components/ui/icons";
import { MapPinIcon } from "@/components/ui/more-icons";
import { useShopSession } from "@/features/identity/session";
import { openTrackOrderAfter } from "@/features/identity/track-order";
import { useLocalePath, useT } from "@/i18n/client";
import { cn } from "@/lib/cn";
import { useUiStore } from "@/lib/stores/ui-store";
import { accountLabel } from "./account-entry";

const menuRow =
  "flex w-full items-center gap-3 px-4 py-3 text-left text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600";

/** The phone menu's first row (spec §2): the account link named after the shopper, or Sign In. */
export function MobileAccountEntry() {
  const { status, user } = useShopSession();
  const t = useT("header");
  const href = useLocalePath();
  if (status === "loading") return <div className="h-11" aria-hidden="true" />;
  return status === "authenticated" ? (
    <a href={href("/my-account")} className={cn(menuRow, "font-semibold text-brand-700")}>
      <UserIcon className="size-5" />
      <span className="truncate">{accountLabel(user, t("myAccount"))}</span>
    </a>
  ) : (
    <a href={href("/signin")} className={cn(menuRow, "font-semibold text-brand-700")}>
      <UserIcon className="size-5" />
      {t("signIn")}
    </a>
  );
}

/**
 * Mobile menu rows after the fixed links: signed-in shoppers get Wishlist, My Orders
 * and Track Order; guests get Track Order (they can track by Order ID too, spec §6).
 */
export function MobileAccountLinks() {
  const { status } = useShopSession();
  const t = useT("header");
  const href = useLocalePath();
  if (status === "loading") return null;
  if (status !== "authenticated") return <MobileTrackOrderRow />;
  return (
    <>
      <li>
        <a href={href("/my-wishlist")} className={menuRow}>
          <HeartIcon className="size-5 text-brand-700" />
          {t("wishlistLink")}
        </a>
      </li>
      <li>
        <a href={href("/my-orders")} className={menuRow}>
          <UserIcon className="size-5 text-brand-700" />
          {t("myOrders")}
        </a>
      </li>
      <li>
        <a href={href("/bom")} className={menuRow}>
          <UserIcon className="size-5 text-brand-700" />
          {t("partsList")}
        </a>
      </li>
      <MobileTrackOrderRow />
    </>
  );
}

/** Spec §4: closes the menu first, then opens the tracking panel after 600 ms. */
function MobileTrackOrderRow() {
  const closeMenu = useUiStore((s) => s.setMobileMenuOpen);
  const t = useT("header");
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
        {t("trackOrder")}
      </button>
    </li>
  );
}
