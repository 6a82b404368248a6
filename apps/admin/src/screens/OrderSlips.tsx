import { Link, useSearchParams } from "react-router";
import type { SlipsResponse } from "@shop/contracts/bulk-orders";
import { Button, buttonClass, Empty, ErrorBanner, Loading } from "../components/ui";
import { Slip } from "../components/Slip";
import { endpoints } from "../lib/endpoints";
import { useApi } from "../lib/use-api";

/**
 * Many packing slips in one document, one per printed page: the orders chosen in the queue
 * (?numbers=a,b,c) or the day's packing (?ready=1: every confirmed or processing order).
 */
export default function OrderSlips() {
  const [params] = useSearchParams();
  const ready = params.get("ready") === "1";
  const numbers = params.get("numbers") ?? "";
  const { data, error, loading, reload } = useApi<SlipsResponse>(endpoints.slips(ready ? { ready: "1" } : { numbers }));
  const orders = data?.data.orders ?? [];
  const title = ready ? "Today's packing slips" : "Packing slips";
  return (
    <>
      <div className="mx-auto mb-4 max-w-2xl print:hidden">
        <h1 className="mb-2 text-2xl font-bold">{title}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <Link to="/orders" className={buttonClass("secondary")}>
            ← Back to orders
          </Link>
          <Button variant="primary" disabled={orders.length === 0} onClick={() => window.print()}>
            Print {orders.length === 1 ? "1 slip" : `${orders.length} slips`}
          </Button>
        </div>
        {ready ? <p className="mt-2 text-sm text-slate-700">Every order confirmed or being packed, oldest first (up to 100).</p> : null}
      </div>
      {loading && !data ? <Loading /> : null}
      <ErrorBanner error={error} onRetry={reload} className="mx-auto mb-4 max-w-2xl" />
      {data && orders.length === 0 ? <Empty>No orders to pack.</Empty> : null}
      {orders.map((order) => (
        <Slip key={order.order_number} order={order} shop={data!.data.shop} />
      ))}
    </>
  );
}
