"use client";

import type { ProductReview } from "@shop/contracts";
import { CheckCircleIcon } from "@/components/ui/more-icons";
import { useT } from "@/i18n/client";
import { useLocalFormat } from "../lib/use-local-format";
import { StarRow } from "./stars";

/**
 * One review: stars (read as "Rated 4 out of 5"), the author, Verified purchase, the
 * date and the text as the shopper typed it: plain text, line breaks kept, a link
 * stays text.
 */
export function ReviewItem({ review }: { review: ProductReview }) {
  const t = useT("reviews");
  const { date } = useLocalFormat();
  return (
    <li className="space-y-2 py-4 first:pt-0" data-review={review.id}>
      <StarRow rating={review.rating} />
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="font-semibold [overflow-wrap:anywhere] text-slate-900">{review.author}</span>
        {review.verified_purchase ? (
          <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-700">
            <CheckCircleIcon className="size-3.5" />
            {t("verified")}
          </span>
        ) : null}
        <span aria-hidden="true" className="text-slate-300">
          ·
        </span>
        <time dateTime={review.created_at} className="text-slate-600">
          {date(review.created_at)}
        </time>
      </p>
      <p className="text-[15px] leading-7 whitespace-pre-line [overflow-wrap:anywhere] text-slate-700" data-review-text="">
        {review.review}
      </p>
    </li>
  );
}
