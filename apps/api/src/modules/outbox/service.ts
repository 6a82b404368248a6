import { desc, eq, sql } from "drizzle-orm";
import { outbox, type Database, type SqlRow } from "@shop/db";
import type { OutboxMessage } from "@shop/contracts";
import { toDhakaIso } from "../../lib/time";
import type { DbOrTx } from "../../lib/db";
import { outboxFailures, outboxSent } from "../../lib/metrics";
import type { Providers } from "./providers";
import { SmsRefused, type SmsFailureKind } from "./sms/types";
import { smsTextsFor, type SmsTexts } from "./sms-texts";

/**
 * `secret`: the code or link token inside `body`, blanked out of the stored copy after OUTBOX_SECRET_RETENTION_MS.
 * `headers`: extra mail headers (List-Unsubscribe, Reply-To), sent as they are by the mail provider.
 * `expiresInSeconds`: the message carries a code of that life: it goes before every other
 * queued message and is never sent once the code is dead (a late code only confuses).
 */
export type OutgoingMessage = {
  channel: "sms" | "email";
  to: string;
  subject?: string;
  body: string;
  secret?: string;
  headers?: Record<string, string>;
  expiresInSeconds?: number;
};

/**
 * How long a sent code or link stays readable in the outbox (issue 9): long enough
 * for the provider to send it and a developer to read it from the dev outbox, no
 * longer. The codes themselves live 5 minutes.
 */
export const OUTBOX_SECRET_RETENTION_MS = 10 * 60_000;
export const BLANKED = "[removed after sending]";

/** A message is given up after this many tries that failed for a passing reason (it stays in the table as `failed`). */
export const MAX_SEND_ATTEMPTS = 5;
const BATCH = 10;
/** A message claimed (`sending`) longer ago than this was lost with its process (a crash) and is sent again. */
export const STALE_CLAIM_MS = 5 * 60_000;

/**
 * The wait before try n+1 after n tries failed for a passing reason (a timeout, a 5xx, the
 * gateway's internal error): 5 s, 20 s, 80 s, 320 s. A sign-in code (5 minutes) gets its
 * first three tries inside its life; an order message waits out an outage of minutes.
 */
export const retryDelayMs = (attempts: number): number => 5_000 * 4 ** Math.max(0, attempts - 1);

export async function enqueueMessage(db: DbOrTx, message: OutgoingMessage): Promise<void> {
  const life = message.expiresInSeconds;
  await db.insert(outbox).values({
    channel: message.channel,
    to: message.to,
    subject: message.subject ?? null,
    body: message.body,
    secret: message.secret ?? null,
    headers: message.headers ?? null,
    priority: life === undefined ? 1 : 0,
    expiresAt: life === undefined ? null : sql`now() + make_interval(secs => ${life})`,
  });
}

/** An SMS's text, or how to write it from the texts in the shopper's language (issue 50). */
export type SmsBody = string | ((texts: SmsTexts) => string);

/**
 * Queues an SMS to the user's phone, when the user has one (no phone, no message). A text
 * goes as it is, in one statement (the phone is read by it); a builder is given the SMS
 * texts in the user's language (users.locale) and writes it.
 */
export async function enqueueSmsToUser(db: DbOrTx, userId: string, body: SmsBody): Promise<void> {
  if (typeof body === "string") {
    await db.execute(sql`insert into outbox (channel, "to", body) select 'sms', u.phone, ${body} from users u where u.id = ${userId} and u.phone is not null`);
    return;
  }
  const { rows } = await db.execute<{ phone: string | null; locale: string }>(sql`select phone, locale from users where id = ${userId}`);
  const user = rows[0];
  if (!user?.phone) return;
  await enqueueMessage(db, { channel: "sms", to: user.phone, body: body(smsTextsFor(user.locale)) });
}

/** Blanks the secret out of every message older than the retention, whatever became of it. Returns how many. */
export async function blankOldSecrets(db: DbOrTx, retentionMs: number = OUTBOX_SECRET_RETENTION_MS): Promise<number> {
  const { rows } = await db.execute<{ id: number }>(sql`
    UPDATE outbox SET body = replace(body, secret, ${BLANKED}), secret = NULL
    WHERE secret IS NOT NULL AND created_at < now() - make_interval(secs => ${retentionMs / 1000})
    RETURNING id`);
  return rows.length;
}

type ClaimedRow = Pick<SqlRow<typeof outbox>, "id" | "channel" | "to" | "subject" | "body" | "headers" | "attempts" | "priority" | "client_ref">;

export type DeliverOptions = {
  /** Told of every failed try (the dispatcher logs it). */
  onError?: (error: unknown, id: number) => void;
  staleClaimMs?: number;
  /** The wait before the next try after `attempts` failed ones; tests pass 0. */
  retryDelayMs?: (attempts: number) => number;
};

/** What a failed try is recorded as: an SMS gateway's refusal as it answered, anything else as a passing failure. */
function failureOf(error: unknown): { kind: SmsFailureKind; code: string; words: string } {
  if (error instanceof SmsRefused) return { kind: error.kind, code: error.code, words: error.words };
  return { kind: "transient", code: "error", words: error instanceof Error ? error.message : String(error) };
}

/**
 * Sends pending messages until none is due. Rows are claimed (`sending`, with the time)
 * with SKIP LOCKED so several API processes never send one message twice, codes first
 * (priority 0), then in the order they were queued. A code past its life is marked
 * `expired` instead of sent. A try that fails for a passing reason (timeout, 5xx) puts
 * the message back for a later try (next_attempt_at, retryDelayMs) until MAX_SEND_ATTEMPTS;
 * a refusal that would only repeat (invalid number, no balance, wrong key) fails it at
 * once. Either way the provider's code and words are kept. A claim older than
 * STALE_CLAIM_MS belongs to a process that died mid-send and is claimed again
 * (at-least-once, with the same client_ref, which SSL Wireless refuses to send twice).
 * Returns how many were sent.
 */
export async function deliverPending(db: Database, providers: Providers, options: DeliverOptions = {}): Promise<number> {
  const staleClaimMs = options.staleClaimMs ?? STALE_CLAIM_MS;
  const delayOf = options.retryDelayMs ?? retryDelayMs;
  let sent = 0;
  await db.execute(sql`UPDATE outbox SET status = 'expired' WHERE status IN ('pending', 'sending') AND priority = 0 AND expires_at <= now()`);
  for (;;) {
    const claimed = await db.execute<ClaimedRow>(sql`
      UPDATE outbox SET status = 'sending', attempts = attempts + 1, claimed_at = now(), last_attempt_at = now()
      WHERE id IN (
        SELECT id FROM outbox
        WHERE ((status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= now()))
            OR (status = 'sending' AND claimed_at < now() - make_interval(secs => ${staleClaimMs / 1000})))
          AND (expires_at IS NULL OR expires_at > now())
        ORDER BY priority, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id, channel, "to", subject, body, headers, attempts, priority, client_ref`);
    if (!claimed.rows.length) return sent;
    // Claimed in order, sent in order: the statement's RETURNING order is not the claim's.
    const rows = claimed.rows.toSorted((a, b) => a.priority - b.priority || a.id - b.id);
    let failed = false;
    let smsDown = false;
    for (const row of rows) {
      if (smsDown && row.channel === "sms") {
        // The gateway just failed for a passing reason: the rest of the batch waits with it, untried.
        await db.execute(sql`UPDATE outbox SET status = 'pending', attempts = attempts - 1, claimed_at = NULL WHERE id = ${row.id} AND status = 'sending'`);
        continue;
      }
      try {
        if (row.channel === "sms") {
          const accepted = await providers.sms.send({ to: row.to, body: row.body, reference: row.client_ref });
          await db
            .update(outbox)
            .set({ status: "sent", sentAt: sql`now()`, provider: providers.sms.name, providerMessageId: accepted.messageId })
            .where(eq(outbox.id, row.id));
        } else {
          await providers.mail.send({ to: row.to, subject: row.subject ?? "", body: row.body, headers: row.headers ?? undefined });
          await db
            .update(outbox)
            .set({ status: "sent", sentAt: sql`now()` })
            .where(eq(outbox.id, row.id));
        }
        sent++;
        outboxSent.inc({ channel: row.channel });
      } catch (error) {
        options.onError?.(error, row.id);
        const failure = failureOf(error);
        const giveUp = failure.kind !== "transient" || row.attempts >= MAX_SEND_ATTEMPTS;
        outboxFailures.inc({ channel: row.channel, kind: failure.kind, final: String(giveUp) });
        await db
          .update(outbox)
          .set({
            status: giveUp ? "failed" : "pending",
            nextAttemptAt: giveUp ? null : sql`now() + make_interval(secs => ${delayOf(row.attempts) / 1000})`,
            provider: row.channel === "sms" ? providers.sms.name : null,
            errorKind: failure.kind,
            errorCode: failure.code,
            errorMessage: failure.words.slice(0, 500),
          })
          .where(eq(outbox.id, row.id));
        failed ||= failure.kind === "transient";
        smsDown ||= failure.kind === "transient" && row.channel === "sms";
      }
    }
    // Retry on the next kick rather than spinning on a provider that is down.
    if (failed) return sent;
  }
}

/** When the soonest message waiting out a back-off is due, or null when none waits. */
export async function nextRetryAt(db: Database): Promise<Date | null> {
  const { rows } = await db.execute<{ at: SqlRow<typeof outbox>["next_attempt_at"] }>(
    sql`SELECT min(next_attempt_at) AS at FROM outbox WHERE status = 'pending' AND next_attempt_at IS NOT NULL`,
  );
  return rows[0]?.at ?? null;
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
