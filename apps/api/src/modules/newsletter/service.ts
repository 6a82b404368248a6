import { eq, sql } from "drizzle-orm";
import { NEWSLETTER_MESSAGES, NEWSLETTER_RESULTS, UNSUBSCRIBE_RESULTS, type Locale } from "@shop/contracts";
import { newsletterSubscriptions, type Database } from "@shop/db";
import type { DbOrTx } from "../../lib/db";
import { mailTextsFor, webLink, type MailText } from "../outbox/mail-texts";
import { enqueueMessage } from "../outbox/service";
import type { LinkSigner } from "./links";

/** An answer of the newsletter calls: the HTTP status, the code and its words (spec §8). */
export type NewsletterAnswer = { httpStatus: number; status: string; message: string };

export type NewsletterCtx = { db: Database; links: LinkSigner; webUrl: string; shopName: string; shopEmail: string };

/** A pending address asking again gets its link again at most this often (no mail-bombing through our form). */
export const CONFIRM_RESEND_MS = 10 * 60_000;

const answer = <T extends Record<string, string>>(words: T, status: keyof T & string, httpStatus = 200): NewsletterAnswer => ({
  httpStatus,
  status,
  message: words[status],
});

/**
 * Every newsletter mail ends with the unsubscribe page's link, and carries RFC 8058's
 * one-click headers: `List-Unsubscribe` names the API's one-click address (through the
 * web app's /api/v1 forwarder, the shop's public origin) and a mailto fallback, and
 * `List-Unsubscribe-Post` tells the mail client it may POST there without a page. The
 * text, its footer and the pages it links go in the subscription's language (issue 50).
 */
async function mailSubscriber(tx: DbOrTx, ctx: NewsletterCtx, email: string, locale: string, mail: MailText): Promise<void> {
  const token = ctx.links.sign("unsubscribe", email);
  await enqueueMessage(tx, {
    channel: "email",
    to: email,
    subject: mail.subject,
    body: `${mail.body}\n\n${mailTextsFor(locale).newsletterFooter(webLink(ctx.webUrl, locale, `/newsletter/unsubscribe?token=${token}`))}`,
    headers: {
      "List-Unsubscribe": `<${ctx.webUrl}/api/v1/subscriptions/one-click?token=${token}>, <mailto:${ctx.shopEmail}?subject=unsubscribe>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  });
}

function mailConfirmation(tx: DbOrTx, ctx: NewsletterCtx, email: string, locale: Locale): Promise<void> {
  const confirm = webLink(ctx.webUrl, locale, `/newsletter/confirm?token=${ctx.links.sign("confirm", email)}`);
  return mailSubscriber(tx, ctx, email, locale, mailTextsFor(locale).newsletterConfirm(ctx.shopName, confirm));
}

/**
 * POST /v1/subscriptions (double opt-in). A new address, or one that left, starts
 * pending and gets the confirmation link; a pending one gets it again at most every
 * CONFIRM_RESEND_MS; a confirmed one is told so. The row is locked, so two signups of
 * one address at once make one row and one mail. `locale` is the language the visitor
 * asked in (Accept-Language): a pending or departed address keeps the latest one, so
 * asking again in the other language moves the next confirmation (and the mails after it)
 * there; a confirmed one keeps its own, since anyone may type an address into the form.
 */
export async function subscribe(ctx: NewsletterCtx, rawEmail: string, locale: Locale = "en"): Promise<NewsletterAnswer> {
  const email = rawEmail.trim().toLowerCase();
  return ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(newsletterSubscriptions)
      .values({ email, locale, confirmSentAt: sql`now()` })
      .onConflictDoNothing({ target: newsletterSubscriptions.email })
      .returning({ id: newsletterSubscriptions.id });
    if (inserted.length) {
      await mailConfirmation(tx, ctx, email, locale);
      return { httpStatus: 201, status: "created", message: NEWSLETTER_MESSAGES.created };
    }
    const [row] = await tx.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)).for("update");
    // A confirmed subscriber's language is theirs: anyone may type the address into the form.
    if (row.locale !== locale && row.status !== "subscribed") {
      await tx
        .update(newsletterSubscriptions)
        .set({ locale, updatedAt: sql`now()` })
        .where(eq(newsletterSubscriptions.id, row.id));
    }
    if (row.status === "subscribed") return answer(NEWSLETTER_RESULTS, "email_already_subscribed");
    if (row.status === "unsubscribed") {
      await tx
        .update(newsletterSubscriptions)
        .set({ status: "pending", confirmSentAt: sql`now()`, confirmedAt: null, updatedAt: sql`now()` })
        .where(eq(newsletterSubscriptions.id, row.id));
      await mailConfirmation(tx, ctx, email, locale);
      return { httpStatus: 201, status: "created", message: NEWSLETTER_MESSAGES.created };
    }
    const resend = !row.confirmSentAt || Date.now() - row.confirmSentAt.getTime() >= CONFIRM_RESEND_MS;
    if (resend) {
      await tx
        .update(newsletterSubscriptions)
        .set({ confirmSentAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(newsletterSubscriptions.id, row.id));
      await mailConfirmation(tx, ctx, email, locale);
    }
    return { httpStatus: 200, status: "confirmation_pending", message: NEWSLETTER_MESSAGES.pending };
  });
}

/** POST /v1/subscriptions/confirm: the confirmation link's codes (spec §8 "Newsletter results"). */
export async function confirmSubscription(ctx: NewsletterCtx, token: string): Promise<NewsletterAnswer> {
  const link = ctx.links.check("confirm", token);
  if (!link.ok) return link.reason === "signature" ? answer(NEWSLETTER_RESULTS, "false_signature", 400) : answer(NEWSLETTER_RESULTS, "unable_to_process", 400);
  if (link.expired) return answer(NEWSLETTER_RESULTS, "url_expired", 410);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, link.email)).for("update");
    if (!row) return answer(NEWSLETTER_RESULTS, "email_not_found", 404);
    if (row.status === "subscribed") return answer(NEWSLETTER_RESULTS, "email_already_subscribed");
    if (row.status === "unsubscribed") return answer(NEWSLETTER_RESULTS, "email_already_unsubscribed");
    await tx
      .update(newsletterSubscriptions)
      .set({ status: "subscribed", confirmedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(newsletterSubscriptions.id, row.id));
    await mailSubscriber(tx, ctx, row.email, row.locale, mailTextsFor(row.locale).newsletterWelcome(ctx.shopName, webLink(ctx.webUrl, row.locale, "/")));
    return answer(NEWSLETTER_RESULTS, "subscribed");
  });
}

/**
 * POST /v1/subscriptions/unsubscribe: the unsubscribe link's codes (spec §8
 * "Unsubscribe results"). A correctly signed link works after its 7 days too: the spec
 * gives unsubscribing no "expired" answer, and leaving must never be harder than joining.
 */
export async function unsubscribe(ctx: NewsletterCtx, token: string): Promise<NewsletterAnswer> {
  const link = ctx.links.check("unsubscribe", token);
  if (!link.ok)
    return link.reason === "signature" ? answer(UNSUBSCRIBE_RESULTS, "invalid_signature", 400) : answer(UNSUBSCRIBE_RESULTS, "unable_to_process", 400);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, link.email)).for("update");
    if (!row) return answer(UNSUBSCRIBE_RESULTS, "email_not_found", 404);
    if (row.status === "unsubscribed") return answer(UNSUBSCRIBE_RESULTS, "already_unsubscribed");
    await tx
      .update(newsletterSubscriptions)
      .set({ status: "unsubscribed", unsubscribedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(newsletterSubscriptions.id, row.id));
    return answer(UNSUBSCRIBE_RESULTS, "unsubscribed");
  });
}

/**
 * The unsubscribe page a browser that opened the one-click address goes to: in the
 * subscription's language when the token is ours and its address is known, else English.
 */
export async function unsubscribePage(ctx: NewsletterCtx, token: string): Promise<string> {
  const link = ctx.links.check("unsubscribe", token);
  const [row] = link.ok
    ? await ctx.db.select({ locale: newsletterSubscriptions.locale }).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, link.email))
    : [];
  return webLink(ctx.webUrl, row?.locale, `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
}
