import { Link, useParams } from "react-router";
import type { AdminReturn } from "@shop/contracts/returns";
import { RETURN_CONDITION_LABELS, RETURN_REASON_LABELS, RETURN_RESOLUTION_LABELS, RETURN_STATUS_LABELS } from "@shop/contracts/returns-words";
import { ReturnStatusBadge } from "../components/badges";
import { ErrorBanner, Loading, PageHeader, Pill, Section, StackTable, Td } from "../components/ui";
import { endpoints } from "../lib/endpoints";
import { formatDateTime, personName } from "../lib/format";
import { returnSteps } from "../lib/returns";
import { useApi } from "../lib/use-api";
import { ReturnActions } from "./return/ReturnActions";
import { ReturnRefund } from "./return/ReturnRefund";
import { ReplacementPanel } from "./return/Replacement";

/** One return: its state and the actions the API allows, then its lines and the customer's words (left), its order, customer and steps (right). */
export default function ReturnPage() {
  const { id = "" } = useParams();
  const { data, error, loading, reload, setData } = useApi<{ data: AdminReturn }>(endpoints.return(id));
  const ret = data?.data;

  if (loading && !ret) return <Loading />;
  if (!ret) {
    return (
      <>
        <PageHeader title={`Return #${id}`} back={{ to: "/returns", label: "Returns" }} />
        <ErrorBanner error={error} onRetry={reload} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={`Return #${ret.id}`} back={{ to: "/returns", label: "Returns" }} />
      <ErrorBanner error={error} onRetry={reload} className="mb-4" />

      <div className="mb-4 flex flex-wrap items-center gap-3">
        <ReturnStatusBadge status={ret.status} />
        {ret.resolution ? <Pill tone="green">{RETURN_RESOLUTION_LABELS[ret.resolution]}</Pill> : null}
        <span className="text-slate-700">Requested {formatDateTime(ret.requested_at)}</span>
      </div>

      <ReturnActions ret={ret} onChanged={(updated) => setData({ data: updated })} />
      <ReturnRefund ret={ret} />
      <ReplacementPanel ret={ret} />

      <div className="grid gap-4 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-4 lg:col-span-2">
          <Section title="Items returned">
            <StackTable caption="Returned items" head={["Product", "Returned", "Delivered", "Condition"]}>
              {ret.lines.map((line) => (
                <tr key={line.id}>
                  <Td label="Product">
                    <span>
                      <span className="block">
                        {line.product_id ? (
                          <Link to={`/products/${line.product_id}`} className="text-blue-800 underline">
                            {line.name}
                          </Link>
                        ) : (
                          line.name
                        )}
                      </span>
                      {line.sku ? <span className="block text-xs text-slate-600">SKU {line.sku}</span> : null}
                    </span>
                  </Td>
                  <Td label="Returned" className="font-semibold">
                    {line.quantity}
                  </Td>
                  <Td label="Delivered">{line.delivered}</Td>
                  <Td label="Condition">
                    {line.condition
                      ? RETURN_CONDITION_LABELS[line.condition]
                      : ret.status === "requested" || ret.status === "approved"
                        ? "Not received yet"
                        : "—"}
                  </Td>
                </tr>
              ))}
            </StackTable>
          </Section>
          <Section title="Why">
            <dl className="flex flex-col gap-3">
              <div>
                <dt className="font-semibold">Reason</dt>
                <dd>{RETURN_REASON_LABELS[ret.reason]}</dd>
              </div>
              <div>
                <dt className="font-semibold">The customer's note</dt>
                <dd className="break-words whitespace-pre-line">{ret.note ?? <span className="text-slate-600">No note.</span>}</dd>
              </div>
              {ret.photos.length > 0 ? (
                <div>
                  <dt className="font-semibold">The customer's photos</dt>
                  <dd>
                    <ul className="mt-1 flex flex-wrap gap-2">
                      {ret.photos.map((position) => (
                        <li key={position}>
                          {/* Private: served to staff only, opened large in a new tab. */}
                          <a href={`${endpoints.return(ret.id)}/photos/${position}`} target="_blank" rel="noopener" className="block rounded">
                            <img
                              src={`${endpoints.return(ret.id)}/photos/${position}?w=256`}
                              alt={`Customer upload ${position + 1} (opens large)`}
                              width={96}
                              height={96}
                              loading="lazy"
                              className="size-24 rounded border border-slate-200 object-cover"
                            />
                          </a>
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              ) : null}
              {ret.shop_message ? (
                <div>
                  <dt className="font-semibold">Our message to the customer</dt>
                  <dd className="break-words whitespace-pre-line">{ret.shop_message}</dd>
                </div>
              ) : null}
            </dl>
          </Section>
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <Section title="Order">
            <Link to={`/orders/${encodeURIComponent(ret.order_number)}`} className="font-semibold text-blue-800 underline">
              Order {ret.order_number}
            </Link>
            {ret.customer.full_name ? <p className="mt-2">{ret.customer.full_name}</p> : null}
            <a className="mt-2 block text-blue-800 underline" href={`tel:${ret.customer.phone}`}>
              {ret.customer.phone}
            </a>
          </Section>
          <Section title="Timeline">
            <ol className="flex flex-col gap-2">
              {returnSteps(ret).map((step) => (
                <li key={step.status} className="border-l-4 border-blue-700 pl-3">
                  <span className="font-semibold">{RETURN_STATUS_LABELS[step.status]}</span>{" "}
                  <span className="text-sm text-slate-600">{formatDateTime(step.at)}</span>
                  <p className="text-sm text-slate-800">by {personName(step.by)}</p>
                </li>
              ))}
            </ol>
          </Section>
        </div>
      </div>
    </>
  );
}
