import { useSearchParams } from "react-router";
import type { AdminSearches, SearchWordsRow } from "@shop/contracts/find-parts";
import { Empty, ErrorBanner, Loading, PageHeader, SelectField, Section, StackTable, Td } from "../components/ui";
import { formatDate, formatDateTime } from "../lib/format";
import { useApi } from "../lib/use-api";

type Answer = { message: string; data: AdminSearches };

const SEARCHES = "/v1/admin/searches";

function WordsTable({ caption, rows, count }: { caption: string; rows: SearchWordsRow[]; count: "no_results" | "searches" }) {
  return (
    <StackTable
      caption={caption}
      head={["Words", count === "no_results" ? "Found nothing" : "Searches", count === "no_results" ? "Searches" : "Found nothing"]}
    >
      {rows.map((row) => (
        <tr key={row.words}>
          <Td label="Words" className="break-all">
            {row.words}
          </Td>
          <Td label={count === "no_results" ? "Found nothing" : "Searches"} className="tabular-nums">
            {count === "no_results" ? row.no_results : row.searches}
          </Td>
          <Td label={count === "no_results" ? "Searches" : "Found nothing"} className="tabular-nums">
            {count === "no_results" ? row.searches : row.no_results}
          </Td>
        </tr>
      ))}
    </StackTable>
  );
}

/**
 * What shoppers searched for (issue 48), one week at a time: the searches that found
 * nothing (what to stock, which synonyms to add) and the most searched words. Only the
 * words and counts are kept, for 90 days. Below, the requests to stock an unlisted part.
 */
export default function Searches() {
  const [params, setParams] = useSearchParams();
  const week = params.get("week");
  const state = useApi<Answer>(week ? `${SEARCHES}?week=${encodeURIComponent(week)}` : SEARCHES);
  if (state.loading && !state.data) return <Loading />;
  if (!state.data) return <ErrorBanner error={state.error} onRetry={state.reload} />;
  const data = state.data.data;
  const weeks = data.weeks.includes(data.week) ? data.weeks : [data.week, ...data.weeks];

  return (
    <>
      <PageHeader title="Searches" />
      <p className="mb-4 max-w-3xl text-slate-700">
        What shoppers typed in the search box, counted per week (Monday to Sunday, Dhaka). Only the words are kept, for 90 days: no names, phones or addresses.
      </p>
      <div className="mb-4 max-w-xs">
        <SelectField label="Week" name="week" value={data.week} onChange={(e) => setParams({ week: e.target.value })}>
          {weeks.map((w) => (
            <option key={w} value={w}>
              Week of {formatDate(w)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid gap-4 xl:grid-cols-2">
        <Section title="Found nothing">
          {data.not_found.length ? (
            <WordsTable caption="Searches that found nothing" rows={data.not_found} count="no_results" />
          ) : (
            <Empty>Every search found something this week.</Empty>
          )}
        </Section>
        <Section title="Most searched">
          {data.top.length ? <WordsTable caption="Most searched words" rows={data.top} count="searches" /> : <Empty>No searches this week.</Empty>}
        </Section>
      </div>
      <Section title="Asked to stock" className="mt-4">
        {data.part_requests.length ? (
          <StackTable caption="Requests to stock a part the shop does not list" head={["Part", "Name", "Email", "Asked"]}>
            {data.part_requests.map((request) => (
              <tr key={request.id}>
                <Td label="Part" className="break-all font-medium">
                  {request.words}
                </Td>
                <Td label="Name">{request.full_name}</Td>
                <Td label="Email">
                  <a href={`mailto:${request.email}`} className="break-all text-brand-700 underline">
                    {request.email}
                  </a>
                </Td>
                <Td label="Asked">{formatDateTime(request.created_at)}</Td>
              </tr>
            ))}
          </StackTable>
        ) : (
          <Empty>No one has asked for a part the shop does not list.</Empty>
        )}
      </Section>
    </>
  );
}
