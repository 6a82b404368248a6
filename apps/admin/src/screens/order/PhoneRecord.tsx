import type { AdminOrder } from "@shop/contracts/admin";
import { COD_WORDS, type PhoneRecord as Record } from "@shop/contracts/cod";
import { ErrorBanner, Section } from "../../components/ui";
import { endpoints } from "../../lib/endpoints";
import { useApi } from "../../lib/use-api";

/**
 * The order's phone at this shop (delivered, refused, returned) and Steadfast's fraud
 * check where it is set up (issue 47): what staff read before confirming a cash order.
 */
export function PhoneRecord({ order }: { order: AdminOrder }) {
  const { data, error, reload } = useApi<{ data: Record }>(endpoints.phoneRecord(order.order_number));
  const record = data?.data;
  return (
    <Section title="Phone record">
      {record ? (
        <>
          <p className={record.refused + record.returned > 0 ? "font-semibold text-red-800" : "text-slate-800"}>{COD_WORDS.record(record)}</p>
          {record.steadfast ? (
            <p className="mt-1 text-slate-700">{record.steadfast.available ? COD_WORDS.steadfastRecord(record.steadfast) : COD_WORDS.steadfastUnavailable}</p>
          ) : null}
        </>
      ) : error ? (
        <ErrorBanner error={error} onRetry={reload} />
      ) : (
        <p className="text-slate-600">Reading…</p>
      )}
    </Section>
  );
}
