import { useState, type FormEvent } from "react";
import { Link, useParams } from "react-router";
import { adminCustomerNoteBody, type AdminCustomer } from "@shop/contracts/customers";
import { RETURN_STATUS_LABELS } from "@shop/contracts/returns-words";
import { StatusBadge } from "../components/badges";
import { Banner, Button, Empty, ErrorBanner, Loading, PageHeader, Pill, Section, StackTable, Td, TextAreaField } from "../components/ui";
import { request } from "../lib/api";
import { endpoints } from "../lib/endpoints";
import { formErrors } from "../lib/forms";
import { formatDate, formatDateTime, plural } from "../lib/format";
import { money } from "../lib/money";
import { useApi } from "../lib/use-api";
import { useSubmit } from "../lib/use-form";

/**
 * One customer: who they are and how to reach them, what they spent, how their parcels
 * went (delivered against refused or returned), their orders, returns and saved
 * addresses, and the staff's notes about them (never shown to the customer).
 */
export default function CustomerPage() {
  const { id = "" } = useParams();
  const { data, error, loading, reload, setData } = useApi<{ data: AdminCustomer }>(endpoints.customer(id));
  const customer = data?.data;

  if (loading && !customer) return <Loading />;
  if (!customer) {
    return (
      <>
        <PageHeader title="Customer" back={{ to: "/customers", label: "Customers" }} />
        <ErrorBanner error={error} onRetry={reload} />
      </>
    );
  }
  const { counts } = customer;
  return (
    <>
      <PageHeader title={customer.full_name ?? customer.phone} back={{ to: "/customers", label: "Customers" }} />
      <ErrorBanner error={error} onRetry={reload} className="mb-4" />
      <dl className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <Figure label="Money spent" value={money(customer.spent_poisha)} />
        <Figure label="Orders" value={String(customer.orders_count)} />
        <Figure label="Delivered" value={String(counts.delivered)} />
        <Figure label="Refused or returned" value={String(counts.refused)} warn={counts.refused > 0} />
        <Figure label="Cancelled before shipping" value={String(counts.cancelled)} />
      </dl>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="flex flex-col gap-4 lg:col-span-2">
          <Orders customer={customer} />
          <Returns customer={customer} />
        </div>
        <div className="flex flex-col gap-4">
          <Section title="Contact">
            <p>
              <a className="text-blue-800 underline" href={`tel:${customer.phone}`}>
                {customer.phone}
              </a>
            </p>
            {customer.email ? <p className="break-all">{customer.email}</p> : null}
            <p className="text-sm text-slate-700">Customer since {formatDate(customer.joined_at)}</p>
            {counts.open ? <p className="text-sm text-slate-700">{plural(counts.open, "order")} on the way</p> : null}
          </Section>
          <Notes customer={customer} onAdded={(updated) => setData({ data: updated })} />
          <Section title="Saved addresses">
            {customer.addresses.length === 0 ? <p className="text-slate-700">No saved address.</p> : null}
            <ul className="flex flex-col gap-3">
              {customer.addresses.map((a) => (
                <li key={a.id} className="text-sm">
                  <span className="font-semibold">{a.full_name}</span> <Pill>{a.label}</Pill>
                  <span className="block">{a.phone}</span>
                  <span className="block">
                    {a.address}, {a.area}, {a.district}
                  </span>
                </li>
              ))}
            </ul>
          </Section>
        </div>
      </div>
    </>
  );
}

function Figure({ label, value, warn }: { label: string; value: string; warn?: boolean }) {
  return (
    <div className={warn ? "rounded-lg border border-amber-300 bg-amber-50 p-3" : "rounded-lg border border-slate-200 bg-white p-3"}>
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="text-xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}

function Orders({ customer }: { customer: AdminCustomer }) {
  return (
    <Section title="Orders">
      {customer.orders.length === 0 ? <Empty>No orders yet.</Empty> : null}
      {customer.orders.length ? (
        <StackTable caption="The customer's orders, newest first" head={["Order", "Placed", "Status", "Total"]}>
          {customer.orders.map((o) => (
            <tr key={o.order_number}>
              <Td label="Order">
                <Link to={`/orders/${encodeURIComponent(o.order_number)}`} className="font-semibold text-blue-800 underline">
                  {o.order_number}
                </Link>
              </Td>
              <Td label="Placed">{formatDateTime(o.created_at)}</Td>
              <Td label="Status">
                <span className="flex flex-wrap items-center justify-end gap-1 md:justify-start">
                  <StatusBadge status={o.status} />
                  {o.is_return ? <Pill tone="amber">Refused or returned parcel</Pill> : null}
                </span>
              </Td>
              <Td label="Total" className="whitespace-nowrap">
                {money(o.total_poisha)}
              </Td>
            </tr>
          ))}
        </StackTable>
      ) : null}
      {customer.orders.length < customer.orders_count ? (
        <p className="mt-2 text-sm text-slate-700">
          The newest {customer.orders.length} of {customer.orders_count} orders.
        </p>
      ) : null}
    </Section>
  );
}

function Returns({ customer }: { customer: AdminCustomer }) {
  return (
    <Section title="Returns">
      {customer.returns.length === 0 ? <p className="text-slate-700">No return requests.</p> : null}
      <ul className="flex flex-col gap-2">
        {customer.returns.map((r) => (
          <li key={r.id} className="text-sm">
            <Link to={`/returns/${r.id}`} className="font-semibold text-blue-800 underline">
              Return #{r.id}
            </Link>{" "}
            for {r.order_number}: {RETURN_STATUS_LABELS[r.status]}, {formatDate(r.requested_at)}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Staff notes about the customer, newest first, with who wrote them and when; the form adds one. */
function Notes({ customer, onAdded }: { customer: AdminCustomer; onAdded: (customer: AdminCustomer) => void }) {
  const [body, setBody] = useState("");
  const [done, setDone] = useState<string | null>(null);
  const { form, errors, error, busy, run } = useSubmit();
  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const json = { body };
    await run(formErrors(adminCustomerNoteBody, json), async () => {
      const answer = await request<{ message: string; data: AdminCustomer }>(endpoints.customerNotes(customer.id), { method: "POST", json });
      onAdded(answer.data);
      setBody("");
      setDone(answer.message);
    });
  }
  return (
    <Section title="Staff notes">
      <form ref={form} onSubmit={submit} className="mb-3 flex flex-col gap-2" noValidate>
        <ErrorBanner error={error} />
        <div aria-live="polite">{done ? <Banner kind="success">{done}</Banner> : null}</div>
        <TextAreaField
          label="Add a note"
          hint="Staff only: the customer never sees it"
          name="body"
          rows={3}
          maxLength={1000}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          error={errors.body}
        />
        <div>
          <Button type="submit" variant="primary" busy={busy}>
            Add note
          </Button>
        </div>
      </form>
      {customer.notes.length === 0 ? <p className="text-slate-700">No notes yet.</p> : null}
      <ul className="flex flex-col gap-3">
        {customer.notes.map((n) => (
          <li key={n.id} className="border-l-4 border-amber-400 pl-3 text-sm">
            <p className="whitespace-pre-line text-slate-900">{n.body}</p>
            <p className="text-slate-600">
              {n.author ?? "Former staff"}, {formatDateTime(n.at)}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
