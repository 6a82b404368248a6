/**
 * After `next build`: marks every script chunk of the storefront for eager compilation
 * (V8's explicit compile hints, Chrome 136 and later: a first line
 * `//# allFunctionsCalledOnLoad`). Without it V8 compiles each function lazily on its
 * first call, on the main thread; the chunks are Turbopack module factories, run as the
 * page starts, so that compilation was a large part of the first long task on a phone
 * (decision 025, tenth round). With the hint V8 compiles the whole file on a background
 * thread while it downloads. Other browsers read a comment. Idempotent: a file already
 * marked is left as it is. `npm run build` runs it after `next build`, and
 * scripts/start.mjs before it serves a build; by hand: `node scripts/compile-hints.mjs`.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Marks each `.js` file directly in `dir`; answers how many it marked now. */
export function addCompileHints(dir) {
  let marked = 0;
  for (const name of readdirSync(dir)) {
    if (!name.endsWith(".js")) continue;
    const file = join(dir, name);
    const source = readFileSync(file, "utf8");
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + source);
    marked++;
  }
  return marked;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const chunks = join(dirname(fileURLToPath(import.meta.url)), "..", "apps/web/.next/static/chunks");
  console.log(`compile hints: ${addCompileHints(chunks)} chunks marked`);
}
