import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { CLIENT_NAMESPACES, SHELL_NAMESPACES } from "./messages";

/**
 * Every route is sent the words its client components read (useT): the shell's by the root
 * layout, the rest by the route's wordsLayout. Follows the imports (static and dynamic)
 * from each page, with the web app's own path aliases, so a component newly used on a page
 * fails here, not as bare keys on a shopper's screen.
 */
const web = path.resolve(import.meta.dirname, "../..");
const app = path.join(web, "app", "[locale]");
const config = ts.parseJsonConfigFileContent(ts.readConfigFile(path.join(web, "tsconfig.json"), ts.sys.readFile).config, ts.sys, web);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const imports = new Map<string, string[]>();
function importsOf(file: string): string[] {
  let found = imports.get(file);
  if (!found) {
    const text = readFileSync(file, "utf8");
    found = ts
      .preProcessFile(text, true, true)
      .importedFiles.map((ref) => ts.resolveModuleName(ref.fileName, file, config.options, ts.sys).resolvedModule?.resolvedFileName)
      .filter((resolved): resolved is string => !!resolved && resolved.startsWith(web) && !resolved.includes("node_modules"));
    imports.set(file, found);
  }
  return found;
}

/** The namespaces read by useT in the file and everything it imports from the web app. */
function namespacesRead(entry: string): Set<string> {
  const seen = new Set<string>();
  const read = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, "utf8").matchAll(/useT\("(\w+)"\)/g)) read.add(match[1]);
    queue.push(...importsOf(file));
  }
  return read;
}

/** The namespaces the wordsLayout of each layout between the root's and the page sends. */
function namespacesSent(page: string): Set<string> {
  const sent = new Set<string>(SHELL_NAMESPACES);
  for (let dir = path.dirname(page); dir.startsWith(app) && dir !== app; dir = path.dirname(dir)) {
    const layout = path.join(dir, "layout.tsx");
    const list = existsSync(layout) ? /wordsLayout\(\[([^\]]*)\]\)/.exec(readFileSync(layout, "utf8"))?.[1] : undefined;
    for (const name of list?.match(/"(\w+)"/g) ?? []) sent.add(name.slice(1, -1));
  }
  return sent;
}

const entries = sourceFiles(app).filter((file) => /(^|\/)(page|not-found|error)\.tsx$/.test(file));

describe("the words sent with each route", () => {
  it("finds the storefront's pages and the components they import", () => {
    expect(entries.length).toBeGreaterThan(30);
    // The product page reads reviews' words through ProductFeedback's lazy parts.
    expect(namespacesRead(path.join(app, "product", "[slug]", "page.tsx"))).toContain("reviews");
  });

  it("the shell sends every namespace the root layout's components read", () => {
    const shell = namespacesRead(path.join(app, "layout.tsx"));
    expect([...shell].filter((ns) => !(SHELL_NAMESPACES as readonly string[]).includes(ns))).toEqual([]);
  });

  it.each(entries.map((file) => [path.relative(app, file), file]))("%s gets every namespace its components read", (_, file) => {
    const sent = namespacesSent(file);
    const missing = [...namespacesRead(file)].filter((ns) => !sent.has(ns));
    expect(missing, "add them to the route's layout.tsx: export default wordsLayout([...])").toEqual([]);
  });

  it("names only namespaces that exist", () => {
    for (const file of entries) for (const ns of namespacesSent(file)) expect(CLIENT_NAMESPACES as readonly string[]).toContain(ns);
  });
});
