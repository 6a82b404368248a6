import { useSearchParams } from "react-router";
import type { AdminContactMessage, AdminContactMessagesResponse } from "@shop/contracts/newsletter";
import { ListStatus } from "../components/ListTable";
import { PageHeader, Pagination } from "../components/ui";
import { withQuery } from "../lib/api";
import { endpoints } from "../lib/endpoints";
import { formatDateTime } from "../lib/format";
import { useApi } from "../lib/use-api";

/**
 * A reply link. The address is the sender's own text: each side of the @ is encoded so
 * a "?" or "&" in it cannot add recipients or a body to the mail.
 */
function replyHref(message: AdminContactMessage): string {
  const address = message.email.split("@").map(encodeURIComponent).join("@");
  return `mailto:${address}?subject=${encodeURIComponent(`Re: ${message.title}`)}`;
}

/** What the contact page received, newest first (any staff member answers them by mail). */
export default function Messages() {
  const [params] = useSearchParams();
  const page = params.get("page") ?? undefined;
  const state = useApi<AdminContactMessagesResponse>(withQuery(endpoints.messages, { page }));
  const list = state.data?.data ?? [];
  return (
    <>
      <PageHeader title="Messages" />
      <ListStatus state={state} count={list.length} empty="No messages yet." />
      <ol className="flex flex-col gap-3">
        {list.map((message) => (
          <li key={message.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <article aria-labelledby={`message-${message.id}`}>
              <h2 id={`message-${message.id}`} className="text-lg font-semibold break-words">
                {message.title}
              </h2>
              <p className="text-sm text-slate-700">
                {message.name} ·{" "}
                <a className="break-all text-blue-800 underline" href={replyHref(message)}>
                  {message.email}
                </a>{" "}
                · <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
              </p>
              <p className="mt-2 break-words whitespace-pre-line">{message.comment}</p>
            </article>
          </li>
        ))}
      </ol>
      {state.data ? <Pagination meta={state.data.meta} hrefFor={(n) => withQuery("/messages", { page: n })} /> : null}
    </>
  );
}
