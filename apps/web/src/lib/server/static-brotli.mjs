// Next.js's build output under /_next/static/ (hashed names: a file never changes) sent
// brotli-compressed at the highest quality to browsers that accept it: about 15 % fewer
// bytes than the gzip Next.js applies on the fly, which is most of a phone's wait for
// the page's scripts (docs/decisions/025-fast-on-a-phone.md). Plain JavaScript: it runs
// before Next.js, like client-address.mjs.
import { existsSync, readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";

const compress = promisify(brotliCompress);

const TYPES = { ".js": "application/javascript; charset=UTF-8", ".css": "text/css; charset=UTF-8" };
const PREFIX = "/_next/static/";

/** Whether the request's Accept-Encoding lists br (with a non-zero q). */
export function acceptsBrotli(header) {
  return String(header ?? "")
    .split(",")
    .some((part) => {
      const [name, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return name.trim().toLowerCase() === "br" && (!q || Number(q.slice(2)) > 0);
    });
}

/**
 * Wraps a request handler: GET and HEAD of a script or stylesheet under /_next/static/
 * from a browser that takes brotli get it from memory. Each file is compressed once, in
 * the background: until its copy is ready (and for anything else) Next.js answers as
 * before. `warm()` compresses every file of the build ahead of the first visitor.
 */
export function withBrotliStatic(handle, { distDir }) {
  const root = path.resolve(distDir, "static");
  /** URL path → the compressed body, or null while compressing or when it cannot be served. */
  const ready = new Map();

  function fileOf(pathname) {
    if (!pathname.startsWith(PREFIX) || !TYPES[path.extname(pathname)]) return null;
    let file;
    try {
      file = path.resolve(root, decodeURIComponent(pathname.slice(PREFIX.length)));
    } catch {
      return null; // malformed escapes: Next.js answers
    }
    return file.startsWith(`${root}${path.sep}`) ? file : null;
  }

  function prepare(pathname, file) {
    if (ready.has(pathname)) return;
    ready.set(pathname, null);
    readFile(file)
      .then((body) => compress(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }))
      .then((body) => ready.set(pathname, body))
      // A file that cannot be read stays with Next.js, which answers it (or its 404).
      .catch((error) => console.error(`[web] brotli copy of ${pathname} failed`, error));
  }

  const handler = (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") return handle(req, res);
    const pathname = (req.url ?? "").split("?")[0];
    const file = fileOf(pathname);
    if (!file || !acceptsBrotli(req.headers["accept-encoding"])) return handle(req, res);
    const body = ready.get(pathname);
    if (!body) {
      if (existsSync(file)) prepare(pathname, file);
      return handle(req, res);
    }
    res.writeHead(200, {
      "content-type": TYPES[path.extname(pathname)],
      "content-encoding": "br",
      "content-length": body.length,
      "cache-control": "public, max-age=31536000, immutable",
      vary: "Accept-Encoding",
      "x-content-type-options": "nosniff",
    });
    res.end(req.method === "HEAD" ? undefined : body);
  };

  handler.warm = () => {
    const walk = (dir) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (TYPES[path.extname(entry.name)]) prepare(`${PREFIX}${path.relative(root, full).split(path.sep).join("/")}`, full);
      }
    };
    if (existsSync(root)) walk(root);
  };
  return handler;
}
