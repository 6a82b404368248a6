import type { FastifyInstance } from "fastify";
import { grantStaffRole, questions, reviews, sql, type Database } from "@shop/db";
import { randomPhone } from "../../test/factories";
import { signInByPhone } from "../identity/testing";

/** Test helpers for the back office's shop screens: signed-in staff, questions and reviews as shoppers leave them, the audit log. */

export type Staff = { id: string; phone: string; headers: { authorization: string } };

/** A staff member or owner signed in through the phone code, as in real life. */
export async function signInStaff(app: FastifyInstance, db: Database, role: "staff" | "owner", fullName?: string): Promise<Staff> {
  const phone = await grantStaffRole(db, randomPhone(), role, fullName);
  const { headers } = await signInByPhone(app, db, phone);
  const found = await db.execute<{ id: string }>(sql`select id from users where phone = ${phone}`);
  return { id: found.rows[0].id, phone, headers };
}

export async function addQuestion(
  db: Database,
  input: { productId: number; userId: string; title?: string; answer?: string; hidden?: boolean; createdAt?: Date },
): Promise<number> {
  const [row] = await db
    .insert(questions)
    .values({
      productId: input.productId,
      userId: input.userId,
      title: input.title ?? "Does it work at 3.3 V?",
      answer: input.answer ?? null,
      answeredAt: input.answer ? new Date() : null,
      hiddenAt: input.hidden ? new Date() : null,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning({ id: questions.id });
  return row.id;
}

/** A visible review counts in the product's rating, as the storefront's review route leaves it. */
export async function addReview(db: Database, input: { productId: number; userId: string; rating: number; createdAt?: Date }): Promise<number> {
  const [row] = await db
    .insert(reviews)
    .values({
      productId: input.productId,
      userId: input.userId,
      rating: input.rating,
      review: "Works as described, fast delivery.",
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning({ id: reviews.id });
  await db.execute(sql`update products set rating_sum = rating_sum + ${input.rating}, rating_count = rating_count + 1 where id = ${input.productId}`);
  return row.id;
}

export async function ratingOf(db: Database, productId: number): Promise<{ sum: number; count: number }> {
  const result = await db.execute<{ rating_sum: number; rating_count: number }>(sql`select rating_sum, rating_count from products where id = ${productId}`);
  return { sum: Number(result.rows[0].rating_sum), count: Number(result.rows[0].rating_count) };
}

export type AuditRow = { actor_id: string | null; action: string; entity: string; entity_id: string; before: unknown; after: unknown };

/** The audit entries of one record, oldest first. */
export async function auditOf(db: Database, entity: string, entityId: string | number): Promise<AuditRow[]> {
  const result = await db.execute<AuditRow>(sql`
    select actor_id, action, entity, entity_id, before, after from audit_log where entity = ${entity} and entity_id = ${String(entityId)} order by id`);
  return result.rows;
}

export async function auditCount(db: Database): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log`);
  return Number(result.rows[0].n);
}
