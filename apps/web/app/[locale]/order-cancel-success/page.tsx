import { useTranslations } from "next-intl";
import { Suspense } from "react";
import { PageFrame, personalPageMetadata } from "@/features/cart/components/page-frame";
import { OrderCancelled } from "@/features/orders/components/order-cancelled";
import { LoadingBlock } from "@/features/orders/components/order-states";

export const generateMetadata = () => personalPageMetadata("Order Cancelled", "/order-cancel-success");

/** /order-cancel-success?order_key=: signed-in only (proxy.ts). */
export default function Page() {
  const t = useTranslations("orderForms");
  return (
    <PageFrame title="Order Cancelled" path="/order-cancel-success">
      <Suspense fallback={<LoadingBlock label={t("loading")} />}>
        <OrderCancelled />
      </Suspense>
    </PageFrame>
  );
}
