import { sql } from "drizzle-orm";
import type { contactMessages, Database, newsletterSubscriptions, SqlRow } from "@shop/db";
import {
  ADMIN_MESSAGING_PER_PAGE,
  SUBSCRIBER_STATUSES,
  type AdminContactMessage,
  type AdminSubscriber,
  type AdminSubscribersResponse,
  type PageMeta,
  type SubscriberStatus,
} from "@shop/contracts";
import { csvDhakaTime, csvDocument } from "../../lib/csv";
import { containsPattern } from "../../lib/like";
import { toDhakaIso } from "../../lib/time";
import { recordAudit } from "./audit";
import { repliesOf } from "./contact-replies";
import { isoOrNull, offsetOf, pageMetaOf } from "./paging";

type SubscriberRow = Pick<SqlRow<typeof newsletterSubscriptions>, "id" | "email" | "status" | "created_at" | "confirmed_at" | "unsubscribed_at">;

/**
 * GET /v1/admin/subscribers: newest first, one status or all, `q` a literal part of the
 * address. The counts are per status under the same search, whatever the status tab.
 */
export async function listSubscribers(
  db: Database,
  input: { page: number; status: "all" | SubscriberStatus; q?: string },
): Promise<Omit<AdminSubscribersResponse, "message">> {
  const search = input.q ? sql`email ilike ${containsPattern(input.q)}` : sql`true`;
  const where = input.status === "all" ? search : sql`${search} and status = ${input.status}`;
  const [rows, counted] = await Promise.all([
    db.execute<SubscriberRow>(sql`
      select id, email, status, created_at, confirmed_at, unsubscribed_at from newsletter_subscriptions
      where ${where} order by created_at desc, id desc
      limit ${ADMIN_MESSAGING_PER_PAGE} offset ${offsetOf(input.page, ADMIN_MESSAGING_PER_PAGE)}`),
    db.execute<{ status: SubscriberStatus; n: number }>(sql`select status, count(*)::int as n from newsletter_subscriptions where ${search} group by status`),
  ]);
  const counts = Object.fromEntries(SUBSCRIBER_STATUSES.map((status) => [status, 0])) as Record<SubscriberStatus, number>;
  for (const row of counted.rows) counts[row.status] = Number(row.n);
  const total = input.status === "all" ? Object.values(counts).reduce((sum, n) => sum + n, 0) : counts[input.status];
  const data: AdminSubscriber[] = rows.rows.map((row) => ({
    id: Number(row.id),
    email: row.email,
    status: row.status,
    created_at: toDhakaIso(row.created_at),
    confirmed_at: isoOrNull(row.confirmed_at),
    unsubscribed_at: isoOrNull(row.unsubscribed_at),
  }));
  return { data, meta: { ...pageMetaOf(input.page, total, ADMIN_MESSAGING_PER_PAGE), counts } };
}

/**
 * GET /v1/admin/subscribers/export: the confirmed addresses only (a pending one never
 * opted in; an unsubscribed one opted out), in the order they confirmed. The rows are
 * read in the transaction that writes the audit entry, so the entry's count is the
 * file's: who took the list, and how much of it.
 */
export async function exportSubscribers(db: Database, actorId: string): Promise<{ fileName: string; csv: string }> {
  const fileName = `subscribers-${toDhakaIso(new Date()).slice(0, 10)}.csv`;
  return db.transaction(async (tx) => {
    const result = await tx.execute<Pick<SubscriberRow, "email" | "confirmed_at" | "created_at">>(sql`
      select email, confirmed_at, created_at from newsletter_subscriptions
      where status = 'subscribed' order by confirmed_at, id`);
    const rows = result.rows.map((row) => [row.email, csvDhakaTime(row.confirmed_at), csvDhakaTime(row.created_at)]);
    await recordAudit(tx, { actorId, action: "subscriber.export", entity: "subscriber", entityId: fileName, after: { rows: rows.length } });
    return { fileName, csv: csvDocument(["email", "confirmed_at", "created_at"], rows) };
  });
}

/** GET /v1/admin/messages: what the contact page received, newest first, each with the staff's replies. */
export async function listContactMessages(db: Database, input: { page: number }): Promise<{ data: AdminContactMessage[]; meta: PageMeta }> {
  const [rows, count] = await Promise.all([
    db.execute<Pick<SqlRow<typeof contactMessages>, "id" | "name" | "email" | "title" | "comment" | "created_at">>(sql`
      select id, name, email, title, comment, created_at from contact_messages
      order by created_at desc, id desc
      limit ${ADMIN_MESSAGING_PER_PAGE} offset ${offsetOf(input.page, ADMIN_MESSAGING_PER_PAGE)}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from contact_messages`),
  ]);
  const replies = await repliesOf(
    db,
    rows.rows.map((row) => Number(row.id)),
  );
  return {
    data: rows.rows.map((row) => ({ ...row, id: Number(row.id), created_at: toDhakaIso(row.created_at), replies: replies.get(Number(row.id)) ?? [] })),
    meta: pageMetaOf(input.page, Number(count.rows[0]?.total ?? 0), ADMIN_MESSAGING_PER_PAGE),
  };
}
