"use client";

import { DROPDOWN_WIDE_ABOVE } from "@shop/contracts";
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from "react";
import { ChevronDownIcon, ChevronRightIcon, GridIcon } from "@/components/ui/icons";
import { cn } from "@/lib/cn";
import { lazyComponent } from "@/lib/lazy-component";
import { useOutsidePointerDown } from "@/lib/hooks/use-outside-pointer-down";
import { useLocalePath, useT } from "@/i18n/client";
import { categoryHref as englishCategoryHref } from "@/lib/routes";
import type { NavCategory, NavLink } from "./nav-types";

/** Search and cart for the stuck bar: loaded once the bar first sticks, so never on a phone, where it does not show. */
const StickyBarTools = lazyComponent(() => import("./sticky-bar-tools").then((m) => m.StickyBarTools));

type Props = {
  /** Every main category, for the All Categories list. */
  all: NavCategory[];
  /** Main categories shown one by one in the bar (those that fit the width). */
  categories: NavCategory[];
  /** Per category, the classes that show it from the width it fits at (categoryVisibility). */
  visibility: string[];
  fixed: NavLink[];
  /** The logo shown once the main bar has scrolled away. */
  logo: ReactNode;
};

/**
 * The desktop category menu (≥768 px): sticky under the main bar, a dropdown of
 * children per main category (one column up to DROPDOWN_WIDE_ABOVE children, three
 * above), the fixed links, and the logo sliding in once the main bar is out of view.
 * The top links are in the HTML; the dropdowns (li[data-dropdown]) from the first
 * hover or focus in the bar.
 */
export function CategoryNav({ all, categories, visibility, fixed, logo }: Props) {
  const t = useT("header");
  const href = useLocalePath();
  const categoryHref = (slug: string) => href(englishCategoryHref(slug));
  const sentinel = useRef<HTMLDivElement>(null);
  const [stuck, setStuck] = useState(false);
  const [suppressed, setSuppressed] = useState<string | null>(null);
  // The dropdowns (61 links in the demo catalog) are rendered from the first pointer or
  // focus in the bar, not into every page: a phone never shows the bar at all.
  const [dropdowns, setDropdowns] = useState(false);
  const showDropdowns = () => setDropdowns(true);

  useEffect(() => {
    const target = sentinel.current;
    if (!target) return;
    const observer = new IntersectionObserver(([entry]) => setStuck(!entry.isIntersecting && entry.boundingClientRect.top < 0));
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  /** After a click or Escape the open dropdown closes, even though hover or focus remains. */
  const dismiss = (key: string) => {
    // Blur first: the blur handler clears a suppression, and must not clear this one.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    setSuppressed(key);
  };
  const itemProps = (key: string) => ({
    "data-suppressed": suppressed === key ? "" : undefined,
    onMouseLeave: () => setSuppressed((s) => (s === key ? null : s)),
    onBlur: (event: FocusEvent<HTMLLIElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setSuppressed((s) => (s === key ? null : s));
    },
    onKeyDown: (event: KeyboardEvent<HTMLLIElement>) => {
      if (event.key !== "Escape") return;
      setSuppressed(key);
      event.currentTarget.querySelector<HTMLElement>("a, button")?.focus();
    },
  });

  return (
    <>
      <div ref={sentinel} aria-hidden="true" className="hidden h-px md:block" />
      <nav aria-label={t("productCategories")} className="sticky top-0 z-40 hidden bg-brand-700 text-white shadow-md md:block">
        <div className="shop-container relative flex h-12 items-stretch overflow-x-clip">
          <a
            href={href("/")}
            aria-label={t("homeShort")}
            tabIndex={stuck ? undefined : -1}
            aria-hidden={stuck ? undefined : true}
            className={cn(
              "absolute top-1/2 left-4 hidden -translate-y-1/2 rounded lg:left-6 lg:block transition-opacity duration-300 focus-visible:outline-2 focus-visible:outline-white",
              stuck ? "opacity-100" : "pointer-events-none opacity-0",
            )}
          >
            {logo}
          </a>
          <ul
            className={cn("flex items-stretch transition-transform duration-300 motion-reduce:transition-none", stuck && "lg:translate-x-36")}
            onPointerEnter={showDropdowns}
            onFocus={showDropdowns}
          >
            <AllCategories all={all} onNavigate={() => dismiss("all")} />
            {categories.map((category, index) => (
              <li
                key={category.slug}
                className={cn("group relative", visibility[index])}
                data-dropdown={category.children.length ? "" : undefined}
                {...itemProps(category.slug)}
              >
                <a href={categoryHref(category.slug)} className="nav-top-link" onClick={() => dismiss(category.slug)}>
                  {category.name}
                  {category.children.length ? <ChevronDownIcon className="size-3.5 opacity-75" /> : null}
                </a>
                {dropdowns ? (
                  <Dropdown items={category.children} label={category.name} className="nav-reveal left-0" onNavigate={() => dismiss(category.slug)} />
                ) : null}
              </li>
            ))}
            {fixed.map((link) => (
              <li key={link.href} className="group relative flex" data-dropdown={link.children.length ? "" : undefined} {...itemProps(link.href)}>
                <a href={href(link.href)} className="nav-top-link" onClick={() => dismiss(link.href)}>
                  {link.name}
                  {link.children.length ? <ChevronDownIcon className="size-3.5 opacity-75" /> : null}
                </a>
                {dropdowns ? <Dropdown items={link.children} label={link.name} className="nav-reveal right-0" onNavigate={() => dismiss(link.href)} /> : null}
              </li>
            ))}
          </ul>
          {/* Search and cart stay at hand once the header has scrolled away (room kept by NAV_LAYOUT.tools). */}
          {stuck ? (
            <div className="absolute top-0 right-4 flex h-full items-center gap-1 lg:right-6">
              <StickyBarTools />
            </div>
          ) : null}
        </div>
      </nav>
    </>
  );
}

function Dropdown({ items, label, className, onNavigate }: { items: NavCategory["children"]; label: string; className?: string; onNavigate: () => void }) {
  const href = useLocalePath();
  const categoryHref = (slug: string) => href(englishCategoryHref(slug));
  if (!items.length) return null;
  const wide = items.length > DROPDOWN_WIDE_ABOVE;
  return (
    <div className={cn("absolute top-full z-50", className)}>
      <ul aria-label={label} className={cn("nav-panel", wide ? "grid w-[42rem] grid-cols-3 gap-x-2 p-3" : "w-64 p-2")}>
        {items.map((child) => (
          <li key={child.slug}>
            <a href={categoryHref(child.slug)} className="nav-child-link" onClick={onNavigate}>
              {child.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Every main category in one list, each with a fly-out of its children. A button
 * (aria-expanded) opens it for keyboard and touch; hover opens it for a mouse.
 * The fly-outs repeat the bar's dropdowns, so they are rendered from the first
 * pointer or focus on All Categories, not into every page.
 */
function AllCategories({ all, onNavigate }: { all: NavCategory[]; onNavigate: () => void }) {
  const t = useT("header");
  const href = useLocalePath();
  const categoryHref = (slug: string) => href(englishCategoryHref(slug));
  const [open, setOpen] = useState(false);
  const [flyouts, setFlyouts] = useState(false);
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useOutsidePointerDown(root, open, () => setOpen(false));

  if (!all.length) return null;
  const close = () => {
    setOpen(false);
    onNavigate();
  };
  return (
    // Escape inside the open menu closes it: delegated from the links and buttons within.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      ref={root}
      className="group relative flex"
      data-open={open ? "" : undefined}
      onPointerEnter={() => setFlyouts(true)}
      onFocus={() => setFlyouts(true)}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !open) return;
        event.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="all-categories-menu"
        onClick={() => setOpen((o) => !o)}
        className="nav-top-link gap-2 bg-brand-800 px-4 font-semibold"
      >
        <GridIcon className="size-4" />
        {t("allCategories")}
        <ChevronDownIcon className="size-3.5 opacity-75" />
      </button>
      <div
        id="all-categories-menu"
        className={cn(
          "absolute top-full left-0 z-50 invisible opacity-0 transition-opacity duration-150",
          "group-hover:visible group-hover:opacity-100 group-data-open:visible group-data-open:opacity-100 focus-within:visible focus-within:opacity-100",
          "group-data-suppressed:invisible! group-data-suppressed:opacity-0!",
        )}
      >
        <ul className="nav-panel relative w-64 py-2">
          {all.map((category) => (
            <li key={category.slug} className="group/sub">
              <a
                href={categoryHref(category.slug)}
                onClick={close}
                className="flex items-center justify-between gap-2 px-4 py-2.5 text-sm font-medium group-hover/sub:bg-brand-50 group-hover/sub:text-brand-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
              >
                {category.name}
                {category.children.length ? <ChevronRightIcon className="size-4 text-slate-400" /> : null}
              </a>
              {flyouts && category.children.length ? (
                <div
                  className={cn(
                    "invisible absolute top-0 left-full min-h-full rounded-r-lg bg-white text-slate-800 opacity-0 shadow-xl ring-1 ring-slate-900/10",
                    "group-focus-within/sub:visible group-focus-within/sub:opacity-100 group-hover/sub:visible group-hover/sub:opacity-100",
                  )}
                >
                  <ul
                    aria-label={category.name}
                    className={category.children.length > DROPDOWN_WIDE_ABOVE ? "grid w-[32rem] grid-cols-2 gap-x-2 p-3" : "w-64 p-2"}
                  >
                    {category.children.map((child) => (
                      <li key={child.slug}>
                        <a href={categoryHref(child.slug)} onClick={close} className="nav-child-link">
                          {child.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
