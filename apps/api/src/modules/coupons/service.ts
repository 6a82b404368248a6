import { sql } from "drizzle-orm";
import type { coupons, SqlRow } from "@shop/db";
import { CART_MESSAGES, type CartData } from "@shop/contracts";
import { AppError } from "../../lib/app-error";
import { writeCart, type CartCtx } from "../cart/service";
import { pricingLineOf } from "../cart/mappers";
import type { CartOwner, Executor } from "../cart/owner";
import { listPricingLines, updateCart } from "../cart/queries";
import { priceCart, validateCoupon } from "../pricing/pricing";

type CouponRow = Pick<
  SqlRow<typeof coupons>,
  "id" | "code" | "kind" | "amount" | "min_subtotal" | "max_discount" | "starts_at" | "ends_at" | "usage_limit" | "used_count" | "per_user_limit" | "is_active"
> & { user_uses: number };

const invalid = (message: string) => new AppError("validation_failed", message, { field: "code" });

/** Codes are stored upper-case; the shopper's is trimmed (by the schema) and matched case-insensitively. */
async function findCoupon(db: Executor, code: string, userId: string) {
  const result = await db.execute<CouponRow>(sql`
    select c.id, c.code, c.kind, c.amount, c.min_subtotal, c.max_discount, c.starts_at, c.ends_at,
      c.usage_limit, c.used_count, c.per_user_limit, c.is_active,
      (select count(*)::int from coupon_redemptions r where r.coupon_id = c.id and r.user_id = ${userId}) as user_uses
    from coupons c where upper(c.code) = upper(${code})`);
  return result.rows[0] ?? null;
}

/**
 * POST /v1/coupons: checks every rule against the locked cart and sets carts.coupon_id.
 * Redemption (used_count, coupon_redemptions) happens when an order is placed.
 */
export async function applyCoupon({ userId, code, ...ctx }: CartCtx & { userId: string; code: string }): Promise<CartData> {
  const owner: CartOwner = { kind: "user", userId };
  const now = new Date();
  return writeCart({ ...ctx, owner }, "create", async (tx, cart) => {
    const coupon = await findCoupon(tx, code, userId);
    if (!coupon || !coupon.is_active) throw invalid(CART_MESSAGES.couponInvalid);
    if (cart.coupon_id !== null) throw invalid(CART_MESSAGES.couponAlreadyApplied);
    const lines = (await listPricingLines(tx, cart.id)).map(pricingLineOf);
    const subtotal = priceCart({ lines, coupon: null, deliveryMethod: cart.delivery_method, address: null, now }).totalProductPriceWithDiscount;
    const failure = validateCoupon(
      {
        code: coupon.code,
        kind: coupon.kind,
        amount: coupon.amount,
        minSubtotal: coupon.min_subtotal,
        maxDiscount: coupon.max_discount,
        startsAt: coupon.starts_at,
        endsAt: coupon.ends_at,
        usageLimit: coupon.usage_limit,
        usedCount: coupon.used_count,
        perUserLimit: coupon.per_user_limit,
        userUses: Number(coupon.user_uses),
      },
      { subtotal, now },
    );
    if (failure) throw invalid(failure);
    await updateCart(tx, cart.id, { couponId: coupon.id });
  });
}

/** DELETE /v1/coupons: removes the applied coupon named by `code`. */
export async function removeCoupon({ userId, code, ...ctx }: CartCtx & { userId: string; code: string }): Promise<CartData> {
  const owner: CartOwner = { kind: "user", userId };
  return writeCart({ ...ctx, owner }, "existing", async (tx, cart) => {
    const applied = cart?.coupon_id ? (await tx.execute<{ code: string }>(sql`select code from coupons where id = ${cart.coupon_id}`)).rows[0] : undefined;
    if (!cart || !applied || applied.code.toUpperCase() !== code.toUpperCase()) throw invalid(CART_MESSAGES.couponNotApplied);
    await updateCart(tx, cart.id, { couponId: null });
  });
}
