import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "@shop/db";
import { repeatWhileOpen } from "../../lib/timer";
import { deleteOldSearchWeeks, recordSearch } from "./record";

const CLEANUP_EVERY_MS = 3_600_000;
/** The parameters of a search as the header box sends it: any filter makes it a refinement, not a new search. */
const SEARCH_KEYS = new Set(["query", "page", "per_page", "sort"]);

declare module "fastify" {
  interface FastifyRequest {
    /** Set in onSend for a results page's first answer: the words and whether anything was found. */
    searchLog?: { text: string; found: boolean };
  }
}

/** The first page of a search with no filters, at its default relevance order: what a shopper typed. */
export function searchOf(request: FastifyRequest): string | null {
  if (request.method !== "GET" || request.routeOptions.url !== "/v1/products") return null;
  const query = (request.query ?? {}) as Record<string, unknown>;
  if (typeof query.query !== "string" || !query.query.trim()) return null;
  if (Object.keys(query).some((key) => !SEARCH_KEYS.has(key))) return null;
  if (query.page !== undefined && Number(query.page) !== 1) return null;
  if (query.sort !== undefined && query.sort !== "relevance") return null;
  return query.query;
}

function totalOf(payload: unknown): number | null {
  const text = typeof payload === "string" ? payload : Buffer.isBuffer(payload) ? payload.toString("utf8") : null;
  if (text === null) return null;
  const total = (JSON.parse(text) as { meta?: { total?: unknown } }).meta?.total;
  return typeof total === "number" ? total : null;
}

/**
 * Counts every storefront search (issue 48), including answers the catalog cache serves
 * without running the listing: the total is read from the body about to be sent, and
 * the row is written once the answer has gone (onResponse), so a shopper never waits
 * for it. A failed write is logged, never the shopper's problem. Weeks older than 90
 * days are deleted hourly.
 */
export const searchLogPlugin = fp<{ db: Database }>(
  async (app: FastifyInstance, { db }) => {
    app.decorateRequest("searchLog", undefined);
    app.addHook("onSend", async (request, reply, payload) => {
      if (reply.statusCode !== 200) return payload;
      const text = searchOf(request);
      if (text === null) return payload;
      const total = totalOf(payload);
      if (total !== null) request.searchLog = { text, found: total > 0 };
      return payload;
    });
    app.addHook("onResponse", async (request) => {
      const entry = request.searchLog;
      if (!entry) return;
      try {
        await recordSearch(db, entry);
      } catch (err) {
        request.log.error({ err }, "search log: the search could not be counted");
      }
    });
    repeatWhileOpen(app, { everyMs: CLEANUP_EVERY_MS, failure: "search log: deleting old weeks failed" }, async () => {
      const deleted = await deleteOldSearchWeeks(db);
      if (deleted) app.log.info({ deleted }, "search log: weeks older than 90 days deleted");
    });
  },
  { name: "search-log" },
);
