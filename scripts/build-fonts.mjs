#!/usr/bin/env node
// `npm run fonts`: makes the web app's two font files (apps/web/src/fonts, loaded by
// src/lib/fonts.ts) from Noto Sans Bengali's variable-weight cuts as Fontsource
// publishes them, with HarfBuzz's subsetter (subset-font). Both keep only the weights
// the shop draws, 400 (font-normal) to 800 (the logo's font-extrabold): every page
// downloads the Latin file before its first paint, so a slimmer weight range is bytes
// a phone on mobile data does not wait for (issue 15; docs/decisions/025).
// - noto-sans-latin-wght.woff2: Fontsource's Latin subset, every character it has
//   (its unicode-range, and the combining accents its file also holds).
// - noto-sans-bengali-taka-wght.woff2: only ৳ (U+09F3) and the Bengali digits.
// The output is committed; run this again only to change what the files hold.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
const fontsource = path.dirname(require.resolve("@fontsource-variable/noto-sans-bengali/package.json"));
const WEIGHTS = { min: 400, max: 800, default: 400 };

/** The characters of a CSS unicode-range ("U+0000-00FF,U+0131"). */
function characters(unicodeRange) {
  return unicodeRange
    .split(",")
    .flatMap((part) => {
      const [from, to = from] = part
        .trim()
        .replace(/^U\+/i, "")
        .split("-")
        .map((hex) => parseInt(hex, 16));
      return Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
    })
    .join("");
}

/** The unicode-range Fontsource's stylesheet gives its `subset` file. */
function fontsourceRange(subset) {
  const css = readFileSync(path.join(fontsource, "wght.css"), "utf8");
  const face = css.split("@font-face").find((block) => block.includes(`noto-sans-bengali-${subset}-wght-normal.woff2`));
  const range = face?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range) throw new Error(`fonts: no unicode-range for the ${subset} subset in Fontsource's wght.css`);
  return range;
}

const outputs = [
  { file: "noto-sans-latin-wght.woff2", from: "latin", text: characters(`${fontsourceRange("latin")},U+0300-0303`) },
  { file: "noto-sans-bengali-taka-wght.woff2", from: "bengali", text: characters("U+09E6-09EF,U+09F3") },
];

for (const { file, from, text } of outputs) {
  const source = readFileSync(path.join(fontsource, "files", `noto-sans-bengali-${from}-wght-normal.woff2`));
  const font = await subsetFont(source, text, { targetFormat: "woff2", variationAxes: { wght: WEIGHTS } });
  writeFileSync(path.join(root, "apps/web/src/fonts", file), font);
  console.log(`${file}: ${source.length} → ${font.length} bytes`);
}
