import type { FastifyInstance } from "fastify";

/**
 * Runs `run` every `everyMs` while the app is open: the timer starts once the app is
 * ready and stops when it closes, which waits for a run under way. A run still going
 * when the next is due is not joined by another. A run that fails is logged with
 * `failure`, the job's own words, and the timer goes on.
 */
export function repeatWhileOpen(app: FastifyInstance, { everyMs, failure }: { everyMs: number; failure: string }, run: () => Promise<unknown>): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = run()
      .catch((err) => app.log.error({ err }, failure))
      .finally(() => (running = null));
  };
  app.addHook("onReady", async () => {
    timer = setInterval(tick, everyMs).unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
