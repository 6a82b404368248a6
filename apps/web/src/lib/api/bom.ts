import type { BomMapping, BomMatchData, BulkResult, PartsList, PartsListSummary } from "@shop/contracts";
import { api, apiRequest, type Identity } from "./client";

export type BulkAnswer = { message: string; data: { results: BulkResult[]; repeated: boolean; cart_count: number } };

/** POST /v1/bom/match: a pasted list or a CSV file's text, with the shopper's column mapping if changed. */
export async function matchBom({ text, mapping }: { text: string; mapping?: BomMapping }): Promise<BomMatchData> {
  return (await api.post<{ message: string; data: BomMatchData }>("/v1/bom/match", { text, mapping })).data.data;
}

/** POST /v1/cart/items/bulk: one press, one key (a double press adds nothing twice). */
export async function addBulkToCart({ requestKey, items }: { requestKey: string; items: { product: string; quantity: number }[] }): Promise<BulkAnswer> {
  return (await api.post<BulkAnswer>("/v1/cart/items/bulk", { request_key: requestKey, items })).data;
}

/** POST /v1/parts-lists (signed-in): from lines, or from the cart. */
export async function saveList(body: { name: string; from_cart?: boolean; items?: { product: string; quantity: number }[] }): Promise<PartsList> {
  return (await api.post<{ message: string; data: PartsList }>("/v1/parts-lists", body)).data.data;
}

/** GET /v1/parts-lists (signed-in): the shopper's lists. */
export async function getMyLists(): Promise<PartsListSummary[]> {
  return (await api.get<{ message: string; data: { lists: PartsListSummary[] } }>("/v1/parts-lists", { cache: "no-store" })).data.data.lists;
}

/** DELETE /v1/parts-lists/{id} (the owner). */
export async function deleteList(id: string): Promise<void> {
  await api.delete(`/v1/parts-lists/${encodeURIComponent(id)}`);
}

/** PATCH /v1/parts-lists/{id} (the owner): a new name, and the whole line list when given. */
export async function updateList(id: string, body: { name?: string; items?: { product: string; quantity: number }[] }): Promise<PartsList> {
  return (await apiRequest<{ message: string; data: PartsList }>("PATCH", `/v1/parts-lists/${encodeURIComponent(id)}`, { body })).data.data;
}

/** GET /v1/parts-lists/{id}: a shared list, read by anyone with the link (server render). */
export async function getList(id: string, identity?: Identity): Promise<PartsList> {
  return (await api.get<{ message: string; data: PartsList }>(`/v1/parts-lists/${encodeURIComponent(id)}`, { cache: "no-store", identity })).data.data;
}

/** GET /v1/featured-parts-list: the list featured on a page ("What you need"), or null. */
export async function getFeaturedList(path: string): Promise<PartsList | null> {
  return (await api.get<{ message: string; data: PartsList | null }>("/v1/featured-parts-list", { query: { path }, cache: "no-store" })).data.data;
}
