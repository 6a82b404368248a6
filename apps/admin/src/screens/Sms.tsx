import { useSearchParams } from "react-router";
import type { AdminSmsResponse, SmsFailure } from "@shop/contracts/sms";
import { Empty, ErrorBanner, LinkTabs, Loading, PageHeader, Pill, Section, StackTable, Td } from "../components/ui";
import { withQuery } from "../lib/api";
import { endpoints } from "../lib/endpoints";
import { formatDate, formatDateTime, plural } from "../lib/format";
import { daysParam, failureReason, providerName, refusalLine, SMS_DAY_CHOICES } from "../lib/sms";
import { useApi } from "../lib/use-api";

const FIGURES = [
  { key: "sent", label: "Sent", hint: "Taken by the gateway" },
  { key: "failed", label: "Failed", hint: "Refused, or given up after retries" },
  { key: "waiting", label: "Waiting", hint: "Queued or being retried" },
  { key: "expired", label: "Expired", hint: "Sign-in codes that ran out of time unsent" },
] as const;

/**
 * The shop's SMS (issue 41), for staff and owners: the gateway in use, what went out,
 * failed or waits, per day and gateway, and the latest failures with the gateway's
 * reason, so "the code never came" can be answered. No message's text is shown: it
 * holds sign-in codes.
 */
export default function Sms() {
  const [params] = useSearchParams();
  const days = daysParam(params.get("days"));
  const { data, error, loading, reload } = useApi<AdminSmsResponse>(withQuery(endpoints.sms, { days }));
  const report = data?.data;

  return (
    <>
      <PageHeader title="SMS" />
      <LinkTabs
        label="Days shown"
        tabs={SMS_DAY_CHOICES.map((choice) => ({ to: withQuery("/sms", { days: choice }), label: `${choice} days`, current: choice === days }))}
      />
      <ErrorBanner error={error} onRetry={reload} className="mb-4" />
      {loading && !report ? <Loading /> : null}
      {report ? (
        <div className="flex flex-col gap-4">
          <Section title="Gateway">
            <p>
              Sending through <strong>{providerName(report.provider)}</strong>.
            </p>
            {report.alert ? (
              <p className="mt-2 font-medium text-red-800">
                {refusalLine(report.alert)}{" "}
                <span className="font-normal">Since {formatDateTime(report.alert.at)}; nobody can get a sign-in code until the owner fixes it.</span>
              </p>
            ) : (
              <p className="mt-2 text-slate-700">The gateway is not refusing messages for balance or its key.</p>
            )}
          </Section>

          <ul className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label={`SMS in the last ${plural(days, "day")}`}>
            {FIGURES.map((figure) => (
              <li key={figure.key} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                <span className="block text-sm font-semibold text-slate-600">{figure.label}</span>
                <span className={`block text-2xl font-bold ${figure.key === "failed" && report.totals.failed ? "text-red-800" : ""}`}>
                  {report.totals[figure.key]}
                </span>
                <span className="block text-xs text-slate-600">{figure.hint}</span>
              </li>
            ))}
          </ul>

          <Section title="Per day and gateway">
            {report.days.length === 0 ? (
              <Empty>No SMS in the last {plural(days, "day")}.</Empty>
            ) : (
              <>
                {/* A phone gets two lines a day and gateway instead of a six-line card each. */}
                <ul className="divide-y divide-slate-200 md:hidden">
                  {report.days.map((row) => (
                    <li key={`${row.day}-${row.provider ?? ""}`} className="py-2">
                      <p className="font-medium">
                        {formatDate(row.day)} · {providerName(row.provider)}
                      </p>
                      <p className="text-sm text-slate-800">
                        {row.sent} sent · <span className={row.failed ? "font-semibold text-red-800" : undefined}>{row.failed} failed</span> · {row.waiting}{" "}
                        waiting · {row.expired} expired
                      </p>
                    </li>
                  ))}
                </ul>
                <div className="hidden md:block">
                  <StackTable caption="SMS per day and gateway, newest day first" head={["Day", "Gateway", "Sent", "Failed", "Waiting", "Expired"]}>
                    {report.days.map((row) => (
                      <tr key={`${row.day}-${row.provider ?? ""}`}>
                        <Td label="Day" className="whitespace-nowrap font-medium">
                          {formatDate(row.day)}
                        </Td>
                        <Td label="Gateway">{providerName(row.provider)}</Td>
                        <Td label="Sent">{row.sent}</Td>
                        <Td label="Failed" className={row.failed ? "font-semibold text-red-800" : undefined}>
                          {row.failed}
                        </Td>
                        <Td label="Waiting">{row.waiting}</Td>
                        <Td label="Expired">{row.expired}</Td>
                      </tr>
                    ))}
                  </StackTable>
                </div>
              </>
            )}
          </Section>

          <Section title="Failed and expired">
            {report.failures.length === 0 ? (
              <Empty>No SMS failed in the last {plural(days, "day")}.</Empty>
            ) : (
              <StackTable caption="The latest failed and expired SMS, newest first" head={["When", "To", "Message", "Reason", "Gateway", "Tries"]}>
                {report.failures.map((failure) => (
                  <FailureRow key={failure.id} failure={failure} />
                ))}
              </StackTable>
            )}
          </Section>
        </div>
      ) : null}
    </>
  );
}

function FailureRow({ failure }: { failure: SmsFailure }) {
  const reason = failureReason(failure);
  return (
    <tr>
      <Td label="When" className="whitespace-nowrap">
        {formatDateTime(failure.at)}
      </Td>
      <Td label="To" className="whitespace-nowrap font-medium">
        {failure.to}
      </Td>
      <Td label="Message">{failure.is_code ? <Pill tone="amber">Sign-in code</Pill> : <span>Other message</span>}</Td>
      <Td label="Reason">
        <span>
          <span className="block font-semibold text-red-800">{reason.label}</span>
          {reason.detail ? <span className="block break-words text-slate-700">{reason.detail}</span> : null}
        </span>
      </Td>
      <Td label="Gateway">{providerName(failure.provider)}</Td>
      <Td label="Tries">{failure.attempts}</Td>
    </tr>
  );
}
