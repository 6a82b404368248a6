"use client";

import { useEffect, useState } from "react";
import { formatNumberIn, LINE_QUANTITY_MAX, PARTS_LIST_NAME_MAX, type PartsList } from "@shop/contracts";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/features/cart/lib/error-message";
import { useShopSession } from "@/features/identity/session";
import { useLocale, useT } from "@/i18n/client";
import { getList, updateList } from "@/lib/api/bom";
import { toast } from "@/lib/toast";
import { PartsListView } from "./parts-list-view";

/**
 * /list/{id}: the list as everyone reads it (rendered on the server, without who is asking);
 * in the browser, a signed-in shopper who owns it gets "Edit list": rename it, change a
 * line's quantity or remove a line (PATCH /v1/parts-lists/{id}).
 */
export function OwnedList({ initial }: { initial: PartsList }) {
  const { status } = useShopSession();
  const t = useT("bom");
  const [list, setList] = useState(initial);
  const [owner, setOwner] = useState(false);
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    if (status !== "authenticated") return;
    getList(initial.id).then(
      (mine) => {
        if (!mine.is_owner) return;
        setList(mine);
        setOwner(true);
      },
      () => undefined,
    );
  }, [status, initial.id]);

  if (owner && editing)
    return (
      <ListEditor
        list={list}
        onDone={(saved) => {
          if (saved) setList(saved);
          setEditing(false);
        }}
      />
    );
  return (
    <div className="space-y-3">
      <PartsListView list={list} />
      {owner ? (
        <p className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <span>{t("yourList")}</span>
          <Button variant="outlined" size="sm" onClick={() => setEditing(true)}>
            {t("editList")}
          </Button>
        </p>
      ) : null}
    </div>
  );
}

type Line = { slug: string; name: string; quantity: string };

function ListEditor({ list, onDone }: { list: PartsList; onDone: (saved: PartsList | null) => void }) {
  const t = useT("bom");
  const locale = useLocale();
  const [name, setName] = useState(list.name);
  const [lines, setLines] = useState<Line[]>(list.items.map((i) => ({ slug: i.slug, name: i.name, quantity: String(i.quantity) })));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const bad = (q: string) => !/^\d+$/.test(q.trim()) || Number(q) < 1 || Number(q) > LINE_QUANTITY_MAX;

  return (
    <form
      method="post"
      aria-labelledby="edit-list-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
      onSubmit={async (e) => {
        e.preventDefault();
        setError(null);
        if (lines.some((l) => bad(l.quantity))) return setError(t("quantityRule", { max: formatNumberIn(LINE_QUANTITY_MAX, locale) }));
        if (!lines.length) return setError(t("needOne"));
        setBusy(true);
        try {
          const saved = await updateList(list.id, { name, items: lines.map((l) => ({ product: l.slug, quantity: Number(l.quantity) })) });
          toast.success(t("listUpdated"));
          onDone(saved);
        } catch (err) {
          setError(errorMessage(err));
        } finally {
          setBusy(false);
        }
      }}
    >
      <h1 id="edit-list-heading" className="text-xl font-bold text-slate-900 md:text-2xl">
        {t("editList")}
      </h1>
      <label htmlFor="edit-list-name" className="mt-3 mb-1 block text-sm font-medium text-slate-700">
        {t("listName")}
      </label>
      <input
        id="edit-list-name"
        value={name}
        maxLength={PARTS_LIST_NAME_MAX}
        required
        onChange={(e) => setName(e.target.value)}
        className="h-11 w-full rounded-lg border border-slate-300 px-3 text-sm"
      />
      <ul className="mt-3 divide-y divide-slate-200" aria-label={t("parts")}>
        {lines.map((line, i) => (
          <li key={line.slug} className="flex flex-wrap items-end justify-between gap-3 py-3">
            <span className="min-w-0 flex-1 basis-48 font-medium break-words text-slate-900">{line.name}</span>
            <div className="flex items-end gap-2">
              <div>
                <label htmlFor={`qty-${line.slug}`} className="mb-1 block text-xs text-slate-600">
                  {t("quantity")} <span className="sr-only">{t("quantityOf", { name: line.name })}</span>
                </label>
                <input
                  id={`qty-${line.slug}`}
                  inputMode="numeric"
                  value={line.quantity}
                  aria-invalid={bad(line.quantity) ? true : undefined}
                  onChange={(e) => setLines(lines.map((l, j) => (j === i ? { ...l, quantity: e.target.value } : l)))}
                  className="h-11 w-20 rounded-lg border border-slate-300 px-3 text-sm tabular-nums"
                />
              </div>
              <Button
                variant="outlined"
                size="sm"
                className="h-11"
                aria-label={t("removeName", { name: line.name })}
                onClick={() => setLines(lines.filter((_, j) => j !== i))}
              >
                {t("remove")}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {error ? (
        <p className="mt-2 text-sm text-red-600" role="alert">
          {error}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-3">
        <Button type="submit" variant="primary" loading={busy}>
          {t("saveChanges")}
        </Button>
        <Button variant="outlined" onClick={() => onDone(null)}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
