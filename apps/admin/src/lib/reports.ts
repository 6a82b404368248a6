import { REPORT_MAX_DAYS, REPORT_MESSAGES, periodDays, type ReportKind, type SalesDay } from "@shop/contracts/reports";
import { ADMIN_MESSAGES } from "@shop/contracts/admin";

/** The Reports screen's pure parts: the period's presets and checks, the chart's bars, the report's addresses. */

export const REPORT_PRESETS = ["today", "week", "month", "last_month"] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];
export const PRESET_LABELS: Record<ReportPreset, string> = { today: "Today", week: "This week", month: "This month", last_month: "Last month" };

type Period = { from: string; to: string };

const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A preset's days from Dhaka's `today` (YYYY-MM-DD). A week starts on Saturday, as the
 * working week does in Bangladesh (Friday is the weekend); last month is the whole month.
 */
export function presetPeriod(preset: ReportPreset, today: string): Period {
  if (preset === "today") return { from: today, to: today };
  if (preset === "week") {
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
    return { from: shift(today, -((weekday + 1) % 7)), to: today };
  }
  const monthStart = `${today.slice(0, 8)}01`;
  if (preset === "month") return { from: monthStart, to: today };
  const lastMonthEnd = shift(monthStart, -1);
  return { from: `${lastMonthEnd.slice(0, 8)}01`, to: lastMonthEnd };
}

/** The preset a period is, if any (to mark its button). */
export function presetOf(period: Period, today: string): ReportPreset | null {
  return (
    REPORT_PRESETS.find((p) => {
      const found = presetPeriod(p, today);
      return found.from === period.from && found.to === period.to;
    }) ?? null
  );
}

/** What is wrong with a typed period, in the API's words; null when it may be asked for. */
export function periodError(period: Period): string | null {
  const shape = /^\d{4}-\d{2}-\d{2}$/;
  if (!shape.test(period.from) || !shape.test(period.to)) return "Choose both days";
  if (period.from > period.to) return ADMIN_MESSAGES.dateRange;
  if (periodDays(period.from, period.to) > REPORT_MAX_DAYS) return REPORT_MESSAGES.periodTooLong;
  return null;
}

/**
 * Bars for the day chart: one a day up to 62 days; beyond, one per 7 days (a year's 366
 * bars would be thinner than their gaps), each dated by its first day.
 */
export function chartBars(days: SalesDay[], pick: (day: SalesDay) => number): { date: string; value: number }[] {
  if (days.length <= 62) return days.map((day) => ({ date: day.date, value: pick(day) }));
  const bars: { date: string; value: number }[] = [];
  days.forEach((day, index) => {
    if (index % 7 === 0) bars.push({ date: day.date, value: 0 });
    bars[bars.length - 1].value += pick(day);
  });
  return bars;
}

export const reportEndpoints = {
  sales: "/v1/admin/reports/sales",
  cod: "/v1/admin/reports/cod",
  refunds: "/v1/admin/reports/refunds",
  payouts: "/v1/admin/reports/cod/payouts",
  csv: (kind: ReportKind) => `/v1/admin/reports/${kind}.csv`,
};
