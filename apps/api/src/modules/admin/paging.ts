import { ADMIN_PER_PAGE, type PageMeta } from "@shop/contracts";
import { toDhakaIso } from "../../lib/time";

/**
 * Back-office lists page by ADMIN_PER_PAGE unless their contract names another size
 * (the subscriber and contact lists: 50); the size travels in the meta, so one pager
 * serves every screen.
 */
export const offsetOf = (page: number, perPage = ADMIN_PER_PAGE): number => (page - 1) * perPage;

export function pageMetaOf(page: number, total: number, perPage = ADMIN_PER_PAGE): PageMeta {
  return { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

/** A nullable timestamptz column, as the contract's ISO string. */
export const isoOrNull = (value: Date | null): string | null => (value === null ? null : toDhakaIso(value));
