import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { OwnerOnly } from "../components/OwnerOnly";
import { Banner, Button, LinkTabs, PageHeader, Section, TextField, buttonClass } from "../components/ui";
import { dhakaDay } from "../lib/format";
import { PRESET_LABELS, REPORT_PRESETS, periodError, presetOf, presetPeriod } from "../lib/reports";
import { CodReportView } from "./reports/CodReport";
import { RefundsReportView } from "./reports/RefundsReport";
import { SalesReportView } from "./reports/SalesReport";

const TABS = { sales: "Sales", cod: "Cash on delivery", refunds: "Refunds" } as const;
type Tab = keyof typeof TABS;

export default function ReportsScreen() {
  return (
    <OwnerOnly>
      <Reports />
    </OwnerOnly>
  );
}

/**
 * /reports?tab&from&to: the period and the tab live in the URL (a report can be linked
 * and reloaded). The period is Dhaka days; presets fill both days, Custom takes two dates.
 */
function Reports() {
  const [params, setParams] = useSearchParams();
  const today = dhakaDay();
  const fallback = presetPeriod("month", today);
  const period = { from: params.get("from") ?? fallback.from, to: params.get("to") ?? fallback.to };
  const tab: Tab = (Object.keys(TABS) as Tab[]).find((t) => t === params.get("tab")) ?? "sales";
  const problem = periodError(period);
  const href = (changes: Record<string, string>) => `?${new URLSearchParams({ tab, ...period, ...changes }).toString()}`;

  return (
    <>
      <PageHeader title="Reports" />
      <PeriodPicker period={period} today={today} onChange={(next) => setParams(new URLSearchParams({ tab, ...next }))} />
      <LinkTabs label="Reports" tabs={(Object.keys(TABS) as Tab[]).map((t) => ({ to: href({ tab: t }), label: TABS[t], current: t === tab }))} />
      {problem ? (
        <Banner kind="error">{problem}</Banner>
      ) : tab === "sales" ? (
        <SalesReportView period={period} />
      ) : tab === "cod" ? (
        <CodReportView period={period} />
      ) : (
        <RefundsReportView period={period} />
      )}
    </>
  );
}

type Period = { from: string; to: string };

function PeriodPicker({ period, today, onChange }: { period: Period; today: string; onChange: (period: Period) => void }) {
  const current = presetOf(period, today);
  const [custom, setCustom] = useState(period);
  const [error, setError] = useState<string | null>(null);
  function apply(event: FormEvent) {
    event.preventDefault();
    const problem = periodError(custom);
    setError(problem);
    if (!problem) onChange(custom);
  }
  return (
    <Section title="Period" className="mb-4">
      <div role="group" aria-label="Quick periods" className="mb-3 flex flex-wrap gap-2">
        {REPORT_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={current === preset}
            className={buttonClass(current === preset ? "primary" : "secondary")}
            onClick={() => {
              const next = presetPeriod(preset, today);
              setCustom(next);
              setError(null);
              onChange(next);
            }}
          >
            {PRESET_LABELS[preset]}
          </button>
        ))}
      </div>
      <form onSubmit={apply} noValidate className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <TextField label="From" type="date" value={custom.from} max={today} onChange={(e) => setCustom({ ...custom, from: e.target.value })} required />
        <TextField
          label="To"
          type="date"
          value={custom.to}
          onChange={(e) => setCustom({ ...custom, to: e.target.value })}
          required
          error={error ?? undefined}
        />
        <Button type="submit">Show</Button>
      </form>
    </Section>
  );
}
