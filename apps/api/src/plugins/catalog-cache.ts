import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { sql, type Database } from "@shop/db";
import { cachedReads } from "../lib/coalesce";
import { SizedLru } from "../lib/lru";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Answer with a catalog-version ETag, 304 on a match, and reuse serialized bodies. */
    catalogCache?: boolean;
  }
  interface FastifyRequest {
    catalogCache?: { key: string; etag: string; hit: boolean };
  }
}

export type CatalogCacheOptions = {
  db: Database;
  /** How long a version read may be reused; 0 reads it for every request. */
  versionTtlMs: number;
  maxBytes?: number;
};

export const CATALOG_CACHE_CONTROL = "public, max-age=0, must-revalidate";

export async function readCatalogVersion(db: Database): Promise<number> {
  const result = await db.execute<{ version: string | number }>(sql`select version from catalog_version where id = 1`);
  return Number(result.rows[0]?.version ?? 0);
}

/** Weak comparison of If-None-Match (a list, `*`, weak or strong tags) with our tag. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}

/** Same route + same validated input → same representation (for one catalog version). */
export function catalogCacheInput(request: FastifyRequest): string {
  return JSON.stringify([request.routeOptions.url, request.params ?? null, request.query ?? null]);
}

export function catalogEtag(version: number, input: string): string {
  const digest = createHash("sha1").update(input).digest("base64url").slice(0, 20);
  return `W/"${version}-${digest}"`;
}

type CachedBody = { etag: string; body: string };

/**
 * Public catalog reads. Every answer carries a weak ETag made of the catalog version
 * (bumped by triggers on every catalog write, read from the database so that many
 * API copies agree) and the validated request; a matching If-None-Match answers 304
 * without running the listing queries.
 *
 * One version read serves the requests of the next CATALOG_VERSION_TTL_MS (1 s by
 * default): on PGlite a query is synchronous work on the event loop, so a query per
 * request capped the listing at a few hundred requests a second. A write therefore
 * shows within that window. Serialized bodies are kept in a bounded in-process LRU
 * keyed by version and input: a cache only, since a new version changes every key.
 */
export const catalogCachePlugin = fp<CatalogCacheOptions>(
  async (app: FastifyInstance, { db, versionTtlMs, maxBytes = 32 * 1024 * 1024 }) => {
    const readVersion = cachedReads(() => readCatalogVersion(db), versionTtlMs);
    app.decorateRequest("catalogCache", undefined);
    const bodies = new SizedLru<CachedBody>(maxBytes, (entry) => entry.body.length + entry.etag.length + 64);

    app.addHook("preHandler", async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.routeOptions.config?.catalogCache) return;
      const version = await readVersion();
      const input = catalogCacheInput(request);
      const key = `${version}|${input}`;
      const cached = bodies.get(key);
      const etag = cached?.etag ?? catalogEtag(version, input);
      request.catalogCache = { key, etag, hit: cached !== undefined };
      reply.header("etag", etag).header("cache-control", CATALOG_CACHE_CONTROL);
      if (etagMatches(request.headers["if-none-match"], etag)) {
        return reply.code(304).send();
      }
      if (cached) {
        reply.header("x-cache", "hit");
        return reply.type("application/json; charset=utf-8").send(cached.body);
      }
    });

    app.addHook("onSend", async (request, reply, payload) => {
      const entry = request.catalogCache;
      if (entry && !entry.hit && reply.statusCode === 200 && typeof payload === "string") {
        bodies.set(entry.key, { etag: entry.etag, body: payload });
      }
      return payload;
    });
  },
  { name: "catalog-cache" },
);
