import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { LRUCache } from "lru-cache";
import { sql, type catalogVersion, type Database, type SqlRow } from "@shop/db";
import { cachedReads } from "../lib/coalesce";
import { requestLocale } from "./locale";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Answer with a catalog-version ETag, 304 on a match, and reuse serialized bodies. */
    catalogCache?: boolean;
  }
  interface FastifyRequest {
    catalogCache?: { key: string; etag: string; stock: number; hit: boolean };
    /** The catalog version this request is answered for, read once in its onRequest hook. */
    catalogStamp?: CatalogStamp;
  }
}

export type CatalogCacheOptions = {
  db: Database;
  /** How long a version read may be reused; 0 reads it for every request. */
  versionTtlMs: number;
  /** How long an answer made before the last stock change may still be served (decision 020); 0 = never. */
  stockStaleMs: number;
  maxBytes?: number;
};

export const CATALOG_CACHE_CONTROL = "public, max-age=0, must-revalidate";

export type CatalogStamp = { version: number; stock: number };

/**
 * The catalog version (moved by triggers on every catalog write except stock) and the
 * stock stamp (the last stock change, in ms), in one round trip.
 */
export async function readCatalogVersion(db: Database): Promise<CatalogStamp> {
  const result = await db.execute<Pick<SqlRow<typeof catalogVersion>, "version"> & { stock: string | number | null }>(sql`
    select version, (select floor(extract(epoch from max(stock_changed_at)) * 1000) from products) as stock
    from catalog_version where id = 1`);
  return { version: Number(result.rows[0]?.version ?? 0), stock: Number(result.rows[0]?.stock ?? 0) };
}

/** Weak comparison of If-None-Match (a list, `*`, weak or strong tags) with our tag. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}

/**
 * Same route + same validated input + same language → same representation (for one
 * catalog version). Bangla (issue 50) is its own answer; English keeps today's key and ETag.
 */
export function catalogCacheInput(request: FastifyRequest): string {
  const input: unknown[] = [request.routeOptions.url, request.params ?? null, request.query ?? null];
  if (requestLocale(request) !== "en") input.push(requestLocale(request));
  return JSON.stringify(input);
}

export function catalogEtag(stamp: CatalogStamp, input: string): string {
  const digest = createHash("sha1").update(input).digest("base64url").slice(0, 20);
  return `W/"${stamp.version}.${stamp.stock.toString(36)}-${digest}"`;
}

/** The body as the UTF-8 bytes sent: a hit then skips encoding the JSON again (+11 % cached list req/s, decision 025). */
type CachedBody = { etag: string; body: Buffer; stock: number; madeAt: number };

/**
 * Public catalog reads. Every answer carries a weak ETag made of the catalog version
 * (bumped by triggers on every catalog write but stock, read from the database so
 * that many API copies agree), the stock stamp and the validated request; a matching
 * If-None-Match answers 304 without running the listing queries.
 *
 * Stock moves with every order, so it does not move the version (decision 020): an
 * answer made before the latest stock change is still served for STOCK_STALE_MS
 * after it was made, then made again. A quiet shop keeps its answers; a busy one
 * remakes each at most that often, instead of on every order.
 *
 * One version read serves the requests of the next CATALOG_VERSION_TTL_MS (1 s by
 * default): on PGlite a query is synchronous work on the event loop, so a query per
 * request capped the listing at a few hundred requests a second. A write therefore
 * shows within that window. Serialized bodies are kept in a bounded in-process LRU
 * keyed by version and input: a cache only, since a new version changes every key.
 * So each API process keeps its own (API_WORKERS, docs/scaling.md): every one checks
 * its bodies against the database's version, and none serves what another changed.
 */
export const catalogCachePlugin = fp<CatalogCacheOptions>(
  async (app: FastifyInstance, { db, versionTtlMs, stockStaleMs, maxBytes = 32 * 1024 * 1024 }) => {
    const readVersion = cachedReads(() => readCatalogVersion(db), versionTtlMs);
    app.decorateRequest("catalogCache", undefined);
    app.decorateRequest("catalogStamp", undefined);
    const bodies = new LRUCache<string, CachedBody>({ maxSize: maxBytes, sizeCalculation: (entry) => entry.body.length + entry.etag.length + 64 });
    // The request line as sent → the key its validated input made, per version. A URL
    // seen before is answered before validation (below); its input cannot have changed.
    // Bounded by bytes, not entries: a URL may carry kilobytes of ignored parameters.
    const keysByUrl = new LRUCache<string, string>({ maxSize: 4 * 1024 * 1024, sizeCalculation: (key, url) => url.length + key.length });
    const urlKey = (request: FastifyRequest, stamp: CatalogStamp) => `${stamp.version}|${requestLocale(request)}|${request.method}|${request.url}`;

    const fresh = (key: string, stamp: CatalogStamp) => {
      const found = bodies.get(key);
      return found && (found.stock === stamp.stock || Date.now() - found.madeAt < stockStaleMs) ? found : undefined;
    };

    /** Headers, then 304 on a matching If-None-Match, else the cached body; false when there is nothing to answer from. */
    const answer = (request: FastifyRequest, reply: FastifyReply, key: string, etag: string, cached: CachedBody | undefined, stock: number) => {
      request.catalogCache = { key, etag, stock, hit: cached !== undefined };
      reply.header("etag", etag).header("cache-control", CATALOG_CACHE_CONTROL);
      if (etagMatches(request.headers["if-none-match"], etag)) return reply.code(304).send();
      if (cached) return reply.header("x-cache", "hit").type("application/json; charset=utf-8").send(cached.body);
      return false;
    };

    // A URL answered before, in this catalog version: served after the global hooks
    // (identity, security headers) and the route's rate limit, but before the query is
    // parsed by its schema, guarded and hashed again (decision 025, fourteenth round).
    app.addHook("onRoute", (route) => {
      if (!route.config?.catalogCache) return;
      const early = async (request: FastifyRequest, reply: FastifyReply) => {
        const stamp = await readVersion();
        request.catalogStamp = stamp;
        const key = keysByUrl.get(urlKey(request, stamp));
        if (key === undefined) return;
        const cached = fresh(key, stamp);
        if (cached) return answer(request, reply, key, cached.etag, cached, stamp.stock);
      };
      route.onRequest = [...(Array.isArray(route.onRequest) ? route.onRequest : route.onRequest ? [route.onRequest] : []), early];
    });

    app.addHook("preHandler", async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.routeOptions.config?.catalogCache) return;
      const stamp = request.catalogStamp ?? (await readVersion());
      const input = catalogCacheInput(request);
      const key = `${stamp.version}|${input}`;
      const cached = fresh(key, stamp);
      keysByUrl.set(urlKey(request, stamp), key);
      const answered = answer(request, reply, key, cached?.etag ?? catalogEtag(stamp, input), cached, stamp.stock);
      if (answered) return answered;
    });

    app.addHook("onSend", async (request, reply, payload) => {
      const entry = request.catalogCache;
      if (entry && !entry.hit && reply.statusCode === 200 && typeof payload === "string") {
        bodies.set(entry.key, { etag: entry.etag, body: Buffer.from(payload), stock: entry.stock, madeAt: Date.now() });
      }
      return payload;
    });
  },
  { name: "catalog-cache" },
);
