import cluster from "node:cluster";
import { randomBytes } from "node:crypto";
import pino, { type Logger } from "pino";
import { connect, DatabaseInUseError, DatabaseUnreachableError, defaultDataDir, sql, type DbHandle } from "@shop/db";
import { seedIfEmpty } from "@shop/db/seed/index";
import { buildApp } from "./app";
import { runPrimary } from "./cluster";
import { analyzeFilledTables } from "./lib/planner-statistics";
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

// On PGlite connect() locks the directory for this process: `npm run staff` and the like refuse while the shop runs.
const openDatabase = (env: Env) => connect(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.PGLITE_DIR ?? defaultDataDir, serving: true });

/**
 * The API prepares its statements once per connection (packages/db/src/client.ts), and
 * PostgreSQL keeps a statement's generic plan until ANALYZE changes a table's statistics.
 * Without autovacuum nothing does: plans made while carts and orders were small keep
 * scanning them whole as they grow.
 */
async function warnWithoutAutovacuum(handle: DbHandle, logger: Logger) {
  const result = await handle.db.execute<{ autovacuum: string }>(sql`select current_setting('autovacuum') as autovacuum`);
  if (result.rows[0]?.autovacuum === "off") {
    logger.warn(
      "PostgreSQL runs without autovacuum: run ANALYZE regularly (or set PG_PREPARED_STATEMENTS=0), or plans made for small tables stay as they grow",
    );
  }
}

/** Migrate, seed a new database and refresh the planner's statistics: once, before any process serves. */
async function prepareDatabase(env: Env, logger: Logger): Promise<DbHandle> {
  const handle = await openDatabase(env);
  logger.info({ database: handle.kind }, "migrating");
  await handle.migrate();
  const production = env.NODE_ENV === "production";
  const seeded = await seedIfEmpty(handle.db, { demoOwner: !production });
  if (seeded) logger.info("seeded the demo catalog");
  if (seeded && production) logger.warn("no demo owner in production: make the shop's owner with npm run staff -- add 01XXXXXXXXX --role owner");
  if (seeded || handle.kind === "pglite") {
    // PGlite runs no autovacuum (and PostgreSQL's may not have run yet after a seed):
    // without fresh statistics the planner ignores the listing indexes.
    const started = performance.now();
    const tables = await analyzeFilledTables(handle.db);
    logger.info({ ms: Math.round(performance.now() - started), tables }, "analyzed the database");
  }
  if (handle.kind === "postgres") await warnWithoutAutovacuum(handle, logger);
  return handle;
}

/** Serve until SIGTERM or SIGINT, or (a cluster worker) until the primary is gone; then finish requests and close the database. */
async function serve(env: Env, logger: Logger, handle: DbHandle) {
  const app = await buildApp({ db: handle.db, env, logger });
  let closing = false;
  const shutdown = async (reason: string) => {
    if (closing) return;
    closing = true;
    logger.info({ reason }, "shutting down");
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  if (cluster.isWorker) process.on("disconnect", () => void shutdown("the primary process is gone"));

  await app.listen({ port: env.API_PORT, host: env.HOST });
}

async function main() {
  const env = loadEnv();
  const logger = pino({ level: env.LOG_LEVEL, redact: ["req.headers.authorization"] });
  if (cluster.isWorker) return serve(env, logger, await openDatabase(env));

  const handle = await prepareDatabase(env, logger);
  if (env.API_WORKERS === 1) return serve(env, logger, handle);
  // The primary only forks and watches (cluster.ts): it keeps no connection.
  await handle.close();
  const shared: Record<string, string> = {};
  if (!env.NEWSLETTER_SECRET) {
    // Mail links signed by one worker must verify on every other: one secret for this start.
    shared.NEWSLETTER_SECRET = randomBytes(32).toString("base64url");
    logger.warn("newsletter: NEWSLETTER_SECRET is not set, links in mails stop working when the API restarts");
  }
  if (!env.REDIS_URL) {
    logger.warn({ workers: env.API_WORKERS }, "REDIS_URL is not set: each API process counts rate limits on its own");
  }
  logger.info({ workers: env.API_WORKERS, port: env.API_PORT }, "starting API processes");
  runPrimary({ workers: env.API_WORKERS, logger, env: shared });
}

main().catch((error) => {
  // A wrong DATABASE_URL says so first, in one line, before anything else.
  if (error instanceof DatabaseUnreachableError || error instanceof DatabaseInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error("API failed to start", error);
  process.exit(1);
});
