import { sql, type SQL } from "drizzle-orm";
import { AppError } from "../../lib/app-error";
import type { Identity } from "../../plugins/identity";

export type { Tx, DbOrTx as Executor } from "../../lib/db";

/** Whose cart: a signed-in shopper's or a guest's, never both (a valid bearer wins). */
export type CartOwner = { kind: "user"; userId: string } | { kind: "guest"; guestId: string };

export const SESSION_EXPIRED = "Your session has expired, please sign in again";
export const GUEST_ID_REQUIRED = "X-Unique-Number header is required";

/**
 * The cart owner of a request. A bearer token that is not valid answers 401 even
 * when a guest id came along, so the web app resets the visitor to a fresh guest
 * (API.md) instead of silently showing the guest cart. `write` without any identity
 * answers 400; a read answers null (an empty cart, nothing written).
 */
export function cartOwner(identity: Identity, options: { write: boolean }): CartOwner | null {
  if (identity.invalidToken) throw new AppError("unauthorized", SESSION_EXPIRED);
  if (identity.userId) return { kind: "user", userId: identity.userId };
  if (identity.guestId) return { kind: "guest", guestId: identity.guestId };
  if (options.write) throw new AppError("bad_request", GUEST_ID_REQUIRED, { field: "X-Unique-Number" });
  return null;
}

export function writeOwner(identity: Identity): CartOwner {
  return cartOwner(identity, { write: true }) as CartOwner;
}

/** `carts` rows of this owner, for an alias `c`. A guest id only ever matches guest carts. */
export function ownerMatch(owner: CartOwner): SQL {
  return owner.kind === "user" ? sql`c.user_id = ${owner.userId}` : sql`c.guest_id = ${owner.guestId}`;
}
