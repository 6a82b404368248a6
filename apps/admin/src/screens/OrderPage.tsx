import { Link, useParams } from "react-router";
import type { AdminOrder } from "@shop/contracts/admin";
import { StatusBadge } from "../components/badges";
import { ChannelBadge } from "../components/ChannelBadge";
import { buttonClass, ErrorBanner, Loading, PageHeader, Pill } from "../components/ui";
import { endpoints } from "../lib/endpoints";
import { formatDateTime } from "../lib/format";
import { useApi } from "../lib/use-api";
import { Actions } from "./order/Actions";
import { CallLog } from "./order/CallLog";
import { Courier } from "./order/Courier";
import { Customer } from "./order/Customer";
import { Delivery } from "./order/Delivery";
import { EditOrder } from "./order/EditOrder";
import { Items } from "./order/Items";
import { Payments } from "./order/Payments";
import { PhoneRecord } from "./order/PhoneRecord";
import { Refunds } from "./order/Refunds";
import { Summary } from "./order/Summary";
import { Timeline } from "./order/Timeline";

/** One order: its state and what may be done with it, then what it holds (left) and who, where and how it is paid (right). */
export default function OrderPage() {
  const { orderNumber = "" } = useParams();
  const { data, error, loading, reload, setData } = useApi<{ data: AdminOrder }>(endpoints.order(orderNumber));
  const order = data?.data;

  if (loading && !order) return <Loading />;
  if (!order) {
    return (
      <>
        <PageHeader title={`Order ${orderNumber}`} back={{ to: "/orders", label: "Orders" }} />
        <ErrorBanner error={error} onRetry={reload} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={`Order ${order.order_number}`} back={{ to: "/orders", label: "Orders" }}>
        <Link to={`/orders/${encodeURIComponent(order.order_number)}/slip`} className={buttonClass("secondary")}>
          Print packing slip
        </Link>
      </PageHeader>
      <ErrorBanner error={error} onRetry={reload} className="mb-4" />

      <div className="mb-4 flex flex-wrap items-center gap-3">
        <StatusBadge status={order.status} />
        <ChannelBadge channel={order.channel} />
        {order.is_return ? (
          <Pill tone="amber">{order.return_received_at ? `Return received ${formatDateTime(order.return_received_at)}` : "Return on its way back"}</Pill>
        ) : null}
        <span className="text-slate-700">Placed {formatDateTime(order.created_at)}</span>
      </div>

      <Actions order={order} onChanged={(updated) => setData({ data: updated })} />
      <EditOrder order={order} onSaved={reload} />

      <div className="grid gap-4 lg:grid-cols-3">
        <div className="flex flex-col gap-4 lg:col-span-2">
          <Items order={order} />
          <Summary order={order} />
          <Timeline order={order} />
          <CallLog order={order} onChanged={(updated) => setData({ data: updated })} />
        </div>
        <div className="flex flex-col gap-4">
          <Customer order={order} />
          <PhoneRecord order={order} />
          <Delivery order={order} />
          <Courier order={order} />
          <Payments order={order} />
          <Refunds order={order} />
        </div>
      </div>
    </>
  );
}
