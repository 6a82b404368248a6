import cluster from "node:cluster";
import type { Logger } from "pino";
import { serveClusterMetrics } from "./plugins/metrics-cluster";

/** A crashed worker is replaced after this delay, doubled per crash in a row; a long healthy run starts it over. */
const RESTART = { initialMs: 1000, maxMs: 30_000, resetAfterMs: 60_000 };
/** How long workers get at shutdown to finish their requests and close the database before they are killed. */
const STOP_GRACE_MS = 10_000;

export type PrimaryOptions = {
  workers: number;
  logger: Logger;
  /** Added to every worker's environment (values all workers must share). */
  env: Record<string, string>;
};

/**
 * The primary of API_WORKERS processes serving one port (node:cluster hands each new
 * connection to the next worker). It serves nothing itself and holds no state: the
 * database is migrated and seeded before it forks (server.ts). It replaces a worker
 * that crashes, with a growing delay so a crash loop does not spin; a worker that
 * dies before any worker listened is a configuration problem (a port in use, a wrong
 * setting), so that stops everything, as scripts/supervise.mjs does for a process that
 * was never up. SIGTERM and SIGINT are passed to every worker, which finishes its
 * requests and closes its database pool (server.ts); the primary exits once all have.
 */
export function runPrimary({ workers, logger, env }: PrimaryOptions): void {
  let listened = false;
  let stopping = false;
  let exitCode = 0;
  let delay = RESTART.initialMs;
  const startedAt = new Map<number, number>();
  const alive = () => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);

  const fork = () => {
    if (stopping) return;
    const worker = cluster.fork(env);
    startedAt.set(worker.id, Date.now());
  };

  const stop = (signal: NodeJS.Signals, code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    const running = alive();
    if (running.length === 0) process.exit(exitCode);
    for (const worker of running) worker.process.kill(signal);
    setTimeout(() => {
      logger.error({ graceMs: STOP_GRACE_MS }, "API workers did not stop in time: killing them");
      for (const worker of alive()) worker.process.kill("SIGKILL");
      process.exit(exitCode || 1);
    }, STOP_GRACE_MS).unref();
  };

  cluster.on("listening", () => {
    listened = true;
  });
  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? Date.now());
    startedAt.delete(worker.id);
    if (stopping) {
      if (code !== 0) exitCode ||= 1;
      if (alive().length === 0) process.exit(exitCode);
      return;
    }
    if (!listened) {
      logger.error({ worker: worker.process.pid, code, signal }, "API worker exited before the API was up: stopping");
      stop("SIGTERM", code || 1);
      return;
    }
    if (lived >= RESTART.resetAfterMs) delay = RESTART.initialMs;
    logger.error({ worker: worker.process.pid, code, signal, restartInMs: delay }, "API worker exited: starting another");
    setTimeout(fork, delay);
    delay = Math.min(delay * 2, RESTART.maxMs);
  });
  process.on("SIGTERM", () => stop("SIGTERM", 0));
  process.on("SIGINT", () => stop("SIGINT", 0));
  // A scrape of /metrics lands on one worker, which asks here for every worker's figures.
  serveClusterMetrics();

  for (let i = 0; i < workers; i++) fork();
}
