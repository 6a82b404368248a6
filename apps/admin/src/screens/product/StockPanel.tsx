import { useState, type FormEvent } from "react";
import type { z } from "zod";
import {
  ADMIN_MESSAGES,
  adminStockBody,
  STOCK_ADJUST_REASONS,
  STOCK_REASON_LABELS,
  type AdminProduct,
  type adminStockAdjustResponse,
  type adminStockHistoryResponse,
} from "@shop/contracts/admin";
import { Link } from "react-router";
import { Button, ErrorBanner, Empty, Loading, PagerButtons, SelectField, StackTable, Td, TextField } from "../../components/ui";
import { type FieldErrors, request, withQuery } from "../../lib/api";
import { endpoints } from "../../lib/endpoints";
import { apiFieldErrors, zodFieldErrors } from "../../lib/forms";
import { formatDateTime, personName } from "../../lib/format";
import { useNotice } from "../../lib/notice";
import { useApi } from "../../lib/use-api";

type History = z.infer<typeof adminStockHistoryResponse>;
type Adjusted = z.infer<typeof adminStockAdjustResponse>;

export function StockPanel({ product, onStock }: { product: AdminProduct; onStock: (stock: number) => void }) {
  const [page, setPage] = useState(1);
  const history = useApi<History>(withQuery(endpoints.productStockHistory(product.id), { page }));
  const [direction, setDirection] = useState<"in" | "out">("in");
  const [quantity, setQuantity] = useState("");
  const [reason, setReason] = useState<(typeof STOCK_ADJUST_REASONS)[number]>("received");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const { notify } = useNotice();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const units = /^\d{1,6}$/.test(quantity.trim()) ? Number(quantity.trim()) : Number.NaN;
    if (!Number.isInteger(units) || units <= 0) {
      setErrors({ delta: ADMIN_MESSAGES.deltaRequired });
      return;
    }
    const delta = direction === "in" ? units : -units;
    if (product.stock + delta < 0) {
      setErrors({ delta: ADMIN_MESSAGES.stockBelowZero });
      return;
    }
    const body = { delta, reason, note: note.trim() || undefined };
    const parsed = adminStockBody.safeParse(body);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await request<Adjusted>(endpoints.productStock(product.id), { method: "POST", json: body });
      onStock(answer.data.stock);
      setQuantity("");
      setNote("");
      notify(
        `Stock is now ${answer.data.stock}.${answer.data.notified ? ` ${answer.data.notified} waiting shopper${answer.data.notified === 1 ? " was" : "s were"} told it is back.` : ""}`,
      );
      if (page === 1) history.reload();
      else setPage(1);
    } catch (err) {
      setError(err);
      setErrors(apiFieldErrors(err));
    } finally {
      setBusy(false);
    }
  }

  const rows = history.data?.data ?? [];
  return (
    <section id="stock" tabIndex={-1} aria-labelledby="stock-title" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm outline-none">
      <h2 id="stock-title" className="mb-2 text-lg font-semibold">
        Stock
      </h2>
      <p className="mb-4 text-lg">
        In stock now: <strong className={product.stock === 0 ? "text-red-800" : undefined}>{product.stock}</strong>
      </p>
      <form onSubmit={submit} noValidate className="mb-6 grid gap-3 md:grid-cols-2">
        <h3 className="font-semibold md:col-span-2">Adjust stock</h3>
        <ErrorBanner error={error} className="md:col-span-2" />
        <fieldset className="md:col-span-2">
          <legend className="font-medium">Direction</legend>
          <div className="flex flex-wrap gap-4">
            {(
              [
                ["in", "Units in (+)"],
                ["out", "Units out (−)"],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="direction"
                  value={value}
                  checked={direction === value}
                  onChange={() => setDirection(value)}
                  className="size-5 accent-blue-700"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField label="Quantity" inputMode="numeric" value={quantity} onChange={(e) => setQuantity(e.target.value)} error={errors.delta} required />
        <SelectField label="Reason" value={reason} onChange={(e) => setReason(e.target.value as typeof reason)} error={errors.reason}>
          {STOCK_ADJUST_REASONS.map((key) => (
            <option key={key} value={key}>
              {STOCK_REASON_LABELS[key]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Note (optional)"
          value={note}
          maxLength={250}
          onChange={(e) => setNote(e.target.value)}
          error={errors.note}
          className="md:col-span-2"
        />
        <div className="md:col-span-2">
          <Button type="submit" variant="primary" busy={busy}>
            Save adjustment
          </Button>
        </div>
      </form>

      <h3 className="mb-2 font-semibold">History</h3>
      <ErrorBanner error={history.error} onRetry={history.reload} />
      {history.loading && !history.data ? <Loading /> : null}
      {history.data && rows.length === 0 ? <Empty>No stock movements yet.</Empty> : null}
      {rows.length ? (
        <StackTable caption="Stock history, newest first" head={["Date", "Change", "Stock after", "Reason", "Note", "By", "Order"]}>
          {rows.map((row) => (
            <tr key={row.id}>
              <Td label="Date">{formatDateTime(row.created_at)}</Td>
              <Td
                label="Change"
                className={row.delta > 0 ? "font-semibold text-green-800" : row.delta < 0 ? "font-semibold text-red-800" : "font-semibold text-slate-600"}
              >
                {/* 0: a part returned faulty, counted apart from the stock for sale. */}
                {row.delta > 0 ? `+${row.delta}` : row.delta < 0 ? `−${Math.abs(row.delta)}` : "0"}
              </Td>
              <Td label="Stock after">{row.stock_after}</Td>
              <Td label="Reason">{STOCK_REASON_LABELS[row.reason] ?? row.reason}</Td>
              <Td label="Note">{row.note ?? "—"}</Td>
              <Td label="By">{row.actor ? personName(row.actor) : "—"}</Td>
              <Td label="Order">
                {row.order_number ? (
                  <Link to={`/orders/${encodeURIComponent(row.order_number)}`} className="text-blue-800 underline">
                    {row.order_number}
                  </Link>
                ) : (
                  "—"
                )}
              </Td>
            </tr>
          ))}
        </StackTable>
      ) : null}
      {history.data ? <PagerButtons meta={history.data.meta} onPage={setPage} /> : null}
    </section>
  );
}
