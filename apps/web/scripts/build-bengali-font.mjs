/**
 * One-off: writes the Bangla pages' web font into public/fonts (committed; issue 50,
 * docs/decisions/051-bangla-storefront.md). Run `node scripts/build-bengali-font.mjs`
 * from apps/web after changing the font source.
 *
 * The Bengali block (letters, signs, digits, ৳), the dandas and the joiners, weights 400
 * to 800, with the shaping tables subset-font keeps for them: conjuncts are drawn through
 * GSUB, so the block is kept whole rather than cut to the letters the catalogue uses.
 * Served from public/fonts under a fixed name so Bangla pages, and only they, can
 * preload it (next/font would preload it on English pages too).
 */
import { createRequire } from "node:module";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const files = join(dirname(require.resolve("@fontsource-variable/noto-sans-bengali/package.json")), "files");
const bengali = readFileSync(join(files, "noto-sans-bengali-bengali-wght-normal.woff2"));

const BENGALI_BLOCK = Array.from({ length: 0x80 }, (_, i) => String.fromCodePoint(0x0980 + i)).join("") + "\u0964\u0965\u200c\u200d\u25cc";
const bangla = await subsetFont(bengali, BENGALI_BLOCK, { targetFormat: "woff2", variationAxes: { wght: { min: 400, max: 800 } } });
const out = join(here, "..", "public", "fonts", "noto-sans-bengali-wght.woff2");
writeFileSync(out, bangla);
console.log(`${out}: ${bangla.length} bytes`);
