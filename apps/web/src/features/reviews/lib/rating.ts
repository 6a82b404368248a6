import { RATING_MAX, RATING_MIN, type RATING_LABELS, type RatingDistribution } from "@shop/contracts";

export type StarValue = keyof typeof RATING_LABELS;
/** 1 to 5, for drawing stars and radios in order. */
export const STAR_VALUES: readonly StarValue[] = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => (RATING_MIN + i) as StarValue);

/** Spec §9: ratings are shown with two decimals ("4.50"). */
export function formatAverage(average: number): string {
  return (Number.isFinite(average) ? average : 0).toFixed(2);
}

export type DistributionRow = { stars: StarValue; count: number; percent: number };

/** The count per star from 5 down to 1, each with its whole-percent share of all reviews. */
export function distributionRows(distribution: RatingDistribution): DistributionRow[] {
  const total = STAR_VALUES.reduce((sum, stars) => sum + (distribution[stars] ?? 0), 0);
  return [...STAR_VALUES].reverse().map((stars) => {
    const count = distribution[stars] ?? 0;
    return { stars, count, percent: total > 0 ? Math.round((count / total) * 100) : 0 };
  });
}

/** How much of the star at `position` (1..5) an average fills: 0 to 1. */
export function starFill(average: number, position: number): number {
  return Math.min(1, Math.max(0, average - (position - 1)));
}
