import { sql, type SQL } from "drizzle-orm";
import type { Database, products, reviews, SqlRow, users } from "@shop/db";
import { ADMIN_PER_PAGE, type AdminReview, type PageMeta } from "@shop/contracts";
import { notFound } from "../../lib/app-error";
import type { DbOrTx } from "../../lib/db";
import { toDhakaIso } from "../../lib/time";
import { recordAudit } from "./audit";
import { offsetOf, pageMetaOf } from "./paging";

export type ReviewStatus = "all" | "visible" | "hidden";

type Product = SqlRow<typeof products>;
type ReviewRow = Pick<SqlRow<typeof reviews>, "id" | "rating" | "review" | "hidden_at" | "created_at"> &
  Pick<SqlRow<typeof users>, "full_name" | "phone"> & {
    product_id: Product["id"];
    product_name: Product["name"];
    product_slug: Product["slug"];
    user_id: SqlRow<typeof users>["id"];
  };

const SELECT = sql`
  select r.id, r.rating, r.review, r.hidden_at, r.created_at,
    p.id as product_id, p.name as product_name, p.slug as product_slug,
    u.id as user_id, u.full_name, u.phone
  from reviews r join products p on p.id = r.product_id join users u on u.id = r.user_id`;

const WHERE: Record<ReviewStatus, SQL> = {
  all: sql`true`,
  visible: sql`r.hidden_at is null`,
  hidden: sql`r.hidden_at is not null`,
};

function toReview(row: ReviewRow): AdminReview {
  return {
    id: Number(row.id),
    product: { id: Number(row.product_id), name: row.product_name, slug: row.product_slug },
    rating: Number(row.rating),
    review: row.review,
    hidden: row.hidden_at !== null,
    author: { id: row.user_id, full_name: row.full_name, phone: row.phone },
    created_at: toDhakaIso(row.created_at),
  };
}

async function findReview(db: DbOrTx, id: number): Promise<ReviewRow | null> {
  const result = await db.execute<ReviewRow>(sql`${SELECT} where r.id = ${id}`);
  return result.rows[0] ?? null;
}

/** Newest first, whatever the tab. */
export async function listReviews(db: Database, input: { status: ReviewStatus; page: number }): Promise<{ data: AdminReview[]; meta: PageMeta }> {
  const where = WHERE[input.status];
  const [rows, count] = await Promise.all([
    db.execute<ReviewRow>(sql`${SELECT} where ${where} order by r.created_at desc, r.id desc limit ${ADMIN_PER_PAGE} offset ${offsetOf(input.page)}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from reviews r where ${where}`),
  ]);
  return { data: rows.rows.map(toReview), meta: pageMetaOf(input.page, Number(count.rows[0]?.total ?? 0)) };
}

/**
 * POST /v1/admin/reviews/{id}/hide and /show. The storefront's rating is
 * products.rating_sum / rating_count, so a hidden review leaves both and a shown one
 * comes back, in the transaction that flips hidden_at. The flip is one conditional
 * UPDATE: of two requests racing to hide the same review only one matches a row, so
 * the rating moves once; the other (and any repeat) changes nothing and writes no
 * audit entry.
 */
export async function setReviewHidden(
  db: Database,
  input: { actorId: string; id: number; hidden: boolean },
): Promise<{ review: AdminReview; changed: boolean }> {
  return db.transaction(async (tx) => {
    const flipped = await tx.execute<Pick<SqlRow<typeof reviews>, "product_id" | "rating">>(
      input.hidden
        ? sql`update reviews set hidden_at = now() where id = ${input.id} and hidden_at is null returning product_id, rating`
        : sql`update reviews set hidden_at = null where id = ${input.id} and hidden_at is not null returning product_id, rating`,
    );
    const row = flipped.rows[0];
    if (row) {
      const sign = input.hidden ? -1 : 1;
      // The stamp makes cached catalog answers for this product stale (as a new review
      // does, modules/reviews), without moving the whole catalog's version.
      await tx.execute(sql`
        update products set rating_sum = rating_sum + ${sign * Number(row.rating)}, rating_count = rating_count + ${sign},
          stock_changed_at = clock_timestamp()
        where id = ${row.product_id}`);
    }
    const after = await findReview(tx, input.id);
    if (!after) throw notFound("Review not found");
    if (!row) return { review: toReview(after), changed: false };
    await recordAudit(tx, {
      actorId: input.actorId,
      action: input.hidden ? "review.hide" : "review.show",
      entity: "review",
      entityId: input.id,
      before: { hidden: !input.hidden, rating: Number(row.rating) },
      after: { hidden: input.hidden, rating: Number(row.rating) },
    });
    return { review: toReview(after), changed: true };
  });
}
