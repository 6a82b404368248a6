import { useTranslations } from "next-intl";
import { Suspense } from "react";
import { PageFrame, personalPageMetadata } from "@/features/cart/components/page-frame";
import { CancelOrderView } from "@/features/orders/components/cancel-form";
import { LoadingBlock } from "@/features/orders/components/order-states";

export const generateMetadata = () => personalPageMetadata("Cancel Order", "/order-cancel-confirm");

/** /order-cancel-confirm?order_key=: signed-in only (proxy.ts). */
export default function Page() {
  const t = useTranslations("orderForms");
  return (
    <PageFrame title="Cancel Order" path="/order-cancel-confirm">
      <Suspense fallback={<LoadingBlock label={t("loading")} />}>
        <CancelOrderView />
      </Suspense>
    </PageFrame>
  );
}
