"use client";

import { useSearchParams } from "next/navigation";
import type { ReactNode } from "react";
import { lazyComponent } from "@/lib/lazy-component";
import { useNearViewport } from "../hooks/use-near-viewport";
import { isAskRequested } from "../lib/ask-flag";
import { FeedPlaceholder } from "./feed-placeholder";

/*
 * The product page is prerendered and cached; its reviews and questions are not in it.
 * Their code and their data load only when the shopper scrolls near them (or at once
 * when ?ask=1 asks for the question dialog), so the first paint never waits for them.
 * Until their code comes the placeholder stays; each section then shows its own loading state.
 */
const sections = () => import("./feedback-sections");
const ReviewsSection = lazyComponent(() => sections().then((m) => m.ReviewsSection), <FeedPlaceholder />);
const QuestionsSection = lazyComponent(() => sections().then((m) => m.QuestionsSection), <FeedPlaceholder />);

/** `section` once the placeholder comes near the viewport (at once when `eager`). */
function WhenNear({ eager, section }: { eager?: boolean; section: ReactNode }) {
  const [ref, near] = useNearViewport<HTMLDivElement>(eager);
  return <div ref={ref}>{near ? section : <FeedPlaceholder />}</div>;
}

export function LazyReviews({ slug }: { slug: string }) {
  return <WhenNear section={<ReviewsSection slug={slug} />} />;
}

/** Reads the query, so the page wraps it in Suspense (the prerendered HTML has the placeholder). */
export function LazyQuestions({ slug, productName }: { slug: string; productName: string }) {
  return <WhenNear eager={isAskRequested(useSearchParams())} section={<QuestionsSection slug={slug} productName={productName} />} />;
}
