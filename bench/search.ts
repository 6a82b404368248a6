// Search benchmark helpers (issue 3), wired into bench/run.ts by the lead:
// prepareSearchCatalog() builds a PGlite catalog of N products and times the search
// index build; searchQueries() is what the suggestion load replays.
import { connect, products, sql, type Database } from "@shop/db";
import { generateCatalog, seedIfEmpty } from "@shop/db/seed/index";

/** The search indexes (GIN over product_search, migration 0015; over products from 0004 to 0014). */
const SEARCH_INDEXES = ["product_search_doc_idx", "product_search_key_idx", "product_search_name_idx"] as const;

export type SearchIndexBuild = {
  /**
   * Wall time to build the search indexes over the whole catalog from nothing:
   * the three GIN indexes (name-level full text, results-page full text, trigram
   * key) plus the search_terms vocabulary (search_terms_refresh()). It does not
   * include computing the stored search columns, which happens as rows are
   * written (a trigger, migration 0014; the generator writes them itself).
   */
  indexBuildSeconds: number;
  /** The same time, per index and for the vocabulary. */
  parts: Record<string, number>;
  products: number;
};

const seconds = (since: number) => Math.round((performance.now() - since) / 10) / 100;

async function rebuildSearchIndexes(db: Database): Promise<SearchIndexBuild["parts"]> {
  const parts: SearchIndexBuild["parts"] = {};
  const names = sql.join(
    SEARCH_INDEXES.map((name) => sql`${name}`),
    sql`, `,
  );
  const defs = await db.execute<{ name: string; definition: string }>(sql`
    SELECT indexname AS name, indexdef AS definition FROM pg_indexes
    WHERE tablename = 'product_search' AND indexname IN (${names}) ORDER BY indexname`);
  if (defs.rows.length !== SEARCH_INDEXES.length) throw new Error("search indexes missing: is the database migrated?");
  for (const { name, definition } of defs.rows) {
    await db.execute(sql`DROP INDEX ${sql.identifier(name)}`);
    const started = performance.now();
    await db.execute(sql.raw(definition));
    parts[name] = seconds(started);
  }
  const started = performance.now();
  await db.execute(sql`SELECT search_terms_refresh()`);
  parts.search_terms = seconds(started);
  return parts;
}

/**
 * Make sure `dataDir` holds a migrated PGlite catalog of at least `products`
 * products (the demo catalog plus generated ones; created on the first run, reused
 * after), then time building its search indexes from nothing (see
 * SearchIndexBuild.indexBuildSeconds). Leaves the indexes built and statistics fresh.
 */
export async function prepareSearchCatalog(dataDir: string, count: number): Promise<SearchIndexBuild> {
  const handle = await connect({ dataDir });
  try {
    await handle.migrate();
    await seedIfEmpty(handle.db);
    const [{ n }] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(products);
    if (n < count) await generateCatalog(handle.db, { products: count - n });
    const started = performance.now();
    const parts = await rebuildSearchIndexes(handle.db);
    const indexBuildSeconds = seconds(started);
    await handle.db.execute(sql`ANALYZE products`);
    return { indexBuildSeconds, parts, products: Math.max(n, count) };
  } finally {
    await handle.close();
  }
}

/**
 * What shoppers type, as the header box sends it after each pause: prefixes as
 * they are typed, part numbers in their different spellings, typos, brand + kind,
 * and a few that find nothing. About 50, all within the 200-character limit.
 */
export function searchQueries(): string[] {
  return [
    // Prefixes, as typed.
    "ar",
    "ardu",
    "arduino",
    "arduino u",
    "arduino uno",
    "arduino uno r3",
    "es",
    "esp",
    "esp32",
    "esp32 c",
    "esp8266",
    "ra",
    "rasp",
    "raspberry pi",
    "raspberry pi 4",
    "raspberry pi pico",
    "se",
    "sens",
    "sensor",
    "servo",
    "stepper motor",
    // Part numbers and their spellings.
    "l298n",
    "L298N",
    "hc-sr04",
    "hc sr04",
    "hcsr04",
    "18650",
    "sg90",
    "mpu6050",
    "mpu 6050",
    "nrf24l01",
    "tp4056",
    "dht22",
    "lm2596",
    "a4988",
    "ws2812b",
    "ssd1306",
    "7805",
    // Typos.
    "ultrasonic sensr",
    "arduino uon",
    "raspbery pi",
    "multimetr",
    "bredboard",
    "solderng iron",
    "ardiuno nano",
    // Brand + kind, kinds.
    "samsung 18650",
    "xiaomi power bank",
    "hakko soldering",
    "oled 0.96",
    "lipo 3s",
    "nema 17",
    "relay module 4 channel",
    // Nothing to find.
    "qwertyuiop",
    "!!!",
  ];
}
