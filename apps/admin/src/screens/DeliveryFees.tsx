import { useEffect, useState, type FormEvent } from "react";
import { DELIVERY_FEE_MESSAGES, type AdminDeliveryRates } from "@shop/contracts/delivery-fees";
import { DELIVERY_METHOD_LABELS, DELIVERY_ZONE_LABELS } from "@shop/contracts/cart-words";
import { OwnerOnly } from "../components/OwnerOnly";
import { Button, ErrorBanner, Loading, PageHeader, Section, StackTable, Td, TextField } from "../components/ui";
import { request } from "../lib/api";
import type { FieldErrors } from "../lib/api";
import { endpoints } from "../lib/endpoints";
import { parseTaka, poishaToInput } from "../lib/money";
import { useNotice } from "../lib/notice";
import { useApi } from "../lib/use-api";
import { useSubmit } from "../lib/use-form";

type Answer = { message: string; data: AdminDeliveryRates };
type Row = AdminDeliveryRates["rates"][number];
type Texts = Record<string, { first: string; extra: string }>;

const keyOf = (row: Pick<Row, "zone" | "method">) => `${row.zone}:${row.method}`;
const textsOf = (rows: Row[]): Texts =>
  Object.fromEntries(rows.map((r) => [keyOf(r), { first: poishaToInput(Math.round(r.first_kg * 100)), extra: poishaToInput(Math.round(r.extra_kg * 100)) }]));

/**
 * The owner's delivery fee table (issue 47): per zone and method, the fee for the
 * parcel's first kilogram and for each further kilogram or part of one. The cart,
 * checkout, phone orders and order edits all charge from it from the next request on.
 */
export default function DeliveryFees() {
  return (
    <OwnerOnly>
      <FeeTable />
    </OwnerOnly>
  );
}

function FeeTable() {
  const state = useApi<Answer>(endpoints.deliveryRates);
  const { notify } = useNotice();
  const { form, errors, error, busy, run } = useSubmit();
  const [texts, setTexts] = useState<Texts>({});
  const rows = state.data?.data.rates ?? [];
  useEffect(() => {
    if (state.data) setTexts(textsOf(state.data.data.rates));
  }, [state.data]);

  if (state.loading && !state.data) return <Loading />;
  if (!state.data) return <ErrorBanner error={state.error} onRetry={state.reload} />;

  const field = (row: Row, part: "first" | "extra") => `rates.${rows.indexOf(row)}.${part === "first" ? "first_kg" : "extra_kg"}`;
  async function save(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = {};
    const body = rows.map((row) => {
      const text = texts[keyOf(row)];
      const first = parseTaka(text.first);
      const extra = parseTaka(text.extra);
      if (first === null) found[field(row, "first")] = DELIVERY_FEE_MESSAGES.feeRequired;
      else if (first < 0) found[field(row, "first")] = DELIVERY_FEE_MESSAGES.feeNotNegative;
      if (extra === null) found[field(row, "extra")] = DELIVERY_FEE_MESSAGES.feeRequired;
      else if (extra < 0) found[field(row, "extra")] = DELIVERY_FEE_MESSAGES.feeNotNegative;
      return { zone: row.zone, method: row.method, first_kg: (first ?? 0) / 100, extra_kg: (extra ?? 0) / 100 };
    });
    await run(found, async () => {
      const answer = await request<Answer>(endpoints.deliveryRates, { method: "PUT", json: { rates: body } });
      state.setData(answer);
      notify(answer.message);
    });
  }

  return (
    <>
      <PageHeader title="Delivery fees" />
      <p className="mb-4 max-w-3xl text-slate-700">
        The fee for a parcel's first kilogram, then for each further kilogram or part of one (a 1.2 kg parcel pays the first kg and one more). Office pickup is
        always free; express delivery is offered only where it has a row. The cart and every new order use these fees at once.
      </p>
      <form ref={form} onSubmit={save} noValidate>
        <Section title="Fee table">
          <ErrorBanner error={error} className="mb-3" />
          <StackTable caption="Delivery fees by zone and method" head={["Zone", "Method", "First kg (৳)", "Each further kg (৳)", "Last changed"]}>
            {rows.map((row, i) => (
              <tr key={keyOf(row)} className="border-t border-slate-200">
                <Td label="Zone">{DELIVERY_ZONE_LABELS[row.zone]}</Td>
                <Td label="Method">{DELIVERY_METHOD_LABELS[row.method]}</Td>
                <Td label="First kg (৳)">
                  <TextField
                    label={`${DELIVERY_ZONE_LABELS[row.zone]}, ${DELIVERY_METHOD_LABELS[row.method]}: first kg (৳)`}
                    className="[&_label]:sr-only"
                    inputMode="decimal"
                    name={`rates.${i}.first_kg`}
                    value={texts[keyOf(row)]?.first ?? ""}
                    error={errors[`rates.${i}.first_kg`]}
                    onChange={(e) => setTexts((t) => ({ ...t, [keyOf(row)]: { ...t[keyOf(row)], first: e.target.value } }))}
                  />
                </Td>
                <Td label="Each further kg (৳)">
                  <TextField
                    label={`${DELIVERY_ZONE_LABELS[row.zone]}, ${DELIVERY_METHOD_LABELS[row.method]}: each further kg (৳)`}
                    className="[&_label]:sr-only"
                    inputMode="decimal"
                    name={`rates.${i}.extra_kg`}
                    value={texts[keyOf(row)]?.extra ?? ""}
                    error={errors[`rates.${i}.extra_kg`]}
                    onChange={(e) => setTexts((t) => ({ ...t, [keyOf(row)]: { ...t[keyOf(row)], extra: e.target.value } }))}
                  />
                </Td>
                <Td label="Last changed">{new Date(row.updated_at).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" })}</Td>
              </tr>
            ))}
          </StackTable>
          <div className="mt-4">
            <Button type="submit" variant="primary" busy={busy}>
              Save delivery fees
            </Button>
          </div>
        </Section>
      </form>
    </>
  );
}
