import { type AttributeKind, normaliseAttributeValue, type NormalisedAttributeValue } from "@shop/contracts";
import { PRODUCT_TAGS } from "@shop/contracts/constants";
import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type DbHandle } from "../client";
import { buildDemoCatalog, generateCatalog, PUBLIC_HOLIDAYS, seedIfEmpty, SITE_MEDIA_KEYS } from "./index";
import { mediaKeyFor } from "./util";

let handle: DbHandle;
let seededFirstTime = false;

async function rows<T>(query: SQL): Promise<T[]> {
  return (await handle.db.execute(query)).rows as T[];
}
async function num(query: SQL): Promise<number> {
  const [row] = await rows<{ n: number | string }>(query);
  return Number(row.n);
}
/** Products without search columns, or whose search columns differ from what their own words make (the trigger's formula, migrations 0014, 0015 and 0040). */
const staleSearchColumns = () =>
  num(sql`SELECT count(*) AS n FROM products p LEFT JOIN product_search s ON s.product_id = p.id WHERE
    s.product_id IS NULL
    OR s.search_name IS DISTINCT FROM search_name_vector(p.name, p.part_number, p.sku, p.search_text, p.tags)
    OR s.search_doc IS DISTINCT FROM search_name_vector(p.name, p.part_number, p.sku, p.search_text, p.tags) || search_detail_vector(p.short_description, p.specs)
    OR s.search_key IS DISTINCT FROM search_key_text(p.name, p.part_number, p.sku)
    OR s.name_words IS DISTINCT FROM to_tsvector('simple', search_norm(p.name))`);
const tableCounts = async () => ({
  products: await num(sql`SELECT count(*) AS n FROM products`),
  categories: await num(sql`SELECT count(*) AS n FROM categories`),
  brands: await num(sql`SELECT count(*) AS n FROM brands`),
  media: await num(sql`SELECT count(*) AS n FROM media`),
  images: await num(sql`SELECT count(*) AS n FROM product_images`),
  coupons: await num(sql`SELECT count(*) AS n FROM coupons`),
  districts: await num(sql`SELECT count(*) AS n FROM districts`),
});

beforeAll(async () => {
  handle = await connect({ dataDir: "memory://" });
  await handle.migrate();
  seededFirstTime = await seedIfEmpty(handle.db);
}, 180_000);

afterAll(async () => {
  await handle?.close();
});

describe("demo seed", () => {
  it("seeds an empty database", () => {
    expect(seededFirstTime).toBe(true);
  });

  it("seeds the fixed-date public holidays of 2026 and 2027 (Victory Day among them)", async () => {
    const days = await rows<{ day: string; name: string }>(sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, name FROM public_holidays ORDER BY day`);
    expect(days).toHaveLength(PUBLIC_HOLIDAYS.length);
    expect(days.length).toBe(16);
    expect(days).toContainEqual({ day: "2026-12-16", name: "Victory Day" });
    expect(days).toContainEqual({ day: "2027-02-21", name: "Language Martyrs' Day" });
  });

  it("has at least 400 products, 15 brands and 20 categories in exactly two levels", async () => {
    expect(await num(sql`SELECT count(*) AS n FROM products`)).toBeGreaterThanOrEqual(400);
    expect(await num(sql`SELECT count(*) AS n FROM brands`)).toBeGreaterThanOrEqual(15);
    // Issue 50: every demo brand has its Bangla description for the Bangla brands page.
    expect(await num(sql`SELECT count(*) AS n FROM brands WHERE description_bn IS NULL OR description_bn !~ '[\u0980-\u09FF]'`)).toBe(0);
    expect(await num(sql`SELECT count(*) AS n FROM categories`)).toBeGreaterThanOrEqual(20);
    const tooDeep = await num(sql`
      SELECT count(*) AS n FROM categories c JOIN categories p ON p.id = c.parent_id WHERE p.parent_id IS NOT NULL`);
    expect(tooDeep).toBe(0);
    const childless = await num(sql`
      SELECT count(*) AS n FROM categories m WHERE m.parent_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM categories c WHERE c.parent_id = m.id)`);
    expect(childless).toBe(0);
  });

  it("has the fixed-link main categories and one main category with more than 10 children", async () => {
    const mains = await rows<{ slug: string; children: number | string }>(sql`
      SELECT m.slug, (SELECT count(*) FROM categories c WHERE c.parent_id = m.id) AS children
      FROM categories m WHERE m.parent_id IS NULL`);
    const slugs = mains.map((m) => m.slug);
    expect(slugs).toContain("innovation-kit");
    expect(slugs).toContain("gadgets-electronics");
    expect(mains.some((m) => Number(m.children) > 10)).toBe(true);
  });

  it("gives every category a description, icon and banner that exist in media", async () => {
    const missing = await num(sql`
      SELECT count(*) AS n FROM categories c
      WHERE c.description IS NULL OR c.logo IS NULL OR c.banner IS NULL
        OR NOT EXISTS (SELECT 1 FROM media WHERE key = c.logo)
        OR NOT EXISTS (SELECT 1 FROM media WHERE key = c.banner)`);
    expect(missing).toBe(0);
    const brandLogosMissing = await num(sql`
      SELECT count(*) AS n FROM brands b WHERE NOT EXISTS (SELECT 1 FROM media WHERE key = b.logo)`);
    expect(brandLogosMissing).toBe(0);
  });

  it("puts every product in a child category", async () => {
    const inMain = await num(sql`
      SELECT count(*) AS n FROM products p JOIN categories c ON c.id = p.category_id WHERE c.parent_id IS NULL`);
    expect(inMain).toBe(0);
  });

  it("discounts some products, always below the price", async () => {
    const discounted = await num(sql`SELECT count(*) AS n FROM products WHERE discount_price IS NOT NULL`);
    const total = await num(sql`SELECT count(*) AS n FROM products`);
    expect(discounted).toBeGreaterThan(total * 0.15);
    expect(discounted).toBeLessThan(total * 0.4);
    expect(await num(sql`SELECT count(*) AS n FROM products WHERE discount_price >= price OR discount_price <= 0`)).toBe(0);
    const pctWithoutDiscount = await num(sql`
      SELECT count(*) AS n FROM products WHERE 'percentage_discount' = ANY(tags) AND discount_price IS NULL`);
    expect(pctWithoutDiscount).toBe(0);
  });

  it("covers every stock bucket the storefront displays", async () => {
    const [buckets] = await rows<Record<string, number | string>>(sql`
      SELECT count(*) FILTER (WHERE stock = 0) AS out,
             count(*) FILTER (WHERE stock BETWEEN 1 AND 9) AS low,
             count(*) FILTER (WHERE stock BETWEEN 10 AND 20) AS some,
             count(*) FILTER (WHERE stock > 20) AS plenty
      FROM products`);
    for (const bucket of ["out", "low", "some", "plenty"]) expect(Number(buckets[bucket])).toBeGreaterThan(3);
  });

  it("uses every tag on several products", async () => {
    const used = await rows<{ tag: string; n: number | string }>(sql`
      SELECT t AS tag, count(*) AS n FROM products, unnest(tags) t GROUP BY t`);
    const byTag = new Map(used.map((u) => [u.tag, Number(u.n)]));
    for (const tag of PRODUCT_TAGS) expect(byTag.get(tag) ?? 0, tag).toBeGreaterThanOrEqual(3);
  });

  it("gives products 3-8 specs, SKUs, descriptions of several paragraphs and varied dates", async () => {
    expect(await num(sql`SELECT count(*) AS n FROM products WHERE jsonb_array_length(specs) NOT BETWEEN 3 AND 8`)).toBe(0);
    expect(await num(sql`SELECT count(*) AS n FROM products WHERE description NOT LIKE '%' || chr(10) || chr(10) || '%'`)).toBe(0);
    expect(await num(sql`SELECT count(*) AS n FROM products WHERE is_special`)).toBeGreaterThanOrEqual(15);
    expect(await num(sql`SELECT count(DISTINCT created_at::date) AS n FROM products`)).toBeGreaterThan(60);
    expect(await num(sql`SELECT count(*) AS n FROM products WHERE datasheet_url LIKE '/%'`)).toBe(0);
  });

  it("gives every demo product typed specifications that its category lists, each value what the normaliser reads from its raw text", async () => {
    const bare = await rows<{ slug: string }>(sql`
      SELECT p.slug FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_attribute_values v WHERE v.product_id = p.id) ORDER BY p.slug`);
    expect(bare.map((r) => r.slug)).toEqual([]);
    const unlisted = await num(sql`
      SELECT count(*) AS n FROM product_attribute_values v JOIN products p ON p.id = v.product_id
      WHERE NOT EXISTS (SELECT 1 FROM category_attributes ca WHERE ca.category_id = p.category_id AND ca.attribute_id = v.attribute_id)`);
    expect(unlisted).toBe(0);
    const stored = await rows<{
      kind: AttributeKind;
      unit: string | null;
      choices: string[];
      name: string;
      raw: string;
      values: NormalisedAttributeValue[];
    }>(sql`
      SELECT a.kind, a.unit, a.choices, a.name, v.raw,
        json_agg(CASE WHEN v.flag IS NOT NULL THEN json_build_object('flag', v.flag)
          WHEN v.choice IS NOT NULL THEN json_build_object('choice', v.choice)
          ELSE json_build_object('numMin', v.num_min, 'numMax', v.num_max) END ORDER BY v.position) AS values
      FROM product_attribute_values v JOIN attributes a ON a.id = v.attribute_id
      GROUP BY v.product_id, a.id, v.raw`);
    expect(stored.length).toBeGreaterThan(800);
    for (const { raw, values, ...attribute } of stored) expect(normaliseAttributeValue(attribute, raw), `${attribute.name}: ${raw}`).toEqual({ values });
  });

  it("names every demo typed specification in Bangla too (issue 50), units kept apart", async () => {
    const names = await rows<{ key: string; name_bn: string | null }>(sql`SELECT key, name_bn FROM attributes ORDER BY key`);
    expect(names.filter((a) => !a.name_bn?.trim()).map((a) => a.key)).toEqual([]);
    expect(names).toContainEqual({ key: "pieces", name_bn: "প্যাকে কয়টি" });
    expect(names).toContainEqual({ key: "pitch", name_bn: "পিনের দূরত্ব" });
    expect(names).toContainEqual({ key: "voltage", name_bn: "কাজের ভোল্টেজ" });
  });

  it("gives every product a main picture that exists in media", async () => {
    const withoutMain = await num(sql`
      SELECT count(*) AS n FROM products p
      WHERE NOT EXISTS (SELECT 1 FROM product_images i JOIN media m ON m.key = i.media_key
                        WHERE i.product_id = p.id AND i.position = 0)`);
    expect(withoutMain).toBe(0);
    const altMismatch = await num(sql`
      SELECT count(*) AS n FROM product_images i JOIN products p ON p.id = i.product_id WHERE i.alt <> p.name`);
    expect(altMismatch).toBe(0);
  });

  it("stores small, self-contained SVGs under valid keys", async () => {
    const all = await rows<{ key: string; content_type: string; body: Uint8Array }>(sql`SELECT key, content_type, body FROM media`);
    for (const key of SITE_MEDIA_KEYS) expect(all.map((m) => m.key)).toContain(key);
    for (const m of all) {
      expect(m.key).toMatch(/^[a-z0-9][a-z0-9._-]{0,120}$/);
      expect(m.content_type).toBe("image/svg+xml");
      const text = Buffer.from(m.body).toString("utf8");
      expect(text.length, m.key).toBeLessThan(4096);
      expect(text.startsWith("<svg"), m.key).toBe(true);
      expect(text.replace('xmlns="http://www.w3.org/2000/svg"', ""), m.key).not.toContain("http");
    }
  });

  it("draws each part as itself: no picture is shared, and a drawing without its printed words serves at most one family of variants", async () => {
    const pictures = await rows<{ part: string | null; name: string; body: Uint8Array }>(sql`
      SELECT p.part_number AS part, p.name, m.body FROM products p
      JOIN product_images i ON i.product_id = p.id AND i.position = 0 JOIN media m ON m.key = i.media_key
      WHERE p.sku NOT LIKE 'GEN-%' ORDER BY p.id`);
    expect(pictures.length).toBeGreaterThanOrEqual(400);
    // The main picture is the drawing followed by its caption (part number and name): keep the drawing.
    const drawing = (body: Uint8Array) => {
      const svg = Buffer.from(body).toString("utf8");
      return svg.slice(0, svg.lastIndexOf("</g>"));
    };
    const withoutWords = (svg: string) => svg.replace(/<text[^>]*>[^<]*<\/text>/g, "");
    const groups = (keyOf: (svg: string) => string) => {
      const map = new Map<string, string[]>();
      for (const p of pictures) {
        const key = mediaKeyFor("drawing", keyOf(drawing(p.body)));
        map.set(key, [...(map.get(key) ?? []), p.part ?? p.name]);
      }
      return [...map.values()];
    };

    // Content-addressed like the media keys: every product's drawing (with the part number or value printed on it) is its own.
    expect(groups((svg) => svg).filter((g) => g.length > 1)).toEqual([]);

    // Without the printed words, a drawing may serve a family of variants (MQ-2 ... MQ-135, resistor values, RPMs), never more.
    const shapes = groups(withoutWords);
    expect(shapes.filter((g) => g.length > 6)).toEqual([]);
    expect(shapes.length).toBeGreaterThan(pictures.length * 0.8);

    // The parts one drawing used to serve are now told apart by their shape and colours alone.
    const shapeOf = (part: string) => withoutWords(drawing(pictures.find((p) => p.part === part)!.body));
    for (const set of [
      ["L298N", "TMC2209", "PCA9685", "A4988", "DRV8825", "TB6612FNG", "BTS7960"],
      ["UNO-R3-DIP", "SENSOR-SHIELD-V5", "MEGA2560-CH340", "NANO-V3-CH340", "ESP-WROOM-32", "RPI4-4GB"],
      ["HC-SR04", "MPU6050", "DHT11", "RC522", "RELAY-5V-1 Channel"],
    ]) {
      expect(new Set(set.map(shapeOf)).size, set.join(", ")).toBe(set.length);
    }
  });

  it("describes each part in its own words: no sentence is repeated across more than a family of variants", async () => {
    const described = await rows<{ slug: string; short: string; description: string }>(sql`
      SELECT slug, short_description AS short, description FROM products WHERE sku NOT LIKE 'GEN-%'`);
    const productsBySentence = new Map<string, Set<string>>();
    for (const p of described) {
      expect(p.description.startsWith(p.short), p.slug).toBe(true);
      for (const sentence of p.description.split(/(?<=[.!?])\s+|\n+/)) {
        const text = sentence.trim();
        if (text.length < 20) continue;
        productsBySentence.set(text, (productsBySentence.get(text) ?? new Set()).add(p.slug));
      }
    }
    const repeated = [...productsBySentence].filter(([, slugs]) => slugs.size > 5).map(([text, slugs]) => `${slugs.size} x ${text}`);
    expect(repeated).toEqual([]);
  });

  it("ships the 8 divisions and 64 districts, only Dhaka inside Dhaka", async () => {
    expect(await num(sql`SELECT count(*) AS n FROM divisions`)).toBe(8);
    expect(await num(sql`SELECT count(*) AS n FROM districts`)).toBe(64);
    expect(await num(sql`SELECT min(id) AS n FROM districts`)).toBe(1);
    expect(await num(sql`SELECT max(id) AS n FROM districts`)).toBe(64);
    const inside = await rows<{ name: string }>(sql`SELECT name FROM districts WHERE inside_dhaka`);
    expect(inside.map((d) => d.name)).toEqual(["Dhaka"]);
  });

  it("seeds the demo coupons", async () => {
    const codes = (await rows<{ code: string }>(sql`SELECT code FROM coupons ORDER BY code`)).map((c) => c.code);
    expect(codes).toEqual(["EXPIRED5", "FLAT100", "FUTURE15", "LIMITED", "ROBO20", "WELCOME10"]);
  });

  it("builds the same catalog every time", () => {
    const strip = (c: ReturnType<typeof buildDemoCatalog>) => c.items.map((i) => ({ ...i.row, images: i.images.map((m) => m.key) }));
    expect(strip(buildDemoCatalog())).toEqual(strip(buildDemoCatalog()));
  });

  it("does nothing when run again", async () => {
    const before = await tableCounts();
    expect(await seedIfEmpty(handle.db)).toBe(false);
    expect(await tableCounts()).toEqual(before);
  });

  it("generates exactly the asked number of benchmark products with unique slugs and shared pictures", async () => {
    const before = await tableCounts();
    const version = await num(sql`SELECT version AS n FROM catalog_version WHERE id = 1`);
    expect(await generateCatalog(handle.db, { products: 2000, seed: 7 })).toBe(2000);
    const after = await tableCounts();
    expect(after.products).toBe(before.products + 2000);
    expect(after.media).toBe(before.media);
    expect(await num(sql`SELECT count(DISTINCT slug) AS n FROM products`)).toBe(after.products);
    expect(await num(sql`SELECT count(DISTINCT sku) AS n FROM products`)).toBe(after.products);
    const withoutPicture = await num(sql`
      SELECT count(*) AS n FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = p.id AND i.position = 0)`);
    expect(withoutPicture).toBe(0);
    const orphans = await num(sql`
      SELECT count(*) AS n FROM product_images i WHERE NOT EXISTS (SELECT 1 FROM media m WHERE m.key = i.media_key)`);
    expect(orphans).toBe(0);
    expect(await num(sql`SELECT count(*) AS n FROM products p JOIN categories c ON c.id = p.category_id WHERE c.parent_id IS NULL`)).toBe(0);
    expect(await num(sql`SELECT version AS n FROM catalog_version WHERE id = 1`)).toBeGreaterThan(version);
    // Search data: the brand and category text the trigger would have written, and a
    // vocabulary equal to one rebuilt from scratch.
    expect(await num(sql`SELECT count(*) AS n FROM products WHERE search_text <> coalesce(search_context(brand_id, category_id), '')`)).toBe(0);
    expect(await staleSearchColumns()).toBe(0);
    const vocabulary = sql`SELECT string_agg(term || ':' || products, ',' ORDER BY term) AS n FROM search_terms`;
    const kept = (await rows<{ n: string }>(vocabulary))[0].n;
    await handle.db.execute(sql`SELECT search_terms_refresh()`);
    expect((await rows<{ n: string }>(vocabulary))[0].n).toBe(kept);

    expect(await generateCatalog(handle.db, { products: 50, seed: 7 })).toBe(50);
    expect((await tableCounts()).products).toBe(after.products + 50);
  }, 120_000);

  it("keeps a product's search columns in step with its words, its brand's name and its category, and leaves them alone when only stock moves", async () => {
    expect(await staleSearchColumns()).toBe(0);
    const [product] = await rows<{ id: number; brand_id: number; category_id: number }>(
      sql`SELECT id, brand_id, category_id FROM products WHERE brand_id IS NOT NULL ORDER BY id LIMIT 1`,
    );
    const matches = (column: SQL, word: string) =>
      num(sql`SELECT count(*) AS n FROM product_search WHERE product_id = ${product.id} AND ${column} @@ to_tsquery('simple', ${word})`);
    /** The transaction that last wrote the product's search row. */
    const searchRowWriter = async () => (await rows<{ xmin: string }>(sql`SELECT xmin::text FROM product_search WHERE product_id = ${product.id}`))[0].xmin;

    // Only stock and units sold move (an order): the search row is not written at all.
    const before = await searchRowWriter();
    await handle.db.execute(sql`UPDATE products SET stock = stock + 1, sold_count = sold_count + 1, stock_changed_at = now() WHERE id = ${product.id}`);
    expect(await searchRowWriter()).toBe(before);

    // A new word in the name, the specifications, the brand's name.
    await handle.db.execute(
      sql`UPDATE products SET name = name || ' Zqxname', specs = specs || '[{"name":"Chip","value":"Zqxspec"}]'::jsonb WHERE id = ${product.id}`,
    );
    expect(await matches(sql`search_name`, "zqxname")).toBe(1);
    expect(await matches(sql`search_doc`, "zqxspec")).toBe(1);
    expect(await num(sql`SELECT count(*) AS n FROM product_search WHERE product_id = ${product.id} AND search_key LIKE '%zqxname%'`)).toBe(1);
    await handle.db.execute(sql`UPDATE brands SET name = name || ' Zqxbrand' WHERE id = ${product.brand_id}`);
    expect(await matches(sql`search_name`, "zqxbrand")).toBe(1);
    await handle.db.execute(sql`UPDATE categories SET name = name || ' Zqxcat' WHERE id = ${product.category_id}`);
    expect(await matches(sql`search_name`, "zqxcat")).toBe(1);
    expect(await staleSearchColumns()).toBe(0);
  }, 60_000);
});
