"use client";

import { REVIEW_MAX, REVIEW_TOAST_MS, formatTakaIn, type Order, type OrderItem } from "@shop/contracts";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextareaField } from "@/components/ui/textarea-field";
import { errorMessage } from "@/features/cart/lib/error-message";
import { ClientPrice as Price } from "@/features/catalog/components/client-price";
import { ProductImage } from "@/features/catalog/components/product-image";
import { useLocale, useT } from "@/i18n/client";
import { ApiError } from "@/lib/api/client";
import { createReview } from "@/lib/api/reviews";
import { productHref } from "@/lib/routes";
import { toast } from "@/lib/toast";
import { useMessageIn } from "@/lib/use-message-in";
import {
  EMPTY_REVIEW,
  firstInvalidReviewField,
  reviewFieldError,
  validateReview,
  type ReviewErrors,
  type ReviewField,
  type ReviewFields,
} from "../lib/review-fields";
import { useFocusOnOpen } from "../hooks/use-focus-on-open";
import { useLocalFormat } from "../lib/use-local-format";
import { RatingInput } from "./rating-input";

/** The review dialog's input (spec §3): the order line as bought, and the order it came in. */
export type ReviewTarget = { order: Pick<Order, "order_key" | "order_number" | "created_at">; item: OrderItem };

type Props = {
  target: ReviewTarget | null;
  onClose: () => void;
  /** The line is reviewed now (or the API says it already was): the order page marks it. */
  onReviewed: (productSlug: string) => void;
};

/** Write a Review, opened from a delivered order's line. Closing resets the form (the body unmounts). */
export function WriteReviewDialog({ target, onClose, onReviewed }: Props) {
  const t = useT("reviews");
  return (
    <Dialog open={target !== null} onClose={onClose} title={t("writeReview")}>
      {target ? <ReviewForm target={target} onClose={onClose} onReviewed={onReviewed} /> : null}
    </Dialog>
  );
}

function ReviewForm({ target, onClose, onReviewed }: { target: ReviewTarget; onClose: () => void; onReviewed: (slug: string) => void }) {
  const { order, item } = target;
  const id = useId();
  const [fields, setFields] = useState<ReviewFields>(EMPTY_REVIEW);
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [busy, setBusy] = useState(false);
  const ratingRef = useRef<HTMLInputElement>(null);
  const reviewRef = useRef<HTMLTextAreaElement>(null);
  const focusNext = useRef<ReviewField | null>(null);
  // The stars first: the dialog would otherwise start on the product link.
  useFocusOnOpen(ratingRef);
  const t = useT("reviews");
  const m = useMessageIn();
  const { digits } = useLocalFormat();

  // Focus after the errors are drawn, so the field is announced with its message.
  useEffect(() => {
    const field = focusNext.current;
    focusNext.current = null;
    if (field === "rating") ratingRef.current?.focus();
    else if (field === "review") reviewRef.current?.focus();
  }, [errors]);

  const showErrors = (next: ReviewErrors) => {
    focusNext.current = firstInvalidReviewField(next) ?? null;
    setErrors(next);
  };

  /** A field already at fault is checked again as it changes, so its message goes as soon as it is right. */
  const update = (next: ReviewFields, field: ReviewField) => {
    setFields(next);
    setErrors((e) => (e[field] ? { ...e, [field]: reviewFieldError(field, next) } : e));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    // Spec §4: a line already reviewed says so and closes, whatever the form holds.
    if (item.is_reviewed) {
      toast.error(t("alreadyReviewed"), { duration: REVIEW_TOAST_MS });
      return onClose();
    }
    const checked = validateReview(fields);
    if (!checked.ok) return showErrors(checked.errors);
    setErrors({});
    setBusy(true);
    try {
      await createReview(item.product_slug, { ...checked.body, order_key: order.order_key });
      toast.success(t("reviewSubmitted"));
      onReviewed(item.product_slug);
      onClose();
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.errors.some((e) => e.code === "already_reviewed")) {
        // Reviewed meanwhile (another tab): the same answer as a line marked reviewed.
        toast.error(error.message, { duration: REVIEW_TOAST_MS });
        onReviewed(item.product_slug);
        return onClose();
      }
      const rating = error instanceof ApiError ? error.fieldError("rating") : undefined;
      const review = error instanceof ApiError ? error.fieldError("review") : undefined;
      if (rating || review) return showErrors({ rating, review });
      // Spec §8: review failures are a toast that closes after 2000 ms; the form stays as typed.
      toast.error(errorMessage(error), { duration: REVIEW_TOAST_MS });
    }
  };

  return (
    <div className="space-y-5">
      <ReviewedLine target={target} />
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t("reviewOf", { name: item.name })}>
        <RatingInput
          id={`${id}-rating`}
          value={fields.rating}
          onChange={(rating) => update({ ...fields, rating }, "rating")}
          error={m(errors.rating)}
          inputRef={ratingRef}
        />
        <TextareaField
          ref={reviewRef}
          label={t("review")}
          name="review"
          required
          rows={5}
          placeholder={t("reviewPlaceholder")}
          value={fields.review}
          onChange={(e) => update({ ...fields, review: e.target.value }, "review")}
          onBlur={() => setErrors((e) => ({ ...e, review: reviewFieldError("review", fields) }))}
          error={m(errors.review)}
          hint={<span data-review-count="">{t("count", { count: digits(fields.review.trim().length), max: digits(REVIEW_MAX) })}</span>}
        />
        <Button type="submit" loading={busy} className="w-full sm:w-auto">
          {t("submitReview")}
        </Button>
      </form>
    </div>
  );
}

/** What is being reviewed: the product (name to its page), its price as bought, quantity, and the order. */
function ReviewedLine({ target }: { target: ReviewTarget }) {
  const { order, item } = target;
  const t = useT("reviews");
  const locale = useLocale();
  const { digits, date } = useLocalFormat();
  return (
    <div className="flex gap-3 rounded-lg border border-slate-200 p-3" data-review-product={item.product_slug}>
      {item.image ? (
        <ProductImage
          src={item.image}
          alt=""
          width={72}
          height={72}
          sizes="72px"
          minWidth={128}
          maxWidth={256}
          className="size-16 shrink-0 rounded-md border border-slate-200 bg-slate-50 object-contain p-1 sm:size-18"
        />
      ) : (
        <span aria-hidden="true" className="size-16 shrink-0 rounded-md border border-slate-200 bg-slate-100" />
      )}
      <div className="min-w-0 flex-1 space-y-1">
        <a
          href={productHref(item.product_slug)}

          className="line-clamp-2 text-sm leading-5 font-medium [overflow-wrap:anywhere] text-slate-900 hover:text-brand-700 hover:underline"
        >
          {item.name}
        </a>
        <Price price={item.price} hasDiscount={item.has_discount_price} discountPrice={item.discount_price} />
        <p className="text-sm text-slate-600">
          {t("qty", { count: digits(item.quantity) })}
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {t("total")}
          <span className="tabular-nums">{formatTakaIn(item.total, locale)}</span>
        </p>
        <p className="text-sm text-slate-600" data-review-order={order.order_number}>
          {t("order", { number: order.order_number })}
          <span aria-hidden="true"> · </span>
          <span className="sr-only">{t("placedOn")}</span>
          <time dateTime={order.created_at}>{date(order.created_at)}</time>
        </p>
      </div>
    </div>
  );
}
