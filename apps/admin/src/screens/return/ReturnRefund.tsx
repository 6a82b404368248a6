import type { AdminOrder } from "@shop/contracts/admin";
import type { AdminReturn } from "@shop/contracts/returns";
import { Loading } from "../../components/ui";
import { endpoints } from "../../lib/endpoints";
import { useApi } from "../../lib/use-api";
import { Refunds } from "../order/Refunds";
import { returnRefundValue } from "../order/refund-form";

/**
 * A return approved for a refund (approved, or its parts received): the order's Refunds
 * panel, its form prefilled with what the returned parts were paid (returnRefundValue)
 * and the refund linked to the return, which can then be closed.
 */
export function ReturnRefund({ ret }: { ret: AdminReturn }) {
  const wanted = ret.resolution === "refund" && (ret.status === "approved" || ret.status === "received");
  const { data } = useApi<{ data: AdminOrder }>(wanted ? endpoints.order(ret.order_number) : null);
  if (!wanted) return null;
  if (!data) return <Loading />;
  return (
    <div className="mb-4">
      <Refunds
        order={{ order_number: ret.order_number }}
        returnId={ret.id}
        prefill={returnRefundValue(ret.lines, { lines: data.data.lines, coupon_discount_poisha: data.data.summary.coupon_discount_poisha })}
      />
    </div>
  );
}
