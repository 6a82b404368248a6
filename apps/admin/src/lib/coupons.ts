import { adminCouponInput, type AdminCoupon } from "@shop/contracts/admin";
import type { FieldErrors } from "./api";
import { fromDhakaLocalInput, toDhakaLocalInput } from "./format";
import { formErrors, parseWhole } from "./forms";
import { money, parseTaka, poishaToInput } from "./money";

/** A coupon's discount as the list shows it: "10%" or "৳100". */
export const couponAmount = (coupon: AdminCoupon) => (coupon.kind === "percentage" ? `${coupon.amount}%` : money(coupon.amount));

/** The coupon form's fields, as typed (a new coupon's, or an existing one's to edit). */
export function couponFields(coupon: AdminCoupon | null) {
  return {
    code: coupon?.code ?? "",
    name: coupon?.name ?? "",
    kind: coupon?.kind ?? ("percentage" as AdminCoupon["kind"]),
    amount: coupon ? (coupon.kind === "percentage" ? String(coupon.amount) : poishaToInput(coupon.amount)) : "",
    min_subtotal: poishaToInput(coupon?.min_subtotal || null),
    max_discount: poishaToInput(coupon?.max_discount),
    starts_at: toDhakaLocalInput(coupon?.starts_at),
    ends_at: toDhakaLocalInput(coupon?.ends_at),
    usage_limit: coupon?.usage_limit ? String(coupon.usage_limit) : "",
    per_user_limit: coupon?.per_user_limit ? String(coupon.per_user_limit) : "",
    is_active: coupon?.is_active ?? true,
  };
}

export type CouponFields = ReturnType<typeof couponFields>;

/** The body the form sends (taka to poisha, Dhaka time to ISO) and what is wrong with it, in the form's words first. */
export function readCoupon(form: CouponFields): { body: unknown; errors: FieldErrors } {
  const local: FieldErrors = {};
  const amount = form.kind === "percentage" ? parseWhole(form.amount) : parseTaka(form.amount);
  if (amount === null || Number.isNaN(amount))
    local.amount = form.kind === "percentage" ? "Enter a whole percent, like 10" : "Enter the discount in taka, like 100";
  const minSubtotal = form.min_subtotal.trim() ? parseTaka(form.min_subtotal) : 0;
  if (minSubtotal === null) local.min_subtotal = "Enter an amount in taka, like 500";
  const maxDiscount = form.max_discount.trim() ? parseTaka(form.max_discount) : null;
  if (form.max_discount.trim() && maxDiscount === null) local.max_discount = "Enter an amount in taka, like 300";
  const usageLimit = parseWhole(form.usage_limit);
  if (Number.isNaN(usageLimit)) local.usage_limit = "Enter a whole number";
  const perUserLimit = parseWhole(form.per_user_limit);
  if (Number.isNaN(perUserLimit)) local.per_user_limit = "Enter a whole number";
  const startsAt = fromDhakaLocalInput(form.starts_at);
  const endsAt = fromDhakaLocalInput(form.ends_at);
  if (startsAt && endsAt && endsAt < startsAt) local.ends_at = "The end must not be before the start";
  const body = {
    code: form.code.trim(),
    name: form.name.trim(),
    kind: form.kind,
    amount: amount ?? 0,
    min_subtotal: minSubtotal ?? 0,
    max_discount: maxDiscount,
    starts_at: startsAt,
    ends_at: endsAt,
    usage_limit: usageLimit,
    per_user_limit: perUserLimit,
    is_active: form.is_active,
  };
  return { body, errors: formErrors(adminCouponInput, body, local) };
}
