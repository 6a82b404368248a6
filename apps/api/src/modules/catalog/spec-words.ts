import type { ProductListQuery } from "@shop/contracts";
import type { Database } from "@shop/db";
import { readAttributeWords } from "../search/attribute-words";
import type { SearchEngine } from "../search/service";
import { loadAttributes } from "./attribute-filters";
import { anyProduct, type ProductFilters } from "./product-queries";

/**
 * Search with attribute words (issue 48): "5v relay" lists relays whose operating voltage
 * includes 5 V, "3.3v oled i2c" I2C OLEDs that run at 3.3 V. The words naming a value become
 * attribute filters and the rest is searched as text. When that finds nothing (the word was
 * meant as text: "digital multimeter", or the products have no typed value yet) the search
 * runs as before, so attribute words can only sharpen a search, never empty it.
 */
export async function narrowBySpecWords(input: {
  db: Database;
  search: SearchEngine;
  query: ProductListQuery;
  filters: ProductFilters;
}): Promise<ProductFilters> {
  const { db, search, query, filters } = input;
  if (!query.query || !filters.search) return filters;
  const explicit = new Set((filters.attributes ?? []).map((f) => f.attributeId));
  const words = readAttributeWords(query.query, await loadAttributes(db), explicit);
  if (!words.filters.length) return filters;
  const rest = words.rest ? await search.plan(words.rest) : null;
  if (words.rest && !rest) return filters;
  const narrowed: ProductFilters = { ...filters, search: rest ?? undefined, attributes: [...(filters.attributes ?? []), ...words.filters] };
  return (await anyProduct(db, narrowed)) ? narrowed : filters;
}
