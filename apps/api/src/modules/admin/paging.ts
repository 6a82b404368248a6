import { ADMIN_PER_PAGE, type PageMeta } from "@shop/contracts";
import { toDhakaIso } from "../../lib/time";

/** Every back-office list pages by ADMIN_PER_PAGE, so a screen's pager is the same everywhere. */
export const offsetOf = (page: number): number => (page - 1) * ADMIN_PER_PAGE;

export function pageMetaOf(page: number, total: number): PageMeta {
  return { page, per_page: ADMIN_PER_PAGE, total, last_page: Math.max(1, Math.ceil(total / ADMIN_PER_PAGE)) };
}

/** A nullable timestamp from either driver, as the contract's ISO string. */
export const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : toDhakaIso(value));
