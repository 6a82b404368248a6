import { FIXED_MENU_LINKS } from "@shop/contracts";
import { describe, expect, it } from "vitest";
import { categoryRoom, categoryVisibility, NAV_LAYOUT, navItemWidth, splitMenu, type NavCategory } from "./nav-types";

// The demo catalog's main categories in menu order (two of them are fixed links too).
const names = [
  "Microcontroller Boards",
  "Sensors & Modules",
  "Motors & Drivers",
  "Power & Batteries",
  "Displays",
  "Wireless & IoT Modules",
  "Passive Components",
  "Tools & Equipment",
  "Innovation Kit",
  "Gadgets & Electronics",
];
const menu: NavCategory[] = names.map((name) => ({ name, slug: name.toLowerCase().replace(/[^a-z]+/g, "-"), children: [{ name: "x", slug: "x" }] }));
menu[8].slug = "innovation-kit";
menu[9].slug = "gadgets-electronics";
const { categories, fixed } = splitMenu(menu);

const shownAt = (width: number, classes: string[]) =>
  classes.filter((c) => {
    const from = c === "hidden" ? Infinity : c.includes("md:") ? 768 : c.includes("lg:") ? 1024 : c.includes("xl:") ? 1280 : 1440;
    return width >= from;
  }).length;

describe("the desktop bar's room (issue 9)", () => {
  it("keeps the three fixed links and takes their categories out of the list", () => {
    expect(fixed.map((f) => f.name)).toEqual(FIXED_MENU_LINKS.map((l) => l.name));
    expect(categories.map((c) => c.name)).not.toContain("Innovation Kit");
  });

  it("never shows more categories than fit beside All Categories, the fixed links, the logo and the tools, at any width from 768 px", () => {
    const classes = categoryVisibility(categories, fixed);
    for (let width = 768; width <= 2560; width += 1) {
      const shown = shownAt(width, classes);
      const used = categories.slice(0, shown).reduce((sum, c) => sum + navItemWidth(c), 0);
      expect(used, `at ${width} px`).toBeLessThanOrEqual(categoryRoom(width, fixed));
      expect(categoryRoom(width, fixed), `fixed links fit at ${width} px`).toBeGreaterThanOrEqual(0);
    }
  });

  it("shows categories in menu order, more on wider screens, and no more past the container's 1440 px", () => {
    const classes = categoryVisibility(categories, fixed);
    const counts = NAV_LAYOUT.breakpoints.map((w) => shownAt(w, classes));
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(shownAt(1920, classes)).toBe(shownAt(1440, classes));
    expect(shownAt(1440, classes)).toBeGreaterThan(2);
    // Order: a shown category never comes after a hidden one.
    for (const width of NAV_LAYOUT.breakpoints) {
      const flags = classes.map((_, i) => i < shownAt(width, classes));
      expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    }
  });
});
