import type { FastifyBaseLogger } from "fastify";
import type { Database } from "@shop/db";
import type { Providers } from "./providers";
import { blankOldSecrets, deliverPending, nextRetryAt } from "./service";

export type OutboxDispatcher = {
  /** Start delivering pending messages in the background; never throws, never waits. */
  kick(): void;
  /** Resolves once no delivery is running (tests). */
  idle(): Promise<void>;
  /** Stops waking up and resolves once no delivery is running (shutdown). */
  close(): Promise<void>;
};

const BLANK_EVERY_MS = 60_000;
/** The longest a wake-up for a back-off is put off; the plugin's minute timer covers the rest. */
const MAX_WAKE_MS = 60_000;

/**
 * In-process delivery after each enqueue. One run at a time; a kick during a run
 * asks for one more run, so a message committed meanwhile is not left behind. After a
 * run that left messages waiting out a back-off, it wakes itself when the first is due
 * (a sign-in code's retry in 5 s cannot wait for the minute timer).
 */
export function createOutboxDispatcher({ db, providers, logger }: { db: Database; providers: Providers; logger: FastifyBaseLogger }): OutboxDispatcher {
  let running: Promise<void> | null = null;
  let again = false;
  // Blanking is housekeeping on a 10-minute retention: once a minute is plenty, and a
  // busy shop (a run after every order) saves a statement per run.
  let blankedAt = 0;
  let wake: NodeJS.Timeout | undefined;
  let closed = false;

  const run = async () => {
    let failed = false;
    const onError = (err: unknown, id: number) => {
      failed = true;
      logger.warn({ err, outboxId: id }, "outbox: send failed");
    };
    do {
      again = false;
      try {
        await deliverPending(db, providers, { onError });
        if (Date.now() - blankedAt >= BLANK_EVERY_MS) {
          blankedAt = Date.now();
          await blankOldSecrets(db);
        }
      } catch (err) {
        logger.error({ err }, "outbox: delivery failed");
      }
    } while (again);
    // Only a failed try leaves a back-off to wake for (a run after each order saves the statement).
    if (failed) await scheduleWake();
  };

  const scheduleWake = async () => {
    try {
      const at = await nextRetryAt(db);
      clearTimeout(wake);
      if (!at || closed) return;
      wake = setTimeout(() => dispatcher.kick(), Math.min(MAX_WAKE_MS, Math.max(0, at.getTime() - Date.now()))).unref();
    } catch (err) {
      logger.error({ err }, "outbox: could not read the next retry");
    }
  };

  const dispatcher: OutboxDispatcher = {
    kick() {
      if (closed) return;
      if (running) {
        again = true;
        return;
      }
      running = run().finally(() => {
        running = null;
      });
    },
    idle: async () => {
      while (running) await running;
    },
    close: async () => {
      closed = true;
      clearTimeout(wake);
      while (running) await running;
    },
  };
  return dispatcher;
}
