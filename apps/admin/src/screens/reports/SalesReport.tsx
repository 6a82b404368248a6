import type { ReactNode } from "react";
import type { SalesReport } from "@shop/contracts/reports";
import { DayChart } from "../../components/DayChart";
import { ErrorBanner, Loading, Section, StackTable, Td } from "../../components/ui";
import { withQuery } from "../../lib/api";
import { formatDate, plural } from "../../lib/format";
import { money } from "../../lib/money";
import { chartBars, reportEndpoints } from "../../lib/reports";
import { useApi } from "../../lib/use-api";
import { CsvLink } from "./CsvLink";

type Period = { from: string; to: string };

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="mt-1 text-xl font-bold">{value}</dd>
    </div>
  );
}

/** Sales of the period: totals, the day chart (with its numbers as a table), top products and categories, each with its CSV. */
export function SalesReportView({ period }: { period: Period }) {
  const { data, error, loading, reload } = useApi<{ data: SalesReport }>(withQuery(reportEndpoints.sales, period));
  const report = data?.data;
  if (error) return <ErrorBanner error={error} onRetry={reload} />;
  if (loading && !report) return <Loading />;
  if (!report) return null;
  const { totals } = report;
  const weekly = report.by_day.length > 62;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-6">
        <Figure label="Revenue" value={money(totals.revenue_poisha)} />
        <Figure label="Orders" value={String(totals.orders)} />
        <Figure label="Items" value={String(totals.items)} />
        <Figure label="Discounts" value={money(totals.discounts_poisha)} />
        <Figure label="Delivery fees" value={money(totals.delivery_fees_poisha)} />
        <Figure label="Refunds" value={money(totals.refunds_poisha)} />
      </dl>
      <p className="text-sm text-slate-700">
        Orders placed {formatDate(report.from)} – {formatDate(report.to)}, cancelled and failed ones left out; refunds by the day they were paid back.
      </p>

      <Section
        title={weekly ? "By week" : "By day"}
        actions={
          <CsvLink href={reportEndpoints.csv("sales")} period={period}>
            Download CSV
          </CsvLink>
        }
      >
        <div className="grid gap-6 lg:grid-cols-2">
          <DayChart title={weekly ? "Orders per week" : "Orders per day"} bars={chartBars(report.by_day, (d) => d.orders)} format={(n) => plural(n, "order")} />
          <DayChart title={weekly ? "Revenue per week" : "Revenue per day"} bars={chartBars(report.by_day, (d) => d.revenue_poisha)} format={money} />
        </div>
        <details className="mt-3">
          <summary className="cursor-pointer font-medium text-blue-800">Show the numbers as a table</summary>
          <div className="mt-2 max-h-96 overflow-y-auto">
            <StackTable caption="Sales per day" head={["Day", "Orders", "Items", "Revenue", "Discounts", "Delivery fees", "Refunds"]}>
              {report.by_day.map((day) => (
                <tr key={day.date}>
                  <Td label="Day">{formatDate(day.date)}</Td>
                  <Td label="Orders">{day.orders}</Td>
                  <Td label="Items">{day.items}</Td>
                  <Td label="Revenue">{money(day.revenue_poisha)}</Td>
                  <Td label="Discounts">{money(day.discounts_poisha)}</Td>
                  <Td label="Delivery fees">{money(day.delivery_fees_poisha)}</Td>
                  <Td label="Refunds">{money(day.refunds_poisha)}</Td>
                </tr>
              ))}
            </StackTable>
          </div>
        </details>
      </Section>

      <div className="grid gap-4 xl:grid-cols-2">
        <Ranking
          title="Top products"
          caption="Products by revenue"
          rows={report.products}
          csv={
            <CsvLink href={reportEndpoints.csv("products")} period={period}>
              Download CSV
            </CsvLink>
          }
        />
        <Ranking
          title="Categories"
          caption="Categories by revenue"
          rows={report.categories}
          csv={
            <CsvLink href={reportEndpoints.csv("categories")} period={period}>
              Download CSV
            </CsvLink>
          }
        />
      </div>
    </div>
  );
}

function Ranking({
  title,
  caption,
  rows,
  csv,
}: {
  title: string;
  caption: string;
  rows: { name: string; units: number; revenue_poisha: number }[];
  csv: ReactNode;
}) {
  return (
    <Section title={title} actions={csv}>
      {rows.length === 0 ? (
        <p className="text-slate-700">Nothing sold in this period.</p>
      ) : (
        <StackTable caption={caption} head={["#", "Name", "Units", "Revenue"]}>
          {rows.map((row, index) => (
            <tr key={`${row.name}-${index}`}>
              <Td label="#">{index + 1}</Td>
              <Td label="Name">{row.name}</Td>
              <Td label="Units">{row.units}</Td>
              <Td label="Revenue">{money(row.revenue_poisha)}</Td>
            </tr>
          ))}
        </StackTable>
      )}
    </Section>
  );
}
