import type { FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { CUSTOMER_SORTS, CUSTOMER_SORT_LABELS, type AdminCustomersResponse, type CustomerSort } from "@shop/contracts/customers";
import { ListStatus } from "../components/ListTable";
import { Button, buttonClass, PageHeader, Pagination, SelectField, StackTable, Td, TextField } from "../components/ui";
import { withQuery } from "../lib/api";
import { endpoints } from "../lib/endpoints";
import { formatDate } from "../lib/format";
import { money } from "../lib/money";
import { useApi } from "../lib/use-api";

const sortOf = (value: string | null): CustomerSort => ((CUSTOMER_SORTS as readonly string[]).includes(value ?? "") ? (value as CustomerSort) : "newest");

/**
 * The customers: shoppers found by name, email or a phone typed any way (01712-345678,
 * +8801712345678, 1712345678), newest or most spent first, 25 a page; a table on a
 * laptop, cards on a phone. A name opens the customer's page.
 */
export default function Customers() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? undefined;
  const sort = sortOf(params.get("sort"));
  const page = params.get("page") ?? undefined;
  const state = useApi<AdminCustomersResponse>(withQuery(endpoints.customers, { q, sort, page }));
  const rows = state.data?.data ?? [];

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    const typed = String(form.get("q") ?? "").trim();
    if (typed) next.q = typed;
    const chosen = sortOf(String(form.get("sort")));
    if (chosen !== "newest") next.sort = chosen;
    setParams(next);
  }

  return (
    <>
      <PageHeader title="Customers" />
      <form
        role="search"
        onSubmit={search}
        key={params.toString()}
        className="mb-4 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <TextField label="Search" name="q" type="search" defaultValue={q ?? ""} hint="Name, email or phone (any spelling)" className="lg:col-span-2" />
        <SelectField label="Sort" name="sort" defaultValue={sort}>
          {CUSTOMER_SORTS.map((s) => (
            <option key={s} value={s}>
              {CUSTOMER_SORT_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-wrap items-end gap-2">
          <Button type="submit" variant="primary">
            Search
          </Button>
          {q || sort !== "newest" ? (
            <Link to="/customers" className={buttonClass("secondary")}>
              Clear
            </Link>
          ) : null}
        </div>
      </form>
      <ListStatus state={state} count={rows.length} empty={q ? "No customer matches this search." : "No customers yet."} />
      {rows.length ? (
        <StackTable caption="Customers" head={["Customer", "Phone", "Orders", "Money spent", "Last order"]}>
          {rows.map((row) => (
            <tr key={row.id}>
              <Td label="Customer">
                <Link to={`/customers/${row.id}`} className="font-semibold text-blue-800 underline">
                  {row.full_name ?? row.phone}
                </Link>
                {row.email ? <span className="block break-all text-xs text-slate-600">{row.email}</span> : null}
              </Td>
              <Td label="Phone">
                <a className="text-blue-800 underline" href={`tel:${row.phone}`}>
                  {row.phone}
                </a>
              </Td>
              <Td label="Orders">{row.orders_count}</Td>
              <Td label="Money spent" className="whitespace-nowrap">
                {money(row.spent_poisha)}
              </Td>
              <Td label="Last order">{row.last_order_at ? formatDate(row.last_order_at) : "Never ordered"}</Td>
            </tr>
          ))}
        </StackTable>
      ) : null}
      {state.data ? (
        <Pagination meta={state.data.meta} hrefFor={(n) => withQuery("/customers", { q, sort: sort === "newest" ? undefined : sort, page: n })} />
      ) : null}
    </>
  );
}
