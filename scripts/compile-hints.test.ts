import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module without types (scripts run with node directly)
import { addCompileHints, COMPILE_HINT } from "./compile-hints.mjs";

describe("the web build's compile hints", () => {
  it("marks each script chunk once, first line, and leaves other files alone", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
    const chunk = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["x",1,e=>{}]);\n';
    writeFileSync(path.join(dir, "a.js"), chunk);
    writeFileSync(path.join(dir, "b.js"), "self.b=1;");
    writeFileSync(path.join(dir, "c.css"), "a{color:red}");

    expect(addCompileHints(dir)).toBe(2);
    expect(readFileSync(path.join(dir, "a.js"), "utf8")).toBe(`//# allFunctionsCalledOnLoad\n${chunk}`);
    expect(readFileSync(path.join(dir, "b.js"), "utf8")).toBe(`${COMPILE_HINT}self.b=1;`);
    expect(readFileSync(path.join(dir, "c.css"), "utf8")).toBe("a{color:red}");

    // A second run (npm start after npm run build) adds nothing.
    expect(addCompileHints(dir)).toBe(0);
    expect(readFileSync(path.join(dir, "a.js"), "utf8")).toBe(`//# allFunctionsCalledOnLoad\n${chunk}`);
  });
});
