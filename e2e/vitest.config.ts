import { defineConfig } from "vitest/config";

// Chromium journeys against the real built app (web + API + database).
// The global setup starts `npm start` on test ports unless E2E_BASE_URL is given.
export default defineConfig({
  test: {
    name: "e2e",
    include: ["tests/**/*.e2e.ts"],
    globalSetup: ["./support/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    retry: process.env.CI ? 1 : 0,
  },
});
