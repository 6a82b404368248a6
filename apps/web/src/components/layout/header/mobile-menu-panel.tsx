"use client";

import { useEffect, useRef, useState } from "react";
import { ChevronRightIcon, GridIcon } from "@/components/ui/icons";
import { ChevronLeftIcon } from "@/components/ui/more-icons";
import { SlidePanel } from "@/components/ui/slide-panel";
import { useLocalePath, useT } from "@/i18n/client";
import { categoryHref } from "@/lib/routes";
import { LanguageSwitch } from "./language-switch";
import { useUiStore } from "@/lib/stores/ui-store";
import { MobileAccountEntry, MobileAccountLinks } from "./mobile-account-rows";
import type { MobileMenuProps } from "./nav-types";

type View = { kind: "root" } | { kind: "categories" } | { kind: "category"; slug: string };

const row =
  "flex w-full items-center justify-between gap-3 px-4 py-3 text-left text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600";

/**
 * The phone menu's panel (<768 px): a slide-in panel with the account entry, All
 * Categories (which swaps the panel to the list of main categories; one with children
 * opens its sub-list with a Back button) and the fixed links. Closes on navigation.
 * Its code loads when the menu is first opened (MobileMenu).
 */
export function MobileMenuPanel({ categories, fixed }: MobileMenuProps) {
  const open = useUiStore((s) => s.mobileMenuOpen);
  const setOpen = useUiStore((s) => s.setMobileMenuOpen);
  const [view, setView] = useState<View>({ kind: "root" });
  const heading = useRef<HTMLHeadingElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const swapped = useRef(false);
  const t = useT("menu");
  const href = useLocalePath();

  // Start from the top level each time the menu opens.
  useEffect(() => {
    if (open) setView({ kind: "root" });
  }, [open]);

  // After a swap, move focus to the new list (its heading) so keyboard and screen-reader
  // users follow; the button they pressed is gone.
  useEffect(() => {
    if (!swapped.current) return;
    swapped.current = false;
    (heading.current ?? navRef.current?.querySelector<HTMLElement>("a, button"))?.focus();
  }, [view]);
  const go = (next: View) => {
    swapped.current = true;
    setView(next);
  };

  const close = () => setOpen(false);
  const current = view.kind === "category" ? categories.find((c) => c.slug === view.slug) : undefined;

  return (
    <SlidePanel open={open} onClose={close} title={t("title")} side="left" id="mobile-menu" widthClassName="w-[min(22rem,calc(100vw-3rem))]">
      {/* Following any link inside closes the menu: delegated from the links themselves. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <nav ref={navRef} aria-label={t("label")} onClick={(event) => (event.target as HTMLElement).closest("a") && close()}>
        {view.kind === "root" ? (
          <ul className="divide-y divide-slate-100">
            <li>
              <MobileAccountEntry />
            </li>
            <li>
              <button type="button" className={row} onClick={() => go({ kind: "categories" })}>
                <span className="inline-flex items-center gap-3">
                  <GridIcon className="size-5 text-brand-700" />
                  {t("allCategories")}
                </span>
                <ChevronRightIcon className="size-4 text-slate-400" />
              </button>
            </li>
            {fixed.map((link) => (
              <li key={link.href}>
                <a href={href(link.href)} className={row}>
                  {link.name}
                </a>
              </li>
            ))}
            <MobileAccountLinks />
            <li>
              <LanguageSwitch className={row} />
            </li>
          </ul>
        ) : null}

        {view.kind === "categories" ? (
          <div>
            <BackButton onClick={() => go({ kind: "root" })} />
            <h3 ref={heading} tabIndex={-1} className="px-4 pt-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase focus:outline-none">
              {t("allCategories")}
            </h3>
            <ul className="divide-y divide-slate-100">
              {categories.map((category) => (
                <li key={category.slug}>
                  {category.children.length ? (
                    <button type="button" className={row} onClick={() => go({ kind: "category", slug: category.slug })}>
                      {category.name}
                      <ChevronRightIcon className="size-4 text-slate-400" />
                    </button>
                  ) : (
                    <a href={href(categoryHref(category.slug))} className={row}>
                      {category.name}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {view.kind === "category" && current ? (
          <div>
            <BackButton onClick={() => go({ kind: "categories" })} />
            <h3 ref={heading} tabIndex={-1} className="px-4 pt-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase focus:outline-none">
              {current.name}
            </h3>
            <ul className="divide-y divide-slate-100">
              <li>
                <a href={href(categoryHref(current.slug))} className={`${row} font-semibold text-brand-700`}>
                  {t("all", { name: current.name })}
                </a>
              </li>
              {current.children.map((child) => (
                <li key={child.slug}>
                  <a href={href(categoryHref(child.slug))} className={row}>
                    {child.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </nav>
    </SlidePanel>
  );
}

function BackButton({ onClick }: { onClick: () => void }) {
  const t = useT("menu");
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex w-full items-center gap-2 border-b border-slate-200 bg-slate-50 px-4 py-3 text-sm font-semibold text-brand-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
    >
      <ChevronLeftIcon className="size-4" />
      {t("back")}
    </button>
  );
}
