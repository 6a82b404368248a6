"use client";

import { useEffect, useRef } from "react";
import { useLocalePath, useT } from "@/i18n/client";
import { getProductReviews } from "@/lib/api/reviews";
import { cn } from "@/lib/cn";
import { usePagedFeed } from "../hooks/use-paged-feed";
import { useLocalFormat } from "../lib/use-local-format";
import { FeedFailed } from "./feed-failed";
import { FeedLoading } from "./feedback-states";
import { Pager } from "./pager";
import { RatingSummary } from "./rating-summary";
import { ReviewItem } from "./review-item";
import { StarRow } from "./stars";

/**
 * The product page's reviews (a client island: the page is cached, the reviews are read
 * fresh): the average and the count per star, then the reviews newest first, 10 a page.
 */
export function ReviewsSection({ slug }: { slug: string }) {
  const feed = usePagedFeed(slug, getProductReviews);
  const listRef = useRef<HTMLOListElement>(null);
  const paged = useRef(false);
  const { data, state } = feed;
  const t = useT("reviews");
  const { digits } = useLocalFormat();

  // After Previous / Next, the new page's first review is where the reader continues.
  useEffect(() => {
    if (!paged.current || state.phase !== "ready") return;
    paged.current = false;
    listRef.current?.focus();
  }, [state, data]);

  if (!data) {
    return state.phase === "failed" ? (
      <FeedFailed message={state.message} onRetry={() => feed.reload(feed.page)} />
    ) : (
      <FeedLoading label={t("loadingReviews")} />
    );
  }
  const { meta } = data;
  if (meta.total === 0) return <NoReviews />;

  const busy = state.phase === "loading";
  const goTo = (page: number) => {
    paged.current = true;
    feed.goTo(page);
  };
  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start lg:gap-8" data-reviews="">
      <RatingSummary average={meta.average} total={meta.total} distribution={meta.distribution} />
      <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
        {data.data.length > 0 ? (
          <ol
            ref={listRef}
            tabIndex={-1}
            role="list"
            aria-label={t("reviewsPage", { page: digits(meta.page), last: digits(meta.last_page) })}
            aria-busy={busy || undefined}
            className={cn("divide-y divide-slate-200 scroll-mt-24 focus:outline-none", busy && "opacity-60")}
          >
            {data.data.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ol>
        ) : (
          <p className="text-sm text-slate-700">{t("noReviewsOnPage")}</p>
        )}
        {state.phase === "failed" ? (
          <div className="mt-4">
            <FeedFailed message={state.message} onRetry={() => feed.reload(feed.page)} />
          </div>
        ) : null}
        <Pager page={meta.page} lastPage={meta.last_page} onChange={goTo} label={t("reviewPages")} />
      </div>
    </div>
  );
}

/** No review yet: where one comes from (a delivered order), with the way there. */
function NoReviews() {
  const t = useT("reviews");
  const path = useLocalePath();
  const [before, rest = ""] = t("firstReview").split("<link>");
  const [link, after = ""] = rest.split("</link>");
  return (
    <div className="flex flex-col items-start gap-2 rounded-xl border border-dashed border-slate-300 bg-white p-5" data-reviews-empty="">
      <StarRow rating={0} label={null} starClassName="size-5" />
      <p className="font-semibold text-slate-900">{t("noReviews")}</p>
      <p className="text-sm text-slate-600">
        {before}
        <a href={path("/my-orders")} className="font-medium text-brand-700 underline hover:text-brand-800">
          {link}
        </a>
        {after}
      </p>
    </div>
  );
}
