import { Suspense } from "react";
import { useTranslations } from "next-intl";
import { FeedPlaceholder } from "./feed-placeholder";
import { LazyQuestions, LazyReviews } from "./lazy-feedback";

/**
 * The product page's Reviews and Questions, below the description. The headings are in
 * the cached HTML; what is under them is read in the browser (lazy-feedback.tsx).
 */
export function ProductFeedback({ slug, productName }: { slug: string; productName: string }) {
  const t = useTranslations("product");
  return (
    <div className="mt-12 space-y-12">
      <section id="reviews" aria-labelledby="reviews-title" className="min-w-0 scroll-mt-20" data-reviews-section="">
        <h2 id="reviews-title" className="mb-4 text-lg font-bold text-slate-900">
          {t("reviews")}
        </h2>
        <LazyReviews slug={slug} />
      </section>
      <section id="questions" aria-labelledby="questions-title" className="min-w-0 scroll-mt-20" data-questions-section="">
        <h2 id="questions-title" className="mb-4 text-lg font-bold text-slate-900">
          {t("questions")}
        </h2>
        <Suspense fallback={<FeedPlaceholder />}>
          <LazyQuestions slug={slug} productName={productName} />
        </Suspense>
      </section>
    </div>
  );
}
