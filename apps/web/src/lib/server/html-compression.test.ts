import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: plain JavaScript, run by node before Next.js
import { createCompressedCache, withHtmlCompression } from "./html-compression.mjs";

const A = "/_next/static/chunks/0a1b.js";
const B = "/_next/static/chunks/turbopack-9z.js";
/** A page's HTML as Next.js writes it: chunk scripts and a script preload in the head, flight data in the body; a taka sign to cut. */
const PAGE =
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>` +
  `<link rel="stylesheet" href="/_next/static/chunks/x.css" data-precedence="next"/>` +
  `<link rel="preload" as="script" fetchPriority="low" href="${B}"/>` +
  `<script src="${A}" async=""></script><script src="${B}" async=""></script>` +
  `<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>` +
  `<body><main><h1>৳1,23,456 Arduino Uno</h1><img fetchPriority="high" src="/a.png"/></main>` +
  `<script>self.__next_f.push([1,"a<b"])</script></body></html>`;

type Next = (req: IncomingMessage, res: ServerResponse) => void;
let close: (() => void) | undefined;
afterEach(() => close?.());

/** A real HTTP server with the wrapper in front of a stand-in for Next.js; `ask` answers one request's status, headers and decoded body. */
async function start(next: Next) {
  const seen: IncomingHttpHeaders[] = [];
  const server = createServer(withHtmlCompression((req: IncomingMessage, res: ServerResponse) => (seen.push({ ...req.headers }), next(req, res))));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () => server.close();
  const { port } = server.address() as AddressInfo;
  const ask = async (headers: IncomingHttpHeaders, method = "GET", path = "/") => {
    const answer = await new Promise<{ status: number; headers: IncomingHttpHeaders; raw: Buffer }>((resolve, reject) => {
      request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
        const parts: Buffer[] = [];
        res.on("data", (part: Buffer) => parts.push(part));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(parts) }));
      })
        .on("error", reject)
        .end();
    });
    const encoding = answer.headers["content-encoding"];
    const body = (encoding === "br" ? brotliDecompressSync(answer.raw) : encoding === "gzip" ? gunzipSync(answer.raw) : answer.raw).toString();
    return { ...answer, body, seen: seen.at(-1) as IncomingHttpHeaders };
  };
  return { ask };
}

async function serve(next: Next, headers: IncomingHttpHeaders, method = "GET") {
  return (await start(next)).ask(headers, method);
}

/** As Next.js streams a dynamic page: headers set one by one, flushed, the HTML in pieces, each flushed. */
const streamed: Next = (_req, res) => {
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.setHeader("vary", "rsc");
  res.flushHeaders();
  const bytes = Buffer.from(PAGE);
  // Cut inside the taka sign's bytes too.
  const cuts = [0, 40, PAGE.indexOf("৳") + 1, bytes.length - 30, bytes.length];
  for (let i = 0; i + 1 < cuts.length; i += 1) {
    res.write(bytes.subarray(cuts[i], cuts[i + 1]));
    (res as ServerResponse & { flush?: () => void }).flush?.();
  }
  res.end();
};

/** As Next.js sends a prerendered page: status and headers at once, the HTML in one piece. */
const prerendered: Next = (_req, res) => {
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": Buffer.byteLength(PAGE) });
  res.end(Buffer.from(PAGE));
};

const BROWSER = { accept: "text/html,application/xhtml+xml", "accept-encoding": "gzip, deflate, br, zstd" };

describe("the shop's pages compressed by the web server", () => {
  it("answers a browser's page request with the page as Next.js wrote it, in brotli, Next.js asked for plain text", async () => {
    const answer = await serve(streamed, BROWSER);
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers.vary).toBe("rsc, Accept-Encoding");
    expect(answer.seen["accept-encoding"]).toBeUndefined();
    expect(answer.body).toBe(PAGE);
  });

  it("sends gzip to a browser without brotli, and drops the length of the page as Next.js had it", async () => {
    const answer = await serve(prerendered, { ...BROWSER, "accept-encoding": "gzip" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["content-length"]).toBeUndefined();
    expect(answer.body).toBe(PAGE);
    const plain = await serve(prerendered, { accept: "text/html" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(PAGE);
  });

  it("compresses a not-found page too", async () => {
    const answer = await serve((_req, res) => {
      res.statusCode = 404;
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.end(PAGE);
    }, BROWSER);
    expect(answer.status).toBe(404);
    expect(answer.body).toBe(PAGE);
  });

  it("leaves data requests, other methods and answers that are not HTML as Next.js sends them", async () => {
    const untouched = { "accept-encoding": "gzip, br" };
    const echo: Next = (req, res) => {
      res.setHeader("content-type", req.headers.rsc ? "text/x-component" : "text/html; charset=utf-8");
      res.end(PAGE);
    };
    for (const [headers, method] of [
      [{ ...BROWSER, rsc: "1" }, "GET"],
      [BROWSER, "POST"],
      [{ accept: "*/*", ...untouched }, "GET"],
    ] as const) {
      const answer = await serve(echo, headers, method);
      expect(answer.seen["accept-encoding"]).toBe(headers["accept-encoding"]);
      expect(answer.headers["content-encoding"]).toBeUndefined();
      expect(answer.body).toBe(PAGE);
    }
    const json = await serve((_req, res) => {
      res.setHeader("content-type", "application/json");
      res.end('{"ok":true}');
    }, BROWSER);
    expect(json.headers["content-encoding"]).toBeUndefined();
    expect(json.body).toBe('{"ok":true}');
  });

  it("keeps the compressed answer of a page from Next.js's cache per path and ETag, and sends it again without recompressing", async () => {
    // The stand-in's HTML changes on every call, its ETag only when told: a stored answer shows as the old HTML.
    let calls = 0;
    let etag = '"one"';
    let cached: string | undefined = "HIT";
    const { ask } = await start((_req, res) => {
      calls += 1;
      const html = PAGE.replace("<h1>", `<h1 data-call="${calls}">`);
      res.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        etag,
        ...(cached ? { "x-nextjs-cache": cached } : {}),
        "content-length": Buffer.byteLength(html),
      });
      res.end(html);
    });
    const first = await ask(BROWSER);
    expect(first.body).toContain('data-call="1"');
    expect(first.body).toBe(PAGE.replace("<h1>", '<h1 data-call="1">'));
    const again = await ask(BROWSER);
    expect(again.body, "the same path and ETag: the stored answer").toBe(first.body);
    expect(again.raw.equals(first.raw)).toBe(true);
    expect(again.headers["content-length"]).toBe(String(first.raw.length));
    expect(again.headers["content-encoding"]).toBe("br");
    expect(again.headers.vary).toBe("Accept-Encoding");
    // A query string Next.js answers with the same HTML (the same ETag) is the same entry.
    expect((await ask(BROWSER, "GET", "/?utm_source=sms")).body).toBe(first.body);
    // Each encoding, each path and each ETag is its own answer.
    expect((await ask({ ...BROWSER, "accept-encoding": "gzip" })).body).toContain('data-call="4"');
    expect((await ask(BROWSER, "GET", "/other")).body).toContain('data-call="5"');
    etag = '"two"';
    expect((await ask(BROWSER)).body).toContain('data-call="6"');
    // A page not from the route cache (a personal one) is never kept.
    cached = undefined;
    expect((await ask(BROWSER)).body).toContain('data-call="7"');
    expect((await ask(BROWSER)).body).toContain('data-call="8"');
    expect(calls).toBe(8);
  });

  it("forgets the least recently used answers beyond its size", () => {
    const cache = createCompressedCache(10);
    cache.set("a", Buffer.alloc(4));
    cache.set("b", Buffer.alloc(4));
    expect(cache.get("a")?.length).toBe(4);
    cache.set("c", Buffer.alloc(4));
    expect(cache.get("b"), "b was the least recently used").toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("c")).toBeDefined();
    expect(cache.calculatedSize).toBe(8);
    cache.set("huge", Buffer.alloc(11));
    expect(cache.get("huge")).toBeUndefined();
    expect(cache.calculatedSize).toBe(8);
  });
});
