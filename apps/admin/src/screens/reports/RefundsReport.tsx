import { Link } from "react-router";
import { REPORT_CHANNEL_LABELS, type RefundsReport } from "@shop/contracts/reports";
import { ErrorBanner, Loading, Section, StackTable, Td } from "../../components/ui";
import { withQuery } from "../../lib/api";
import { formatDateTime } from "../../lib/format";
import { money } from "../../lib/money";
import { reportEndpoints } from "../../lib/reports";
import { useApi } from "../../lib/use-api";
import { CsvLink } from "./CsvLink";

/** Succeeded refunds of the period per channel, and every refund still pending (each links to its order). */
export function RefundsReportView({ period }: { period: { from: string; to: string } }) {
  const { data, error, loading, reload } = useApi<{ data: RefundsReport }>(withQuery(reportEndpoints.refunds, period));
  const report = data?.data;
  if (error) return <ErrorBanner error={error} onRetry={reload} />;
  if (loading && !report) return <Loading />;
  if (!report) return null;
  return (
    <div className="flex flex-col gap-4">
      <Section
        title="Refunds paid back"
        actions={
          <CsvLink href={reportEndpoints.csv("refunds")} period={period}>
            Download CSV
          </CsvLink>
        }
      >
        <StackTable caption="Succeeded refunds per channel" head={["Channel", "Refunds", "Amount"]}>
          {report.channels.map((c) => (
            <tr key={c.channel}>
              <Td label="Channel">{REPORT_CHANNEL_LABELS[c.channel]}</Td>
              <Td label="Refunds">{c.count}</Td>
              <Td label="Amount">{money(c.amount_poisha)}</Td>
            </tr>
          ))}
          <tr className="font-semibold">
            <Td label="Channel">All channels</Td>
            <Td label="Refunds">{report.total.count}</Td>
            <Td label="Amount">{money(report.total.amount_poisha)}</Td>
          </tr>
        </StackTable>
      </Section>
      <Section title={`Pending refunds (${report.pending.length})`}>
        {report.pending.length === 0 ? (
          <p className="text-slate-700">No refund is waiting.</p>
        ) : (
          <StackTable caption="Pending refunds, oldest first" head={["Order", "Channel", "Amount", "Reference", "Asked on"]}>
            {report.pending.map((r) => (
              <tr key={r.id}>
                <Td label="Order">
                  <Link to={`/orders/${encodeURIComponent(r.order_number)}`} className="text-blue-800 underline">
                    {r.order_number}
                  </Link>
                </Td>
                <Td label="Channel">{REPORT_CHANNEL_LABELS[r.channel]}</Td>
                <Td label="Amount">{money(r.amount_poisha)}</Td>
                <Td label="Reference" className="break-all font-mono">
                  {r.reference ?? "—"}
                </Td>
                <Td label="Asked on">{formatDateTime(r.created_at)}</Td>
              </tr>
            ))}
          </StackTable>
        )}
      </Section>
    </div>
  );
}
