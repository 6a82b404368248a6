import { useState, type FormEvent } from "react";
import { courierPayoutBody, type CodReport, type CourierPayout } from "@shop/contracts/reports";
import { Banner, Button, ErrorBanner, Loading, Section, StackTable, Td, TextField } from "../../components/ui";
import { request, withQuery } from "../../lib/api";
import { dhakaDay, formatDate } from "../../lib/format";
import { formErrors } from "../../lib/forms";
import { money, parseTaka } from "../../lib/money";
import { reportEndpoints } from "../../lib/reports";
import { useApi } from "../../lib/use-api";
import { useSubmit } from "../../lib/use-form";
import { CsvLink } from "./CsvLink";

type Period = { from: string; to: string };

/** Cash on delivery per courier (collected, paid out, balance owed), the period's payouts, and the Record payout form. */
export function CodReportView({ period }: { period: Period }) {
  const { data, error, loading, reload } = useApi<{ data: CodReport }>(withQuery(reportEndpoints.cod, period));
  const report = data?.data;
  return (
    <div className="flex flex-col gap-4">
      {error ? <ErrorBanner error={error} onRetry={reload} /> : null}
      {loading && !report ? <Loading /> : null}
      {report ? (
        <>
          <Section
            title="Per courier"
            actions={
              <CsvLink href={reportEndpoints.csv("cod")} period={period}>
                Download CSV
              </CsvLink>
            }
          >
            <p className="mb-2 text-sm text-slate-700">
              Cash collected: delivered cash-on-delivery orders, by the day they were delivered. Balance: everything the courier collected up to{" "}
              {formatDate(report.to)} less everything it paid out by then.
            </p>
            {report.couriers.length === 0 ? (
              <p className="text-slate-700">No courier delivered cash orders or paid out up to this period's end.</p>
            ) : (
              <StackTable caption="Cash on delivery per courier" head={["Courier", "Delivered orders", "Cash collected", "Paid out", "Balance owed"]}>
                {report.couriers.map((c) => (
                  <tr key={c.courier_name}>
                    <Td label="Courier" className="font-medium">
                      {c.courier_name}
                    </Td>
                    <Td label="Delivered orders">{c.orders}</Td>
                    <Td label="Cash collected">{money(c.collected_poisha)}</Td>
                    <Td label="Paid out">{money(c.paid_poisha)}</Td>
                    <Td label="Balance owed" className={c.balance_poisha > 0 ? "font-semibold text-amber-900" : undefined}>
                      {money(c.balance_poisha)}
                    </Td>
                  </tr>
                ))}
              </StackTable>
            )}
          </Section>
          <Section
            title="Payouts in this period"
            actions={
              <CsvLink href={reportEndpoints.csv("payouts")} period={period}>
                Download CSV
              </CsvLink>
            }
          >
            <PayoutList payouts={report.payouts} />
          </Section>
        </>
      ) : null}
      <RecordPayout couriers={report?.couriers.map((c) => c.courier_name) ?? []} onRecorded={reload} />
    </div>
  );
}

function PayoutList({ payouts }: { payouts: CourierPayout[] }) {
  if (payouts.length === 0) return <p className="text-slate-700">No payouts recorded in this period.</p>;
  return (
    <StackTable caption="Courier payouts, newest first" head={["Paid on", "Courier", "Amount", "Reference", "Note", "Recorded by"]}>
      {payouts.map((p) => (
        <tr key={p.id}>
          <Td label="Paid on">{formatDate(p.paid_on)}</Td>
          <Td label="Courier">{p.courier_name}</Td>
          <Td label="Amount">{money(p.amount_poisha)}</Td>
          <Td label="Reference" className="break-all font-mono">
            {p.reference}
          </Td>
          <Td label="Note">{p.note ?? "—"}</Td>
          <Td label="Recorded by">{p.recorded_by ?? "Former staff"}</Td>
        </tr>
      ))}
    </StackTable>
  );
}

/** The form: courier (the ones seen, or typed), amount in taka, day, the statement's reference, a note. */
function RecordPayout({ couriers, onRecorded }: { couriers: string[]; onRecorded: () => void }) {
  const today = dhakaDay();
  const [fields, setFields] = useState({ courier_name: couriers[0] ?? "Steadfast", amount: "", paid_on: today, reference: "", note: "" });
  const [done, setDone] = useState<string | null>(null);
  const { form, errors, error, busy, run } = useSubmit();
  const set = (changes: Partial<typeof fields>) => setFields((previous) => ({ ...previous, ...changes }));
  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const amount = parseTaka(fields.amount);
    const json = {
      courier_name: fields.courier_name,
      amount_poisha: amount ?? 0,
      paid_on: fields.paid_on,
      reference: fields.reference,
      ...(fields.note.trim() ? { note: fields.note } : {}),
    };
    const found = formErrors(courierPayoutBody, json);
    if (amount === null && fields.amount.trim()) found.amount_poisha = "Enter taka, e.g. 12500 or 12,500.50";
    await run(found, async () => {
      const answer = await request<{ message: string; data: CourierPayout }>(reportEndpoints.payouts, { method: "POST", json });
      setDone(`${answer.message}: ${answer.data.courier_name}, ${money(answer.data.amount_poisha)}, ${answer.data.reference}`);
      set({ amount: "", reference: "", note: "" });
      onRecorded();
    });
  }
  return (
    <Section title="Record payout">
      <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-3">
        <ErrorBanner error={error} />
        <div aria-live="polite">{done ? <Banner kind="success">{done}</Banner> : null}</div>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <TextField
            label="Courier"
            name="courier_name"
            list="payout-couriers"
            value={fields.courier_name}
            onChange={(e) => set({ courier_name: e.target.value })}
            error={errors.courier_name}
            required
          />
          <datalist id="payout-couriers">
            {[...new Set(["Steadfast", ...couriers])].map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <TextField
            label="Amount (৳)"
            name="amount_poisha"
            inputMode="decimal"
            value={fields.amount}
            onChange={(e) => set({ amount: e.target.value })}
            error={errors.amount_poisha}
            required
          />
          <TextField
            label="Paid on"
            name="paid_on"
            type="date"
            max={today}
            value={fields.paid_on}
            onChange={(e) => set({ paid_on: e.target.value })}
            error={errors.paid_on}
            required
          />
          <TextField
            label="Reference"
            name="reference"
            hint="From the courier's statement; each is recorded once"
            value={fields.reference}
            onChange={(e) => set({ reference: e.target.value })}
            error={errors.reference}
            required
          />
        </div>
        <TextField
          label="Note (optional)"
          name="note"
          value={fields.note}
          maxLength={300}
          onChange={(e) => set({ note: e.target.value })}
          error={errors.note}
        />
        <div>
          <Button type="submit" variant="primary" busy={busy}>
            Record payout
          </Button>
        </div>
      </form>
    </Section>
  );
}
