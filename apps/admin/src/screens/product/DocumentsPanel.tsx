import { useRef, useState, type FormEvent } from "react";
import type { AdminProduct } from "@shop/contracts/admin";
import {
  DOCUMENT_KINDS,
  DOCUMENT_KIND_LABELS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  formatFileSize,
  httpsLink,
  type AdminProductDocument,
  type DocumentKind,
} from "@shop/contracts/product-documents";
import { Banner, Button, ErrorBanner, Loading, Section, SelectField, TextField } from "../../components/ui";
import { ApiError, request } from "../../lib/api";
import { endpoints } from "../../lib/endpoints";
import { useNotice } from "../../lib/notice";
import { useApi } from "../../lib/use-api";

type Answer = { data: AdminProductDocument[] };
type Source = "file" | "link";

/** The product's datasheet, pinout, manual and library: upload a PDF or add an https link, move one, remove one. */
export function DocumentsPanel({ product }: { product: AdminProduct }) {
  const { notify } = useNotice();
  const { data, error: loadError, loading, reload, setData } = useApi<Answer>(endpoints.productDocuments(product.id));
  const fileInput = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<DocumentKind>("datasheet");
  const [title, setTitle] = useState("");
  const [source, setSource] = useState<Source>("file");
  const [url, setUrl] = useState("");
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const documents = data?.data ?? [];

  async function call(key: string, path: string, init: Parameters<typeof request>[1], done: string) {
    setError(null);
    setBusy(key);
    try {
      const answer = await request<Answer>(path, init);
      setData(answer);
      notify(done);
      return true;
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length) setFields(err.fields);
      else setError(err);
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    const name = title.trim() || DOCUMENT_KIND_LABELS[kind];
    const file = fileInput.current?.files?.[0];
    if (source === "file") {
      if (!file) problems.file = "Choose a PDF file";
      else if (file.type && file.type !== "application/pdf") problems.file = DOCUMENT_MESSAGES.notPdf;
      else if (file.size > DOCUMENT_MAX_BYTES) problems.file = `The file is larger than ${formatFileSize(DOCUMENT_MAX_BYTES)}`;
    } else if (!httpsLink(url)) problems.url = DOCUMENT_MESSAGES.link;
    setFields(problems);
    if (Object.keys(problems).length) return;
    const ok =
      source === "file"
        ? await call("add", endpoints.productDocuments(product.id), { method: "POST", file: file as File, query: { kind, title: name } }, "Document uploaded")
        : await call("add", endpoints.productDocumentLinks(product.id), { method: "POST", json: { kind, title: name, url: url.trim() } }, "Link added");
    if (!ok) return;
    setTitle("");
    setUrl("");
    if (fileInput.current) fileInput.current.value = "";
  }

  function move(id: number, to: number) {
    const ids = documents.map((d) => d.id).filter((other) => other !== id);
    ids.splice(to, 0, id);
    void call(`move-${id}`, endpoints.productDocumentOrder(product.id), { method: "PUT", json: { ids } }, "Document order saved");
  }

  return (
    <Section title="Documents">
      <ErrorBanner error={error ?? loadError} onRetry={loadError ? reload : undefined} className="mb-3" />
      {loading && !data ? <Loading /> : null}
      {data && documents.length === 0 ? <Banner kind="info">No documents yet. The shop lists them under the product&apos;s specifications.</Banner> : null}
      {documents.length > 0 ? (
        <ol className="mb-4 divide-y divide-slate-200 rounded-md border border-slate-200" aria-label="Documents in the order the shop lists them">
          {documents.map((doc, index) => (
            <li key={doc.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">
                  {DOCUMENT_KIND_LABELS[doc.kind]}: {doc.title}
                </p>
                <p className="truncate text-sm text-slate-600">
                  <a href={doc.url} target="_blank" rel="noopener noreferrer" className="text-blue-700 underline">
                    {doc.file ? `PDF, ${formatFileSize(doc.file.size)}` : doc.url}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </p>
              </div>
              <div className="flex flex-wrap gap-1">
                {index > 0 ? (
                  <Button small disabled={busy !== null} onClick={() => move(doc.id, index - 1)}>
                    ↑ Earlier<span className="sr-only"> ({doc.title})</span>
                  </Button>
                ) : null}
                {index < documents.length - 1 ? (
                  <Button small disabled={busy !== null} onClick={() => move(doc.id, index + 1)}>
                    ↓ Later<span className="sr-only"> ({doc.title})</span>
                  </Button>
                ) : null}
                <Button
                  small
                  variant="danger"
                  busy={busy === `remove-${doc.id}`}
                  onClick={() => void call(`remove-${doc.id}`, endpoints.productDocument(product.id, doc.id), { method: "DELETE" }, "Document removed")}
                >
                  Remove<span className="sr-only"> {doc.title}</span>
                </Button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      <form onSubmit={add} noValidate className="grid gap-3 md:grid-cols-2">
        <SelectField label="Kind" value={kind} onChange={(e) => setKind(e.target.value as DocumentKind)}>
          {DOCUMENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {DOCUMENT_KIND_LABELS[k]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Title"
          value={title}
          maxLength={120}
          onChange={(e) => setTitle(e.target.value)}
          hint={`Shown to shoppers; empty: "${DOCUMENT_KIND_LABELS[kind]}"`}
          error={fields.title}
        />
        <fieldset className="flex flex-wrap gap-4 md:col-span-2">
          <legend className="mb-1 font-medium text-slate-900">Source</legend>
          {(
            [
              ["file", "Upload a PDF"],
              ["link", "Link to a page (https)"],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="document-source"
                value={value}
                checked={source === value}
                onChange={() => setSource(value)}
                className="size-5 accent-blue-700"
              />
              {label}
            </label>
          ))}
        </fieldset>
        {source === "file" ? (
          <TextField
            ref={fileInput}
            label="PDF file"
            type="file"
            accept="application/pdf,.pdf"
            hint={`PDF, up to ${formatFileSize(DOCUMENT_MAX_BYTES)}`}
            error={fields.file}
          />
        ) : (
          <TextField
            label="Web address"
            type="url"
            inputMode="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://"
            error={fields.url}
          />
        )}
        <div className="md:col-span-2">
          <Button type="submit" variant="primary" busy={busy === "add"}>
            {source === "file" ? "Upload document" : "Add link"}
          </Button>
        </div>
      </form>
    </Section>
  );
}
