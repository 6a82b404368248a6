import type { Page } from "playwright-core";

/** Every JSON-LD block on the page, parsed (a parse error fails the test). */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const parsed = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    const list = Array.isArray(parsed) ? parsed : [parsed];
    return list.flatMap((item) => (Array.isArray(item["@graph"]) ? (item["@graph"] as Record<string, unknown>[]) : [item]));
  });
}

export function ofType(blocks: Record<string, unknown>[], type: string): Record<string, unknown> | undefined {
  return blocks.find((b) => b["@type"] === type || (Array.isArray(b["@type"]) && (b["@type"] as string[]).includes(type)));
}
