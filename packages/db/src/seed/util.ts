import { createHash } from "node:crypto";
import type { Database } from "../client";

/** A Drizzle transaction handle (same query API as the database). */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Tiny seeded PRNG (mulberry32): the same seed always gives the same catalog. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rng = ReturnType<typeof mulberry32>;

export const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)];
export const intBetween = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/\+/g, " plus ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .replace(/-{2,}/g, "-");
}

export function shortHash(content: string): string {
  return createHash("sha1").update(content).digest("hex").slice(0, 6);
}

/** Media key with a content hash, so a changed image gets a new key (and fresh caches). */
export function mediaKeyFor(prefix: string, body: string): string {
  const stem = slugify(prefix).slice(0, 100).replace(/-+$/, "");
  return `${stem}-${shortHash(body)}.svg`;
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Round a taka amount to a price a shop would print (nearest 5, or 10 above 1000). */
export function roundTaka(taka: number): number {
  const step = taka >= 1000 ? 10 : 5;
  return Math.max(step, Math.round(taka / step) * step);
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Seeded timestamps are relative to this fixed date so the catalog is reproducible. */
export const CATALOG_BASE_DATE = new Date("2026-11-01T06:00:00.000Z");
