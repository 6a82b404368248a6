// `npm run seed`: migrate, then seed the demo shop when there are no products yet.
// `npm run seed -- --products 100000 [--seed 7]` also appends that many generated
// products for benchmarks. `--data-dir <path>` targets another PGlite directory.
import { connect, defaultDataDir } from "../client";
import { generateCatalog, seedIfEmpty } from "../seed";
import { connectOptions, describeTarget, fail, readFlag } from "./args";

function positiveInt(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw.replace(/_/g, ""));
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number, got "${raw}"`);
  return value;
}

async function main() {
  const argv = process.argv.slice(2);
  const count = positiveInt("products", readFlag(argv, "products"));
  const seed = positiveInt("seed", readFlag(argv, "seed"));
  const options = connectOptions(argv);
  console.log(`[seed] target: ${describeTarget(options, defaultDataDir)}`);

  const handle = await connect(options);
  try {
    await handle.migrate();
    const started = Date.now();
    const seeded = await seedIfEmpty(handle.db);
    console.log(seeded ? `[seed] demo catalog seeded in ${Date.now() - started} ms` : "[seed] products already present: demo seed skipped");
    if (count) {
      const genStarted = Date.now();
      const added = await generateCatalog(handle.db, { products: count, seed });
      const seconds = ((Date.now() - genStarted) / 1000).toFixed(1);
      console.log(`[seed] generated ${added.toLocaleString("en-US")} products in ${seconds} s`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error) => fail("seed", error));
