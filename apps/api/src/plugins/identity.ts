import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { and, eq, gt, isNull } from "drizzle-orm";
import { authTokens, users, type Database } from "@shop/db";
import { GUEST_ID_PATTERN } from "@shop/contracts";
import { AppError } from "../lib/app-error";

export type Identity = {
  /** Signed-in shopper, from a valid bearer token. */
  userId: string | null;
  /** The signed-in user's role: staff and owners may use /v1/admin/* (API.md "Back office"). */
  role: UserRole | null;
  /** Guest id from X-Unique-Number (well-formed; never stored by this layer). */
  guestId: string | null;
  /** A bearer token was sent but is unknown, expired or revoked. */
  invalidToken: boolean;
};

declare module "fastify" {
  interface FastifyRequest {
    identity: Identity;
  }
}

export type UserRole = "shopper" | "staff" | "owner";

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The user behind a bearer token that is neither revoked nor expired, with their role. */
export async function findTokenUser(db: Database, token: string): Promise<{ userId: string; role: UserRole } | null> {
  const [row] = await db
    .select({ userId: authTokens.userId, role: users.role })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, hashToken(token)), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

export function bearerToken(header: string | undefined): string | null | undefined {
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S{1,512})\s*$/i.exec(header);
  return match ? match[1] : null;
}

/** preHandler for routes that need a signed-in shopper. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.identity.userId) throw new AppError("unauthorized", "Please sign in to continue");
}

/** preHandler for /v1/admin/*: staff or owner; a shopper gets 403. */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (request.identity.role !== "staff" && request.identity.role !== "owner") throw new AppError("forbidden", "Staff only");
}

/** preHandler for what only an owner may do: staff, coupons, prices, the audit log. */
export async function requireOwner(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (request.identity.role !== "owner") throw new AppError("forbidden", "Owners only");
}

/**
 * Who is calling. A malformed guest id is rejected unless a valid token is sent too
 * (the user wins, API.md); an invalid
 * bearer token only matters where `requireUser` runs, so public reads keep working
 * for a visitor whose session just expired.
 */
export const identityPlugin = fp<{ db: Database }>(
  async (app: FastifyInstance, { db }) => {
    app.decorateRequest("identity", null as unknown as Identity);
    app.addHook("onRequest", async (request) => {
      const token = bearerToken(request.headers.authorization);
      const user = token ? await findTokenUser(db, token) : null;
      const userId = user?.userId ?? null;
      const guestHeader = request.headers["x-unique-number"];
      let guestId: string | null = null;
      if (guestHeader !== undefined) {
        const wellFormed = typeof guestHeader === "string" && GUEST_ID_PATTERN.test(guestHeader);
        // API.md: the user wins. A signed-in call is never failed for its guest id.
        if (!wellFormed && !userId) throw new AppError("invalid_guest_id", "Invalid guest id", { field: "X-Unique-Number" });
        guestId = wellFormed ? guestHeader : null;
      }
      request.identity = { userId, role: user?.role ?? null, guestId, invalidToken: token !== undefined && userId === null };
    });
  },
  { name: "identity" },
);
