import { FIXED_MENU_LINKS, type MenuItem } from "@shop/contracts";
import { categoryHref } from "@/lib/routes";

/** The part of a menu item the header's client components need (smaller payload). */
export type NavCategory = { name: string; slug: string; children: Array<{ name: string; slug: string }> };
export type NavLink = { name: string; href: string; children: NavCategory["children"] };
/** What the phone menu and its lazily loaded panel are given. */
export type MobileMenuProps = { categories: NavCategory[]; fixed: NavLink[] };

export function toNavCategories(menu: MenuItem[]): NavCategory[] {
  return menu.map((m) => ({ name: m.name, slug: m.slug, children: m.children.map((c) => ({ name: c.name, slug: c.slug })) }));
}

/**
 * The fixed links (Innovation Kit, Gadgets & Electronics, Offers). Two of them are main
 * categories too: they take that category's dropdown, and the category is not listed a
 * second time among the others.
 */
export function splitMenu(categories: NavCategory[]): { categories: NavCategory[]; fixed: NavLink[] } {
  const fixedHrefs = new Set<string>(FIXED_MENU_LINKS.map((l) => l.href));
  const fixed = FIXED_MENU_LINKS.map((link) => ({
    name: link.name,
    href: link.href,
    children: categories.find((c) => categoryHref(c.slug) === link.href)?.children ?? [],
  }));
  return { categories: categories.filter((c) => !fixedHrefs.has(categoryHref(c.slug))), fixed };
}

/**
 * The desktop bar's room (decision 016), in CSS pixels. Widths of items are estimated
 * from their names on the server (a little wider than Inter at 14 px really draws them:
 * 7 px a character measured, 7.4 assumed), so the render is final, nothing jumps after
 * hydration, and the fixed links always fit, stuck or not.
 */
export const NAV_LAYOUT = {
  /** The bar's widths: Tailwind's md, lg and xl, and the container's 90rem cap (nothing grows past it). */
  breakpoints: [768, 1024, 1280, 1440],
  containerMax: 1440,
  padding: (width: number) => (width >= 1024 ? 24 : 16),
  charWidth: 7.4,
  itemPadding: 20,
  chevron: 18,
  allCategories: 176,
  /** The logo slides in once the bar is stuck, from 1024 px (below that it stays hidden). */
  logo: (width: number) => (width >= 1024 ? 144 : 0),
  /** Search and cart buttons at the bar's right end once it is stuck. */
  tools: 96,
} as const;

export function navItemWidth(item: { name: string; children: unknown[] }): number {
  return Math.ceil(NAV_LAYOUT.itemPadding + item.name.length * NAV_LAYOUT.charWidth + (item.children.length ? NAV_LAYOUT.chevron : 0));
}

/** Room for the main categories at a viewport width, once All Categories, the fixed links, the logo and the tools have theirs. */
export function categoryRoom(width: number, fixed: readonly { name: string; children: unknown[] }[]): number {
  const content = Math.min(width, NAV_LAYOUT.containerMax) - 2 * NAV_LAYOUT.padding(width);
  const fixedWidth = fixed.reduce((sum, link) => sum + navItemWidth(link), 0);
  return content - NAV_LAYOUT.allCategories - fixedWidth - NAV_LAYOUT.logo(width) - NAV_LAYOUT.tools;
}

const SHOW_FROM = { 768: "hidden md:flex", 1024: "hidden lg:flex", 1280: "hidden xl:flex", 1440: "hidden min-[1440px]:flex" } as const;

/**
 * For each main category in bar order, the classes that show it from the first width
 * at which it and every category before it fit; "hidden" when it never fits (All
 * Categories still lists it).
 */
export function categoryVisibility(categories: readonly NavCategory[], fixed: readonly NavLink[]): string[] {
  let used = 0;
  return categories.map((category) => {
    used += navItemWidth(category);
    const from = NAV_LAYOUT.breakpoints.find((width) => categoryRoom(width, fixed) >= used);
    return from ? SHOW_FROM[from] : "hidden";
  });
}
