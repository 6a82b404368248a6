import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import type { AdminProduct } from "@shop/contracts/admin";
import { formatAttributeValue, normaliseAttributeValue } from "@shop/contracts/attributes";
import { namedAttributeError, type AdminProductAttributeValue } from "@shop/contracts/attribute-admin";
import { Banner, Button, ErrorBanner, Loading, Section, TextField } from "../../components/ui";
import { ApiError, request } from "../../lib/api";
import { endpoints } from "../../lib/endpoints";
import { useNotice } from "../../lib/notice";
import { useApi } from "../../lib/use-api";

type Answer = { data: AdminProductAttributeValue[] };

const KIND_HINT = { number: "a number or a range", choice: "one or more, split by / or ,", boolean: "yes or no" } as const;

/** How the shop will read what was typed, with the same normaliser the API uses: "Reads as 3.3–5 V", or the refusal. */
export function previewValue(attribute: AdminProductAttributeValue, raw: string): { text?: string; error?: string } {
  if (!raw.trim()) return {};
  const result = normaliseAttributeValue({ kind: attribute.kind, unit: attribute.unit, choices: attribute.choices, name: attribute.name }, raw);
  if ("error" in result) return { error: namedAttributeError(attribute.name, result.error) };
  return { text: `Reads as ${formatAttributeValue(attribute, result.values)}` };
}

/** The product's values of its category's typed specifications (issue 48), previewed as they are typed. */
export function SpecsPanel({ product }: { product: AdminProduct }) {
  const { notify } = useNotice();
  const { data, error: loadError, loading, reload, setData } = useApi<Answer>(endpoints.productAttributes(product.id));
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const list = data?.data ?? [];
  const valueOf = (a: AdminProductAttributeValue) => typed[a.key] ?? a.raw;

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const problems = Object.fromEntries(
      list.flatMap((a) => (previewValue(a, valueOf(a)).error ? [[`values.${a.key}`, previewValue(a, valueOf(a)).error as string]] : [])),
    );
    setFields(problems);
    if (Object.keys(problems).length) return;
    const values = Object.fromEntries(list.filter((a) => valueOf(a) !== a.raw).map((a) => [a.key, valueOf(a)]));
    if (!Object.keys(values).length) return notify("Nothing to save");
    setBusy(true);
    try {
      setData(await request<Answer>(endpoints.productAttributes(product.id), { method: "PUT", json: { values } }));
      setTyped({});
      notify("Specifications saved");
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length) setFields(err.fields);
      else setError(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section title="Filterable specifications">
      <ErrorBanner error={error ?? loadError} onRetry={loadError ? reload : undefined} className="mb-3" />
      {loading && !data ? <Loading /> : null}
      {data && list.length === 0 ? (
        <Banner kind="info">
          This product&apos;s category has no specifications yet. Add them on the <Link to="/specifications">Specifications</Link> screen.
        </Banner>
      ) : null}
      {list.length > 0 ? (
        <form onSubmit={save} noValidate className="flex flex-col gap-3">
          <div className="grid gap-3 md:grid-cols-2">
            {list.map((attribute) => {
              const raw = valueOf(attribute);
              const preview = previewValue(attribute, raw);
              const label = attribute.unit ? `${attribute.name} (${attribute.unit})` : attribute.name;
              const choices = attribute.kind === "choice" && attribute.choices.length ? `: ${attribute.choices.join(", ")}` : "";
              return (
                <TextField
                  key={attribute.key}
                  label={label}
                  value={raw}
                  maxLength={200}
                  onChange={(e) => {
                    setTyped((t) => ({ ...t, [attribute.key]: e.target.value }));
                    setFields((f) => ({ ...f, [`values.${attribute.key}`]: "" }));
                  }}
                  hint={preview.text ?? `${KIND_HINT[attribute.kind]}${choices}`}
                  error={fields[`values.${attribute.key}`] || preview.error}
                />
              );
            })}
          </div>
          <div>
            <Button type="submit" variant="primary" busy={busy}>
              Save specifications
            </Button>
          </div>
        </form>
      ) : null}
    </Section>
  );
}
