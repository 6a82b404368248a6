import { useRef, useState } from "react";
import type { AttributeImportPreview } from "@shop/contracts/attribute-admin";
import { Banner, Button, ErrorBanner, Section, StackTable, Td, TextField } from "../../components/ui";
import { request } from "../../lib/api";
import { endpoints } from "../../lib/endpoints";
import { useNotice } from "../../lib/notice";

/** Attribute values by CSV: sku and one column per attribute key; previewed, then applied all at once. */
export function AttributeImport() {
  const { notify } = useNotice();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<string | null>(null);
  const [preview, setPreview] = useState<AttributeImportPreview | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState<"preview" | "apply" | null>(null);

  async function read() {
    setError(null);
    setPreview(null);
    const chosen = input.current?.files?.[0];
    if (!chosen) return;
    const text = await chosen.text();
    setFile(text);
    setBusy("preview");
    try {
      setPreview((await request<{ data: AttributeImportPreview }>(endpoints.attributeImportPreview, { method: "POST", json: { file: text } })).data);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(null);
    }
  }

  async function apply() {
    if (!file || !preview) return;
    setError(null);
    setBusy("apply");
    try {
      const answer = await request<{ message: string }>(endpoints.attributeImport, { method: "POST", json: { file, hash: preview.hash } });
      notify(answer.message);
      setPreview(null);
      setFile(null);
      if (input.current) input.current.value = "";
    } catch (err) {
      setError(err);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Section title="Import values by CSV">
      <p className="mb-3 text-slate-700">
        Columns: <code>sku</code> and one per specification key (<code>voltage</code>, <code>interface</code>…). An empty cell keeps the value. You see every
        change before anything is saved.
      </p>
      <ErrorBanner error={error} className="mb-3" />
      <TextField ref={input} label="CSV file" type="file" accept=".csv,text/csv" onChange={() => void read()} className="max-w-md" />
      {busy === "preview" ? <p className="mt-2">Reading…</p> : null}
      {preview ? (
        <div className="mt-4 flex flex-col gap-3">
          {preview.errors > 0 ? (
            <Banner kind="error">
              {preview.errors} {preview.errors === 1 ? "row has" : "rows have"} errors: fix the file and choose it again. Nothing is saved while a row is wrong.
            </Banner>
          ) : (
            <Banner kind="info">{preview.changed === 1 ? "1 product will change." : `${preview.changed} products will change.`}</Banner>
          )}
          <StackTable caption="Rows of the file" head={["Row", "SKU", "Changes", "Errors"]}>
            {preview.rows.map((row) => (
              <tr key={row.row}>
                <Td label="Row">{row.row}</Td>
                <Td label="SKU">{row.sku}</Td>
                <Td label="Changes">{row.changes.length ? row.changes.map((c) => `${c.key}: ${c.before || "—"} → ${c.after}`).join("; ") : "No change"}</Td>
                <Td label="Errors" className="text-red-800">
                  {row.errors.map((e) => `${e.column}: ${e.message}`).join("; ")}
                </Td>
              </tr>
            ))}
          </StackTable>
          <div>
            <Button variant="primary" disabled={preview.errors > 0 || preview.changed === 0} busy={busy === "apply"} onClick={() => void apply()}>
              Apply {preview.changed} {preview.changed === 1 ? "change" : "changes"}
            </Button>
          </div>
        </div>
      ) : null}
    </Section>
  );
}
