import { sql } from "drizzle-orm";
import type { Database } from "@shop/db";
import { CONTACT_MESSAGES, type AdminContactMessage, type AdminContactReply } from "@shop/contracts";
import { notFound } from "../../lib/app-error";
import type { DbOrTx } from "../../lib/db";
import { toDhakaIso } from "../../lib/time";
import { MAIL_TEXTS } from "../outbox/mail-texts";
import { enqueueMessage } from "../outbox/service";
import { recordAudit } from "./audit";

/**
 * Staff replies to contact messages (issue 46). A reply is mailed through the outbox to
 * the message's sender, From the shop's address (the mail provider's From: MAIL_FROM or
 * the shop's name and SHOP_EMAIL) with Reply-To the shop's inbox, the sender's message
 * quoted under it; the reply is kept in contact_replies with the staff member and time
 * and audited, in the transaction that queues the mail (a reply is kept only if mailed).
 */

type ReplyRow = { id: number; message_id: number; body: string; full_name: string | null; phone: string | null; created_at: Date | string };

/** The replies of these messages, oldest first, by message id. */
export async function repliesOf(db: DbOrTx, messageIds: number[]): Promise<Map<number, AdminContactReply[]>> {
  const byMessage = new Map<number, AdminContactReply[]>();
  if (!messageIds.length) return byMessage;
  const ids = sql.join(
    messageIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const rows = await db.execute<ReplyRow>(sql`
    select r.id, r.message_id, r.body, u.full_name, u.phone, r.created_at
    from contact_replies r left join users u on u.id = r.staff_id
    where r.message_id in (${ids}) order by r.created_at, r.id`);
  for (const row of rows.rows) {
    const list = byMessage.get(Number(row.message_id)) ?? [];
    list.push({ id: Number(row.id), body: row.body, staff_name: row.full_name || row.phone || null, created_at: toDhakaIso(new Date(row.created_at)) });
    byMessage.set(Number(row.message_id), list);
  }
  return byMessage;
}

type MessageRow = { id: number; name: string; email: string; title: string; comment: string; created_at: Date | string };

/** The reply kept, mailed through the outbox and audited, in the caller's transaction. */
async function mailReply(tx: DbOrTx, ctx: { shopName: string; shopEmail: string }, input: { actorId: string; body: string }, message: MessageRow) {
  const staff = await tx.execute<{ full_name: string | null; phone: string | null }>(sql`select full_name, phone from users where id = ${input.actorId}`);
  const staffName = staff.rows[0]?.full_name || null;
  const inserted = await tx.execute<{ id: number }>(sql`
    insert into contact_replies (message_id, body, staff_id) values (${message.id}, ${input.body}, ${input.actorId}) returning id`);
  const mail = MAIL_TEXTS.contactReply(
    ctx.shopName,
    staffName,
    { name: message.name, title: message.title, comment: message.comment, sentAt: toDhakaIso(new Date(message.created_at)) },
    input.body,
  );
  await enqueueMessage(tx, { channel: "email", to: message.email, ...mail, headers: { "Reply-To": ctx.shopEmail } });
  await recordAudit(tx, {
    actorId: input.actorId,
    action: "contact.reply",
    entity: "contact_message",
    entityId: message.id,
    after: { reply: Number(inserted.rows[0].id), to: message.email },
  });
}

/** POST /v1/admin/messages/{id}/replies: answers the message with its replies (the new one last). */
export async function replyToContactMessage(
  db: Database,
  ctx: { shopName: string; shopEmail: string },
  input: { actorId: string; messageId: number; body: string },
): Promise<AdminContactMessage> {
  return db.transaction(async (tx) => {
    const found = await tx.execute<MessageRow>(
      sql`select id, name, email, title, comment, created_at from contact_messages where id = ${input.messageId} for update`,
    );
    const message = found.rows[0];
    if (!message) throw notFound(CONTACT_MESSAGES.messageNotFound);
    // A double press (or a retried request): the same words from the same staff member to the
    // same message within ten minutes were already mailed; the message row's lock above makes
    // the second wait for the first and find it, so the customer gets one mail.
    const repeated = await tx.execute(sql`
      select 1 from contact_replies where message_id = ${message.id} and staff_id = ${input.actorId} and body = ${input.body}
        and created_at > now() - interval '10 minutes' limit 1`);
    if (repeated.rows.length === 0) await mailReply(tx, ctx, input, message);
    const replies = await repliesOf(tx, [message.id]);
    return {
      id: Number(message.id),
      name: message.name,
      email: message.email,
      title: message.title,
      comment: message.comment,
      created_at: toDhakaIso(new Date(message.created_at)),
      replies: replies.get(Number(message.id)) ?? [],
    };
  });
}
