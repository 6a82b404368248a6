import { sql } from "drizzle-orm";
import { z } from "zod";
import type { coupons, Database, SqlRow } from "@shop/db";
import { ADMIN_MESSAGES, ARCHIVE_MESSAGES, COUPON_MESSAGES, adminCouponInput, couponDiscountProblem, type AdminCoupon, type CouponKind } from "@shop/contracts";
import { AppError, notFound } from "../../lib/app-error";
import { isUniqueViolation, type DbOrTx } from "../../lib/db";
import { toDhakaIso } from "../../lib/time";
import { recordAudit } from "../admin/audit";

/**
 * The owner's coupon screens (back office). Coupons written here are the rows
 * applyCoupon (service.ts) reads: codes upper-case, fixed amounts in poisha, so the
 * shopper-side rules need nothing of their own. The row's one `amount` (percent or
 * poisha by kind) is `percent` or `amount_poisha` on the wire.
 */

/** PATCH /v1/admin/coupons/{id}: any subset of the create fields (unknown ones refused); the cross-field rules run on the merged coupon. */
export const adminCouponPatch = z.strictObject(adminCouponInput.shape).partial();
export type CouponInput = z.output<typeof adminCouponInput>;
export type CouponPatch = z.output<typeof adminCouponPatch>;

/** `amount` is whole percent for "percentage", poisha for "fixed". */
type CouponRow = Pick<
  SqlRow<typeof coupons>,
  | "id"
  | "code"
  | "name"
  | "kind"
  | "amount"
  | "min_subtotal"
  | "max_discount"
  | "starts_at"
  | "ends_at"
  | "usage_limit"
  | "per_user_limit"
  | "used_count"
  | "is_active"
> & { archived: boolean };

/** The writable fields. */
type CouponValues = Omit<CouponRow, "id" | "used_count" | "archived">;

const COLUMNS = sql`id, code, name, kind, amount, min_subtotal, max_discount, starts_at, ends_at, usage_limit, per_user_limit, used_count, is_active,
  archived_at is not null as archived`;
const invalid = (field: string, message: string) => new AppError("validation_failed", message, { field });
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Times go to the database as ISO text: both drivers read it the same way. */
const isoOf = (when: Date | null) => (when === null ? null : when.toISOString());

/** The coupon as stored, numbers read: what the audit log records (the columns' names). */
function storedOf(row: CouponRow) {
  return {
    id: Number(row.id),
    code: row.code,
    name: row.name,
    kind: row.kind,
    amount: Number(row.amount),
    min_subtotal: Number(row.min_subtotal),
    max_discount: row.max_discount === null ? null : Number(row.max_discount),
    starts_at: row.starts_at === null ? null : toDhakaIso(row.starts_at),
    ends_at: row.ends_at === null ? null : toDhakaIso(row.ends_at),
    usage_limit: row.usage_limit === null ? null : Number(row.usage_limit),
    per_user_limit: row.per_user_limit === null ? null : Number(row.per_user_limit),
    used_count: Number(row.used_count),
    is_active: row.is_active,
  };
}

function toCoupon(row: CouponRow): AdminCoupon {
  const { amount, min_subtotal, max_discount, ...rest } = storedOf(row);
  return {
    ...rest,
    percent: row.kind === "percentage" ? amount : null,
    amount_poisha: row.kind === "fixed" ? amount : null,
    min_subtotal_poisha: min_subtotal,
    max_discount_poisha: max_discount,
    archived: row.archived,
  };
}

/**
 * The stored `amount` for `kind`: the percent or poisha sent for it, else the current
 * coupon's when its kind stays; the other kind's field sent is refused.
 */
function amountFor(kind: CouponKind, sent: { percent?: number | null; amount_poisha?: number | null }, current?: CouponRow): number {
  const problem = couponDiscountProblem(kind, sent, current);
  if (problem) throw invalid(problem.field, problem.message);
  return (kind === "percentage" ? sent.percent : sent.amount_poisha) ?? Number(current?.amount);
}

/**
 * A date field as sent: an ISO time, or a bare day (a date picker's YYYY-MM-DD), read
 * as a whole Asia/Dhaka day: a coupon "from the 1st to the 31st" runs from the 1st's
 * first moment to the 31st's last, not to the 31st's midnight.
 */
function parseWhen(value: string | null, field: "starts_at" | "ends_at"): Date | null {
  if (value === null || value === "") return null;
  const text = DAY.test(value) ? `${value}T${field === "starts_at" ? "00:00:00.000" : "23:59:59.999"}+06:00` : value;
  const when = new Date(text);
  if (Number.isNaN(when.getTime())) throw invalid(field, "Enter a valid date");
  return when;
}

/** The rules that need the whole coupon (after a PATCH merged into it). */
function checkCoupon(values: CouponValues): void {
  if (values.kind === "percentage" && values.amount > 100) throw invalid("percent", COUPON_MESSAGES.percentAtMost100);
  if (values.starts_at && values.ends_at && values.ends_at < values.starts_at) throw invalid("ends_at", ADMIN_MESSAGES.dateRange);
}

/** Codes are unique case-insensitively (applyCoupon matches them so); the unique index catches a race. */
async function checkCodeFree(db: DbOrTx, code: string, exceptId: number | null): Promise<void> {
  const taken = await db.execute(sql`select 1 from coupons where upper(code) = upper(${code}) and id <> ${exceptId ?? 0} limit 1`);
  if (taken.rows.length) throw invalid("code", ADMIN_MESSAGES.codeTaken);
}

async function writeOrCodeTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw invalid("code", ADMIN_MESSAGES.codeTaken);
    throw error;
  }
}

export async function listCoupons(db: Database): Promise<AdminCoupon[]> {
  const result = await db.execute<CouponRow>(sql`select ${COLUMNS} from coupons order by created_at desc, id desc`);
  return result.rows.map(toCoupon);
}

/** One coupon as the back office lists it (after an archive or restore). */
export async function getCoupon(db: DbOrTx, id: number): Promise<AdminCoupon> {
  const result = await db.execute<CouponRow>(sql`select ${COLUMNS} from coupons where id = ${id}`);
  if (!result.rows[0]) throw notFound(ARCHIVE_MESSAGES.notFound.coupon);
  return toCoupon(result.rows[0]);
}

/** POST /v1/admin/coupons: one transaction writes the coupon and its audit entry. */
export async function createCoupon(db: Database, input: { actorId: string; body: CouponInput }): Promise<AdminCoupon> {
  const b = input.body;
  const values: CouponValues = {
    code: b.code,
    name: b.name,
    kind: b.kind,
    amount: amountFor(b.kind, b),
    min_subtotal: b.min_subtotal_poisha ?? 0,
    max_discount: b.max_discount_poisha ?? null,
    starts_at: parseWhen(b.starts_at ?? null, "starts_at"),
    ends_at: parseWhen(b.ends_at ?? null, "ends_at"),
    usage_limit: b.usage_limit ?? null,
    per_user_limit: b.per_user_limit ?? null,
    is_active: b.is_active ?? true,
  };
  checkCoupon(values);
  return writeOrCodeTaken(() =>
    db.transaction(async (tx) => {
      await checkCodeFree(tx, values.code, null);
      const inserted = await tx.execute<CouponRow>(sql`
        insert into coupons (code, name, kind, amount, min_subtotal, max_discount, starts_at, ends_at, usage_limit, per_user_limit, is_active)
        values (${values.code}, ${values.name}, ${values.kind}, ${values.amount}, ${values.min_subtotal}, ${values.max_discount},
          ${isoOf(values.starts_at)}::timestamptz, ${isoOf(values.ends_at)}::timestamptz, ${values.usage_limit}, ${values.per_user_limit}, ${values.is_active})
        returning ${COLUMNS}`);
      const coupon = toCoupon(inserted.rows[0]);
      await recordAudit(tx, { actorId: input.actorId, action: "coupon.create", entity: "coupon", entityId: coupon.id, after: storedOf(inserted.rows[0]) });
      return coupon;
    }),
  );
}

/** PATCH /v1/admin/coupons/{id}: the row locked, the patch merged and checked whole, written with its audit entry. */
export async function updateCoupon(db: Database, input: { actorId: string; id: number; patch: CouponPatch }): Promise<AdminCoupon> {
  const p = input.patch;
  return writeOrCodeTaken(() =>
    db.transaction(async (tx) => {
      const found = await tx.execute<CouponRow>(sql`select ${COLUMNS} from coupons where id = ${input.id} for update`);
      const current = found.rows[0];
      if (!current) throw notFound("Coupon not found");
      const before = storedOf(current);
      const kind = p.kind ?? current.kind;
      const values: CouponValues = {
        code: p.code ?? current.code,
        name: p.name ?? current.name,
        kind,
        amount: amountFor(kind, p, current),
        min_subtotal: p.min_subtotal_poisha ?? before.min_subtotal,
        max_discount: p.max_discount_poisha !== undefined ? p.max_discount_poisha : before.max_discount,
        starts_at: p.starts_at !== undefined ? parseWhen(p.starts_at, "starts_at") : current.starts_at,
        ends_at: p.ends_at !== undefined ? parseWhen(p.ends_at, "ends_at") : current.ends_at,
        usage_limit: p.usage_limit !== undefined ? p.usage_limit : before.usage_limit,
        per_user_limit: p.per_user_limit !== undefined ? p.per_user_limit : before.per_user_limit,
        is_active: p.is_active ?? current.is_active,
      };
      checkCoupon(values);
      if (current.archived && p.is_active === true) throw invalid("is_active", ARCHIVE_MESSAGES.restoreFirst("coupon"));
      if (values.code !== current.code) await checkCodeFree(tx, values.code, input.id);
      const updated = await tx.execute<CouponRow>(sql`
        update coupons set code = ${values.code}, name = ${values.name}, kind = ${values.kind}, amount = ${values.amount},
          min_subtotal = ${values.min_subtotal}, max_discount = ${values.max_discount}, starts_at = ${isoOf(values.starts_at)}::timestamptz, ends_at = ${isoOf(values.ends_at)}::timestamptz,
          usage_limit = ${values.usage_limit}, per_user_limit = ${values.per_user_limit}, is_active = ${values.is_active}
        where id = ${input.id}
        returning ${COLUMNS}`);
      await recordAudit(tx, {
        actorId: input.actorId,
        action: "coupon.update",
        entity: "coupon",
        entityId: input.id,
        before,
        after: storedOf(updated.rows[0]),
      });
      return toCoupon(updated.rows[0]);
    }),
  );
}
