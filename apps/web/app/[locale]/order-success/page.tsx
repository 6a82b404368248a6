import { Suspense } from "react";
import { PageFrame, personalPageMetadata } from "@/features/cart/components/page-frame";
import { OrderSuccess } from "@/features/checkout/components/order-success";

export const generateMetadata = () => personalPageMetadata("Order Placed", "/order-success");

export default function Page() {
  return (
    <PageFrame title="Order Placed" path="/order-success">
      <Suspense>
        <OrderSuccess />
      </Suspense>
    </PageFrame>
  );
}
