"use client";

import { cn } from "@/lib/cn";
import { RATING_MAX } from "@shop/contracts";
import { useT } from "@/i18n/client";
import { STAR_VALUES, starFill } from "../lib/rating";
import { useLocalFormat } from "../lib/use-local-format";

const STAR_PATH = "M12 2.6l2.87 6.02 6.6.78-4.88 4.53 1.3 6.52L12 17.17l-5.89 3.28 1.3-6.52L2.53 9.4l6.6-.78z";

/** One star, filled from the left by `fill` (0..1); decorative. */
export function StarIcon({ fill = 1, className }: { fill?: number; className?: string }) {
  return (
    <span aria-hidden="true" className={cn("relative inline-block shrink-0", className ?? "size-4")}>
      <svg viewBox="0 0 24 24" className="absolute inset-0 size-full text-slate-300" fill="currentColor" focusable="false">
        <path d={STAR_PATH} />
      </svg>
      {fill > 0 ? (
        <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${Math.round(fill * 100)}%` }}>
          <svg viewBox="0 0 24 24" className="aspect-square h-full max-w-none text-amber-400" fill="currentColor" focusable="false">
            <path d={STAR_PATH} />
          </svg>
        </span>
      ) : null}
    </span>
  );
}

type StarRowProps = {
  rating: number;
  /** The text screen readers hear ("Rated 4 out of 5"); leave out when the figure is read elsewhere. */
  label?: string | null;
  className?: string;
  starClassName?: string;
};

/** Five stars filled up to `rating`, read as "Rated N out of 5". */
export function StarRow({ rating, label: given, className, starClassName }: StarRowProps) {
  const t = useT("reviews");
  const { digits } = useLocalFormat();
  const label = given === undefined ? t("rated", { rating: digits(rating), max: digits(RATING_MAX) }) : given;
  return (
    <span className={cn("inline-flex items-center gap-0.5", className)} data-stars={rating}>
      {label ? <span className="sr-only">{label}</span> : null}
      {STAR_VALUES.map((position) => (
        <StarIcon key={position} fill={starFill(rating, position)} className={starClassName} />
      ))}
    </span>
  );
}
