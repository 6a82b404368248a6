import { useState, type FormEvent } from "react";
import type { AdminProduct } from "@shop/contracts/admin";
import { adminPriceTiersBody, PRICE_TIER_MAX, PRICE_TIER_MESSAGES, priceBreaksText, type AdminPriceTiers } from "@shop/contracts/price-tiers";
import { poishaToTaka } from "@shop/contracts";
import { Button, ErrorBanner, Loading, Section, TextField } from "../../components/ui";
import { ApiError, request } from "../../lib/api";
import { endpoints } from "../../lib/endpoints";
import { parseWhole } from "../../lib/forms";
import { parseTaka, poishaToInput } from "../../lib/money";
import { useNotice } from "../../lib/notice";
import { useSession } from "../../lib/session";
import { useApi } from "../../lib/use-api";
import { rowErrorsOfApi, type RowErrors } from "./price-tiers";

type Answer = { data: AdminPriceTiers };
type Row = { quantity: string; price: string };

/** Typed rows to the body, with each row's problem (the contract's words; the API checks the price too). */
export function tiersFromRows(
  rows: Row[],
  pricePoisha: number,
): { body: { tiers: { min_quantity: number; unit_price_poisha: number }[] }; errors: RowErrors[] } {
  const errors: RowErrors[] = rows.map(() => ({}));
  const tiers = rows.map((row, i) => {
    const quantity = parseWhole(row.quantity);
    const price = parseTaka(row.price);
    if (quantity === null || Number.isNaN(quantity)) errors[i].quantity = PRICE_TIER_MESSAGES.quantityWhole;
    if (price === null) errors[i].price = "Enter the unit price in taka, like 110 or 110.50";
    else if (price >= pricePoisha) errors[i].price = PRICE_TIER_MESSAGES.notBelowPrice;
    return { min_quantity: quantity ?? 0, unit_price_poisha: price ?? 0 };
  });
  const parsed = adminPriceTiersBody.safeParse({ tiers });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [, index, field] = issue.path;
      if (typeof index !== "number" || !errors[index]) continue;
      const key = field === "unit_price_poisha" ? "price" : "quantity";
      errors[index][key] ??= issue.message;
    }
  }
  return { body: { tiers }, errors };
}

const rowsOf = (data: AdminPriceTiers): Row[] => data.tiers.map((t) => ({ quantity: String(t.min_quantity), price: poishaToInput(t.unit_price_poisha) }));

/** Quantity price breaks (issue 49): rows of quantity and unit price; owners edit them, like prices. */
export function PriceTiersPanel({ product }: { product: AdminProduct }) {
  const { isOwner } = useSession();
  const { notify } = useNotice();
  const { data, error: loadError, loading, reload, setData } = useApi<Answer>(endpoints.productPriceTiers(product.id));
  const [rows, setRows] = useState<Row[] | null>(null);
  const [errors, setErrors] = useState<RowErrors[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const saved = data?.data;
  const shown = rows ?? (saved ? rowsOf(saved) : []);

  const edit = (next: Row[]) => {
    setRows(next);
    setErrors([]);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!saved) return;
    setError(null);
    const checked = tiersFromRows(shown, saved.price_poisha);
    setErrors(checked.errors);
    if (checked.errors.some((e) => e.quantity || e.price)) return;
    setBusy(true);
    try {
      const answer = await request<Answer>(endpoints.productPriceTiers(product.id), { method: "PUT", json: checked.body });
      setData(answer);
      setRows(null);
      notify(PRICE_TIER_MESSAGES.saved);
    } catch (err) {
      // The API names the row at fault (tiers.N.…): marked on the row, as the form's own check does.
      const marked = err instanceof ApiError ? rowErrorsOfApi(err.fields, shown.length) : null;
      if (marked && (marked.banner || marked.rows.some((r) => r.quantity || r.price))) {
        setErrors(marked.rows);
        setError(new Error(marked.banner ?? (err as Error).message));
      } else setError(err);
    } finally {
      setBusy(false);
    }
  }

  const summary = saved?.tiers.length
    ? priceBreaksText(
        poishaToTaka(saved.price_poisha),
        saved.tiers.map((t) => ({ min_quantity: t.min_quantity, price: poishaToTaka(t.unit_price_poisha) })),
      )
    : "None: every quantity costs the price";

  return (
    <Section title="Price breaks">
      <ErrorBanner error={error ?? loadError} onRetry={loadError ? reload : undefined} className="mb-3" />
      {loading && !data ? <Loading /> : null}
      {saved ? (
        <form onSubmit={save} noValidate className="flex flex-col gap-3" aria-label="Price breaks">
          <p className="text-sm text-slate-700">
            Now: <span className="font-medium tabular-nums">{summary}</span>
          </p>
          {isOwner ? (
            <>
              {shown.map((row, i) => (
                <div key={i} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2" data-tier-row="">
                  <TextField
                    label={`From quantity (break ${i + 1})`}
                    inputMode="numeric"
                    value={row.quantity}
                    onChange={(e) => edit(shown.map((r, j) => (j === i ? { ...r, quantity: e.target.value } : r)))}
                    error={errors[i]?.quantity}
                  />
                  <TextField
                    label={`Unit price ৳ (break ${i + 1})`}
                    inputMode="decimal"
                    value={row.price}
                    onChange={(e) => edit(shown.map((r, j) => (j === i ? { ...r, price: e.target.value } : r)))}
                    error={errors[i]?.price}
                  />
                  <Button small className="mt-7" onClick={() => edit(shown.filter((_, j) => j !== i))} aria-label={`Remove price break ${i + 1}`}>
                    Remove
                  </Button>
                </div>
              ))}
              <div className="flex flex-wrap gap-2">
                <Button small disabled={shown.length >= PRICE_TIER_MAX} onClick={() => edit([...shown, { quantity: "", price: "" }])}>
                  Add a price break
                </Button>
                <Button type="submit" variant="primary" busy={busy}>
                  Save price breaks
                </Button>
              </div>
              <p className="text-sm text-slate-600">
                Up to {PRICE_TIER_MAX}, from 2 units up, each cheaper than the one before and than the price. A break is not used while a discount price is
                lower.
              </p>
            </>
          ) : (
            <p className="text-sm text-slate-600">Only an owner can change prices</p>
          )}
        </form>
      ) : null}
    </Section>
  );
}
