import { describe, expect, it } from "vitest";
import type { SalesDay } from "@shop/contracts/reports";
import { chartBars, periodError, presetOf, presetPeriod } from "./reports";

const day = (date: string, orders: number): SalesDay => ({
  date,
  orders,
  items: 0,
  revenue_poisha: orders * 100,
  discounts_poisha: 0,
  delivery_fees_poisha: 0,
  refunds_poisha: 0,
});

describe("report periods", () => {
  it("works out the presets from Dhaka's today, the week from Saturday", () => {
    // 2026-03-18 is a Wednesday.
    expect(presetPeriod("today", "2026-03-18")).toEqual({ from: "2026-03-18", to: "2026-03-18" });
    expect(presetPeriod("week", "2026-03-18")).toEqual({ from: "2026-03-14", to: "2026-03-18" });
    expect(presetPeriod("week", "2026-03-14")).toEqual({ from: "2026-03-14", to: "2026-03-14" });
    expect(presetPeriod("week", "2026-03-20")).toEqual({ from: "2026-03-14", to: "2026-03-20" });
    expect(presetPeriod("month", "2026-03-18")).toEqual({ from: "2026-03-01", to: "2026-03-18" });
    expect(presetPeriod("last_month", "2026-03-18")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(presetPeriod("last_month", "2026-01-05")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(presetOf({ from: "2026-03-01", to: "2026-03-18" }, "2026-03-18")).toBe("month");
    expect(presetOf({ from: "2026-03-02", to: "2026-03-18" }, "2026-03-18")).toBeNull();
  });

  it("refuses a period the API would refuse, in its words", () => {
    expect(periodError({ from: "2026-03-01", to: "2026-03-31" })).toBeNull();
    expect(periodError({ from: "2026-03-02", to: "2026-03-01" })).toBe("The end date must not be before the start date");
    expect(periodError({ from: "2025-01-01", to: "2026-01-01" })).toBeNull();
    expect(periodError({ from: "2025-01-01", to: "2026-01-02" })).toBe("Choose a period of at most 366 days");
    expect(periodError({ from: "", to: "2026-01-02" })).toBe("Choose both days");
  });
});

describe("chart bars", () => {
  it("draws a bar a day up to 62 days, then one per 7 days summed", () => {
    const month = Array.from({ length: 31 }, (_, i) => day(`2026-03-${String(i + 1).padStart(2, "0")}`, i));
    expect(chartBars(month, (d) => d.orders)).toHaveLength(31);
    const long = Array.from({ length: 70 }, (_, i) => day(new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10), 1));
    const bars = chartBars(long, (d) => d.orders);
    expect(bars).toHaveLength(10);
    expect(bars[0]).toEqual({ date: "2026-01-01", value: 7 });
    expect(bars[1].date).toBe("2026-01-08");
    expect(bars.reduce((sum, bar) => sum + bar.value, 0)).toBe(70);
  });
});
