import type { Metadata } from "next";
import { Suspense } from "react";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button";
import { useServerPath } from "@/i18n/server";
import type { LinkAction } from "../lib/newsletter-api";
import { LinkResult, ResultStatus } from "./link-result";

const TITLE = { confirm: "confirmTitle", unsubscribe: "unsubscribeTitle" } as const satisfies Record<LinkAction, string>;

/** The mailed links' pages are one shopper's answers: not for search engines (nor the sitemap). */
export async function linkPageMetadata(action: LinkAction): Promise<Metadata> {
  const t = await getTranslations("newsletterPages");
  return { title: t(TITLE[action]), robots: { index: false, follow: false } };
}

/** /newsletter/confirm and /newsletter/unsubscribe: the heading, the result, and the way back to the shop. */
export function LinkResultPage({ action }: { action: LinkAction }) {
  const t = useTranslations("newsletterPages");
  const href = useServerPath();
  return (
    <div className="shop-container py-8 sm:py-12">
      <section
        aria-labelledby="newsletter-link-title"
        className="mx-auto w-full max-w-md rounded-xl border border-slate-200 bg-white p-5 text-center shadow-sm sm:p-8"
      >
        <h1 id="newsletter-link-title" className="mb-4 text-xl font-bold text-slate-900 md:text-2xl">
          {t(TITLE[action])}
        </h1>
        {/* The token is read in the browser, so the page itself stays static. */}
        <Suspense fallback={<ResultStatus words={null} />}>
          <LinkResult action={action} />
        </Suspense>
        <ButtonLink href={href("/")} variant="primary" className="mt-6">
          {t("continueShopping")}
        </ButtonLink>
      </section>
    </div>
  );
}
