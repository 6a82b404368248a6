import { Suspense } from "react";
import { PageFrame, personalPageMetadata } from "@/features/cart/components/page-frame";
import { CancelOrderView } from "@/features/orders/components/cancel-form";
import { LoadingBlock } from "@/features/orders/components/order-states";

export const generateMetadata = () => personalPageMetadata("Cancel Order", "/order-cancel-confirm");

/** /order-cancel-confirm?order_key=: signed-in only (proxy.ts). */
export default function Page() {
  return (
    <PageFrame title="Cancel Order" path="/order-cancel-confirm">
      <Suspense fallback={<LoadingBlock label="Loading order" />}>
        <CancelOrderView />
      </Suspense>
    </PageFrame>
  );
}
