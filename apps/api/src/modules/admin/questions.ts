import { sql, type SQL } from "drizzle-orm";
import type { Database, products, questions, SqlRow, users } from "@shop/db";
import { ADMIN_PER_PAGE, type AdminQuestion, type PageMeta } from "@shop/contracts";
import { notFound } from "../../lib/app-error";
import type { DbOrTx, Tx } from "../../lib/db";
import { toDhakaIso } from "../../lib/time";
import { mailTextsFor, webLink } from "../outbox/mail-texts";
import { enqueueMessage } from "../outbox/service";
import { smsTextsFor } from "../outbox/sms-texts";
import { recordAudit } from "./audit";
import { isoOrNull, offsetOf, pageMetaOf } from "./paging";

export type QuestionStatus = "unanswered" | "answered" | "hidden" | "all";
/** What the asker's notice needs: the shop's name and the storefront's origin. */
export type QuestionsCtx = { db: Database; shopName: string; webUrl: string };

type Product = SqlRow<typeof products>;
type QuestionRow = Pick<SqlRow<typeof questions>, "id" | "title" | "answer" | "answered_at" | "hidden_at" | "created_at"> &
  Pick<SqlRow<typeof users>, "full_name" | "phone" | "email" | "locale"> & {
    product_id: Product["id"];
    product_name: Product["name"];
    product_slug: Product["slug"];
    user_id: SqlRow<typeof users>["id"];
  };

const SELECT = sql`
  select q.id, q.title, q.answer, q.answered_at, q.hidden_at, q.created_at,
    p.id as product_id, p.name as product_name, p.slug as product_slug,
    u.id as user_id, u.full_name, u.phone, coalesce(u.email, q.email) as email, u.locale
  from questions q join products p on p.id = q.product_id join users u on u.id = q.user_id`;

/** "unanswered" is the work queue, so it reads oldest first; the other tabs read newest first. */
const VIEWS: Record<QuestionStatus, { where: SQL; order: SQL }> = {
  unanswered: { where: sql`q.hidden_at is null and q.answer is null`, order: sql`q.created_at asc, q.id asc` },
  answered: { where: sql`q.hidden_at is null and q.answer is not null`, order: sql`q.answered_at desc, q.id desc` },
  hidden: { where: sql`q.hidden_at is not null`, order: sql`q.hidden_at desc, q.id desc` },
  all: { where: sql`true`, order: sql`q.created_at desc, q.id desc` },
};

function toQuestion(row: QuestionRow): AdminQuestion {
  return {
    id: Number(row.id),
    product: { id: Number(row.product_id), name: row.product_name, slug: row.product_slug },
    title: row.title,
    answer: row.answer,
    answered_at: isoOrNull(row.answered_at),
    hidden: row.hidden_at !== null,
    asker: { id: row.user_id, full_name: row.full_name, phone: row.phone, email: row.email },
    created_at: toDhakaIso(row.created_at),
  };
}

/** The moderation fields an audit entry keeps before and after a change. */
const auditView = (row: Pick<QuestionRow, "answer" | "hidden_at">) => ({ answer: row.answer, hidden: row.hidden_at !== null });

async function findQuestion(db: DbOrTx, id: number, lock = false): Promise<QuestionRow | null> {
  const result = await db.execute<QuestionRow>(sql`${SELECT} where q.id = ${id} ${lock ? sql`for update of q` : sql``}`);
  return result.rows[0] ?? null;
}

export async function listQuestions(db: Database, input: { status: QuestionStatus; page: number }): Promise<{ data: AdminQuestion[]; meta: PageMeta }> {
  const view = VIEWS[input.status];
  const [rows, count] = await Promise.all([
    db.execute<QuestionRow>(sql`${SELECT} where ${view.where} order by ${view.order} limit ${ADMIN_PER_PAGE} offset ${offsetOf(input.page)}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from questions q where ${view.where}`),
  ]);
  return { data: rows.rows.map(toQuestion), meta: pageMetaOf(input.page, Number(count.rows[0]?.total ?? 0)) };
}

/**
 * Mail when the account has an address (it can carry the answer itself), else a short SMS
 * with the link; either in the account's language (users.locale), linking that language's page.
 */
async function notifyAsker(tx: Tx, ctx: QuestionsCtx, row: QuestionRow, answer: string): Promise<void> {
  const link = webLink(ctx.webUrl, row.locale, `/product/${row.product_slug}`);
  if (row.email) {
    const mail = mailTextsFor(row.locale).questionAnswered(ctx.shopName, row.product_name, row.full_name, row.title, answer, link);
    await enqueueMessage(tx, { channel: "email", to: row.email, ...mail });
    return;
  }
  const body = smsTextsFor(row.locale).questionAnswered(ctx.shopName, row.product_name, link);
  await enqueueMessage(tx, { channel: "sms", to: row.phone, body });
}

/**
 * POST /v1/admin/questions/{id}/answer: sets (or corrects) the answer. The asker is
 * told once, when the question first gets an answer, and not while it is hidden
 * (the link would show them nothing); a corrected answer is not news to them.
 */
export async function answerQuestion(ctx: QuestionsCtx, input: { actorId: string; id: number; answer: string }): Promise<AdminQuestion> {
  return ctx.db.transaction(async (tx) => {
    const before = await findQuestion(tx, input.id, true);
    if (!before) throw notFound("Question not found");
    await tx.execute(sql`update questions set answer = ${input.answer}, answered_at = now() where id = ${input.id}`);
    if (before.answer === null && before.hidden_at === null) await notifyAsker(tx, ctx, before, input.answer);
    const after = (await findQuestion(tx, input.id)) as QuestionRow;
    await recordAudit(tx, {
      actorId: input.actorId,
      action: "question.answer",
      entity: "question",
      entityId: input.id,
      before: auditView(before),
      after: auditView(after),
    });
    return toQuestion(after);
  });
}

/**
 * POST /v1/admin/questions/{id}/hide and /show. Idempotent: a question already in
 * that state is answered as it is, with no audit entry (nothing changed).
 */
export async function setQuestionHidden(
  db: Database,
  input: { actorId: string; id: number; hidden: boolean },
): Promise<{ question: AdminQuestion; changed: boolean }> {
  return db.transaction(async (tx) => {
    const before = await findQuestion(tx, input.id, true);
    if (!before) throw notFound("Question not found");
    if ((before.hidden_at !== null) === input.hidden) return { question: toQuestion(before), changed: false };
    await tx.execute(sql`update questions set hidden_at = ${input.hidden ? sql`now()` : sql`null`} where id = ${input.id}`);
    const after = (await findQuestion(tx, input.id)) as QuestionRow;
    await recordAudit(tx, {
      actorId: input.actorId,
      action: input.hidden ? "question.hide" : "question.show",
      entity: "question",
      entityId: input.id,
      before: auditView(before),
      after: auditView(after),
    });
    return { question: toQuestion(after), changed: true };
  });
}
