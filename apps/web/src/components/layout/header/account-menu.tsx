"use client";

import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { UserIcon } from "@/components/ui/icons";
import { useShopSession } from "@/features/identity/session";
import { useLocalePath, useT } from "@/i18n/client";
import { useOpenedOnce } from "@/lib/hooks/use-opened-once";
import { useOutsidePointerDown } from "@/lib/hooks/use-outside-pointer-down";
import { lazyComponent } from "@/lib/lazy-component";
import { accountLabel } from "./account-entry";
import { iconButtonClasses } from "./header-icons";

/** The menu's rows load with its first opening. */
const AccountMenuList = lazyComponent(() => import("./account-menu-list").then((m) => m.AccountMenuList));

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
  const opened = useOpenedOnce(open);
  const t = useT("header");
  const href = useLocalePath();

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
      <a href={href(status === "loading" ? "/my-account" : "/signin")} aria-label={t("myAccountLabel")} className={iconButtonClasses}>
        <UserIcon className="size-6" />
      </a>
    );
  }

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={t("myAccountLabel")}
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
        {opened ? <AccountMenuList label={accountLabel(user, t("myAccount"))} onClose={() => setOpen(false)} /> : null}
      </div>
    </div>
  );
}
