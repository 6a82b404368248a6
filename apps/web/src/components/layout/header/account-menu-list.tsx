"use client";

import { TRACK_PANEL_DELAY_MS } from "@shop/contracts";
import { openTrackOrderAfter } from "@/features/identity/track-order";
import { useSignOut } from "@/features/identity/use-sign-out";
import { useLocalePath, useT } from "@/i18n/client";

const LINKS = [
  { href: "/my-account", label: "myProfile" },
  { href: "/my-orders", label: "orders" },
  { href: "/my-wishlist", label: "wishlistLink" },
  { href: "/addresses", label: "myAddresses" },
  { href: "/bom", label: "partsList" },
] as const;

const item =
  "flex w-full items-center px-4 py-2.5 text-left text-sm text-slate-800 hover:bg-slate-50 hover:text-brand-700 focus-visible:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600";

/** The account menu's rows (AccountMenu), loaded when a signed-in shopper first opens it. */
export function AccountMenuList({ label, onClose }: { label: string; onClose: () => void }) {
  const signOut = useSignOut();
  const t = useT("header");
  const href = useLocalePath();
  return (
    <>
      <p className="truncate border-b border-slate-100 px-4 py-2 text-xs font-semibold text-slate-500">{label}</p>
      <ul>
        {LINKS.map((link) => (
          <li key={link.href}>
            <a href={href(link.href)} className={item} onClick={onClose}>
              {t(link.label)}
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={item}
            aria-haspopup="dialog"
            onClick={() => {
              onClose();
              openTrackOrderAfter(TRACK_PANEL_DELAY_MS);
            }}
          >
            {t("orderTrack")}
          </button>
        </li>
        <li className="border-t border-slate-100">
          <button
            type="button"
            className={item}
            onClick={() => {
              onClose();
              void signOut();
            }}
          >
            {t("signOut")}
          </button>
        </li>
      </ul>
    </>
  );
}
