import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { connect, DatabaseUnreachableError } from "@shop/db";

const apiDir = path.resolve(import.meta.dirname, "..");

describe("a wrong DATABASE_URL", () => {
  it("fails to connect with the server's address, never its password", async () => {
    const attempt = connect({ url: "postgres://shop:hunter2@127.0.0.1:1/shop" });
    await expect(attempt).rejects.toBeInstanceOf(DatabaseUnreachableError);
    await expect(attempt).rejects.toThrow(/^cannot reach PostgreSQL at 127\.0\.0\.1:1: /);
    await expect(attempt).rejects.not.toThrow(/hunter2/);
  });

  it("is the first thing the API says when it cannot start", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "src/server.ts"], {
      cwd: apiDir,
      env: { ...process.env, DATABASE_URL: "postgres://shop:hunter2@127.0.0.1:1/shop", API_PORT: "1", LOG_LEVEL: "silent" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    const firstLine = `${run.stderr}${run.stdout}`.trim().split("\n")[0];
    expect(firstLine).toMatch(/^cannot reach PostgreSQL at 127\.0\.0\.1:1: /);
    expect(run.stderr).not.toContain("hunter2");
  });
});
