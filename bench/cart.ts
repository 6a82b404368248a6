// Cart figures for `npm run bench`: add-to-cart (PUT /v2/carts) by many guests at
// once and reading a cart (GET /v2/carts), against the running API.
import { randomBytes } from "node:crypto";
import { loadTest, type BenchRequest, type LoadResult } from "./lib";

const GUEST_HEADER = "X-Unique-Number";

function guestId(): string {
  return `${randomBytes(18).toString("base64url")}${String(Date.now()).slice(-4)}`;
}

/** Slugs of products with enough stock that repeated adds never hit the stock limit. */
async function stockedSlugs(api: string): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1; page <= 5 && slugs.length < 60; page++) {
    const body = (await (await fetch(`${api}/v1/products?per_page=60&in_stock=true&sort=popular&page=${page}`)).json()) as {
      data: { slug: string; current_stock: number }[];
    };
    slugs.push(...body.data.filter((p) => p.current_stock >= 100).map((p) => p.slug));
  }
  if (slugs.length === 0) throw new Error("bench: no product with stock >= 100 in the catalog");
  return slugs;
}

async function put(api: string, guest: string, body: unknown): Promise<void> {
  const res = await fetch(`${api}/v2/carts`, {
    method: "PUT",
    headers: { "content-type": "application/json", [GUEST_HEADER]: guest },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`bench: PUT /v2/carts answered ${res.status}: ${await res.text()}`);
}

/**
 * 3000 guests adding to their carts, 20 connections (each adds one unit of a product
 * per request). `afterWarmup` runs once the warm-up has made carts.
 */
export async function benchAddToCart(api: string, seconds: number, slugs?: string[], afterWarmup?: () => Promise<void>): Promise<LoadResult> {
  const stocked = slugs ?? (await stockedSlugs(api));
  // A few adds per guest over the run, well under the stock of 100+.
  const adders: BenchRequest[] = Array.from({ length: 3000 }, (_, i) => ({
    method: "PUT",
    path: "/v2/carts",
    headers: { "content-type": "application/json", [GUEST_HEADER]: guestId() },
    body: JSON.stringify({ product: stocked[i % stocked.length], quantity: 1 }),
  }));
  return loadTest({ base: api, requests: adders, concurrency: 20, seconds, rowHeader: { name: GUEST_HEADER }, afterWarmup });
}

export async function benchCart(api: string, seconds: number): Promise<{ add: LoadResult; read: LoadResult; lines: number }> {
  const slugs = await stockedSlugs(api);
  const add = await benchAddToCart(api, seconds, slugs);

  // 300 carts of 3 lines each, then read them.
  const lines = 3;
  const readers: BenchRequest[] = [];
  for (let i = 0; i < 300; i++) {
    const guest = guestId();
    for (let l = 0; l < lines; l++) await put(api, guest, { product: slugs[(i + l * 7) % slugs.length], quantity: 1 });
    readers.push({ path: "/v2/carts", headers: { [GUEST_HEADER]: guest } });
  }
  const read = await loadTest({ base: api, requests: readers, concurrency: 20, seconds, rowHeader: { name: GUEST_HEADER } });
  return { add, read, lines };
}
