import { sql, type SQL } from "drizzle-orm";
import type { orders, questions, reviews, SqlRow } from "@shop/db";
import type { DbOrTx, Tx } from "../../lib/db";

/** `full_name` is knownName's. */
type ReviewRow = Pick<SqlRow<typeof reviews>, "id" | "rating" | "review" | "created_at"> & { full_name: string | null };
type QuestionRow = Pick<SqlRow<typeof questions>, "id" | "title" | "answer" | "answered_at" | "created_at"> & { full_name: string | null };
/** The caller's order as a review needs it: its status and whether it holds the product. */
type ReviewedOrder = Pick<SqlRow<typeof orders>, "id" | "status"> & { holds_product: boolean };

/**
 * The name the shop knows for user `u`, shown as "Rahim K." (service authorOf): the
 * profile's name; without one, the name on the delivery address of `order` (a review's
 * order), then of their latest order, then of their newest saved address; null when
 * the shop knows none.
 */
function knownName(order?: SQL): SQL {
  const named = (value: SQL) => sql`nullif(btrim(${value}), '')`;
  return sql`coalesce(
    ${named(sql`u.full_name`)},
    ${order ? sql`(select ${named(sql`o.address->>'full_name'`)} from orders o where o.id = ${order}),` : sql``}
    (select ${named(sql`o.address->>'full_name'`)} from orders o
      where o.user_id = u.id and ${named(sql`o.address->>'full_name'`)} is not null order by o.created_at desc limit 1),
    (select ${named(sql`a.full_name`)} from addresses a
      where a.user_id = u.id and a.deleted_at is null and ${named(sql`a.full_name`)} is not null order by a.created_at desc limit 1)
  ) as full_name`;
}

/** A product the storefront shows (active); hidden and unknown ones are the same 404. */
export async function findVisibleProductId(db: DbOrTx, slug: string): Promise<number | null> {
  const result = await db.execute<{ id: number }>(sql`select id from products where slug = ${slug} and is_active`);
  const row = result.rows[0];
  return row ? Number(row.id) : null;
}

/** Visible reviews, newest first. */
export async function listVisibleReviews(db: DbOrTx, input: { productId: number; limit: number; offset: number }): Promise<ReviewRow[]> {
  const result = await db.execute<ReviewRow>(sql`
    select r.id, r.rating, r.review, r.created_at, ${knownName(sql`r.order_id`)}
    from reviews r join users u on u.id = r.user_id
    where r.product_id = ${input.productId} and r.hidden_at is null
    order by r.created_at desc, r.id desc
    limit ${input.limit} offset ${input.offset}`);
  return result.rows;
}

/** How many visible reviews give each star (stars without any are absent). */
export async function countVisibleRatings(db: DbOrTx, productId: number): Promise<{ rating: number; count: number }[]> {
  const result = await db.execute<{ rating: number; count: number }>(sql`
    select rating, count(*)::int as count from reviews
    where product_id = ${productId} and hidden_at is null
    group by rating`);
  return result.rows.map((row) => ({ rating: Number(row.rating), count: Number(row.count) }));
}

/** Any review of this shopper for this product, hidden ones included (a hidden review is not a second chance). */
export async function hasReviewed(db: DbOrTx, input: { productId: number; userId: string }): Promise<boolean> {
  const result = await db.execute(sql`select 1 from reviews where product_id = ${input.productId} and user_id = ${input.userId} limit 1`);
  return result.rows.length > 0;
}

/** The order by its key, only when it is the caller's (anyone else's reads as unknown). */
export async function findOwnOrder(tx: Tx, input: { orderKey: string; userId: string; productId: number }): Promise<ReviewedOrder | null> {
  const result = await tx.execute<ReviewedOrder>(sql`
    select o.id, o.status,
      exists (select 1 from order_items i where i.order_id = o.id and i.product_id = ${input.productId}) as holds_product
    from orders o where o.order_key = ${input.orderKey} and o.user_id = ${input.userId}`);
  return result.rows[0] ?? null;
}

/**
 * The review and the product's rating in one go. Stamping stock_changed_at is what
 * lets the catalog cache notice the new rating (it keys on the catalog version, which
 * ratings deliberately do not move, and on max(stock_changed_at)): cached product
 * pages and cards refresh within CATALOG_STOCK_STALE_MS, as after a sale, instead of
 * keeping the old rating until the next catalog edit.
 */
export async function insertReview(tx: Tx, input: { productId: number; userId: string; orderId: string; rating: number; review: string }): Promise<void> {
  await tx.execute(sql`
    insert into reviews (product_id, user_id, order_id, rating, review)
    values (${input.productId}, ${input.userId}, ${input.orderId}, ${input.rating}, ${input.review})`);
  await tx.execute(sql`
    update products set rating_sum = rating_sum + ${input.rating}, rating_count = rating_count + 1, stock_changed_at = clock_timestamp()
    where id = ${input.productId}`);
}

/** Visible questions: answered ones first (latest answer first), then the rest newest first. */
export async function listVisibleQuestions(db: DbOrTx, input: { productId: number; limit: number; offset: number }): Promise<QuestionRow[]> {
  const result = await db.execute<QuestionRow>(sql`
    select q.id, q.title, q.answer, q.answered_at, q.created_at, ${knownName()}
    from questions q join users u on u.id = q.user_id
    where q.product_id = ${input.productId} and q.hidden_at is null
    order by (q.answer is null), q.answered_at desc nulls last, q.created_at desc, q.id desc
    limit ${input.limit} offset ${input.offset}`);
  return result.rows;
}

export async function countVisibleQuestions(db: DbOrTx, productId: number): Promise<number> {
  const result = await db.execute<{ total: number }>(sql`select count(*)::int as total from questions where product_id = ${productId} and hidden_at is null`);
  return Number(result.rows[0]?.total ?? 0);
}

/**
 * Seconds until the shopper may ask again, or null while under `limit` questions in
 * the last hour (every product, hidden ones too): the limit-th latest question's
 * hour is what has to pass.
 */
export async function questionLimitWait(tx: Tx, input: { userId: string; limit: number }): Promise<number | null> {
  const result = await tx.execute<{ wait: number }>(sql`
    select extract(epoch from (created_at + interval '1 hour' - now())) as wait
    from questions where user_id = ${input.userId} and created_at > now() - interval '1 hour'
    order by created_at desc offset ${input.limit - 1} limit 1`);
  const row = result.rows[0];
  return row ? Math.max(1, Number(row.wait)) : null;
}

export async function insertQuestion(tx: Tx, input: { productId: number; userId: string; title: string; email: string | null }): Promise<void> {
  await tx.execute(sql`insert into questions (product_id, user_id, title, email) values (${input.productId}, ${input.userId}, ${input.title}, ${input.email})`);
}
