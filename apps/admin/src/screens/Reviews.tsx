import { useState } from "react";
import { useSearchParams } from "react-router";
import type { z } from "zod";
import type { AdminReview, adminReviewsResponse } from "@shop/contracts/admin";
import { ListStatus } from "../components/ListTable";
import { Button, ErrorBanner, LinkTabs, PageHeader, Pagination, Pill, Stars } from "../components/ui";
import { ProductLink } from "../components/ProductLink";
import { request, withQuery } from "../lib/api";
import { endpoints } from "../lib/endpoints";
import { formatDateTime, personName } from "../lib/format";
import { useNotice } from "../lib/notice";
import { useApi } from "../lib/use-api";

const TABS = [
  ["all", "All"],
  ["visible", "Visible"],
  ["hidden", "Hidden"],
] as const;

export default function Reviews() {
  const [params] = useSearchParams();
  const status = TABS.some(([key]) => key === params.get("status")) ? (params.get("status") as string) : "all";
  const page = params.get("page") ?? undefined;
  const state = useApi<z.infer<typeof adminReviewsResponse>>(withQuery(endpoints.reviews, { status, page }));
  const list = state.data?.data ?? [];
  return (
    <>
      <PageHeader title="Reviews" />
      <LinkTabs label="Review visibility" tabs={TABS.map(([key, label]) => ({ to: `/reviews?status=${key}`, label, current: status === key }))} />
      <ListStatus state={state} count={list.length} empty="No reviews here." />
      <ul className="flex flex-col gap-4">
        {list.map((review) => (
          <ReviewCard key={review.id} review={review} onChanged={state.reload} />
        ))}
      </ul>
      {state.data ? <Pagination meta={state.data.meta} hrefFor={(n) => withQuery("/reviews", { status, page: n })} /> : null}
    </>
  );
}

function ReviewCard({ review, onChanged }: { review: AdminReview; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const { notify } = useNotice();
  async function toggle() {
    const action = review.hidden ? "show" : "hide";
    setBusy(true);
    setError(null);
    try {
      await request(endpoints.reviewAction(review.id, action), { method: "POST" });
      notify(action === "hide" ? "Review hidden: it no longer counts in the rating" : "Review shown");
      onChanged();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <p className="flex flex-wrap items-center gap-2">
        <Stars rating={review.rating} />
        <ProductLink product={review.product} />
        {review.hidden ? <Pill>Hidden</Pill> : <Pill tone="green">Visible</Pill>}
      </p>
      <p className="mt-2 whitespace-pre-line">{review.review}</p>
      <p className="mt-1 text-sm text-slate-600">
        {personName(review.author)} · {formatDateTime(review.created_at)}
      </p>
      <ErrorBanner error={error} className="my-2" />
      <Button small className="mt-2" busy={busy} onClick={() => void toggle()}>
        {review.hidden ? "Show" : "Hide"}
        <span className="sr-only"> the review by {review.author.full_name ?? review.author.phone}</span>
      </Button>
    </li>
  );
}
