import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { BulkShipResponse, BulkShipResult } from "@shop/contracts/bulk-orders";
import { ADMIN_MESSAGES, type AdminOrdersResponse, type CourierKey } from "@shop/contracts/admin";
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from "@shop/contracts/orders-words";
import { PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from "@shop/contracts/constants";
import {
  Banner,
  Button,
  buttonClass,
  CheckboxField,
  Count,
  cx,
  ErrorBanner,
  Empty,
  LinkTabs,
  Loading,
  PageHeader,
  Pagination,
  Section,
  SelectField,
  StackTable,
  Td,
  TextField,
} from "../components/ui";
import { PaymentBadge, StatusBadge } from "../components/badges";
import { ChannelBadge } from "../components/ChannelBadge";
import { useOrderPulse } from "../components/OrderPulse";
import { errorMessage, request, withQuery } from "../lib/api";
import { endpoints } from "../lib/endpoints";
import { dhakaDay, dhakaMonthStart, formatDateTime } from "../lib/format";
import { money } from "../lib/money";
import { useNotice } from "../lib/notice";
import { useApi } from "../lib/use-api";

const FILTER_KEYS = ["status", "q", "payment_method", "from", "to", "page"] as const;
type BulkResult = { confirmed: string[]; refused: { order_number: string; message: string }[] };
type Courier = { key: CourierKey; name: string; configured: boolean };
/** The couriers a bulk booking can use: those with an API the shop has set up (not a hand-typed one). */
type BookingCourier = { key: Exclude<CourierKey, "manual">; name: string };
/** The queue's filters other than the status tab: the Filters disclosure opens when one is set. */
const FOLDED_FILTERS = ["q", "payment_method", "from", "to"] as const;

/** Wide screens show the filters open; a phone folds them unless one is set. */
const wideScreen = () => typeof window !== "undefined" && window.matchMedia("(min-width: 768px)").matches;

function queryOf(params: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) query[key] = value;
  }
  return query;
}

export default function Orders() {
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const status = query.status ?? "all";
  const { data, error, loading, reload } = useApi<AdminOrdersResponse>(withQuery(endpoints.orders, query));
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulkBusy, setBulkBusy] = useState(false);
  const [bulkResult, setBulkResult] = useState<BulkResult | null>(null);
  const [bulkError, setBulkError] = useState<string | null>(null);
  const [shipBusy, setShipBusy] = useState(false);
  const [shipResults, setShipResults] = useState<{ courier: string; results: BulkShipResult[] } | null>(null);
  const courierList = useApi<{ data: Courier[] }>(endpoints.couriers);
  const bookable = (courierList.data?.data ?? []).filter((c): c is Courier & BookingCourier => c.configured && c.key !== "manual");
  const [chosenCourier, setChosenCourier] = useState<BookingCourier["key"] | null>(null);
  const bookWith = bookable.find((c) => c.key === chosenCourier) ?? bookable[0] ?? null;
  const filtersSet = FOLDED_FILTERS.some((key) => query[key]);
  const [filtersOpen, setFiltersOpen] = useState(() => filtersSet || wideScreen());
  const navigate = useNavigate();
  const [exportFrom, setExportFrom] = useState(dhakaMonthStart());
  const [exportTo, setExportTo] = useState(dhakaDay());
  const { notify } = useNotice();
  const { arrivals, sound, setSound } = useOrderPulse();
  // A new order arrived (the pulse): the queue reloads itself, keeping its filters, page and selection.
  const seenArrivals = useRef(arrivals);
  useEffect(() => {
    if (seenArrivals.current === arrivals) return;
    seenArrivals.current = arrivals;
    reload();
  }, [arrivals, reload]);

  const href = (changes: Record<string, string | undefined>) => {
    const next = { ...query, ...changes };
    return withQuery("/orders", next);
  };
  const counts = data?.meta.counts;
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : null;
  const rows = data?.data ?? [];

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Record<string, string> = { status };
    for (const key of ["q", "payment_method", "from", "to"] as const) {
      const value = String(form.get(key) ?? "").trim();
      if (value) next[key] = value;
    }
    setSelected(new Set());
    setParams(next);
  }

  async function confirmSelected() {
    setBulkBusy(true);
    setBulkError(null);
    setBulkResult(null);
    try {
      const answer = await request<{ message: string; data: BulkResult }>(endpoints.bulkConfirm, { method: "POST", json: { order_numbers: [...selected] } });
      setBulkResult(answer.data);
      setSelected(new Set(answer.data.refused.map((item) => item.order_number)));
      notify(`${answer.data.confirmed.length} confirmed${answer.data.refused.length ? `, ${answer.data.refused.length} refused` : ""}`);
      reload();
    } catch (err) {
      setBulkError(errorMessage(err));
    } finally {
      setBulkBusy(false);
    }
  }

  /**
   * Books every selected order with the chosen courier in one call; each result is listed, the
   * refused stay selected. A second press books nobody twice (the API answers "already shipped").
   */
  async function shipSelected() {
    if (!bookWith) return;
    setShipBusy(true);
    setBulkError(null);
    setShipResults(null);
    try {
      const answer = await request<BulkShipResponse>(endpoints.bulkShip, { method: "POST", json: { order_numbers: [...selected], courier: bookWith.key } });
      const results = answer.data.results;
      setShipResults({ courier: bookWith.name, results });
      setSelected(new Set(results.filter((item) => item.result === "refused").map((item) => item.order_number)));
      notify(answer.message);
      reload();
    } catch (err) {
      setBulkError(errorMessage(err));
    } finally {
      setShipBusy(false);
    }
  }
  const booked = shipResults?.results.filter((item) => item.result === "shipped").map((item) => item.order_number) ?? [];

  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(row.order_number));
  const toggle = (number: string, on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(number);
      else next.delete(number);
      return next;
    });

  return (
    <>
      <PageHeader title="Orders">
        <Link to="/orders/new" className={buttonClass("primary")}>
          New order
        </Link>
        <CheckboxField label="Sound for new orders" checked={sound} onChange={(e) => setSound(e.target.checked)} />
      </PageHeader>
      <LinkTabs
        label="Order status"
        tabs={[
          { to: href({ status: "all", page: undefined }), label: <>All {total !== null ? <Count n={total} /> : null}</>, current: status === "all" },
          ...ORDER_STATUSES.map((s) => ({
            to: href({ status: s, page: undefined }),
            label: (
              <>
                {ORDER_STATUS_LABELS[s]} {counts ? <Count n={counts[s] ?? 0} /> : null}
              </>
            ),
            current: status === s,
          })),
        ]}
      />

      <details
        open={filtersOpen || filtersSet}
        onToggle={(event) => setFiltersOpen(event.currentTarget.open)}
        className="mb-4 rounded-lg border border-slate-200 bg-white"
      >
        <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-slate-800">
          Filters{filtersSet ? <span className="ml-2 text-sm font-normal text-slate-700">(set)</span> : null}
        </summary>
        <form onSubmit={applyFilters} className="grid gap-3 border-t border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-5" key={params.toString()}>
          <TextField label="Search" name="q" type="search" defaultValue={query.q ?? ""} hint="Order number or phone" className="lg:col-span-2" />
          <SelectField label="Payment method" name="payment_method" defaultValue={query.payment_method ?? ""}>
            <option value="">Any</option>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {PAYMENT_METHOD_LABELS[method]}
              </option>
            ))}
          </SelectField>
          <TextField label="From" name="from" type="date" defaultValue={query.from ?? ""} />
          <TextField label="To" name="to" type="date" defaultValue={query.to ?? ""} />
          <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-5">
            <Button type="submit" variant="primary">
              Apply filters
            </Button>
            <Link to={href({ q: undefined, payment_method: undefined, from: undefined, to: undefined, page: undefined })} className={buttonClass("secondary")}>
              Clear filters
            </Link>
          </div>
        </form>
      </details>

      <ErrorBanner error={error} onRetry={reload} className="mb-4" />
      {bulkError ? <Banner className="mb-4">{bulkError}</Banner> : null}
      {bulkResult ? (
        <Banner kind={bulkResult.refused.length ? "info" : "success"} className="mb-4">
          <p>{bulkResult.confirmed.length ? `Confirmed: ${bulkResult.confirmed.join(", ")}.` : "No order was confirmed."}</p>
          {bulkResult.refused.length ? (
            <>
              <p className="mt-2 font-semibold">Not confirmed:</p>
              <ul className="list-disc pl-5">
                {bulkResult.refused.map((item) => (
                  <li key={item.order_number}>
                    {item.order_number}: {item.message}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Banner>
      ) : null}

      {shipResults ? (
        <Banner kind={shipResults.results.some((item) => item.result === "refused") ? "info" : "success"} className="mb-4">
          <p className="font-semibold">Booking with {shipResults.courier}</p>
          <ul className="list-disc pl-5" aria-label="Booking results">
            {shipResults.results.map((item) => (
              <li key={item.order_number}>
                <span className="font-semibold">{item.order_number}</span>:{" "}
                {item.result === "shipped" ? (
                  <>
                    {item.already ? "already shipped" : "booked"} with {item.courier}, tracking <span className="font-mono">{item.tracking_number}</span>
                  </>
                ) : (
                  <>
                    not booked, left as it was. {item.message}
                    {item.reason ? (
                      <>
                        {" "}
                        {shipResults.courier} said: &ldquo;{item.reason}&rdquo;
                      </>
                    ) : null}
                  </>
                )}
              </li>
            ))}
          </ul>
          {booked.length ? (
            <Link to={withQuery("/orders/slips", { numbers: booked.join(",") })} className={cx(buttonClass("secondary"), "mt-2")}>
              Print their slips ({booked.length})
            </Link>
          ) : null}
        </Banner>
      ) : null}

      <div className="mb-3 flex flex-wrap items-center gap-3">
        <CheckboxField
          label="Select all on this page"
          checked={allOnPage}
          disabled={rows.length === 0}
          onChange={(event) => {
            const on = event.target.checked;
            setSelected((previous) => {
              const next = new Set(previous);
              for (const row of rows) {
                if (on) next.add(row.order_number);
                else next.delete(row.order_number);
              }
              return next;
            });
          }}
        />
        <Button variant="primary" disabled={selected.size === 0} busy={bulkBusy} onClick={confirmSelected}>
          Confirm selected{selected.size ? ` (${selected.size})` : ""}
        </Button>
        <Button disabled={selected.size === 0} onClick={() => navigate(withQuery("/orders/slips", { numbers: [...selected].join(",") }))}>
          Print slips{selected.size ? ` (${selected.size})` : ""}
        </Button>
        {bookable.length ? (
          <div className="flex flex-wrap items-end gap-2">
            <SelectField
              label="Courier"
              value={bookWith?.key ?? ""}
              onChange={(event) => setChosenCourier(event.target.value as BookingCourier["key"])}
              className="min-w-36"
            >
              {bookable.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.name}
                </option>
              ))}
            </SelectField>
            <Button disabled={selected.size === 0} busy={shipBusy} onClick={shipSelected}>
              Book selected with {bookWith?.name}
              {selected.size ? ` (${selected.size})` : ""}
            </Button>
          </div>
        ) : null}
        <Link to="/orders/slips?ready=1" className={buttonClass("secondary")}>
          Today&apos;s slips
        </Link>
      </div>

      {loading && !data ? <Loading /> : null}
      {data && rows.length === 0 ? <Empty>No orders match.</Empty> : null}
      {rows.length ? (
        <ul className="mb-2 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white md:hidden" aria-label="Orders">
          {rows.map((row) => (
            <li key={row.order_number} className="flex items-start gap-2 px-2 py-2">
              <label className="flex size-11 shrink-0 items-center justify-center">
                <input
                  type="checkbox"
                  className="size-5 accent-blue-700"
                  checked={selected.has(row.order_number)}
                  onChange={(event) => toggle(row.order_number, event.target.checked)}
                />
                <span className="sr-only">Select order {row.order_number}</span>
              </label>
              <div className="min-w-0 flex-1 text-sm">
                <div className="flex items-baseline justify-between gap-2">
                  <span className="flex items-center gap-2">
                    <Link to={`/orders/${encodeURIComponent(row.order_number)}`} className="font-semibold text-blue-800 underline">
                      {row.order_number}
                    </Link>
                    <ChannelBadge channel={row.channel} />
                  </span>
                  <span className="font-semibold whitespace-nowrap">{money(row.total_poisha)}</span>
                </div>
                <div className="flex items-center justify-between gap-2">
                  <span className="truncate">
                    {row.customer.full_name ?? row.customer.phone}
                    {row.district ? <span className="text-slate-600"> · {row.district}</span> : null}
                  </span>
                  <StatusBadge status={row.status} />
                </div>
                <div className="mt-0.5 flex items-center justify-between gap-2 text-slate-700">
                  <span className="truncate">{PAYMENT_METHOD_LABELS[row.payment_method]}</span>
                  <PaymentBadge status={row.payment_status} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {rows.length ? (
        <div className="hidden md:block">
          <StackTable caption="Orders" head={["Select", "Order", "Date", "Customer", "District", "Items", "Total", "Payment", "Status"]}>
            {rows.map((row) => (
              <tr key={row.order_number}>
                <Td label="">
                  <label className="inline-flex min-h-11 items-center gap-2">
                    <input
                      type="checkbox"
                      className="size-5 accent-blue-700"
                      checked={selected.has(row.order_number)}
                      onChange={(event) => toggle(row.order_number, event.target.checked)}
                    />
                    <span className="md:sr-only">
                      Select<span className="sr-only"> order {row.order_number}</span>
                    </span>
                  </label>
                </Td>
                <Td label="Order">
                  <Link to={`/orders/${encodeURIComponent(row.order_number)}`} className="font-semibold text-blue-800 underline">
                    {row.order_number}
                  </Link>{" "}
                  <ChannelBadge channel={row.channel} />
                </Td>
                <Td label="Date">{formatDateTime(row.created_at)}</Td>
                <Td label="Customer">
                  <span className="block">{row.customer.full_name ?? "—"}</span>
                  <a className="block text-blue-800 underline" href={`tel:${row.customer.phone}`}>
                    {row.customer.phone}
                  </a>
                </Td>
                <Td label="District">{row.district ?? "—"}</Td>
                <Td label="Items">{row.items_count}</Td>
                <Td label="Total" className="font-semibold">
                  {money(row.total_poisha)}
                </Td>
                <Td label="Payment">
                  <span className="block">{PAYMENT_METHOD_LABELS[row.payment_method]}</span>
                  <PaymentBadge status={row.payment_status} />
                </Td>
                <Td label="Status">
                  <StatusBadge status={row.status} />
                </Td>
              </tr>
            ))}
          </StackTable>
        </div>
      ) : null}
      {data ? <Pagination meta={data.meta} hrefFor={(page) => href({ page: String(page) })} /> : null}

      <Section title="Export orders as CSV" className="mt-6">
        <div className="grid gap-3 sm:grid-cols-3 sm:items-end">
          <TextField label="From" type="date" value={exportFrom} onChange={(event) => setExportFrom(event.target.value)} required />
          <TextField label="To" type="date" value={exportTo} onChange={(event) => setExportTo(event.target.value)} required />
          {exportFrom && exportTo && exportFrom > exportTo ? (
            <p className="text-sm font-medium text-red-700" role="alert">
              {ADMIN_MESSAGES.dateRange}
            </p>
          ) : exportFrom && exportTo ? (
            <a className={buttonClass("primary")} href={withQuery(endpoints.ordersCsv, { from: exportFrom, to: exportTo })} download>
              Export CSV
            </a>
          ) : (
            <span className="text-sm text-slate-700">Choose both days to export.</span>
          )}
        </div>
      </Section>
    </>
  );
}
