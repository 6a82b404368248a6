import type { AdminOrder } from "@shop/contracts/admin";
import { Section } from "../../components/ui";
import { formatDateTime, safeUrl } from "../../lib/format";

/**
 * The courier and tracking number once shipped (a link when the tracking address is a safe
 * http(s) one), and the courier's last word on a parcel booked through its API (the courier sync).
 */
export function Courier({ order }: { order: AdminOrder }) {
  const trackingUrl = safeUrl(order.courier?.tracking_url);
  return (
    <Section title="Courier">
      {order.courier ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="font-medium">Courier</dt>
          <dd>{order.courier.name}</dd>
          <dt className="font-medium">Tracking</dt>
          <dd className="break-all">
            {trackingUrl ? (
              <a className="text-blue-800 underline" href={trackingUrl} target="_blank" rel="noreferrer noopener">
                {order.courier.tracking_number}
              </a>
            ) : (
              order.courier.tracking_number
            )}
          </dd>
          {order.courier.ref ? (
            <>
              <dt className="font-medium">Reference</dt>
              <dd className="break-all">{order.courier.ref}</dd>
            </>
          ) : null}
          {order.courier.checked_at ? (
            <>
              <dt className="font-medium">Courier says</dt>
              <dd>
                {order.courier.status ? order.courier.status.replaceAll("_", " ") : "no answer yet"}{" "}
                <span className="text-slate-600">(asked {formatDateTime(order.courier.checked_at)})</span>
              </dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p className="text-slate-700">Not shipped yet.</p>
      )}
    </Section>
  );
}
