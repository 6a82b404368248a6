"use client";

import { UserIcon } from "@/components/ui/icons";
import { useShopSession } from "@/features/identity/session";
import { openTrackOrder } from "@/features/identity/track-order";
import { useLocalePath, useT } from "@/i18n/client";
import { cn } from "@/lib/cn";

/** The account link is named after the user: full name, else phone (spec §2). */
export function accountLabel(user: { name: string | null; phone: string } | null, fallback = "My Account"): string {
  return user?.name?.trim() || user?.phone || fallback;
}

const topLinkLook = "items-center gap-1.5 rounded px-1 font-medium whitespace-nowrap hover:underline focus-visible:outline-2 focus-visible:outline-white";
const topLink = `inline-flex ${topLinkLook}`;
/** Top-bar entries a phone reaches through the menu instead (no room at 375 px). */
const topLinkWide = `hidden sm:inline-flex ${topLinkLook}`;

/**
 * The account slot of the top bar (spec §2). A guest sees Track Order and Sign In; a
 * signed-in shopper sees My Orders, Track My Order and the account link. While the
 * session loads the slot keeps its place without a guess. The phone menu's rows are in
 * mobile-account-rows.tsx, loaded with the menu's panel.
 */
export function AccountEntry() {
  const { status, user } = useShopSession();
  const t = useT("header");
  const href = useLocalePath();

  if (status === "loading") return <span className="inline-block h-5 w-16" aria-hidden="true" />;
  if (status !== "authenticated") {
    // Guests can track by Order ID too (spec §6); on a phone they reach it through the menu.
    return (
      <nav aria-label={t("account")} className="flex min-w-0 items-center gap-2 sm:gap-4">
        <button type="button" onClick={openTrackOrder} aria-haspopup="dialog" className={topLinkWide}>
          {t("trackOrder")}
        </button>
        <a href={href("/signin")} className={topLink}>
          <UserIcon className="size-4" />
          {t("signIn")}
        </a>
      </nav>
    );
  }
  return (
    <nav aria-label={t("account")} className="flex min-w-0 items-center gap-2 sm:gap-4">
      <a href={href("/my-orders")} className={topLinkWide}>
        {t("myOrders")}
      </a>
      <button type="button" onClick={openTrackOrder} aria-haspopup="dialog" className={topLinkWide}>
        {t("trackMyOrder")}
      </button>
      <a href={href("/my-account")} className={cn(topLink, "min-w-0")}>
        <UserIcon className="size-4 shrink-0" />
        <span className="max-w-[9rem] truncate sm:max-w-[14rem]">{accountLabel(user, t("myAccount"))}</span>
      </a>
    </nav>
  );
}
