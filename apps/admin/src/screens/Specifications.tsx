import { useState, type FormEvent } from "react";
import type { z } from "zod";
import type { adminCategoriesResponse } from "@shop/contracts/admin";
import { ATTRIBUTE_KINDS, type AttributeKind } from "@shop/contracts/attributes";
import type { AdminCategoryAttribute, CategoryAttributeInput } from "@shop/contracts/attribute-admin";
import { Banner, Button, CheckboxField, ErrorBanner, Loading, PageHeader, Section, SelectField, TextField } from "../components/ui";
import { ApiError, request } from "../lib/api";
import { endpoints } from "../lib/endpoints";
import { useNotice } from "../lib/notice";
import { useApi } from "../lib/use-api";
import { AttributeImport } from "./product/AttributeImport";

const KIND_LABELS: Record<AttributeKind, string> = { number: "Number with unit", choice: "Choice", boolean: "Yes/no" };
type Row = { key: string; name: string; nameBn: string; unit: string; kind: AttributeKind; choices: string; filterable: boolean };

const toRow = (a: AdminCategoryAttribute): Row => ({
  key: a.key,
  name: a.name,
  nameBn: a.name_bn ?? "",
  unit: a.unit ?? "",
  kind: a.kind,
  choices: a.choices.join(", "),
  filterable: a.filterable,
});
const toInput = (row: Row): CategoryAttributeInput => ({
  key: row.key.trim(),
  name: row.name.trim(),
  name_bn: row.nameBn.trim() || null,
  unit: row.kind === "number" ? row.unit.trim() || null : null,
  kind: row.kind,
  choices:
    row.kind === "choice"
      ? [
          ...new Set(
            row.choices
              .split(",")
              .map((c) => c.trim())
              .filter(Boolean),
          ),
        ]
      : [],
  filterable: row.filterable,
});

/** /specifications: a category's typed specifications (what its products are filtered and compared by), and values by CSV. */
export default function Specifications() {
  const categories = useApi<z.infer<typeof adminCategoriesResponse>>(endpoints.categories);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  return (
    <>
      <PageHeader title="Specifications" />
      <div className="flex flex-col gap-4">
        <Section title="A category's specifications">
          <ErrorBanner error={categories.error} onRetry={categories.reload} className="mb-3" />
          <SelectField
            label="Category"
            value={categoryId ?? ""}
            onChange={(e) => setCategoryId(e.target.value ? Number(e.target.value) : null)}
            className="max-w-md"
          >
            <option value="">Choose a category</option>
            {(categories.data?.data ?? [])
              .filter((c) => !c.archived)
              .map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
          </SelectField>
          {categoryId ? <CategoryAttributes key={categoryId} categoryId={categoryId} /> : null}
        </Section>
        <AttributeImport />
      </div>
    </>
  );
}

function CategoryAttributes({ categoryId }: { categoryId: number }) {
  const { notify } = useNotice();
  const { data, error: loadError, loading, reload } = useApi<{ data: AdminCategoryAttribute[] }>(endpoints.categoryAttributes(categoryId));
  const [rows, setRows] = useState<Row[] | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  if (loading && !data) return <Loading />;
  if (!data) return <ErrorBanner error={loadError} onRetry={reload} className="mt-3" />;
  const list = rows ?? data.data.map(toRow);
  const edit = (index: number, patch: Partial<Row>) => setRows(list.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const move = (index: number, to: number) => {
    const next = [...list];
    const [row] = next.splice(index, 1);
    next.splice(to, 0, row);
    setRows(next);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setFields({});
    setBusy(true);
    try {
      const answer = await request<{ data: AdminCategoryAttribute[] }>(endpoints.categoryAttributes(categoryId), {
        method: "PUT",
        json: { attributes: list.map(toInput) },
      });
      setRows(answer.data.map(toRow));
      notify("Specifications saved");
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length) setFields(err.fields);
      setError(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={save} noValidate className="mt-4 flex flex-col gap-3">
      <ErrorBanner error={error} />
      {list.length === 0 ? <Banner kind="info">No specifications yet: add the first one (operating voltage, interface…).</Banner> : null}
      <ol className="flex flex-col gap-3">
        {list.map((row, index) => {
          const at = `attributes.${index}`;
          const n = `${index + 1}`;
          return (
            <li key={index} className="rounded-md border border-slate-200 p-3">
              <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
                <legend className="mb-2 font-medium text-slate-900">
                  Specification {n}
                  {row.name ? `: ${row.name}` : ""}
                </legend>
                <TextField
                  label="Name"
                  value={row.name}
                  onChange={(e) => edit(index, { name: e.target.value })}
                  error={fields[`${at}.name`]}
                  className="lg:col-span-2"
                />
                <TextField
                  label="Name in Bangla (optional)"
                  lang="bn"
                  maxLength={60}
                  value={row.nameBn}
                  onChange={(e) => edit(index, { nameBn: e.target.value })}
                  hint="Shown on the Bangla shop; left empty, the English name shows"
                  error={fields[`${at}.name_bn`]}
                  className="lg:col-span-2"
                />
                <TextField
                  label="Key"
                  value={row.key}
                  onChange={(e) => edit(index, { key: e.target.value })}
                  hint="In filter links: voltage"
                  error={fields[`${at}.key`]}
                />
                <SelectField
                  label="Kind"
                  value={row.kind}
                  onChange={(e) => edit(index, { kind: e.target.value as AttributeKind })}
                  error={fields[`${at}.kind`]}
                >
                  {ATTRIBUTE_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {KIND_LABELS[k]}
                    </option>
                  ))}
                </SelectField>
                {row.kind === "number" ? (
                  <TextField
                    label="Unit"
                    value={row.unit}
                    onChange={(e) => edit(index, { unit: e.target.value })}
                    hint="V, mA, Ω, inch, kg·cm, RPM"
                    error={fields[`${at}.unit`]}
                  />
                ) : row.kind === "choice" ? (
                  <TextField
                    label="Choices"
                    value={row.choices}
                    onChange={(e) => edit(index, { choices: e.target.value })}
                    hint="Split by commas; empty: any"
                    error={fields[`${at}.choices`]}
                  />
                ) : (
                  <div />
                )}
                <CheckboxField label="Filter by it" checked={row.filterable} onChange={(e) => edit(index, { filterable: e.target.checked })} />
              </fieldset>
              <div className="mt-2 flex flex-wrap gap-1">
                {index > 0 ? (
                  <Button small onClick={() => move(index, index - 1)}>
                    ↑ Earlier<span className="sr-only"> (specification {n})</span>
                  </Button>
                ) : null}
                {index < list.length - 1 ? (
                  <Button small onClick={() => move(index, index + 1)}>
                    ↓ Later<span className="sr-only"> (specification {n})</span>
                  </Button>
                ) : null}
                <Button small variant="danger" onClick={() => setRows(list.filter((_, i) => i !== index))}>
                  Remove<span className="sr-only"> specification {n}</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setRows([...list, { key: "", name: "", nameBn: "", unit: "", kind: "number", choices: "", filterable: true }])}>
          Add a specification
        </Button>
        <Button type="submit" variant="primary" busy={busy}>
          Save specifications
        </Button>
      </div>
    </form>
  );
}
