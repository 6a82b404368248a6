import { useTranslations } from "next-intl";
import { listingHref, pageItems, type ListingState } from "../lib/listing-query";

type Props = { basePath: string; state: ListingState; lastPage: number };

const item = "inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-medium";

/** Page links that keep the sort and filters; the current page carries aria-current. */
export function Pagination({ basePath, state, lastPage }: Props) {
  const t = useTranslations("listing");
  const items = pageItems(state.page, lastPage);
  if (!items.length) return null;
  const prev = state.page > 1 ? listingHref(basePath, state, { page: Math.min(state.page - 1, lastPage) }) : null;
  const next = state.page < lastPage ? listingHref(basePath, state, { page: state.page + 1 }) : null;
  const link = `${item} border border-slate-200 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`;
  return (
    <nav aria-label={t("pagination")} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          {prev ? (
            <a href={prev} rel="prev" className={link}>
              <span aria-hidden>‹</span>
              <span className="ml-1 hidden sm:inline">{t("previous")}</span>
              <span className="sr-only sm:hidden">{t("previousPage")}</span>
            </a>
          ) : (
            <span aria-disabled="true" className={`${item} border border-slate-100 text-slate-300`}>
              <span aria-hidden>‹</span>
              <span className="ml-1 hidden sm:inline">{t("previous")}</span>
            </span>
          )}
        </li>
        {items.map((p, i) =>
          p === "gap" ? (
            <li key={`gap-${i}`} aria-hidden className="px-1 text-slate-400">
              …
            </li>
          ) : (
            <li key={p}>
              {p === state.page ? (
                <span aria-current="page" className={`${item} bg-brand-600 text-white`}>
                  <span className="sr-only">{t("page")}</span>
                  {p}
                </span>
              ) : (
                <a href={listingHref(basePath, state, { page: p })} className={link}>
                  <span className="sr-only">{t("page")}</span>
                  {p}
                </a>
              )}
            </li>
          ),
        )}
        <li>
          {next ? (
            <a href={next} rel="next" className={link}>
              <span className="mr-1 hidden sm:inline">{t("next")}</span>
              <span className="sr-only sm:hidden">{t("nextPage")}</span>
              <span aria-hidden>›</span>
            </a>
          ) : (
            <span aria-disabled="true" className={`${item} border border-slate-100 text-slate-300`}>
              <span className="mr-1 hidden sm:inline">{t("next")}</span>
              <span aria-hidden>›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
