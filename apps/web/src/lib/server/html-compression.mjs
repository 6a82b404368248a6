// The shop's pages compressed by the web server (brotli, else gzip): Next.js's own
// compression is gzip only, and brotli at quality 5 sends a page's HTML about a quarter
// smaller at about gzip's speed, which a phone on a slow line feels. Pages Next.js
// serves whole from its full route cache are kept compressed (createCompressedCache).
// The HTML passes as Next.js wrote it: nothing here reads or rewrites it (issue 44
// took out the earlier layer that held a page's scripts until after its first paint;
// docs/decisions/025-fast-on-a-phone.md). Plain JavaScript: it runs before Next.js,
// like client-address.mjs.
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import { LRUCache } from "lru-cache";
import { acceptsBrotli } from "./static-brotli.mjs";

/** brotli 5: about a quarter smaller than gzip's default for a page's HTML, at about its speed. */
const BROTLI_QUALITY = 5;
/** The compressed pages kept, in bytes: a few hundred product pages at about 25 KB each. */
const COMPRESSED_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * Compressed answers of pages Next.js serves whole from its full route cache with an
 * ETag (home, the product pages, the static pages), keyed by encoding, path and ETag. The
 * ETag is a hash of the HTML Next.js sends, and the rewrite and compression of the
 * same HTML give the same bytes, so a hit needs neither: the hot path of a cached
 * page is then one lookup. Least recently used entries go first (lru-cache, bounded by
 * bytes; an answer larger than the whole cache is not kept).
 *
 * @param {number} [maxBytes]
 * @returns {LRUCache<string, Buffer>}
 */
export function createCompressedCache(maxBytes = COMPRESSED_CACHE_BYTES) {
  // lru-cache refuses a size of 0; compressed bytes are never empty, but a cache must not throw.
  return new LRUCache({ maxSize: maxBytes, sizeCalculation: (body) => body.length || 1 });
}

function isDocumentRequest(req) {
  return req.method === "GET" && String(req.headers.accept ?? "").includes("text/html") && req.headers.rsc === undefined;
}

function setHeadersFrom(res, headers) {
  if (!headers) return;
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
  } else for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/**
 * Wraps a request handler: a browser's page request is answered with the compressed
 * HTML (its not-found and error pages too). Anything else (data requests,
 * scripts, images, POSTs, HEADs) passes as before; a page request answered with
 * something other than HTML goes uncompressed, as Next.js was asked for it that way.
 */
export function withHtmlCompression(handle, { cache = createCompressedCache() } = {}) {
  return (req, res) => {
    if (!isDocumentRequest(req)) return handle(req, res);
    const encoding = acceptsBrotli(req.headers["accept-encoding"]) ? "br" : /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? "")) ? "gzip" : null;
    // Next.js must send this layer plain text.
    delete req.headers["accept-encoding"];

    const write = res.write.bind(res);
    const end = res.end.bind(res);
    const writeHead = res.writeHead.bind(res);
    const flushHeaders = res.flushHeaders.bind(res);
    /** undefined until the headers are decided; then null (pass through) or the rewrite. */
    let active;

    function decide() {
      if (active !== undefined) return;
      const type = String(res.getHeader("content-type") ?? "");
      if (res.statusCode === 204 || res.statusCode === 304 || !type.startsWith("text/html") || res.getHeader("content-encoding")) {
        active = null;
        return;
      }
      res.removeHeader("content-length");
      if (encoding) res.setHeader("content-encoding", encoding);
      const vary = String(res.getHeader("vary") ?? "");
      if (!/\baccept-encoding\b/i.test(vary)) res.setHeader("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
      // Only pages from Next.js's full route cache: the same HTML for every shopper. The
      // path without its query: the ETag already tells apart HTML a query changes, and
      // made-up queries (?utm=…) then cannot push the shop's pages out of the cache.
      const etag = res.getHeader("etag");
      const path = String(req.url ?? "").split("?")[0];
      const key = encoding && res.statusCode === 200 && etag && res.getHeader("x-nextjs-cache") ? `${encoding} ${path} ${etag}` : null;
      const cached = key ? cache.get(key) : undefined;
      if (cached) {
        // What Next.js writes is this very HTML: the stored answer goes out instead.
        res.setHeader("content-length", cached.length);
        active = { push() {}, flush() {}, finish: () => end(cached) };
        return;
      }
      const compressor =
        encoding === "br" ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }) : encoding === "gzip" ? createGzip() : null;
      if (compressor) {
        const sent = key ? [] : null;
        compressor.on("data", (chunk) => {
          sent?.push(chunk);
          write(chunk);
        });
        compressor.on("end", () => {
          if (sent) cache.set(key, Buffer.concat(sent));
          end();
        });
        compressor.on("error", (error) => res.destroy(error));
      }
      active = {
        push(chunk, chunkEncoding) {
          const bytes = typeof chunk === "string" ? Buffer.from(chunk, chunkEncoding || "utf8") : chunk;
          if (compressor) compressor.write(bytes);
          else write(bytes);
        },
        flush() {
          compressor?.flush();
        },
        finish() {
          if (compressor) compressor.end();
          else end();
        },
      };
    }

    res.writeHead = (status, reason, headers) => {
      if (typeof reason !== "string") [headers, reason] = [reason, undefined];
      setHeadersFrom(res, headers);
      res.statusCode = status;
      if (reason) res.statusMessage = reason;
      decide();
      return reason ? writeHead(res.statusCode, reason) : writeHead(res.statusCode);
    };
    res.flushHeaders = () => {
      decide();
      flushHeaders();
    };
    res.flush = () => active?.flush();
    res.write = (chunk, chunkEncoding, callback) => {
      decide();
      if (!active) return write(chunk, chunkEncoding, callback);
      active.push(chunk, typeof chunkEncoding === "string" ? chunkEncoding : undefined);
      if (typeof chunkEncoding === "function") chunkEncoding();
      else if (typeof callback === "function") callback();
      return true;
    };
    res.end = (chunk, chunkEncoding, callback) => {
      if (typeof chunk === "function") [callback, chunk] = [chunk, undefined];
      else if (typeof chunkEncoding === "function") [callback, chunkEncoding] = [chunkEncoding, undefined];
      decide();
      if (!active) return end(chunk, chunkEncoding, callback);
      if (chunk !== undefined && chunk !== null) active.push(chunk, chunkEncoding);
      if (callback) res.once("finish", callback);
      active.finish();
      return res;
    };
    return handle(req, res);
  };
}
