import { adminCouponInput, type AdminCoupon } from "@shop/contracts/admin";
import type { FieldErrors } from "./api";
import { fromDhakaLocalInput, toDhakaLocalInput } from "./format";
import { formErrors, parseWhole } from "./forms";
import { money, parseTaka, poishaToInput } from "./money";

/** A coupon's discount as the list shows it: "10%" or "৳100". */
export const couponAmount = (coupon: AdminCoupon) => (coupon.kind === "percentage" ? `${coupon.percent ?? 0}%` : money(coupon.amount_poisha ?? 0));

/**
 * The coupon form's fields, as typed (a new coupon's, or an existing one's to edit):
 * `discount` is the percent or the taka off by kind, the other money taka text (`_taka`);
 * the body sends `percent` or `amount_poisha`, and poisha (`_poisha`).
 */
export function couponFields(coupon: AdminCoupon | null) {
  return {
    code: coupon?.code ?? "",
    name: coupon?.name ?? "",
    kind: coupon?.kind ?? ("percentage" as AdminCoupon["kind"]),
    discount: coupon ? (coupon.kind === "percentage" ? String(coupon.percent ?? "") : poishaToInput(coupon.amount_poisha)) : "",
    min_subtotal_taka: poishaToInput(coupon?.min_subtotal_poisha || null),
    max_discount_taka: poishaToInput(coupon?.max_discount_poisha),
    starts_at: toDhakaLocalInput(coupon?.starts_at),
    ends_at: toDhakaLocalInput(coupon?.ends_at),
    usage_limit: coupon?.usage_limit ? String(coupon.usage_limit) : "",
    per_user_limit: coupon?.per_user_limit ? String(coupon.per_user_limit) : "",
    is_active: coupon?.is_active ?? true,
  };
}

export type CouponFields = ReturnType<typeof couponFields>;

/** The body's field for the typed discount: `percent` or `amount_poisha` by kind (errors are keyed by it). */
export const discountField = (kind: AdminCoupon["kind"]) => (kind === "percentage" ? "percent" : "amount_poisha");

/** The body the form sends (taka to poisha, Dhaka time to ISO) and what is wrong with it, in the form's words first. */
export function readCoupon(form: CouponFields): { body: unknown; errors: FieldErrors } {
  const local: FieldErrors = {};
  const percent = form.kind === "percentage";
  const discount = percent ? parseWhole(form.discount) : parseTaka(form.discount);
  if (discount === null || Number.isNaN(discount))
    local[discountField(form.kind)] = percent ? "Enter a whole percent, like 10" : "Enter the discount in taka, like 100";
  const minSubtotal = form.min_subtotal_taka.trim() ? parseTaka(form.min_subtotal_taka) : 0;
  if (minSubtotal === null) local.min_subtotal_poisha = "Enter an amount in taka, like 500";
  const maxDiscount = form.max_discount_taka.trim() ? parseTaka(form.max_discount_taka) : null;
  if (form.max_discount_taka.trim() && maxDiscount === null) local.max_discount_poisha = "Enter an amount in taka, like 300";
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
    [discountField(form.kind)]: discount ?? 0,
    min_subtotal_poisha: minSubtotal ?? 0,
    max_discount_poisha: maxDiscount,
    starts_at: startsAt,
    ends_at: endsAt,
    usage_limit: usageLimit,
    per_user_limit: perUserLimit,
    is_active: form.is_active,
  };
  return { body, errors: formErrors(adminCouponInput, body, local) };
}
