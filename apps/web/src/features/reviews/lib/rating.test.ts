import { describe, expect, it } from "vitest";
import { en } from "@/i18n/messages/en";
import { fill } from "@/i18n/messages/fill";
import { distributionRows, formatAverage, starFill, STAR_VALUES } from "./rating";

describe("rating display", () => {
  it("shows an average with two decimals (spec §9)", () => {
    expect(formatAverage(4.5)).toBe("4.50");
    expect(formatAverage(0)).toBe("0.00");
    expect(formatAverage(3.666)).toBe("3.67");
    expect(formatAverage(Number.NaN)).toBe("0.00");
  });

  it("reads stars as text and names each choice with its label (the English catalogue's words)", () => {
    const t = en.reviews;
    expect(fill(t.rated, { rating: 4, max: 5 })).toBe("Rated 4 out of 5");
    expect(STAR_VALUES).toEqual([1, 2, 3, 4, 5]);
    expect(STAR_VALUES.map((n) => fill(n === 1 ? t.starOne : t.starMany, { n, label: t[`rating_${n}`] }))).toEqual([
      "1 star, Poor",
      "2 stars, Okay",
      "3 stars, Neutral",
      "4 stars, Good",
      "5 stars, Excellent",
    ]);
    expect(t.reviewOne).toBe("1 review");
    expect(fill(t.reviewMany, { count: 0 })).toBe("0 reviews");
  });

  it("lists the distribution from 5 down to 1 with whole-percent shares", () => {
    expect(distributionRows({ 1: 1, 2: 0, 3: 0, 4: 1, 5: 2 })).toEqual([
      { stars: 5, count: 2, percent: 50 },
      { stars: 4, count: 1, percent: 25 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 25 },
    ]);
    expect(distributionRows({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }).every((r) => r.percent === 0)).toBe(true);
  });

  it("fills stars up to the average, the last one partly", () => {
    expect([1, 2, 3, 4, 5].map((p) => starFill(3.5, p))).toEqual([1, 1, 1, 0.5, 0]);
  });
});
