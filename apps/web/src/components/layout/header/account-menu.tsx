"use client";

import { TRACK_PANEL_DELAY_MS } from "@shop/contracts";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { UserIcon } from "@/components/ui/icons";
import { useShopSession } from "@/features/identity/session";
import { openTrackOrderAfter } from "@/features/identity/track-order";
import { useSignOut } from "@/features/identity/use-sign-out";
import { useOutsidePointerDown } from "@/lib/hooks/use-outside-pointer-down";
import { accountLabel } from "./account-entry";
import { iconButtonClasses } from "./header-icons";

const LINKS = [
  { href: "/my-account", label: "My Profile" },
  { href: "/my-orders", label: "Orders" },
  { href: "/my-wishlist", label: "Wishlist" },
  { href: "/addresses", label: "My Addresses" },
] as const;

const item =
  "flex w-full items-center px-4 py-2.5 text-left text-sm text-slate-800 hover:bg-slate-50 hover:text-brand-700 focus-visible:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600";

/**
 * The main bar's account icon (spec §2). A guest goes to /signin; a signed-in shopper
 * opens the account menu, a disclosure (button with aria-expanded, a list of links and
 * buttons) that closes on Escape, a click outside and navigation.
 */
export function AccountMenu() {
  const { status, user } = useShopSession();
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const signOut = useSignOut();

  useEffect(() => setOpen(false), [pathname]);
  useOutsidePointerDown(root, open, () => setOpen(false));

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("focusin", onFocus);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("focusin", onFocus);
    };
  }, [open]);

  if (status !== "authenticated") {
    return (
      <Link prefetch={false} href={status === "loading" ? "/my-account" : "/signin"} aria-label="My account" className={iconButtonClasses}>
        <UserIcon className="size-6" />
      </Link>
    );
  }

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label="My account"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        className={iconButtonClasses}
      >
        <UserIcon className="size-6" />
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-2 w-56 overflow-hidden rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        <p className="truncate border-b border-slate-100 px-4 py-2 text-xs font-semibold text-slate-500">{accountLabel(user)}</p>
        <ul>
          {LINKS.map((link) => (
            <li key={link.href}>
              <Link prefetch={false} href={link.href} className={item} onClick={() => setOpen(false)}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={item}
              aria-haspopup="dialog"
              onClick={() => {
                setOpen(false);
                openTrackOrderAfter(TRACK_PANEL_DELAY_MS);
              }}
            >
              Order Track
            </button>
          </li>
          <li className="border-t border-slate-100">
            <button
              type="button"
              className={item}
              onClick={() => {
                setOpen(false);
                void signOut();
              }}
            >
              Sign Out
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
