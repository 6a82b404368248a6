import { FIND_PARTS_MESSAGES, formatAttributeValue, type CompareData, type CompareRow, type Locale, type NormalisedAttributeValue } from "@shop/contracts";
import { sql, type Database } from "@shop/db";
import { AppError } from "../../lib/app-error";
import { mediaUrl } from "../../lib/media-url";
import { localized } from "../catalog/localized";
import { priceFields } from "../catalog/mappers";

type ProductRow = {
  id: number;
  slug: string;
  name: string;
  price: number;
  discount_price: number | null;
  stock: number;
  specs: { key: string; value: string }[];
  media_key: string | null;
};

type ValueRow = {
  product_id: number;
  key: string;
  name: string;
  /** The name in the reader's language (issue 50): the Bangla one where it has words, else `name`. */
  shown_name: string;
  unit: string | null;
  position: number | null;
  num_min: number | null;
  num_max: number | null;
  choice: string | null;
  flag: boolean | null;
};

/** A product's rows of one attribute as people read them ("3.3–5 V", "I2C, SPI", "Yes"), with part A's formatter. */
function formatValues(unit: string | null, rows: ValueRow[], locale: Locale): string {
  const values: NormalisedAttributeValue[] = rows.map((row) =>
    row.flag !== null ? { flag: row.flag } : row.choice !== null ? { choice: row.choice } : { numMin: Number(row.num_min), numMax: Number(row.num_max) },
  );
  return formatAttributeValue({ unit }, values, locale);
}

/** The given values disagree; a product without the value does not make a difference on its own. */
const differs = (values: (string | null)[]) => new Set(values.filter((v): v is string => v !== null).map((v) => v.trim().toLowerCase())).size > 1;

/**
 * Up to 4 active products side by side, in the order asked: typed attributes first (the first
 * product's category order), then free specifications. A typed row's name is in the reader's
 * language (issue 50); the free specifications are the staff's own words, as written.
 */
export async function compareProducts({
  db,
  mediaBase,
  slugs,
  locale = "en",
}: {
  db: Database;
  mediaBase: string;
  slugs: string[];
  locale?: Locale;
}): Promise<CompareData> {
  const found = await db.execute<ProductRow>(sql`
    select p.id, p.slug, p.name, p.price, p.discount_price, p.stock, p.specs,
      (select pi.media_key from product_images pi where pi.product_id = p.id order by pi.position limit 1) as media_key
    from products p where p.is_active and p.slug in (${sql.join(
      slugs.map((slug) => sql`${slug}`),
      sql`, `,
    )})`);
  const bySlug = new Map(found.rows.map((row) => [row.slug, row]));
  const missing = slugs.filter((slug) => !bySlug.has(slug));
  if (missing.length)
    throw new AppError("not_found", FIND_PARTS_MESSAGES.compareUnknown, {
      errors: missing.map((slug) => ({ field: "products", message: `${FIND_PARTS_MESSAGES.compareUnknown}: ${slug}` })),
    });
  const products = slugs.map((slug) => bySlug.get(slug) as ProductRow);
  const ids = products.map((p) => Number(p.id));

  const values = await db.execute<ValueRow>(sql`
    select v.product_id, a.key, a.name, ${localized(locale, "a", "name")} as shown_name, a.unit, v.position, v.num_min, v.num_max, v.choice, v.flag,
      min(ca.position) over (partition by a.id) as category_position
    from product_attribute_values v
    join attributes a on a.id = v.attribute_id
    join products p on p.id = v.product_id
    left join category_attributes ca on ca.attribute_id = a.id and ca.category_id = p.category_id
    where v.product_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
    order by category_position nulls last, a.name, v.position`);

  const attributeRows = new Map<string, { name: string; shownName: string; unit: string | null; byProduct: Map<number, ValueRow[]> }>();
  for (const row of values.rows) {
    const entry = attributeRows.get(row.key) ?? { name: row.name, shownName: row.shown_name, unit: row.unit, byProduct: new Map<number, ValueRow[]>() };
    entry.byProduct.set(Number(row.product_id), [...(entry.byProduct.get(Number(row.product_id)) ?? []), row]);
    attributeRows.set(row.key, entry);
  }
  const rows: CompareRow[] = [...attributeRows].map(([key, entry]) => {
    const cells = ids.map((id) => {
      const own = entry.byProduct.get(id);
      return own ? formatValues(entry.unit, own, locale) : null;
    });
    return { key, name: entry.unit ? `${entry.shownName} (${entry.unit})` : entry.shownName, kind: "attribute", values: cells, differs: differs(cells) };
  });

  // Free specifications: the union of their keys (case aside), in the order first seen; a key
  // that names a typed attribute ("Operating Voltage" beside the typed "Operating voltage") is
  // left out, the typed row already says it normalised.
  const typedNames = new Set([...attributeRows.values()].map((entry) => entry.name.trim().toLowerCase()));
  const specKeys = new Map<string, string>();
  for (const product of products)
    for (const spec of product.specs ?? []) {
      const folded = spec.key.trim().toLowerCase();
      if (!specKeys.has(folded) && !typedNames.has(folded)) specKeys.set(folded, spec.key.trim());
    }
  for (const [folded, name] of specKeys) {
    const cells = products.map((product) => product.specs?.find((spec) => spec.key.trim().toLowerCase() === folded)?.value ?? null);
    rows.push({ key: `spec:${folded}`, name, kind: "spec", values: cells, differs: differs(cells) });
  }

  return {
    products: products.map((row) => {
      const { discount_percent: _percent, ...prices } = priceFields({
        price: Number(row.price),
        discount_price: row.discount_price === null ? null : Number(row.discount_price),
      });
      return {
        product_id: Number(row.id),
        slug: row.slug,
        name: row.name,
        image: mediaUrl(mediaBase, row.media_key),
        ...prices,
        current_stock: Number(row.stock),
      };
    }),
    rows,
  };
}
