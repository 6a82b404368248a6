import { useState, type FormEvent } from "react";
import type { PartsListSummary } from "@shop/contracts";
import { Button, Empty, ErrorBanner, Loading, PageHeader, Section, StackTable, Td, TextField } from "../components/ui";
import { request, type FieldErrors } from "../lib/api";
import { formatDateTime } from "../lib/format";
import { useNotice } from "../lib/notice";
import { listIdOf, pagePathOf } from "../lib/parts-lists";
import { useApi } from "../lib/use-api";
import { useSubmit } from "../lib/use-form";

type Answer = { message: string; data: { lists: PartsListSummary[] } };

const FEATURED = "/v1/admin/parts-lists?featured=1";
const featureUrl = (id: string) => `/v1/admin/parts-lists/${encodeURIComponent(id)}/featured`;

/**
 * Parts lists featured on a page of the shop (issue 49): a blog post or a kit page shows the
 * list as "What you need", read in the browser so its stock and prices are today's. Staff
 * paste a list's share link, choose the page, and stop featuring it here.
 */
export default function PartsLists() {
  const state = useApi<Answer>(FEATURED);
  const { notify } = useNotice();
  const { form, errors, error, busy, run } = useSubmit();
  const [link, setLink] = useState("");
  const [page, setPage] = useState("");
  const [stopping, setStopping] = useState<string | null>(null);
  const [stopError, setStopError] = useState<unknown>(null);

  if (state.loading && !state.data) return <Loading />;
  if (!state.data) return <ErrorBanner error={state.error} onRetry={state.reload} />;

  async function feature(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = {};
    const id = listIdOf(link);
    const path = pagePathOf(page);
    if (!id) found.list = "Paste the list's link (…/list/…) or its id";
    if ("error" in path) found.featured_path = path.error;
    const ok = await run(found, async () => {
      if (!id || !("path" in path)) return;
      const answer = await request<{ message: string; data: { name: string } }>(featureUrl(id), { method: "PUT", json: { featured_path: path.path } });
      notify(`${answer.data.name} is featured on ${path.path}`);
      state.reload();
    });
    if (ok) {
      setLink("");
      setPage("");
    }
  }

  async function stop(list: PartsListSummary) {
    setStopping(list.id);
    setStopError(null);
    try {
      await request(featureUrl(list.id), { method: "PUT", json: { featured_path: null } });
      notify(`${list.name} is no longer featured on ${list.featured_path}`);
      state.reload();
    } catch (err) {
      setStopError(err);
    } finally {
      setStopping(null);
    }
  }

  const lists = state.data.data.lists;
  return (
    <>
      <PageHeader title="Parts lists" />
      <p className="mb-4 max-w-3xl text-slate-700">
        A parts list featured on a page of the shop (a blog post or a kit page) shows there as &ldquo;What you need&rdquo;, with today&rsquo;s stock and prices
        and &ldquo;Add all to cart&rdquo;. One list per page. Shoppers share their lists by link; paste that link here.
      </p>
      <div className="grid max-w-4xl gap-4">
        <form ref={form} onSubmit={feature} noValidate aria-label="Feature a parts list">
          <Section title="Feature a list on a page">
            <ErrorBanner error={error} className="mb-3" />
            <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
              <TextField
                label="List link or id"
                name="list"
                placeholder="https://…/list/Ab3x9QwErTyU12"
                value={link}
                error={errors.list ?? errors.id}
                onChange={(e) => setLink(e.target.value)}
                className="sm:flex-1"
              />
              <TextField
                label="Page path"
                name="featured_path"
                placeholder="/blogs/line-follower"
                hint="The page's address in the shop, from the first slash"
                value={page}
                error={errors.featured_path}
                onChange={(e) => setPage(e.target.value)}
                className="sm:flex-1"
              />
            </div>
            <div className="mt-4">
              <Button type="submit" variant="primary" busy={busy}>
                Feature list
              </Button>
            </div>
          </Section>
        </form>
        <Section title="Featured now">
          <ErrorBanner error={stopError} className="mb-3" />
          {lists.length === 0 ? (
            <Empty>No parts list is featured on a page.</Empty>
          ) : (
            <StackTable caption="Parts lists featured on a page" head={["Page", "List", "Parts", "Changed", ""]}>
              {lists.map((list) => (
                <tr key={list.id} data-featured-list={list.id}>
                  <Td label="Page" className="break-all font-medium">
                    {list.featured_path}
                  </Td>
                  <Td label="List" className="break-words">
                    {list.name}
                    <span className="block text-sm break-all text-slate-600">{list.id}</span>
                  </Td>
                  <Td label="Parts" className="tabular-nums">
                    {list.item_count}
                  </Td>
                  <Td label="Changed">{formatDateTime(list.updated_at)}</Td>
                  <Td label="" className="text-right">
                    <Button
                      small
                      busy={stopping === list.id}
                      onClick={() => void stop(list)}
                      aria-label={`Stop featuring ${list.name} on ${list.featured_path}`}
                    >
                      Stop featuring
                    </Button>
                  </Td>
                </tr>
              ))}
            </StackTable>
          )}
        </Section>
      </div>
    </>
  );
}
