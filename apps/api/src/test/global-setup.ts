import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import pg from "pg";
import { connect } from "@shop/db";
import { databaseUrl, dropDatabase } from "./pg-admin";

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite: a migrated data directory dump to load per test file. */
    pgliteDump: string | null;
    /** PostgreSQL: a migrated template database to copy per test file. */
    pgTemplate: string | null;
  }
}

/** Migrate once per run; test files copy the result instead of migrating again. */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = await connect({ dataDir: "memory://" });
    await handle.migrate();
    const client = (handle.db as unknown as { $client: { dumpDataDir: (c: "gzip") => Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir("gzip");
    await handle.close();
    const file = path.join(os.tmpdir(), `shop-api-test-${process.pid}-${randomBytes(4).toString("hex")}.tar.gz`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide("pgliteDump", file);
    project.provide("pgTemplate", null);
    return () => rmSync(file, { force: true });
  }

  const template = `shop_test_tpl_${process.pid}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();
  const handle = await connect({ url: databaseUrl(url, template), poolSize: 1 });
  await handle.migrate();
  await handle.close();
  project.provide("pgliteDump", null);
  project.provide("pgTemplate", template);
  return () => dropDatabase(url, template);
}
