import type { FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import type { z } from "zod";
import type { AdminAuditEntryNamed, adminAuditNamedResponse } from "@shop/contracts/audit-named";
import { Button, buttonClass, ErrorBanner, Empty, Loading, PageHeader, Pagination, TextField } from "../components/ui";
import { withQuery } from "../lib/api";
import { endpoints } from "../lib/endpoints";
import { formatDateTime, personName } from "../lib/format";
import { useApi } from "../lib/use-api";
import { auditKind, auditSummary } from "../lib/audit-words";
import { OwnerOnly } from "../components/OwnerOnly";

const ENTITIES = ["order", "product", "stock", "category", "brand", "coupon", "staff", "question", "review", "subscriber"];

function json(value: unknown): string {
  if (value === null || value === undefined) return "—";
  try {
    return JSON.stringify(value, null, 2);
  } catch {
    return String(value);
  }
}

export default function AuditLogScreen() {
  return (
    <OwnerOnly>
      <AuditLog />
    </OwnerOnly>
  );
}

function AuditLog() {
  const [params, setParams] = useSearchParams();
  const query = { entity: params.get("entity") ?? "", entity_id: params.get("entity_id") ?? "", page: params.get("page") ?? "" };
  const { data, error, loading, reload } = useApi<z.infer<typeof adminAuditNamedResponse>>(withQuery(endpoints.audit, query));
  const list = data?.data ?? [];

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    for (const key of ["entity", "entity_id"]) {
      const value = String(form.get(key) ?? "").trim();
      if (value) next[key] = value;
    }
    setParams(next);
  }

  return (
    <>
      <PageHeader title="Audit log" />
      <form
        onSubmit={apply}
        key={params.toString()}
        className="mb-4 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <TextField label="Entity" name="entity" list="audit-entities" defaultValue={query.entity} hint="order, product, coupon…" />
        <datalist id="audit-entities">
          {ENTITIES.map((entity) => (
            <option key={entity} value={entity} />
          ))}
        </datalist>
        <TextField label="Entity id (optional)" name="entity_id" defaultValue={query.entity_id} hint="An order number, product id…" />
        <div className="flex gap-2 sm:mb-6">
          <Button type="submit" variant="primary">
            Filter
          </Button>
          <Link to="/audit-log" className={buttonClass("secondary")}>
            Clear
          </Link>
        </div>
      </form>
      <ErrorBanner error={error} onRetry={reload} className="mb-4" />
      {loading && !data ? <Loading /> : null}
      {data && list.length === 0 ? <Empty>No entries.</Empty> : null}
      <ol className="flex flex-col gap-3">
        {list.map((entry) => (
          <AuditRow key={entry.id} entry={entry} />
        ))}
      </ol>
      {data ? <Pagination meta={data.meta} hrefFor={(page) => withQuery("/audit-log", { ...query, page })} /> : null}
    </>
  );
}

/** An entry in words: its kind, what changed ("Price of HC-SR04 ৳120 → ৳110"), who and when; the raw record behind Details. */
function AuditRow({ entry }: { entry: AdminAuditEntryNamed }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{auditKind(entry.action, entry.entity)}</p>
      <p className="font-medium break-words text-slate-900">{auditSummary(entry)}</p>
      <p className="text-sm text-slate-700">
        {personName(entry.actor)} · <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
      </p>
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-medium text-blue-800">
          Details{" "}
          <span className="sr-only">
            of this entry: {entry.action}, {entry.entity} {entry.entity_id}
          </span>
        </summary>
        <p className="mt-2 text-xs text-slate-600">
          {entry.action} · {entry.entity} {entry.entity_id}
        </p>
        <div className="mt-2 grid gap-2 md:grid-cols-2">
          <div>
            <h3 className="text-sm font-semibold">Before</h3>
            <pre className="max-h-80 overflow-auto rounded bg-slate-100 p-2 text-xs">{json(entry.before)}</pre>
          </div>
          <div>
            <h3 className="text-sm font-semibold">After</h3>
            <pre className="max-h-80 overflow-auto rounded bg-slate-100 p-2 text-xs">{json(entry.after)}</pre>
          </div>
        </div>
      </details>
    </li>
  );
}
