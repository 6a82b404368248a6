"use client";

import { MESSAGES, REVIEW_MAX, REVIEW_MESSAGES, REVIEW_TOAST_MS, formatTaka, type Order, type OrderItem } from "@shop/contracts";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextareaField } from "@/components/ui/textarea-field";
import { errorMessage } from "@/features/cart/lib/error-message";
import { ClientPrice as Price } from "@/features/catalog/components/client-price";
import { ProductImage } from "@/features/catalog/components/product-image";
import { formatOrderDate } from "@/features/orders/lib/order-dates";
import { ApiError } from "@/lib/api/client";
import { createReview } from "@/lib/api/reviews";
import { productHref } from "@/lib/routes";
import { toast } from "@/lib/toast";
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
  return (
    <Dialog open={target !== null} onClose={onClose} title="Write a Review">
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
      toast.error(REVIEW_MESSAGES.alreadyReviewed, { duration: REVIEW_TOAST_MS });
      return onClose();
    }
    const checked = validateReview(fields);
    if (!checked.ok) return showErrors(checked.errors);
    setErrors({});
    setBusy(true);
    try {
      await createReview(item.product_slug, { ...checked.body, order_key: order.order_key });
      toast.success(MESSAGES.reviewSubmitted);
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
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-label={`Review of ${item.name}`}>
        <RatingInput
          id={`${id}-rating`}
          value={fields.rating}
          onChange={(rating) => update({ ...fields, rating }, "rating")}
          error={errors.rating}
          inputRef={ratingRef}
        />
        <TextareaField
          ref={reviewRef}
          label="Review"
          name="review"
          required
          rows={5}
          placeholder="How did it work for you? Anything others should know?"
          value={fields.review}
          onChange={(e) => update({ ...fields, review: e.target.value }, "review")}
          onBlur={() => setErrors((e) => ({ ...e, review: reviewFieldError("review", fields) }))}
          error={errors.review}
          hint={
            <span data-review-count="">
              {fields.review.trim().length}/{REVIEW_MAX} characters
            </span>
          }
        />
        <Button type="submit" loading={busy} className="w-full sm:w-auto">
          Submit Review
        </Button>
      </form>
    </div>
  );
}

/** What is being reviewed: the product (name to its page), its price as bought, quantity, and the order. */
function ReviewedLine({ target }: { target: ReviewTarget }) {
  const { order, item } = target;
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
          Qty: {item.quantity}
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          Total: <span className="tabular-nums">{formatTaka(item.total)}</span>
        </p>
        <p className="text-sm text-slate-600" data-review-order={order.order_number}>
          Order #{order.order_number}
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, placed on </span>
          <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time>
        </p>
      </div>
    </div>
  );
}
