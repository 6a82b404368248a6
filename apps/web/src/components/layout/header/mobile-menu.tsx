"use client";

import { MenuIcon } from "@/components/ui/icons";
import { useOpenedOnce } from "@/lib/hooks/use-opened-once";
import { useUiStore } from "@/lib/stores/ui-store";
import type { MobileMenuProps } from "./nav-types";
import { lazyComponent } from "@/lib/lazy-component";
import { useT } from "@/i18n/client";

/** The panel's code loads when a shopper first opens the menu. */
const MobileMenuPanel = lazyComponent(() => import("./mobile-menu-panel").then((m) => m.MobileMenuPanel));

/**
 * The phone menu (<768 px): the menu button, and from its first press on the slide-in
 * panel (MobileMenuPanel), which stays mounted so it can slide in and out again.
 */
export function MobileMenu(props: MobileMenuProps) {
  const open = useUiStore((s) => s.mobileMenuOpen);
  const setOpen = useUiStore((s) => s.setMobileMenuOpen);
  const opened = useOpenedOnce(open);
  const t = useT("header");
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t("openMenu")}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="mobile-menu"
        className="inline-flex size-11 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:hidden"
      >
        <MenuIcon className="size-6" />
      </button>
      {opened ? <MobileMenuPanel {...props} /> : null}
    </>
  );
}
