"use client";

import { useEffect, useState } from "react";
import { formatNumberIn, type PartsListSummary } from "@shop/contracts";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/features/cart/lib/error-message";
import { useLocale, useLocalePath, useT } from "@/i18n/client";
import { deleteList, getMyLists } from "@/lib/api/bom";
import { toast } from "@/lib/toast";
import { withLink } from "../lib/with-link";
import { SaveListForm } from "./save-list-form";

/** My Account: the shopper's parts lists with their share links; save the cart as a new one. */
export function MyPartsLists() {
  const t = useT("bom");
  const locale = useLocale();
  const href = useLocalePath();
  const [lists, setLists] = useState<PartsListSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    getMyLists().then(setLists, (error: unknown) => {
      console.error("Parts lists could not be loaded", error);
      setFailed(true);
    });
  }, []);
  return (
    <section aria-labelledby="parts-lists-heading" id="parts-lists" className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="parts-lists-heading" className="mb-3 text-lg font-semibold text-slate-900">
        {t("myLists")}
      </h2>
      {failed ? <p className="text-sm text-red-600">{t("loadFailed")}</p> : null}
      {lists && lists.length === 0 ? (
        <p className="text-sm text-slate-600">
          {withLink(
            t("noLists"),
            <a href={href("/bom")} className="font-medium text-brand-700 hover:underline">
              {t("bomLink")}
            </a>,
          )}
        </p>
      ) : null}
      {lists?.length ? (
        <ul className="mb-4 divide-y divide-slate-200">
          {lists.map((list) => (
            <li key={list.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <a href={href(`/list/${list.id}`)} className="font-medium break-words text-slate-900 hover:text-brand-700 hover:underline">
                  {list.name}
                </a>
                <p className="text-xs text-slate-500">
                  {t(list.item_count === 1 ? "onePart" : "manyParts", { count: formatNumberIn(list.item_count, locale) })}
                  {list.featured_path ? t("featuredOn", { path: list.featured_path }) : ""}
                </p>
              </div>
              <Button
                variant="outlined"
                size="sm"
                aria-label={t("deleteName", { name: list.name })}
                onClick={async () => {
                  try {
                    await deleteList(list.id);
                    setLists((all) => (all ?? []).filter((l) => l.id !== list.id));
                  } catch (error) {
                    toast.error(errorMessage(error));
                  }
                }}
              >
                {t("delete")}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <SaveListForm items={[]} fromCart returnTo="/my-account" />
    </section>
  );
}
