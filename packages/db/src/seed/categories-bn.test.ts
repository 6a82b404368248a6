import { describe, expect, it } from "vitest";
import { BRANDS } from "./data/brands";
import { BRAND_DESCRIPTION_BANGLA } from "./data/brands-bn";
import { CATEGORY_TREE } from "./data/categories";
import { CATEGORY_BANGLA } from "./data/categories-bn";

describe("the demo categories in Bangla", () => {
  const slugs = CATEGORY_TREE.flatMap((main) => [main.slug, ...main.children.map((child) => child.slug)]);

  it("names every demo category in Bangla, and no category the tree does not have", () => {
    expect(slugs.filter((slug) => !CATEGORY_BANGLA[slug]?.name.trim())).toEqual([]);
    expect(Object.keys(CATEGORY_BANGLA).filter((slug) => !slugs.includes(slug))).toEqual([]);
  });

  it("writes the names and the departments' descriptions in Bangla letters", () => {
    for (const slug of slugs) {
      const bangla = CATEGORY_BANGLA[slug];
      // Raspberry Pi and LED stay as makers and shops write them.
      if (!["raspberry-pi", "leds", "rfid-nfc"].includes(slug)) expect(bangla.name, slug).toMatch(/[\u0980-\u09FF]/);
    }
    for (const main of CATEGORY_TREE) expect(CATEGORY_BANGLA[main.slug].description, main.slug).toMatch(/[\u0980-\u09FF]/);
    expect(CATEGORY_BANGLA["sensors-modules"].name).toBe("সেন্সর ও মডিউল");
  });
});

describe("the demo brands in Bangla", () => {
  it("describes every demo brand in Bangla letters, and no brand the seed does not have", () => {
    const slugs = BRANDS.map((brand) => brand.slug);
    expect(slugs.filter((slug) => !/[\u0980-\u09FF]/.test(BRAND_DESCRIPTION_BANGLA[slug] ?? ""))).toEqual([]);
    expect(Object.keys(BRAND_DESCRIPTION_BANGLA).filter((slug) => !slugs.includes(slug))).toEqual([]);
  });
});
