import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import type { z } from "zod";
import { ADMIN_MESSAGES, adminAnswerBody, type AdminQuestion, type adminQuestionsResponse } from "@shop/contracts/admin";
import { ListStatus } from "../components/ListTable";
import { Button, ErrorBanner, LinkTabs, PageHeader, Pagination, Pill, TextAreaField } from "../components/ui";
import { apiFieldErrors } from "../lib/forms";
import { request, withQuery } from "../lib/api";
import { endpoints } from "../lib/endpoints";
import { formatDateTime, personName } from "../lib/format";
import { useNotice } from "../lib/notice";
import { useApi } from "../lib/use-api";
import { ProductLink } from "../components/ProductLink";

const TABS = [
  ["unanswered", "Unanswered"],
  ["answered", "Answered"],
  ["hidden", "Hidden"],
  ["all", "All"],
] as const;

export default function Questions() {
  const [params] = useSearchParams();
  const status = TABS.some(([key]) => key === params.get("status")) ? (params.get("status") as string) : "unanswered";
  const page = params.get("page") ?? undefined;
  const state = useApi<z.infer<typeof adminQuestionsResponse>>(withQuery(endpoints.questions, { status, page }));
  const list = state.data?.data ?? [];
  return (
    <>
      <PageHeader title="Questions" />
      <LinkTabs label="Question status" tabs={TABS.map(([key, label]) => ({ to: `/questions?status=${key}`, label, current: status === key }))} />
      <ListStatus state={state} count={list.length} empty="No questions here." />
      <ul className="flex flex-col gap-4">
        {list.map((question) => (
          <QuestionCard key={question.id} question={question} onChanged={state.reload} />
        ))}
      </ul>
      {state.data ? <Pagination meta={state.data.meta} hrefFor={(n) => withQuery("/questions", { status, page: n })} /> : null}
    </>
  );
}

function QuestionCard({ question, onChanged }: { question: AdminQuestion; onChanged: () => void }) {
  const [answer, setAnswer] = useState(question.answer ?? "");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState<"answer" | "hide" | "show" | null>(null);
  const { notify } = useNotice();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = adminAnswerBody.safeParse({ answer });
    if (!parsed.success) return setFieldError(ADMIN_MESSAGES.answerRequired);
    setFieldError(undefined);
    setBusy("answer");
    try {
      await request(endpoints.questionAction(question.id, "answer"), { method: "POST", json: { answer: answer.trim() } });
      notify("Answer saved; the shopper is told");
      onChanged();
    } catch (err) {
      setError(err);
      setFieldError(apiFieldErrors(err).answer);
    } finally {
      setBusy(null);
    }
  }

  async function toggle(action: "hide" | "show") {
    setError(null);
    setBusy(action);
    try {
      await request(endpoints.questionAction(question.id, action), { method: "POST" });
      notify(action === "hide" ? "Question hidden" : "Question shown");
      onChanged();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(null);
    }
  }

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <article aria-labelledby={`q-${question.id}`}>
        <p className="text-sm text-slate-700">
          <ProductLink product={question.product} /> · {personName(question.asker)} · {formatDateTime(question.created_at)}
          {question.hidden ? (
            <>
              {" "}
              <Pill>Hidden</Pill>
            </>
          ) : null}
        </p>
        <h2 id={`q-${question.id}`} className="mt-1 text-lg font-semibold whitespace-pre-line">
          {question.title}
        </h2>
        {question.answered_at ? <p className="text-sm text-slate-600">Answered {formatDateTime(question.answered_at)}</p> : null}
        <ErrorBanner error={error} className="my-2" />
        <form onSubmit={submit} noValidate className="mt-2 flex flex-col gap-2">
          <TextAreaField
            label={question.answer ? "Answer (edit)" : "Answer"}
            rows={3}
            maxLength={1000}
            value={answer}
            onChange={(e) => setAnswer(e.target.value)}
            error={fieldError}
            required
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="primary" busy={busy === "answer"}>
              {question.answer ? "Update answer" : "Send answer"}
            </Button>
            {question.hidden ? (
              <Button busy={busy === "show"} onClick={() => void toggle("show")}>
                Show
              </Button>
            ) : (
              <Button busy={busy === "hide"} onClick={() => void toggle("hide")}>
                Hide
              </Button>
            )}
          </div>
        </form>
      </article>
    </li>
  );
}
