import pino from "pino";
import { connect, DatabaseUnreachableError, defaultDataDir, sql } from "@shop/db";
import { seedIfEmpty } from "@shop/db/seed/index";
import { buildApp } from "./app";
import { EnvError, parseEnv, type Env } from "./plugins/env";

function loadEnv(): Env {
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const env = loadEnv();
  const logger = pino({ level: env.LOG_LEVEL, redact: ["req.headers.authorization"] });
  if (env.REDIS_URL) logger.warn("REDIS_URL is set but not used yet: rate limits are counted per process");

  const handle = await connect(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.PGLITE_DIR ?? defaultDataDir });
  logger.info({ database: handle.kind }, "migrating");
  await handle.migrate();
  const seeded = await seedIfEmpty(handle.db);
  if (seeded) logger.info("seeded the demo catalog");
  if (seeded || handle.kind === "pglite") {
    // PGlite runs no autovacuum (and PostgreSQL's may not have run yet after a seed):
    // without fresh statistics the planner ignores the listing indexes.
    const started = performance.now();
    await handle.db.execute(sql`analyze`);
    logger.info({ ms: Math.round(performance.now() - started) }, "analyzed the database");
  }

  const app = await buildApp({ db: handle.db, env, logger });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down");
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: env.API_PORT, host: env.HOST });
}

main().catch((error) => {
  // A wrong DATABASE_URL says so first, in one line, before anything else.
  if (error instanceof DatabaseUnreachableError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error("API failed to start", error);
  process.exit(1);
});
