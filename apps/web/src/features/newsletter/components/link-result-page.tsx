import type { Metadata } from "next";
import { Suspense } from "react";
import { ButtonLink } from "@/components/ui/button";
import type { LinkAction } from "../lib/newsletter-api";
import { LinkResult, ResultStatus } from "./link-result";

/** The mailed links' pages are one shopper's answers: not for search engines (nor the sitemap). */
export function linkPageMetadata(title: string): Metadata {
  return { title, robots: { index: false, follow: false } };
}

/** /newsletter/confirm and /newsletter/unsubscribe: the heading, the result, and the way back to the shop. */
export function LinkResultPage({ title, action }: { title: string; action: LinkAction }) {
  return (
    <div className="shop-container py-8 sm:py-12">
      <section
        aria-labelledby="newsletter-link-title"
        className="mx-auto w-full max-w-md rounded-xl border border-slate-200 bg-white p-5 text-center shadow-sm sm:p-8"
      >
        <h1 id="newsletter-link-title" className="mb-4 text-xl font-bold text-slate-900 md:text-2xl">
          {title}
        </h1>
        {/* The token is read in the browser, so the page itself stays static. */}
        <Suspense fallback={<ResultStatus words={null} />}>
          <LinkResult action={action} />
        </Suspense>
        <ButtonLink href="/" variant="primary" className="mt-6">
          Continue Shopping
        </ButtonLink>
      </section>
    </div>
  );
}
