import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { CONTACT_MESSAGES, CONTACT_REPLY_MAX } from "@shop/contracts/newsletter-words";
import { adminContactReplyBody, type AdminContactMessage, type AdminContactMessagesResponse } from "@shop/contracts/newsletter";
import { ListStatus } from "../components/ListTable";
import { Button, ErrorBanner, PageHeader, Pagination, TextAreaField } from "../components/ui";
import { request, withQuery } from "../lib/api";
import { endpoints } from "../lib/endpoints";
import { apiFieldErrors } from "../lib/forms";
import { formatDateTime } from "../lib/format";
import { useNotice } from "../lib/notice";
import { useApi } from "../lib/use-api";

/**
 * A reply link. The address is the sender's own text: each side of the @ is encoded so
 * a "?" or "&" in it cannot add recipients or a body to the mail.
 */
function replyHref(message: AdminContactMessage): string {
  const address = message.email.split("@").map(encodeURIComponent).join("@");
  return `mailto:${address}?subject=${encodeURIComponent(`Re: ${message.title}`)}`;
}

/**
 * What the contact page received, newest first. Any staff member answers a message here:
 * the reply is mailed from the shop's address with the message quoted, and kept under it.
 */
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
          <MessageCard key={message.id} message={message} onReplied={state.reload} />
        ))}
      </ol>
      {state.data ? <Pagination meta={state.data.meta} hrefFor={(n) => withQuery("/messages", { page: n })} /> : null}
    </>
  );
}

function MessageCard({ message, onReplied }: { message: AdminContactMessage; onReplied: () => void }) {
  const [body, setBody] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const { notify } = useNotice();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = adminContactReplyBody.safeParse({ body });
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message ?? CONTACT_MESSAGES.replyRequired);
    setFieldError(undefined);
    setBusy(true);
    try {
      await request(endpoints.messageReplies(message.id), { method: "POST", json: parsed.data });
      notify(`${CONTACT_MESSAGES.replySent} to ${message.email}`);
      setBody("");
      onReplied();
    } catch (err) {
      setError(err);
      setFieldError(apiFieldErrors(err).body);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
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
        {message.replies.length ? (
          <section aria-label="Replies" className="mt-3 flex flex-col gap-2">
            {message.replies.map((reply) => (
              <div key={reply.id} className="rounded-md border-l-4 border-blue-700 bg-slate-50 p-3">
                <p className="text-sm text-slate-700">
                  Reply by {reply.staff_name ?? "a former staff member"} · <time dateTime={reply.created_at}>{formatDateTime(reply.created_at)}</time>
                </p>
                <p className="mt-1 break-words whitespace-pre-line">{reply.body}</p>
              </div>
            ))}
          </section>
        ) : null}
        <ErrorBanner error={error} className="my-2" />
        <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-2">
          <TextAreaField
            label="Reply"
            hint={`Mailed from the shop's address to ${message.email}, with their message quoted.`}
            rows={3}
            maxLength={CONTACT_REPLY_MAX}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            error={fieldError}
            required
          />
          <div>
            <Button type="submit" variant="primary" busy={busy}>
              Send reply
            </Button>
          </div>
        </form>
      </article>
    </li>
  );
}
