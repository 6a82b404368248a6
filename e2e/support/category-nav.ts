import type { Page } from "playwright-core";
import { expect } from "vitest";

/**
 * Hovers the first main category in the desktop bar that has a dropdown and waits for
 * the dropdown: the bar, the dropdown and its first sub-category link.
 */
export async function openFirstDropdown(page: Page) {
  const nav = page.getByRole("navigation", { name: "Product categories" });
  // Dropdowns are rendered from the first hover or focus in the bar: li[data-dropdown] has one.
  const item = nav.locator("li[data-dropdown]:visible:has(> a)").first();
  await item.locator(":scope > a").hover();
  const dropdown = item.locator("ul[aria-label]");
  await expect.poll(() => dropdown.isVisible()).toBe(true);
  return { nav, dropdown, child: dropdown.getByRole("link").first() };
}
