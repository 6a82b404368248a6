import { Link, useSearchParams } from "react-router";
import type { z } from "zod";
import type { adminReturnsResponse } from "@shop/contracts/returns";
import { RETURN_REASON_LABELS, RETURN_RESOLUTION_LABELS, RETURN_STATUS_LABELS } from "@shop/contracts/returns-words";
import { ReturnStatusBadge } from "../components/badges";
import { ListStatus } from "../components/ListTable";
import { LinkTabs, PageHeader, Pagination, StackTable, Td } from "../components/ui";
import { withQuery } from "../lib/api";
import { endpoints } from "../lib/endpoints";
import { formatDateTime, plural } from "../lib/format";
import { RETURN_QUEUE_TABS, queueTab } from "../lib/returns";
import { useApi } from "../lib/use-api";

/** The returns queue: the requests waiting first, a tab per status, newest first; a table on a laptop, cards on a phone. */
export default function Returns() {
  const [params] = useSearchParams();
  const status = queueTab(params.get("status"));
  const page = params.get("page") ?? undefined;
  const state = useApi<z.infer<typeof adminReturnsResponse>>(withQuery(endpoints.returns, { status, page }));
  const rows = state.data?.data ?? [];

  return (
    <>
      <PageHeader title="Returns" />
      <LinkTabs
        label="Return status"
        tabs={RETURN_QUEUE_TABS.map((tab) => ({
          to: withQuery("/returns", { status: tab }),
          label: tab === "all" ? "All" : RETURN_STATUS_LABELS[tab],
          current: status === tab,
        }))}
      />
      <ListStatus state={state} count={rows.length} empty="No returns here." />
      {rows.length ? (
        <StackTable caption="Returns" head={["Return", "Order", "Customer", "Reason", "Items", "Status", "Requested"]}>
          {rows.map((row) => (
            <tr key={row.id}>
              <Td label="Return">
                <Link to={`/returns/${row.id}`} className="font-semibold text-blue-800 underline">
                  Return #{row.id}
                </Link>
              </Td>
              <Td label="Order">
                <Link to={`/orders/${encodeURIComponent(row.order_number)}`} className="text-blue-800 underline">
                  {row.order_number}
                </Link>
              </Td>
              <Td label="Customer">
                <span>
                  {row.customer.full_name ? <span className="block">{row.customer.full_name}</span> : null}
                  <a className="block text-blue-800 underline" href={`tel:${row.customer.phone}`}>
                    {row.customer.phone}
                  </a>
                </span>
              </Td>
              <Td label="Reason">{RETURN_REASON_LABELS[row.reason]}</Td>
              <Td label="Items">{plural(row.units, "unit")}</Td>
              <Td label="Status">
                <span className="flex flex-col items-end gap-1 md:items-start">
                  <ReturnStatusBadge status={row.status} />
                  {row.resolution ? <span className="text-xs text-slate-700">{RETURN_RESOLUTION_LABELS[row.resolution]}</span> : null}
                </span>
              </Td>
              <Td label="Requested">{formatDateTime(row.requested_at)}</Td>
            </tr>
          ))}
        </StackTable>
      ) : null}
      {state.data ? <Pagination meta={state.data.meta} hrefFor={(n) => withQuery("/returns", { status, page: n })} /> : null}
    </>
  );
}
