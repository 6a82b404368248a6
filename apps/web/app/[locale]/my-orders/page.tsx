import { Suspense } from "react";
import { PageFrame, personalPageMetadata } from "@/features/cart/components/page-frame";
import { OrdersPage } from "@/features/orders/components/orders-page";
import { LoadingBlock } from "@/features/orders/components/order-states";

export const generateMetadata = () => personalPageMetadata("My Orders", "/my-orders");

/** Signed-in only: proxy.ts sends a visitor without a session to /signin first. */
export default function Page() {
  return (
    <PageFrame title="My Orders" path="/my-orders">
      <Suspense fallback={<LoadingBlock label="Loading orders" />}>
        <OrdersPage />
      </Suspense>
    </PageFrame>
  );
}
