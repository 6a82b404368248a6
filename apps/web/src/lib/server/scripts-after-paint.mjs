// The storefront's scripts are fetched after its first paint and its leading picture
// (docs/decisions/025-fast-on-a-phone.md, the eleventh round). Next.js asks for every
// chunk from the head of each page (`<script async>`), so on a phone the 130 KB of
// script share the line with the banner or product picture the shopper is waiting
// for, and on a fast line they run before the first paint and hold it back. Here each
// page's HTML goes out without those tags and with one small inline script at the end
// of the body that inserts them, in the same order, once the page has painted and its
// high-priority pictures (the LCP candidates: `fetchpriority="high"`) have loaded and
// been shown, or after MAX_WAIT_MS whatever they do. Until then the page is its
// server-rendered HTML: links work as links and forms post natively, and a press on a
// button, which needs its code, is kept until the code has come (loaderScript).
//
// The HTML is compressed here (brotli, else gzip), since Next.js's own compression
// would hand this layer compressed bytes. Plain JavaScript: it runs before Next.js,
// like client-address.mjs.
import { StringDecoder } from "node:string_decoder";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import { LRUCache } from "lru-cache";
import { acceptsBrotli } from "./static-brotli.mjs";

/** The loader's element id: journeys wait for the page's scripts where it is (e2e/support/browser.ts). */
export const LOADER_ID = "scripts-after-paint";

/** The longest the scripts wait, from the end of the page's HTML. */
export const MAX_WAIT_MS = 3000;

/** The longest a press made before the page's code waits for it, from the press. */
export const REPLAY_WAIT_MS = 20_000;

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"<>]+\.js)" async="">\s*<\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script"[^<>]*? href="\/_next\/static\/chunks\/[^"<>]+\.js"[^<>]*\/>/g;
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

/**
 * The inline script that inserts `urls`: once the first contentful paint is reported
 * (where the browser reports paints), then once every `fetchpriority="high"` picture
 * has loaded and is out of any `hidden` element (React streams a page's slower parts
 * into a hidden `div` and reveals them together a little later), checked each frame,
 * then two frames later (the picture painted); or MAX_WAIT_MS after it runs,
 * whichever comes first (a tab opened in the background paints nothing), or at once
 * when the shopper presses a key or touches the page before then.
 *
 * A press on a button the page's code has not yet taken (Add to Cart, the wishlist's
 * heart, the phone menu: buttons do nothing without their code, unlike links and a
 * form's submit button) is kept, not lost: the button reads busy (`aria-busy`) and is
 * pressed again once React has hydrated it, each button once, in the order pressed, or
 * forgotten after REPLAY_WAIT_MS. Only a press on a button not yet hydrated when it
 * reaches the window (capture phase) counts, judged as it passes `<html>` (capture
 * phase again), just below the document, React's root in Next.js: still not hydrated
 * there, nothing took it (no React yet); hydrated, React hydrated that part on the press
 * (it does where the part's code is there) and handles it. A press that never gets
 * there React stopped at the root and dropped (the part's code still on the way): kept,
 * whether or not React hydrates the button a moment later.
 */
export function loaderScript(urls) {
  return (
    `<script id="${LOADER_ID}">(function(){var u=${JSON.stringify(urls).replace(/</g, "\\u003c")},d=0,t=setTimeout(go,${MAX_WAIT_MS});` +
    `["pointerdown","keydown"].forEach(function(n){addEventListener(n,go,{capture:true,once:true,passive:true})});` +
    `function go(){if(d)return;d=1;clearTimeout(t);u.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=true;document.head.appendChild(e)})}` +
    `function frames(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}` +
    `function pictures(){if(d)return;[].some.call(document.querySelectorAll('img[fetchpriority="high"]'),function(i){return!i.complete||i.closest("[hidden]")})?requestAnimationFrame(pictures):frames()}` +
    `var q=[],w;function R(n){return Object.keys(n).some(function(k){return k.indexOf("__reactProps$")==0})}` +
    `function B(e){return e.target&&e.target.closest&&e.target.closest("button")}` +
    `addEventListener("click",function(e){var b=B(e);if(b&&!R(b))setTimeout(function(){if(!e.__p||e.__u)keep(b)},0)},true);` +
    `document.documentElement.addEventListener("click",function(e){var b=B(e);e.__p=1;e.__u=!!b&&!R(b)},true);` +
    `function keep(b){if(!b.isConnected||b.disabled||b.form&&b.type=="submit"||q.indexOf(b)>=0)return;go();q.push(b);b.setAttribute("aria-busy","true");` +
    `clearTimeout(w);w=setTimeout(function(){q.splice(0).forEach(function(b){b.removeAttribute("aria-busy")})},${REPLAY_WAIT_MS});if(q.length==1)requestAnimationFrame(replay)}` +
    `function replay(){for(;q.length;){var b=q[0];if(b.isConnected&&!R(b))return requestAnimationFrame(replay);q.shift();b.removeAttribute("aria-busy");if(b.isConnected)b.click()}}` +
    `var P=window.PerformanceObserver;` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0&&!performance.getEntriesByName("first-contentful-paint").length){` +
    `var o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();pictures()}});o.observe({type:"paint",buffered:true})}else pictures()` +
    `})()</script>`
  );
}

/**
 * A streaming rewrite of one page's HTML: `push` takes the next piece of text and
 * answers what can go out, `end` the rest. A tag split between two pieces, or a chunk's
 * script element still without its closing tag, is held back until it is whole.
 */
export function createScriptDeferrer() {
  const urls = [];
  let held = "";
  let done = false;
  const strip = (text) =>
    text
      .replace(CHUNK_SCRIPT, (_, url) => {
        urls.push(url);
        return "";
      })
      .replace(CHUNK_PRELOAD, "");
  const withLoader = (text) => {
    const at = text.lastIndexOf("</body>");
    if (at === -1 || done || urls.length === 0) return text;
    done = true;
    return `${text.slice(0, at)}${loaderScript(urls)}${text.slice(at)}`;
  };
  return {
    push(text) {
      const all = held + text;
      const open = all.lastIndexOf("<");
      let cut = open !== -1 && all.indexOf(">", open) === -1 ? open : all.length;
      // A chunk's script element whose closing tag is still to come.
      const script = all.lastIndexOf('<script src="/_next/static/chunks/', cut - 1);
      if (script !== -1 && all.indexOf("</script>", script) === -1) cut = script;
      held = all.slice(cut);
      return withLoader(strip(all.slice(0, cut)));
    },
    end() {
      const rest = withLoader(strip(held));
      held = "";
      // A document cut short of its </body> still gets its scripts.
      return done || urls.length === 0 ? rest : `${rest}${loaderScript(urls)}`;
    },
  };
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
 * Wraps a request handler: a browser's page request is answered with the rewritten,
 * compressed HTML (its not-found and error pages too). Anything else (data requests,
 * scripts, images, POSTs, HEADs) passes as before; a page request answered with
 * something other than HTML goes uncompressed, as Next.js was asked for it that way.
 */
export function withScriptsAfterPaint(handle, { cache = createCompressedCache() } = {}) {
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
      const deferrer = createScriptDeferrer();
      const decoder = new StringDecoder("utf8");
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
          const text =
            typeof chunk !== "string"
              ? decoder.write(Buffer.from(chunk))
              : chunkEncoding && !/^utf-?8$/i.test(chunkEncoding)
                ? Buffer.from(chunk, chunkEncoding).toString()
                : chunk;
          const out = deferrer.push(text);
          if (!out) return;
          if (compressor) compressor.write(out);
          else write(out);
        },
        flush() {
          compressor?.flush();
        },
        finish() {
          const out = deferrer.end() + decoder.end();
          if (compressor) compressor.end(out);
          else end(out);
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
