import type { FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { EMAIL_MAX } from "@shop/contracts/formats";
import { SUBSCRIBER_STATUSES, SUBSCRIBER_STATUS_LABELS, type AdminSubscribersResponse, type SubscriberStatus } from "@shop/contracts/newsletter";
import { ListTable } from "../components/ListTable";
import { Button, buttonClass, Count, LinkTabs, PageHeader, Pagination, Pill, TextField } from "../components/ui";
import { OwnerOnly } from "../components/OwnerOnly";
import { withQuery } from "../lib/api";
import { endpoints } from "../lib/endpoints";
import { formatDateTime } from "../lib/format";
import { useApi } from "../lib/use-api";

const TONES: Record<SubscriberStatus, "amber" | "green" | "slate"> = { pending: "amber", subscribed: "green", unsubscribed: "slate" };

/** Newsletter subscribers are personal data: owners only (the API answers 403 to staff). */
export default function SubscribersScreen() {
  return (
    <OwnerOnly>
      <Subscribers />
    </OwnerOnly>
  );
}

function Subscribers() {
  const [params, setParams] = useSearchParams();
  const query = { status: params.get("status") ?? "", q: params.get("q") ?? "", page: params.get("page") ?? "" };
  const status = SUBSCRIBER_STATUSES.find((s) => s === query.status) ?? "all";
  const state = useApi<AdminSubscribersResponse>(withQuery(endpoints.subscribers, query));
  const counts = state.data?.meta.counts;
  const href = (changes: Partial<typeof query>) => withQuery("/subscribers", { ...query, ...changes });

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    const next: Record<string, string> = {};
    if (status !== "all") next.status = status;
    if (q) next.q = q;
    setParams(next);
  }

  return (
    <>
      <PageHeader title="Subscribers">
        <a className={buttonClass("primary")} href={endpoints.subscribersCsv} download>
          Export confirmed (CSV)
        </a>
      </PageHeader>
      <p className="mb-4 text-sm text-slate-700">The export holds the confirmed addresses only, and is recorded in the audit log.</p>
      <LinkTabs
        label="Subscriber status"
        tabs={[
          {
            to: href({ status: "", page: "" }),
            label: <>All {counts ? <Count n={counts.pending + counts.subscribed + counts.unsubscribed} /> : null}</>,
            current: status === "all",
          },
          ...SUBSCRIBER_STATUSES.map((s) => ({
            to: href({ status: s, page: "" }),
            label: (
              <>
                {SUBSCRIBER_STATUS_LABELS[s]} {counts ? <Count n={counts[s]} /> : null}
              </>
            ),
            current: status === s,
          })),
        ]}
      />

      <form
        role="search"
        onSubmit={search}
        key={params.toString()}
        className="mb-4 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_auto] sm:items-end"
      >
        <TextField label="Search" name="q" type="search" defaultValue={query.q} hint="Any part of the email address" maxLength={EMAIL_MAX} />
        <div className="flex gap-2 sm:mb-6">
          <Button type="submit" variant="primary">
            Search
          </Button>
          <Link to={href({ q: "", page: "" })} className={buttonClass("secondary")}>
            Clear
          </Link>
        </div>
      </form>

      <ListTable
        caption="Newsletter subscribers"
        state={state}
        empty="No subscribers match."
        columns={[
          { label: "Email", className: "break-all font-medium", cell: (subscriber) => subscriber.email },
          { label: "Status", cell: (subscriber) => <Pill tone={TONES[subscriber.status]}>{SUBSCRIBER_STATUS_LABELS[subscriber.status]}</Pill> },
          { label: "Signed up", cell: (subscriber) => formatDateTime(subscriber.created_at) },
          { label: "Confirmed", cell: (subscriber) => formatDateTime(subscriber.confirmed_at) },
          { label: "Unsubscribed", cell: (subscriber) => formatDateTime(subscriber.unsubscribed_at) },
        ]}
      />
      {state.data ? <Pagination meta={state.data.meta} hrefFor={(page) => href({ page: String(page) })} /> : null}
    </>
  );
}
