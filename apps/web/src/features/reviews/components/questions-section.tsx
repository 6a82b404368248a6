"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { signInHref } from "@/features/identity/callback-url";
import { useShopSession } from "@/features/identity/session";
import { useT } from "@/i18n/client";
import { getProductQuestions } from "@/lib/api/reviews";
import { cn } from "@/lib/cn";
import { usePagedFeed } from "../hooks/use-paged-feed";
import { useLocalFormat } from "../lib/use-local-format";
import { isAskRequested } from "../lib/ask-flag";
import { askQuestionHref, withoutAskHref } from "../lib/ask-link";
import { AskQuestionDialog } from "./ask-question-dialog";
import { FeedFailed } from "./feed-failed";
import { FeedLoading } from "./feedback-states";
import { Pager } from "./pager";
import { QuestionItem } from "./question-item";

/**
 * The product page's questions (a client island): answered first, each with its answer,
 * 10 a page, and Ask Question. A guest goes to sign in and comes back to this page with
 * ?ask=1, which opens the dialog once the session is there.
 */
export function QuestionsSection({ slug, productName }: { slug: string; productName: string }) {
  const feed = usePagedFeed(slug, getProductQuestions);
  const { status } = useShopSession();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const asked = isAskRequested(params);
  const [open, setOpen] = useState(false);
  const [pressed, setPressed] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const paged = useRef(false);
  const { data, state } = feed;
  const t = useT("reviews");
  const { digits } = useLocalFormat();
  const countText = (n: number) => (n === 1 ? t("questionOne") : t("questionMany", { count: digits(n) }));

  // Back from sign-in (or a shared link): the dialog opens for a signed-in shopper.
  useEffect(() => {
    if (asked && status === "authenticated") setOpen(true);
  }, [asked, status]);

  // Ask Question pressed: wait for the session to settle, then the dialog or sign-in.
  useEffect(() => {
    if (!pressed || status === "loading") return;
    setPressed(false);
    if (status === "authenticated") setOpen(true);
    else router.push(signInHref(askQuestionHref(pathname, params.toString())));
  }, [pressed, status, router, pathname, params]);

  useEffect(() => {
    if (!paged.current || state.phase !== "ready") return;
    paged.current = false;
    listRef.current?.focus();
  }, [state, data]);

  const close = () => {
    setOpen(false);
    // The page keeps its address without the flag, so a reload does not reopen the dialog.
    if (asked) window.history.replaceState(null, "", withoutAskHref(pathname, params.toString()));
  };

  const goTo = (page: number) => {
    paged.current = true;
    feed.goTo(page);
  };

  const busy = state.phase === "loading";
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 sm:p-5" data-questions="">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" data-questions-count="">
          {data ? countText(data.meta.total) : "\u00a0"}
        </p>
        <Button variant="outlined" onClick={() => setPressed(true)} aria-haspopup={status === "authenticated" ? "dialog" : undefined}>
          {t("ask")}
        </Button>
      </div>

      {!data ? (
        state.phase === "failed" ? (
          <FeedFailed message={state.message} onRetry={() => feed.reload(feed.page)} />
        ) : (
          <FeedLoading label={t("loadingQuestions")} />
        )
      ) : data.meta.total === 0 ? (
        <p className="text-sm text-slate-600" data-questions-empty="">
          {t("noQuestions")}
        </p>
      ) : (
        <>
          {data.data.length > 0 ? (
            <ol
              ref={listRef}
              tabIndex={-1}
              role="list"
              aria-label={t("questionsPage", { page: digits(data.meta.page), last: digits(data.meta.last_page) })}
              aria-busy={busy || undefined}
              className={cn("divide-y divide-slate-200 scroll-mt-24 focus:outline-none", busy && "opacity-60")}
            >
              {data.data.map((question) => (
                <QuestionItem key={question.id} question={question} />
              ))}
            </ol>
          ) : (
            <p className="text-sm text-slate-700">{t("noQuestionsOnPage")}</p>
          )}
          {state.phase === "failed" ? (
            <div className="mt-4">
              <FeedFailed message={state.message} onRetry={() => feed.reload(feed.page)} />
            </div>
          ) : null}
          <Pager page={data.meta.page} lastPage={data.meta.last_page} onChange={goTo} label={t("questionPages")} />
        </>
      )}

      <AskQuestionDialog open={open} onClose={close} slug={slug} productName={productName} onAsked={() => feed.reload(1)} />
    </div>
  );
}
