import { useTranslations } from "next-intl";
import { useServerPath } from "@/i18n/server";
import type { Crumb } from "../lib/json-ld";

/** Home > … > current page. The last crumb is the page itself and is not a link. */
type Props = {
  crumbs: Crumb[];
  className?: string;
  /** On phones drop the last crumb when the page's heading repeats it right below. */
  hideCurrentOnMobile?: boolean;
};

export function Breadcrumbs({ crumbs, className = "", hideCurrentOnMobile = false }: Props) {
  const t = useTranslations("listing");
  const href = useServerPath();
  return (
    <nav aria-label={t("breadcrumb")} className={`text-sm text-slate-600 ${className}`}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={crumb.path} className={`min-w-0 items-center gap-1.5 ${last && hideCurrentOnMobile ? "hidden sm:flex" : "flex"}`}>
              {i > 0 && (
                <svg aria-hidden viewBox="0 0 20 20" className="size-3.5 shrink-0 text-slate-400" fill="currentColor">
                  <path d="M7.2 4.2a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 1 1-1.4-1.4L11.5 10 7.2 5.6a1 1 0 0 1 0-1.4Z" />
                </svg>
              )}
              {last ? (
                <span aria-current="page" className="line-clamp-1 font-medium text-slate-900">
                  {crumb.name}
                </span>
              ) : (
                <a href={href(crumb.path)} className="rounded hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
                  {crumb.name}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
