import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "@shop/db";
import { repeatWhileOpen } from "../../lib/timer";
import type { BackInStockCtx } from "../stock/service";
import { expireUnpaidOrders } from "./service";

const EVERY_MS = 60_000;

/**
 * Timed work of the orders capability inside the API process: online orders left
 * unpaid past UNPAID_ORDER_TTL_MS are failed and their stock returned. Every API
 * process runs this timer (API_WORKERS, several machines) and that is safe: a run
 * claims orders with FOR UPDATE SKIP LOCKED inside the transaction that closes them,
 * so each order is failed, restocked and announced once (jobs.test.ts), whichever
 * process gets to it.
 */
export const jobsPlugin = fp<{ db: Database } & BackInStockCtx>(
  async (app: FastifyInstance, { db, webUrl, shopName }) => {
    repeatWhileOpen(app, { everyMs: EVERY_MS, failure: "orders: expiring unpaid orders failed" }, async () => {
      const failed = await expireUnpaidOrders(db, { webUrl, shopName });
      if (failed) app.log.info({ failed }, "orders: unpaid online orders failed and their stock returned");
    });
  },
  { name: "order-jobs" },
);
