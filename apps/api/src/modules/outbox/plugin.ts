import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "@shop/db";
import { createOutboxDispatcher, type OutboxDispatcher } from "./dispatcher";
import { createProviders, type Providers } from "./providers";
import { devOutboxRoutes } from "./routes";

declare module "fastify" {
  interface FastifyInstance {
    outbox: OutboxDispatcher;
  }
}

const RETRY_EVERY_MS = 60_000;

/**
 * `app.outbox.kick()` delivers what routes enqueued; pending messages left by a
 * previous process go out at start-up, and failed sends are retried every minute;
 * each run also blanks codes and links older than OUTBOX_SECRET_RETENTION_MS.
 * The dev outbox route exists only with DEV_OUTBOX=1.
 */
export const outboxPlugin = fp<{ db: Database; providers?: Providers }>(
  async (app: FastifyInstance, { db, providers }) => {
    const dispatcher = createOutboxDispatcher({ db, providers: providers ?? createProviders(app.env, app.log), logger: app.log });
    app.decorate("outbox", dispatcher);
    let timer: NodeJS.Timeout | undefined;
    app.addHook("onReady", async () => {
      dispatcher.kick();
      // Retries what a provider refused, even when no new message arrives.
      timer = setInterval(() => dispatcher.kick(), RETRY_EVERY_MS).unref();
    });
    app.addHook("onClose", async () => {
      clearInterval(timer);
      await dispatcher.close();
    });
    if (app.env.DEV_OUTBOX) await app.register(devOutboxRoutes, { db });
  },
  { name: "outbox" },
);
