import { sql } from "drizzle-orm";
import { CONTACT_MESSAGES } from "@shop/contracts";
import { contactMessages, type Database } from "@shop/db";
import { AppError } from "../../lib/app-error";
import { MAIL_TEXTS } from "../outbox/mail-texts";
import { enqueueMessage } from "../outbox/service";

export type ContactInput = { name: string; email: string; title: string; comment: string; website?: string };
export type ContactCtx = { db: Database; shopEmail: string; shopName: string; perHour: number };

/**
 * POST /v1/contact: keeps the message and mails it to the shop (Reply-To the sender) in
 * one transaction. At most `perHour` messages per client address in any hour, counted
 * in the database under a lock on that address, so the limit holds across API processes.
 * A filled honeypot is a bot's: it is answered like any other and dropped.
 */
export async function sendContactMessage(ctx: ContactCtx, input: ContactInput, caller: { address: string; userId: string | null }): Promise<void> {
  if (input.website) return;
  const email = input.email.toLowerCase();
  await ctx.db.transaction(async (tx) => {
    if (ctx.perHour > 0) {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`contact:${caller.address}`}))`);
      const { rows } = await tx.execute<{ count: number; wait: number | null }>(sql`
        SELECT count(*)::int AS count, extract(epoch FROM min(created_at) + interval '1 hour' - now())::float8 AS wait
        FROM contact_messages WHERE ip = ${caller.address} AND created_at > now() - interval '1 hour'`);
      if (rows[0].count >= ctx.perHour) {
        throw new AppError("too_many_requests", CONTACT_MESSAGES.tooMany, { retryAfter: Math.max(1, rows[0].wait ?? 1) });
      }
    }
    await tx.insert(contactMessages).values({ name: input.name, email, title: input.title, comment: input.comment, userId: caller.userId, ip: caller.address });
    const mail = MAIL_TEXTS.contactToShop({ name: input.name, email }, input.title, input.comment);
    await enqueueMessage(tx, { channel: "email", to: ctx.shopEmail, ...mail, headers: { "Reply-To": email } });
  });
}
