"use client";

import type { RatingDistribution } from "@shop/contracts";
import { useT } from "@/i18n/client";
import { distributionRows, formatAverage } from "../lib/rating";
import { useLocalFormat } from "../lib/use-local-format";
import { StarIcon, StarRow } from "./stars";

type Props = { average: number; total: number; distribution: RatingDistribution };

/** The average (two decimals) over its stars, then one bar per star from 5 down to 1 with its count. */
export function RatingSummary({ average, total, distribution }: Props) {
  const t = useT("reviews");
  const { digits } = useLocalFormat();
  const shown = digits(formatAverage(average));
  const reviewCount = (n: number) => (n === 1 ? t("reviewOne") : t("reviewMany", { count: digits(n) }));
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5" data-rating-summary="">
      <div className="flex items-center gap-4">
        <p className="text-4xl leading-none font-bold tabular-nums text-slate-900">
          <span className="sr-only">{t("average")}</span>
          <span data-rating-average="">{shown}</span>
          <span className="sr-only">{t("outOf")}</span>
        </p>
        <div className="space-y-1">
          {/* The figure beside is read already; the stars only draw it. */}
          <StarRow rating={average} label={null} starClassName="size-5" />
          <p className="text-sm text-slate-600" data-rating-count="">
            {t("basedOn", { reviews: reviewCount(total) })}
          </p>
        </div>
      </div>
      <ul role="list" aria-label={t("perStar")} className="space-y-1.5">
        {distributionRows(distribution).map((row) => (
          <li key={row.stars} className="flex items-center gap-2 text-sm" data-distribution={row.stars} data-count={row.count}>
            <span className="sr-only">
              {t("rated", { rating: digits(row.stars), max: digits(5) })}: {reviewCount(row.count)}, {digits(row.percent)}%
            </span>
            <span aria-hidden="true" className="inline-flex w-7 shrink-0 items-center gap-0.5 tabular-nums text-slate-700">
              {digits(row.stars)}
              <StarIcon className="size-3.5" />
            </span>
            <span aria-hidden="true" className="h-2 min-w-0 flex-1 overflow-hidden rounded-full bg-slate-100">
              <span className="block h-full rounded-full bg-amber-400" style={{ width: `${row.percent}%` }} />
            </span>
            <span aria-hidden="true" className="w-8 shrink-0 text-right tabular-nums text-slate-600">
              {digits(row.count)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
