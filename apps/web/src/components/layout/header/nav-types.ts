import { FIXED_MENU_LINKS, type MenuItem } from "@shop/contracts";
import { categoryHref } from "@/lib/routes";

/** The part of a menu item the header's client components need (smaller payload). */
export type NavCategory = { name: string; slug: string; children: Array<{ name: string; slug: string }> };
export type NavLink = { name: string; href: string; children: NavCategory["children"] };

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
