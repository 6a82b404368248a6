"use client";

import { useEffect, useState } from "react";
import type { PartsList } from "@shop/contracts";
import { useT } from "@/i18n/client";
import { getFeaturedList } from "@/lib/api/bom";
import { PartsListView } from "./parts-list-view";

/**
 * "What you need" on a page the back office featured a parts list on. Read in the browser:
 * blog posts are built ahead, and the list's stock and prices change after that.
 */
export function WhatYouNeed({ path }: { path: string }) {
  const t = useT("bom");
  const [list, setList] = useState<PartsList | null>(null);
  useEffect(() => {
    getFeaturedList(path).then(setList, (error: unknown) => console.error("Featured parts list could not be loaded", error));
  }, [path]);
  if (!list || list.items.length === 0) return null;
  return (
    <aside aria-label={t("whatYouNeed")} className="mt-8 space-y-2">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("whatYouNeed")}</p>
      <PartsListView list={list} headingLevel={2} />
    </aside>
  );
}
