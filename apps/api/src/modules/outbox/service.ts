import { desc, eq, sql } from "drizzle-orm";
import { outbox, type Database } from "@shop/db";
import type { OutboxMessage } from "@shop/contracts";
import { toDhakaIso } from "../../lib/time";
import type { DbOrTx } from "../../lib/db";
import type { Providers } from "./providers";

/** `secret`: the code or link token inside `body`, blanked out of the stored copy after OUTBOX_SECRET_RETENTION_MS. */
/** `headers`: extra mail headers (List-Unsubscribe, Reply-To), sent as they are by the mail provider. */
export type OutgoingMessage = { channel: "sms" | "email"; to: string; subject?: string; body: string; secret?: string; headers?: Record<string, string> };

/**
 * How long a sent code or link stays readable in the outbox (issue 9): long enough
 * for the provider to send it and a developer to read it from the dev outbox, no
 * longer. The codes themselves live 5 minutes.
 */
export const OUTBOX_SECRET_RETENTION_MS = 10 * 60_000;
export const BLANKED = "[removed after sending]";

/** A message is given up after this many failed sends (it stays in the table as `failed`). */
export const MAX_SEND_ATTEMPTS = 5;
const BATCH = 20;
/** A message claimed (`sending`) longer ago than this was lost with its process (a crash) and is sent again. */
export const STALE_CLAIM_MS = 5 * 60_000;

export async function enqueueMessage(db: DbOrTx, message: OutgoingMessage): Promise<void> {
  await db.insert(outbox).values({
    channel: message.channel,
    to: message.to,
    subject: message.subject ?? null,
    body: message.body,
    secret: message.secret ?? null,
    headers: message.headers ?? null,
  });
}

/** Queues an SMS to the user's phone, when the user has one (no phone, no message). */
const insertSmsToUser = (userId: string, body: string) =>
  sql`insert into outbox (channel, "to", body) select 'sms', u.phone, ${body} from users u where u.id = ${userId} and u.phone is not null`;

/** An SMS to the user's phone, when the user has one, in one statement (the phone is read by it). */
export async function enqueueSmsToUser(db: DbOrTx, userId: string, body: string): Promise<void> {
  await db.execute(insertSmsToUser(userId, body));
}

/**
 * The same as a clause of a WITH (`sms_to_user as (...)`), for a statement that writes
 * what the SMS is about in the same round trip (placing an order, orders/queries.ts
 * insertOrder).
 */
export const smsToUser = (userId: string, body: string) => sql`sms_to_user as (${insertSmsToUser(userId, body)})`;

/** Blanks the secret out of every message older than the retention, whatever became of it. Returns how many. */
export async function blankOldSecrets(db: DbOrTx, retentionMs: number = OUTBOX_SECRET_RETENTION_MS): Promise<number> {
  const { rows } = await db.execute<{ id: number }>(sql`
    UPDATE outbox SET body = replace(body, secret, ${BLANKED}), secret = NULL
    WHERE secret IS NOT NULL AND created_at < now() - make_interval(secs => ${retentionMs / 1000})
    RETURNING id`);
  return rows.length;
}

type ClaimedRow = {
  id: number;
  channel: "sms" | "email";
  to: string;
  subject: string | null;
  body: string;
  headers: Record<string, string> | null;
  attempts: number;
};

/**
 * Sends pending messages until none is left. Rows are claimed (`sending`, with the
 * time) with SKIP LOCKED so several API processes never send one message twice; a
 * failed send goes back to `pending` until MAX_SEND_ATTEMPTS; a claim older than
 * STALE_CLAIM_MS belongs to a process that died mid-send and is claimed again
 * (at-least-once: that message may go out twice, never zero times). Returns how many were sent.
 */
export async function deliverPending(
  db: Database,
  providers: Providers,
  onError?: (error: unknown, id: number) => void,
  staleClaimMs: number = STALE_CLAIM_MS,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await db.execute<ClaimedRow>(sql`
      UPDATE outbox SET status = 'sending', attempts = attempts + 1, claimed_at = now()
      WHERE id IN (
        SELECT id FROM outbox
        WHERE status = 'pending' OR (status = 'sending' AND claimed_at < now() - make_interval(secs => ${staleClaimMs / 1000}))
        ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id, channel, "to", subject, body, headers, attempts`);
    if (!claimed.rows.length) return sent;
    let failed = false;
    for (const row of claimed.rows) {
      try {
        if (row.channel === "sms") await providers.sms.send(row.to, row.body);
        else await providers.mail.send({ to: row.to, subject: row.subject ?? "", body: row.body, headers: row.headers ?? undefined });
        await db.update(outbox).set({ status: "sent", sentAt: new Date() }).where(eq(outbox.id, row.id));
        sent++;
      } catch (error) {
        onError?.(error, row.id);
        const status = row.attempts >= MAX_SEND_ATTEMPTS ? "failed" : "pending";
        await db.update(outbox).set({ status }).where(eq(outbox.id, row.id));
        failed = true;
      }
    }
    // Retry on the next kick rather than spinning on a provider that is down.
    if (failed) return sent;
  }
}

/** Messages to one phone or address, newest first (dev outbox). */
export async function listMessages(db: Database, to: string, limit = 50): Promise<OutboxMessage[]> {
  const rows = await db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
  return rows.map((row) => ({
    to: row.to,
    channel: row.channel,
    subject: row.subject,
    body: row.body,
    created_at: toDhakaIso(row.createdAt),
  }));
}
