import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { createMedia } from "../../test/factories";
import { targetWidth } from "./service";

const t = useTestApp();
let key: string;
beforeAll(async () => {
  key = await createMedia(t.db, { width: 800, height: 600 });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

describe("targetWidth", () => {
  it("snaps up to a rendered width and never above the master", () => {
    expect(targetWidth(100, 800)).toBe(128);
    expect(targetWidth(128, 800)).toBe(128);
    expect(targetWidth(700, 800)).toBe(768);
    expect(targetWidth(790, 800)).toBe(800);
    expect(targetWidth(2048, 4000)).toBe(2048);
    expect(targetWidth(undefined, 800)).toBe(800);
  });
});

describe("GET /v1/media/:key", () => {
  it("renders a WebP at the requested width, snapped up, cacheable forever", async () => {
    const res = await get(`/v1/media/${key}?w=300`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(384);
    expect(meta.height).toBe(288);
  });

  it("defaults to the master width and never upscales", async () => {
    expect((await sharp((await get(`/v1/media/${key}`)).rawPayload).metadata()).width).toBe(800);
    expect((await sharp((await get(`/v1/media/${key}?w=2000`)).rawPayload).metadata()).width).toBe(800);
  });

  it("answers 304 to a matching ETag", async () => {
    const first = await get(`/v1/media/${key}?w=64`);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"/);
    const again = await get(`/v1/media/${key}?w=64`, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    // w=50 snaps to the same rendition as w=64.
    expect((await get(`/v1/media/${key}?w=50`)).headers.etag).toBe(etag);
  });

  it("serves a placeholder for products without images", async () => {
    const res = await get("/v1/media/placeholder.svg?w=128");
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(128);
  });

  it("answers 404 for an unknown or malformed key and 422 for a bad width", async () => {
    const missing = await get("/v1/media/nope.svg");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Image not found");
    expect(missing.headers["cache-control"]).toBe("no-store");
    for (const url of [`/v1/media/${key}?w=abc`, `/v1/media/${key}?w=5000`, `/v1/media/${key}?w=1`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors[0].code).toBe("validation_failed");
    }
    // A malformed key is a key nothing has (issue 9): 404, like an unknown one.
    for (const url of ["/v1/media/..%2Fetc%2Fpasswd", "/v1/media/UPPER.svg"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().errors[0].code).toBe("not_found");
    }
  });
});
