import type { FastifyInstance } from "fastify";
import { desc, eq } from "drizzle-orm";
import { outbox, type Database } from "@shop/db";

/** Test helpers: what a shopper would read on the phone, and the sign-in flow end to end. */
export async function lastMessage(db: Database, to: string) {
  const [row] = await db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1);
  return row;
}

export async function lastCode(db: Database, phone: string): Promise<string> {
  const row = await lastMessage(db, phone);
  const code = /\b(\d{6})\b/.exec(row?.body ?? "")?.[1];
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

export async function requestCode(app: FastifyInstance, phone: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: "POST", url: "/v1/auth/otp", payload: { phone }, headers });
  if (res.statusCode !== 200) throw new Error(`otp request failed: ${res.statusCode} ${res.body}`);
  return res.json().data.signature as string;
}

export async function signInByPhone(app: FastifyInstance, db: Database, phone: string, headers: Record<string, string> = {}) {
  const signature = await requestCode(app, phone);
  const res = await app.inject({
    method: "POST",
    url: "/v1/auth/signin",
    payload: { phone, otp: await lastCode(db, phone), signature },
    headers,
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const data = res.json().data as { token: string; expires_at: string; user: { name: string | null; email: string | null; phone: string } };
  return { ...data, headers: { authorization: `Bearer ${data.token}` } };
}
