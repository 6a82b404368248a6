import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authTokens, users } from "@shop/db";
import { buildApp } from "../app";
import { testEnv, useTestApp } from "../test/app";
import { hashToken, requireUser } from "./identity";

const t = useTestApp();
const guestId = `${randomBytes(18).toString("base64url")}1234`;
let app: FastifyInstance;
let userId: string;
const tokens = { valid: "", expired: "", revoked: "" };

async function issueToken(options: { expiresInMs: number; revoked?: boolean }): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await t.db.insert(authTokens).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + options.expiresInMs),
    revokedAt: options.revoked ? new Date() : null,
  });
  return token;
}

beforeAll(async () => {
  const [user] = await t.db.insert(users).values({ phone: "01712345678" }).returning();
  userId = user.id;
  tokens.valid = await issueToken({ expiresInMs: 60_000 });
  tokens.expired = await issueToken({ expiresInMs: -1000 });
  tokens.revoked = await issueToken({ expiresInMs: 60_000, revoked: true });
  app = await buildApp({ db: t.db, env: testEnv(), logger: false });
  app.get("/t/me", { preHandler: requireUser }, async (request) => request.identity);
  app.get("/t/who", async (request) => request.identity);
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

describe("guest id (X-Unique-Number)", () => {
  it("accepts a well-formed guest id", async () => {
    const res = await get("/t/who", { "x-unique-number": guestId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: null, guestId });
  });

  it.each(["short1234", `${"a".repeat(30)}12x4`, `${"a".repeat(30)} 1234`, `${"a".repeat(70)}1234`, ""])(
    "rejects a malformed guest id %j with 400 invalid_guest_id",
    async (bad) => {
      const res = await get("/v1/brands", { "x-unique-number": bad });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: "Invalid guest id",
        errors: [{ field: "X-Unique-Number", message: "Invalid guest id", code: "invalid_guest_id" }],
      });
    },
  );

  it("answers a catalog route normally with a valid guest id", async () => {
    const res = await t.app.inject({ method: "GET", url: "/v1/brands", headers: { "x-unique-number": guestId } });
    expect(res.statusCode).toBe(200);
  });
});

describe("bearer token", () => {
  it("resolves a valid token to its user; the user wins over a guest id", async () => {
    const res = await get("/t/me", { authorization: `Bearer ${tokens.valid}`, "x-unique-number": guestId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId, guestId });
  });

  it.each(["short1234", "\u0000", `${"a".repeat(70)}1234`])("lets a signed-in call with a malformed guest id %j through: the user wins", async (bad) => {
    const res = await get("/t/me", { authorization: `Bearer ${tokens.valid}`, "x-unique-number": bad });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId, guestId: null });
    // With a dead token the guest id is all there is, and it must be well formed.
    expect((await get("/t/who", { authorization: `Bearer ${tokens.revoked}`, "x-unique-number": bad })).statusCode).toBe(400);
  });

  const cases: Array<[string, () => Record<string, string>]> = [
    ["no token", () => ({})],
    ["an unknown token", () => ({ authorization: "Bearer nope" })],
    ["an expired token", () => ({ authorization: `Bearer ${tokens.expired}` })],
    ["a revoked token", () => ({ authorization: `Bearer ${tokens.revoked}` })],
    ["a non-bearer scheme", () => ({ authorization: "Basic dXNlcjpwYXNz" })],
  ];
  it.each(cases)("answers 401 unauthorized on a protected route with %s", async (_label, headers) => {
    const res = await get("/t/me", headers());
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].code).toBe("unauthorized");
  });

  it("treats an invalid token as anonymous on a public route", async () => {
    const res = await get("/t/who", { authorization: `Bearer ${tokens.expired}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: null, invalidToken: true });
    const catalog = await t.app.inject({ method: "GET", url: "/v1/main-menus", headers: { authorization: "Bearer nope" } });
    expect(catalog.statusCode).toBe(200);
  });
});
