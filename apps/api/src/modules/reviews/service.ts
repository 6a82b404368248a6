import { eq, sql } from "drizzle-orm";
import { users, type Database } from "@shop/db";
import {
  QUESTION_MESSAGES,
  QUESTIONS_PER_HOUR,
  QUESTIONS_PER_PAGE,
  REVIEW_MESSAGES,
  REVIEWS_PER_PAGE,
  type PageMeta,
  type ProductQuestion,
  type ProductReview,
  type RatingDistribution,
} from "@shop/contracts";
import { AppError, notFound } from "../../lib/app-error";
import { toDhakaIso } from "../../lib/time";
import { ratingOf } from "../catalog/mappers";
import {
  countVisibleQuestions,
  countVisibleRatings,
  findOwnOrder,
  findVisibleProductId,
  hasReviewed,
  insertQuestion,
  insertReview,
  listVisibleQuestions,
  listVisibleReviews,
  questionLimitWait,
} from "./queries";

const refuse = (field: string, message: string, code: string) => new AppError("validation_failed", message, { errors: [{ field, message, code }] });

/** "Karim Hasan" → "Karim H.", "Karim" → "Karim", no name → "Shopper": never more of a shopper than that. The name is the one the shop knows (queries knownName: the profile's, else the delivery address's). */
export function authorOf(fullName: string | null): string {
  const words = (fullName ?? "").trim().split(/\s+/).filter(Boolean);
  if (!words.length) return "Shopper";
  if (words.length === 1) return words[0];
  const initial = Array.from(words[words.length - 1])[0].toUpperCase();
  return `${words[0]} ${initial}.`;
}

function pageMetaOf(page: number, perPage: number, total: number): PageMeta {
  return { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

async function productIdOf(db: Database, slug: string): Promise<number> {
  const id = await findVisibleProductId(db, slug);
  if (id === null) throw notFound("Product not found");
  return id;
}

export async function listProductReviews(
  db: Database,
  input: { slug: string; page: number },
): Promise<{ data: ProductReview[]; meta: PageMeta & { average: number; distribution: RatingDistribution } }> {
  const productId = await productIdOf(db, input.slug);
  const [rows, counts] = await Promise.all([
    listVisibleReviews(db, { productId, limit: REVIEWS_PER_PAGE, offset: (input.page - 1) * REVIEWS_PER_PAGE }),
    countVisibleRatings(db, productId),
  ]);
  const distribution: RatingDistribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let sum = 0;
  for (const { rating, count } of counts) {
    distribution[rating as keyof RatingDistribution] = count;
    total += count;
    sum += rating * count;
  }
  return {
    data: rows.map((row) => ({
      id: Number(row.id),
      rating: Number(row.rating),
      review: row.review,
      author: authorOf(row.full_name),
      created_at: toDhakaIso(row.created_at),
      verified_purchase: true,
    })),
    meta: { ...pageMetaOf(input.page, REVIEWS_PER_PAGE, total), average: ratingOf(sum, total).average, distribution },
  };
}

/**
 * POST /v1/product/{slug}/reviews. Only a shopper whose own order holding the product
 * was delivered may review it, once per product. The shopper's reviews of one product
 * are serialised (advisory lock) so two submissions at once cannot both pass the
 * "once" check; the review and the product's rating commit together.
 */
export async function createReview(db: Database, input: { slug: string; userId: string; rating: number; review: string; orderKey: string }): Promise<void> {
  const productId = await productIdOf(db, input.slug);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`review:${productId}:${input.userId}`}))`);
    if (await hasReviewed(tx, { productId, userId: input.userId })) {
      throw new AppError("validation_failed", REVIEW_MESSAGES.alreadyReviewed, {
        errors: [{ message: REVIEW_MESSAGES.alreadyReviewed, code: "already_reviewed" }],
      });
    }
    const order = await findOwnOrder(tx, { orderKey: input.orderKey, userId: input.userId, productId });
    if (!order) throw refuse("order_key", REVIEW_MESSAGES.orderNotFound, "order_not_found");
    if (!order.holds_product) throw refuse("order_key", REVIEW_MESSAGES.productNotInOrder, "product_not_in_order");
    if (order.status !== "delivered") throw refuse("order_key", REVIEW_MESSAGES.orderNotDelivered, "order_not_delivered");
    await insertReview(tx, { productId, userId: input.userId, orderId: order.id, rating: input.rating, review: input.review });
  });
}

export async function listProductQuestions(db: Database, input: { slug: string; page: number }): Promise<{ data: ProductQuestion[]; meta: PageMeta }> {
  const productId = await productIdOf(db, input.slug);
  const [rows, total] = await Promise.all([
    listVisibleQuestions(db, { productId, limit: QUESTIONS_PER_PAGE, offset: (input.page - 1) * QUESTIONS_PER_PAGE }),
    countVisibleQuestions(db, productId),
  ]);
  return {
    data: rows.map((row) => ({
      id: Number(row.id),
      title: row.title,
      answer: row.answer,
      answered_at: row.answered_at === null ? null : toDhakaIso(row.answered_at),
      created_at: toDhakaIso(row.created_at),
      author: authorOf(row.full_name),
    })),
    meta: pageMetaOf(input.page, QUESTIONS_PER_PAGE, total),
  };
}

/**
 * POST /v1/product/{slug}/questions. At most QUESTIONS_PER_HOUR a shopper, counted in
 * the database under a per-shopper advisory lock, so the limit holds however many API
 * processes answer and however many requests arrive at once.
 */
export async function askQuestion(db: Database, input: { slug: string; userId: string; title: string; email?: string }): Promise<void> {
  const productId = await productIdOf(db, input.slug);
  // R284: an answer needs an address. The account's, else the one typed in the dialog.
  const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, input.userId));
  const typed = account?.email ? null : (input.email?.toLowerCase() ?? null);
  if (!account?.email && !typed) {
    const message = QUESTION_MESSAGES.emailRequired;
    throw new AppError("validation_failed", message, { errors: [{ field: "email", message, code: "validation_failed" }] });
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`questions:${input.userId}`}))`);
    const wait = await questionLimitWait(tx, { userId: input.userId, limit: QUESTIONS_PER_HOUR });
    if (wait !== null) {
      throw new AppError("too_many_requests", QUESTION_MESSAGES.tooMany, {
        retryAfter: wait,
        errors: [{ message: QUESTION_MESSAGES.tooMany, code: "too_many_questions" }],
      });
    }
    await insertQuestion(tx, { productId, userId: input.userId, title: input.title, email: typed });
  });
}
