import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit tests (pure rules) run in one project; the API's tests bring their own
// config (real database per test file). Chromium journeys live in e2e/.
export default defineConfig({
  test: {
    projects: [
      {
        // The web app's "@/..." imports, so its stores and hooks can be tested too.
        resolve: { alias: { "@": fileURLToPath(new URL("./apps/web/src", import.meta.url)) } },
        test: {
          name: "unit",
          include: ["packages/**/src/**/*.test.ts", "apps/web/src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          environment: "node",
          // As generous as the API's: PGlite starts in seconds, more on a busy 2-core machine.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      "apps/api/vitest.config.ts",
      "apps/admin/vitest.config.ts",
    ],
  },
});
