import type { FastifyBaseLogger } from "fastify";
import type { Database } from "@shop/db";
import type { Providers } from "./providers";
import { blankOldSecrets, deliverPending } from "./service";

export type OutboxDispatcher = {
  /** Start delivering pending messages in the background; never throws, never waits. */
  kick(): void;
  /** Resolves once no delivery is running (shutdown, tests). */
  idle(): Promise<void>;
};

const BLANK_EVERY_MS = 60_000;

/**
 * In-process delivery after each enqueue. One run at a time; a kick during a run
 * asks for one more run, so a message committed meanwhile is not left behind.
 */
export function createOutboxDispatcher({ db, providers, logger }: { db: Database; providers: Providers; logger: FastifyBaseLogger }): OutboxDispatcher {
  let running: Promise<void> | null = null;
  let again = false;
  // Blanking is housekeeping on a 10-minute retention: once a minute is plenty, and a
  // busy shop (a run after every order) saves a statement per run.
  let blankedAt = 0;

  const run = async () => {
    do {
      again = false;
      try {
        await deliverPending(db, providers, (err, id) => logger.error({ err, outboxId: id }, "outbox: send failed"));
        if (Date.now() - blankedAt >= BLANK_EVERY_MS) {
          blankedAt = Date.now();
          await blankOldSecrets(db);
        }
      } catch (err) {
        logger.error({ err }, "outbox: delivery failed");
      }
    } while (again);
  };

  return {
    kick() {
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
  };
}
