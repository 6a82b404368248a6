import { useId, useState, type FormEvent } from "react";
import type { z } from "zod";
import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_MAX_BYTES,
  PRODUCT_CSV_MAX_ROWS,
  PRODUCT_CSV_MESSAGES,
  type ProductCsvRow,
  type productImportPreviewResponse,
  type productImportResultResponse,
} from "@shop/contracts/product-csv";
import { Banner, Button, ErrorBanner, StackTable, Td } from "../../components/ui";
import { request } from "../../lib/api";
import { money, parseTaka } from "../../lib/money";
import { useNotice } from "../../lib/notice";

type Preview = z.infer<typeof productImportPreviewResponse>["data"];
type Applied = z.infer<typeof productImportResultResponse>;

/** The products CSV routes (contracts/product-csv.ts). */
export const PRODUCTS_CSV_PATH = "/v1/admin/products/export.csv";
const PREVIEW_PATH = "/v1/admin/products/import/preview";
const APPLY_PATH = "/v1/admin/products/import";
const MONEY_COLUMNS = new Set<string>([PRODUCT_CSV_COLUMNS.price, PRODUCT_CSV_COLUMNS.discount_price]);

/** A preview's cell: taka amounts as ৳ with lakh grouping, the rest as the API wrote it. */
function shown(column: string, value: string): string {
  if (!MONEY_COLUMNS.has(column)) return value;
  const poisha = parseTaka(value);
  return poisha === null ? value : money(poisha);
}
const columnName = (column: string) => column.replace(/ \(Tk\)$/, "");

/**
 * Import a products CSV: choose the file, see what each row changes (or why it cannot),
 * then apply it as one change. The file is read in the browser and sent as text; apply
 * sends the same text with the hash its preview answered.
 */
export function ImportPanel({ onApplied, onClose }: { onApplied: () => void; onClose: () => void }) {
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { notify } = useNotice();
  const inputId = useId();
  const hintId = `${inputId}-hint`;

  async function choose(chosen: File | undefined) {
    setPreview(null);
    setError(null);
    setFileError(null);
    setFile(null);
    if (!chosen) return;
    if (chosen.size > PRODUCT_CSV_MAX_BYTES) {
      setFileError(PRODUCT_CSV_MESSAGES.tooLarge);
      return;
    }
    setFile({ name: chosen.name, text: await chosen.text() });
  }

  async function runPreview(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setFileError("Choose a CSV file");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await request<{ data: Preview }>(PREVIEW_PATH, { method: "POST", json: { file: file.text } });
      setPreview(answer.data);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  }

  async function apply() {
    if (!file || !preview) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await request<Applied>(APPLY_PATH, { method: "POST", json: { file: file.text, hash: preview.hash } });
      notify(answer.message);
      setPreview(null);
      setFile(null);
      onApplied();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  }

  const rows = preview?.rows.filter((row) => row.changes.length > 0 || row.errors.length > 0) ?? [];
  return (
    <section aria-labelledby={`${inputId}-title`} className="mb-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={`${inputId}-title`} className="text-lg font-semibold">
        Import products from CSV
      </h2>
      <p id={hintId} className="mt-1 text-sm text-slate-700">
        Export the products, change Price, Discount price, Visible (yes or no), Shipping weight (g), Specs (one “Key: Value” a line) or write a Stock change (5
        in, -2 out) with its Stock reason (received, correction, damaged, returned), then choose the file here. Name, Category, Brand and Stock are not changed.
        Up to {PRODUCT_CSV_MAX_ROWS} rows and {PRODUCT_CSV_MAX_BYTES / (1024 * 1024)} MB. Nothing changes until you apply the preview.
      </p>
      <form onSubmit={runPreview} className="mt-3 flex flex-wrap items-end gap-3">
        <div className="w-full min-w-0 sm:w-auto sm:flex-1">
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
            Products CSV file
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={fileError ? `${inputId}-error ${hintId}` : hintId}
            aria-invalid={fileError ? true : undefined}
            onChange={(event) => void choose(event.currentTarget.files?.[0])}
            className="mt-1 block w-full max-w-full text-sm file:mr-3 file:rounded file:border file:border-slate-300 file:bg-slate-50 file:px-3 file:py-2"
          />
          {fileError ? (
            <p id={`${inputId}-error`} className="mt-1 text-sm text-red-800">
              {fileError}
            </p>
          ) : null}
        </div>
        <Button type="submit" variant="primary" busy={busy && !preview}>
          Preview
        </Button>
        <Button onClick={onClose}>Close</Button>
      </form>
      {error ? <ErrorBanner error={error} className="mt-3" /> : null}
      {preview ? (
        <div className="mt-4" aria-live="polite">
          {preview.with_errors > 0 ? (
            <Banner kind="error">
              {preview.with_errors === 1 ? "1 row has" : `${preview.with_errors} rows have`} errors: fix them in the file and preview again. Nothing is applied
              while a row has an error.
            </Banner>
          ) : preview.changed === 0 ? (
            <Banner kind="info">Nothing in this file differs from the shop.</Banner>
          ) : (
            <Banner kind="success">{preview.changed === 1 ? "1 product" : `${preview.changed} products`} will change. Check the list, then apply.</Banner>
          )}
          {rows.length ? (
            <div className="mt-3">
              <StackTable caption="What the import changes" head={["Row", "Product", "Changes", "Errors"]}>
                {rows.map((row) => (
                  <PreviewRow key={row.row} row={row} />
                ))}
              </StackTable>
            </div>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="primary" onClick={() => void apply()} busy={busy} disabled={preview.with_errors > 0 || preview.changed === 0}>
              {preview.changed === 1 ? "Apply 1 change" : `Apply ${preview.changed} changes`}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function PreviewRow({ row }: { row: ProductCsvRow }) {
  return (
    <tr>
      <Td label="Row">{row.row}</Td>
      <Td label="Product">
        <span className="font-medium">{row.name ?? "—"}</span>
        <span className="block text-xs text-slate-600">{row.sku || "no SKU"}</span>
      </Td>
      <Td label="Changes">
        {row.changes.length ? (
          <ul className="space-y-0.5">
            {row.changes.map((change) => (
              <li key={change.column}>
                {columnName(change.column)}: {shown(change.column, change.before)} → <strong>{shown(change.column, change.after)}</strong>
              </li>
            ))}
          </ul>
        ) : (
          "—"
        )}
      </Td>
      <Td label="Errors">
        {row.errors.length ? (
          <ul className="space-y-0.5 text-red-800">
            {row.errors.map((problem) => (
              <li key={`${problem.column}-${problem.message}`}>
                {problem.column}: {problem.message}
              </li>
            ))}
          </ul>
        ) : (
          "—"
        )}
      </Td>
    </tr>
  );
}
