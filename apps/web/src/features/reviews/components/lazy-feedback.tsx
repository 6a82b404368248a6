"use client";

import { useSearchParams } from "next/navigation";
import { lazyComponent } from "@/lib/lazy-component";
import { useNearViewport } from "../hooks/use-near-viewport";
import { isAskRequested } from "../lib/ask-link";
import { FeedLoading, FeedPlaceholder } from "./feedback-states";

/*
 * The product page is prerendered and cached; its reviews and questions are not in it.
 * Their code and their data load only when the shopper scrolls near them (or at once
 * when ?ask=1 asks for the question dialog), so the first paint never waits for them.
 */
const sections = () => import("./feedback-sections");
const ReviewsSection = lazyComponent(() => sections().then((m) => m.ReviewsSection), <FeedLoading label="Loading reviews" />);
const QuestionsSection = lazyComponent(() => sections().then((m) => m.QuestionsSection), <FeedLoading label="Loading questions" />);

export function LazyReviews({ slug }: { slug: string }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? <ReviewsSection slug={slug} /> : <FeedPlaceholder />}</div>;
}

/** Reads the query, so the page wraps it in Suspense (the prerendered HTML has the placeholder). */
export function LazyQuestions({ slug, productName }: { slug: string; productName: string }) {
  const [ref, near] = useNearViewport<HTMLDivElement>(isAskRequested(useSearchParams()));
  return <div ref={ref}>{near ? <QuestionsSection slug={slug} productName={productName} /> : <FeedPlaceholder />}</div>;
}
