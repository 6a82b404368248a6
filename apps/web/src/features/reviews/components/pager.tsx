"use client";

import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/client";
import { useLocalFormat } from "../lib/use-local-format";

type Props = { page: number; lastPage: number; onChange: (page: number) => void; label: string };

/** Previous / Page n of m / Next for a list read page by page in place (the product page itself stays cached). */
export function Pager({ page, lastPage, onChange, label }: Props) {
  const t = useT("reviews");
  const { digits } = useLocalFormat();
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      <Button variant="outlined" size="sm" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t("previous")}
        <span className="sr-only">{t("pageSr")}</span>
      </Button>
      <p className="text-sm text-slate-700" data-pages="">
        {t("pageOf", { page: digits(page), last: digits(lastPage) })}
      </p>
      <Button variant="outlined" size="sm" disabled={page >= lastPage} onClick={() => onChange(page + 1)}>
        {t("next")}
        <span className="sr-only">{t("pageSr")}</span>
      </Button>
    </nav>
  );
}
