"use client";

import { useRef, useState } from "react";
import { BOM_LINES_MAX, formatNumberIn, type BomMapping, type BomMatchData, type BulkResult } from "@shop/contracts";
import { Button } from "@/components/ui/button";
import { useLocale, useT } from "@/i18n/client";
import { errorMessage } from "@/features/cart/lib/error-message";
import { matchBom } from "@/lib/api/bom";
import { addAll, newRequestKey } from "../lib/add-all";
import { initialChoices, itemsInStock, type Choice } from "../lib/choices";
import { readBomFile } from "../lib/read-file";
import { BomLines } from "./bom-lines";
import { BomMappingForm } from "./bom-mapping";
import { SaveListForm } from "./save-list-form";

/** /bom: paste a parts list or upload a BOM file, check the matches, add all in stock to the cart in one press. */
export function BomPage() {
  const t = useT("bom");
  const locale = useLocale();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [data, setData] = useState<BomMatchData | null>(null);
  const [choices, setChoices] = useState<Choice[]>([]);
  const [results, setResults] = useState<Map<string, BulkResult>>(new Map());
  const [adding, setAdding] = useState(false);
  // One key per set of choices: a double press sends the same key, so the cart gets one set.
  const key = useRef(newRequestKey());

  async function match(source: string, mapping?: BomMapping) {
    setError(null);
    if (!source.trim()) return setError(t("textRequired"));
    setBusy(true);
    try {
      const matched = await matchBom({ text: source, mapping });
      setData(matched);
      setChoices(initialChoices(matched.lines));
      setResults(new Map());
      key.current = newRequestKey();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  async function onFile(file: File | undefined) {
    if (!file) return;
    const content = await readBomFile(file);
    setText(content);
    await match(content);
  }

  function choose(index: number, choice: Choice) {
    setChoices((all) => all.map((c, i) => (i === index ? choice : c)));
    key.current = newRequestKey();
  }

  const items = data ? itemsInStock(data.lines, choices) : [];

  async function onAddAll() {
    setAdding(true);
    const answered = await addAll(items, key.current);
    setAdding(false);
    if (answered) setResults(new Map(answered.map((r) => [r.product, r])));
  }

  return (
    <div className="space-y-6">
      <form
        method="post"
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
        onSubmit={(e) => {
          e.preventDefault();
          void match(text);
        }}
        aria-label={t("formLabel")}
      >
        <div>
          <label htmlFor="bom-text" className="mb-1 block text-sm font-semibold text-slate-900">
            {t("pasteLabel")}
          </label>
          <p id="bom-text-hint" className="mb-2 text-sm text-slate-600">
            {t("pasteHint", { max: formatNumberIn(BOM_LINES_MAX, locale) })}
          </p>
          <textarea
            id="bom-text"
            rows={8}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t("example")}
            aria-describedby={error ? "bom-text-hint bom-error" : "bom-text-hint"}
            aria-invalid={error ? true : undefined}
            className="w-full rounded-lg border border-slate-300 p-3 font-mono text-sm"
          />
          {error ? (
            <p id="bom-error" className="mt-1 text-sm text-red-600" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="primary" loading={busy}>
            {t("findParts")}
          </Button>
          <label className="btn btn-outlined btn-md cursor-pointer focus-within:ring-2 focus-within:ring-brand-500">
            {t("upload")}
            <input
              type="file"
              accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values"
              className="sr-only"
              onChange={(e) => void onFile(e.target.files?.[0])}
            />
          </label>
          <span className="text-xs text-slate-500">{t("uploadHint")}</span>
        </div>
      </form>

      {data?.format === "csv" && data.mapping ? <BomMappingForm columns={data.columns} mapping={data.mapping} onChange={(m) => void match(text, m)} /> : null}

      {data ? (
        <section aria-labelledby="bom-results-title" className="rounded-xl border border-slate-200 bg-white px-4 sm:px-5">
          <div className="flex flex-wrap items-center justify-between gap-3 pt-4">
            <h2 id="bom-results-title" className="text-base font-semibold text-slate-900">
              {t("matched", { found: formatNumberIn(data.lines.filter((l) => l.best).length, locale), total: formatNumberIn(data.lines.length, locale) })}
            </h2>
            <Button variant="primary" onClick={() => void onAddAll()} loading={adding} disabled={items.length === 0}>
              {t("addAllInStock")}
            </Button>
          </div>
          <BomLines lines={data.lines} choices={choices} results={results} onChoose={choose} />
          <div className="border-t border-slate-200 py-4">
            <SaveListForm items={items.length ? items : []} />
          </div>
        </section>
      ) : null}
    </div>
  );
}
