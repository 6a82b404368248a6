import { defineConfig } from "vitest/config";

// API tests run against a real database: PGlite by default, PostgreSQL when
// DATABASE_URL is set. globalSetup migrates once; each test file gets its own copy.
export default defineConfig({
  test: {
    name: "api",
    root: import.meta.dirname,
    include: ["src/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ["./src/test/global-setup.ts"],
  },
});
