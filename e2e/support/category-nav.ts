import type { Page } from "playwright-core";
import { expect } from "vitest";

/**
 * Hovers the first main category in the desktop bar that has a dropdown and waits for
 * the dropdown: the bar, the dropdown and its first sub-category link.
 */
export async function openFirstDropdown(page: Page) {
  const nav = page.getByRole("navigation", { name: "Product categories" });
  const item = nav.locator("li.group:visible:has(> a):has(ul[aria-label])").first();
  await item.locator(":scope > a").hover();
  const dropdown = item.locator("ul[aria-label]");
  await expect.poll(() => dropdown.isVisible()).toBe(true);
  return { nav, dropdown, child: dropdown.getByRole("link").first() };
}
