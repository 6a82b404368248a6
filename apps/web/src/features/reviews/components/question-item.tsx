"use client";

import type { ProductQuestion } from "@shop/contracts";
import { useT } from "@/i18n/client";
import { useLocalFormat } from "../lib/use-local-format";

const badge = "grid size-6 shrink-0 place-items-center rounded text-xs font-bold";
const userText = "whitespace-pre-line [overflow-wrap:anywhere]";

/** One question and, once given, the shop's answer with its date; plain text throughout. */
export function QuestionItem({ question }: { question: ProductQuestion }) {
  const t = useT("reviews");
  const { date } = useLocalFormat();
  const [asked, askedAfter = ""] = t("askedBy").split("{author}");
  const [askedMid, askedEnd = ""] = askedAfter.split("{date}");
  const [answeredBefore, answeredAfter = ""] = t("answeredOn").split("{date}");
  return (
    <li className="space-y-3 py-4 first:pt-0" data-question={question.id} data-answered={question.answer ? "true" : "false"}>
      <div className="flex gap-2.5">
        <span aria-hidden="true" className={`${badge} bg-brand-50 text-brand-700`}>
          Q
        </span>
        <div className="min-w-0 space-y-0.5">
          <p className={`font-medium text-slate-900 ${userText}`} data-question-title="">
            <span className="sr-only">{t("question")}</span>
            {question.title}
          </p>
          <p className="text-xs text-slate-500">
            {asked}
            <span className="[overflow-wrap:anywhere]">{question.author}</span>
            {askedMid}
            <time dateTime={question.created_at}>{date(question.created_at)}</time>
            {askedEnd}
          </p>
        </div>
      </div>
      {question.answer ? (
        <div className="flex gap-2.5">
          <span aria-hidden="true" className={`${badge} bg-emerald-50 text-emerald-700`}>
            A
          </span>
          <div className="min-w-0 space-y-0.5">
            <p className={`text-[15px] leading-7 text-slate-700 ${userText}`} data-question-answer="">
              <span className="sr-only">{t("answer")}</span>
              {question.answer}
            </p>
            {question.answered_at ? (
              <p className="text-xs text-slate-500">
                {answeredBefore}
                <time dateTime={question.answered_at}>{date(question.answered_at)}</time>
                {answeredAfter}
              </p>
            ) : null}
          </div>
        </div>
      ) : (
        <p className="pl-8.5 text-sm text-slate-500 italic">{t("notAnswered")}</p>
      )}
    </li>
  );
}
