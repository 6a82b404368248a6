import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import sharp from "sharp";
import type { Database } from "@shop/db";
import { notFound } from "../../lib/app-error";
import { PLACEHOLDER_MEDIA_KEY } from "../../lib/media-url";
import { findMedia, type MediaRow } from "./queries";

/** The widths we render; a request is snapped up to one so caches stay small. */
export const MEDIA_WIDTHS = [64, 128, 256, 384, 512, 640, 768, 1024, 1450, 2048] as const;

export type RenderedMedia = { body: Buffer; contentType: "image/webp"; width: number; etag: string };

export type MediaRenderer = {
  /**
   * `admit` runs only when the rendition must be rendered (not cached, not already
   * rendering): the caller's budget for costly work. It rejects to refuse.
   */
  render: (input: { key: string; width?: number; admit?: () => Promise<void> }) => Promise<RenderedMedia>;
};

/** Snap up to the next rendered width, never above the master's own width. */
export function targetWidth(requested: number | undefined, masterWidth: number): number {
  if (requested === undefined) return masterWidth;
  const snapped = MEDIA_WIDTHS.find((w) => w >= requested) ?? MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1];
  return Math.min(snapped, masterWidth);
}

const PLACEHOLDER: MediaRow = {
  key: PLACEHOLDER_MEDIA_KEY,
  contentType: "image/svg+xml",
  width: 800,
  height: 800,
  body: Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">` +
      `<rect width="800" height="800" fill="#f1f5f9"/>` +
      `<g fill="none" stroke="#94a3b8" stroke-width="24" stroke-linejoin="round">` +
      `<rect x="250" y="250" width="300" height="300" rx="24"/>` +
      `<path d="M310 250v-60M400 250v-60M490 250v-60M310 610v-60M400 610v-60M490 610v-60M250 310h-60M250 400h-60M250 490h-60M610 310h-60M610 400h-60M610 490h-60"/>` +
      `</g></svg>`,
  ),
};

async function renderWebp(master: MediaRow, width: number): Promise<Buffer> {
  const isSvg = master.contentType.startsWith("image/svg");
  // Rasterise vectors at the target size instead of scaling a 72 dpi bitmap.
  const density = isSvg ? Math.min(2400, Math.max(1, (72 * width) / master.width)) : undefined;
  return sharp(master.body, { density, limitInputPixels: 50_000_000 })
    .resize({ width, withoutEnlargement: !isSvg })
    .webp({ quality: 80, effort: 4 })
    .toBuffer();
}

/** Snap a request up to a rendered width (before the master's own width is known). */
function snapWidth(requested: number | undefined): number | undefined {
  if (requested === undefined) return undefined;
  return MEDIA_WIDTHS.find((w) => w >= requested) ?? MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1];
}

/**
 * Renders media masters to WebP at a snapped width, keeping rendered bytes in a
 * bounded in-process LRU (a cache only: keys are content-hashed and immutable, so a
 * hit needs no database read and is never stale, and each API process may keep its
 * own). Concurrent requests for one rendition share a render.
 */
export function createMediaRenderer({ db, maxBytes = 64 * 1024 * 1024 }: { db: Database; maxBytes?: number }): MediaRenderer {
  // Key overhead is small next to the image bytes; count a little for it anyway.
  const cache = new LRUCache<string, RenderedMedia>({ maxSize: maxBytes, sizeCalculation: (entry) => entry.body.length + 256 });
  const inflight = new Map<string, Promise<RenderedMedia>>();

  const rendition = (cacheKey: string, body: Buffer, width: number): RenderedMedia => ({
    body,
    contentType: "image/webp",
    width,
    etag: `"${createHash("sha1").update(cacheKey).digest("base64url").slice(0, 16)}-${width}"`,
  });

  async function load(key: string, snapped: number | undefined, cacheKey: string): Promise<RenderedMedia> {
    const master = (await findMedia(db, key)) ?? (key === PLACEHOLDER_MEDIA_KEY ? PLACEHOLDER : null);
    if (!master || !master.contentType.startsWith("image/")) throw notFound("Image not found");
    const width = targetWidth(snapped, master.width);
    const rendered = rendition(cacheKey, await renderWebp(master, width), width);
    cache.set(cacheKey, rendered);
    return rendered;
  }

  return {
    async render({ key, width, admit }) {
      const snapped = snapWidth(width);
      const cacheKey = `${key}@${snapped ?? "master"}`;
      const ready = cache.get(cacheKey) ?? inflight.get(cacheKey);
      if (ready) return ready;
      if (admit) {
        await admit();
        // The budget may be counted elsewhere (Redis): meanwhile another request may have started this render.
        const meanwhile = cache.get(cacheKey) ?? inflight.get(cacheKey);
        if (meanwhile) return meanwhile;
      }
      const promise = load(key, snapped, cacheKey).finally(() => inflight.delete(cacheKey));
      inflight.set(cacheKey, promise);
      return promise;
    },
  };
}
