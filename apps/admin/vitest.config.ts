import { defineConfig } from "vitest/config";

// The back office's tests: pure rules of the SPA (src/**/*.test.ts) and the server
// against the real API (server.test.ts), which needs the API's migrated test database:
// the API's own globalSetup prepares it once per run.
export default defineConfig({
  test: {
    name: "admin",
    root: import.meta.dirname,
    include: ["src/**/*.test.ts", "server.test.ts", "server/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ["../api/src/test/global-setup.ts"],
  },
});
