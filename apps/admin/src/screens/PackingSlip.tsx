import { Link, useParams } from "react-router";
import type { SlipsResponse } from "@shop/contracts/bulk-orders";
import { Button, buttonClass, ErrorBanner, Loading } from "../components/ui";
import { Slip } from "../components/Slip";
import { endpoints } from "../lib/endpoints";
import { useApi } from "../lib/use-api";

/** One order's packing slip to print and put in the parcel (the same Slip as the bulk slips). */
export default function PackingSlip() {
  const { orderNumber = "" } = useParams();
  const { data, error, loading, reload } = useApi<SlipsResponse>(endpoints.slips({ numbers: orderNumber }));
  const order = data?.data.orders[0];
  if (loading && !order) return <Loading />;
  if (!data || !order) return <ErrorBanner error={error} onRetry={reload} />;
  return (
    <>
      <div className="mx-auto mb-4 flex max-w-2xl flex-wrap gap-2 print:hidden">
        <Link to={`/orders/${encodeURIComponent(order.order_number)}`} className={buttonClass("secondary")}>
          ← Back to the order
        </Link>
        <Button variant="primary" onClick={() => window.print()}>
          Print
        </Button>
      </div>
      <Slip order={order} shop={data.data.shop} />
    </>
  );
}
