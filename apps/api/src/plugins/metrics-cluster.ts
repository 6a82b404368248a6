import cluster, { type Worker } from "node:cluster";
import { randomUUID } from "node:crypto";
import { AggregatorRegistry } from "prom-client";
import { processMetrics } from "../lib/metrics";

/**
 * One scrape shows the whole API when API_WORKERS > 1 (docs/decisions/030-metrics.md).
 * The primary serves no HTTP, so the worker a scrape lands on asks it over the cluster's
 * IPC channel; the primary gathers every worker's figures with prom-client's
 * AggregatorRegistry (its own request to each worker, answered from processMetrics)
 * and sends back their sum.
 */
const ASK = "shop:metrics:ask";
const ANSWER = "shop:metrics:answer";
/** prom-client gives up on a worker after 5 s; this leaves it room to say so. */
const WAIT_MS = 7000;

type Ask = { type: typeof ASK; id: string };
type Answer = { type: typeof ANSWER; id: string; text?: string; error?: string };

const isAsk = (message: unknown): message is Ask => (message as Ask | null)?.type === ASK;
const isAnswer = (message: unknown): message is Answer => (message as Answer | null)?.type === ANSWER;

const waiting = new Map<string, { resolve: (text: string) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }>();

if (cluster.isWorker) {
  // Answers the primary's requests for this process's figures (prom-client's listener, added by its constructor).
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([processMetrics]);
  process.on("message", (message: unknown) => {
    if (!isAnswer(message)) return;
    const pending = waiting.get(message.id);
    if (!pending) return;
    waiting.delete(message.id);
    clearTimeout(pending.timer);
    if (message.text !== undefined) pending.resolve(message.text);
    else pending.reject(new Error(`metrics: the primary could not gather the workers' figures: ${message.error ?? "no answer"}`));
  });
}

/** In a cluster worker: every worker's processMetrics, summed, in Prometheus text. */
export function clusterScrape(): Promise<string> {
  return new Promise((resolve, reject) => {
    const id = randomUUID();
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error("metrics: the primary did not answer in time"));
    }, WAIT_MS);
    waiting.set(id, { resolve, reject, timer });
    process.send!({ type: ASK, id } satisfies Ask);
  });
}

/** In the primary (cluster.ts): answers each worker's ask with the sum of all workers' figures. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker: Worker, message: unknown) => {
    if (!isAsk(message)) return;
    aggregator.clusterMetrics().then(
      (text) => worker.isConnected() && worker.send({ type: ANSWER, id: message.id, text } satisfies Answer),
      (error: Error) => worker.isConnected() && worker.send({ type: ANSWER, id: message.id, error: error.message } satisfies Answer),
    );
  });
}
