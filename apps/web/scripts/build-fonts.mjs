/**
 * One-off: writes the storefront's web fonts into src/fonts (committed).
 * Run `node scripts/build-fonts.mjs` from apps/web after changing the font source.
 *
 * Why a subset: the shop's only Bengali glyphs are the taka sign and Bengali digits,
 * and the full Bengali subset is ~105 KB; the subset is ~4 KB, so every page can
 * preload it and ৳ never shows as a box on a phone without a Bengali system font.
 */
import { createRequire } from "node:module";
import { readFileSync, writeFileSync, copyFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, "..", "src", "fonts");
const files = join(dirname(require.resolve("@fontsource-variable/noto-sans-bengali/package.json")), "files");

copyFileSync(join(files, "noto-sans-bengali-latin-wght-normal.woff2"), join(out, "noto-sans-latin-wght.woff2"));

const bengali = readFileSync(join(files, "noto-sans-bengali-bengali-wght-normal.woff2"));
const taka = await subsetFont(bengali, "৳০১২৩৪৫৬৭৮৯", { targetFormat: "woff2" });
writeFileSync(join(out, "noto-sans-bengali-taka-wght.woff2"), taka);
console.log(`fonts written to ${out} (taka subset ${taka.length} bytes)`);
