import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
// @ts-expect-error: plain JavaScript, run by node before Next.js
import { acceptsBrotli, withBrotliStatic } from "./static-brotli.mjs";

type Answer = { status?: number; headers?: Record<string, string | number>; body?: Buffer };

/** A build directory with one script, and the handler in front of a stand-in for Next.js. */
function setUp() {
  const distDir = mkdtempSync(path.join(os.tmpdir(), "brotli-"));
  mkdirSync(path.join(distDir, "static/chunks"), { recursive: true });
  const script = "console.log('a chunk');".repeat(200);
  writeFileSync(path.join(distDir, "static/chunks/a.js"), script);
  const next = vi.fn();
  const handler = withBrotliStatic(next, { distDir });
  const request = (url: string, encoding = "gzip, deflate, br", method = "GET") => {
    const answer: Answer = {};
    const res = {
      writeHead: (status: number, headers: Record<string, string | number>) => Object.assign(answer, { status, headers }),
      end: (body?: Buffer) => Object.assign(answer, { body }),
    };
    handler({ method, url, headers: { "accept-encoding": encoding } }, res);
    return answer;
  };
  return { handler, next, request, script };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe("brotli for the build's static files", () => {
  it("reads Accept-Encoding as browsers write it", () => {
    expect(acceptsBrotli("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsBrotli("br;q=0.5")).toBe(true);
    expect(acceptsBrotli("gzip, br;q=0")).toBe(false);
    expect(acceptsBrotli("gzip")).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });

  it("serves a script in brotli once compressed, and leaves it to Next.js until then", async () => {
    const { next, request, script } = setUp();
    expect(request("/_next/static/chunks/a.js").status).toBeUndefined();
    expect(next).toHaveBeenCalledTimes(1);
    await settle();
    const answer = request("/_next/static/chunks/a.js?v=1");
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({ "content-encoding": "br", vary: "Accept-Encoding", "x-content-type-options": "nosniff" });
    expect(brotliDecompressSync(answer.body!).toString()).toBe(script);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it("compresses the whole build ahead of the first visitor with warm()", async () => {
    const { handler, request } = setUp();
    handler.warm();
    await settle();
    expect(request("/_next/static/chunks/a.js").headers?.["content-encoding"]).toBe("br");
  });

  it("leaves everything else to Next.js", async () => {
    const { handler, next, request } = setUp();
    handler.warm();
    await settle();
    request("/_next/static/chunks/a.js", "gzip");
    request("/_next/static/chunks/a.js", "br", "POST");
    request("/_next/static/chunks/missing.js");
    request("/_next/static/chunks/..%2f..%2fetc%2fpasswd.js");
    request("/_next/static/%E0%A4%A.js");
    request("/product/x");
    expect(next).toHaveBeenCalledTimes(6);
  });
});
