import { useId } from "react";
import { formatDate } from "../lib/format";

type Bar = { date: string; value: number };

/**
 * Plain SVG bars of one series over the last days. Screen readers get a one-line
 * summary (role="img" + aria-label); the numbers themselves are in the table beside it.
 */
export function DayChart({ title, bars, format }: { title: string; bars: Bar[]; format: (value: number) => string }) {
  const titleId = useId();
  const width = 600;
  const height = 160;
  const gap = 4;
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const barWidth = bars.length ? (width - gap * (bars.length - 1)) / bars.length : width;
  const total = bars.reduce((sum, bar) => sum + bar.value, 0);
  const peak = bars.reduce<Bar | null>((best, bar) => (!best || bar.value > best.value ? bar : best), null);
  const summary = bars.length
    ? `${title}: ${format(total)} over ${bars.length} days, highest ${peak ? `${format(peak.value)} on ${formatDate(peak.date)}` : "none"}.`
    : `${title}: no data.`;
  return (
    <figure className="flex flex-col gap-1">
      <figcaption id={titleId} className="text-sm font-semibold text-slate-800">
        {title}
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height + 20}`} role="img" aria-label={summary} className="h-auto w-full">
        <line x1={0} x2={width} y1={height} y2={height} stroke="#94a3b8" strokeWidth={1} />
        {bars.map((bar, index) => {
          const barHeight = Math.round((bar.value / max) * (height - 4));
          return (
            <rect key={bar.date} x={index * (barWidth + gap)} y={height - barHeight} width={barWidth} height={barHeight} fill="#1d4ed8" rx={2}>
              <title>{`${formatDate(bar.date)}: ${format(bar.value)}`}</title>
            </rect>
          );
        })}
        {bars.length ? (
          <>
            <text x={0} y={height + 16} fontSize={12} fill="#475569">
              {formatDate(bars[0].date)}
            </text>
            <text x={width} y={height + 16} fontSize={12} fill="#475569" textAnchor="end">
              {formatDate(bars[bars.length - 1].date)}
            </text>
          </>
        ) : null}
      </svg>
    </figure>
  );
}
