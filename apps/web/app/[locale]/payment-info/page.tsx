import { PageFrame, personalPageMetadata } from "@/features/cart/components/page-frame";
import { PaymentInfoPage } from "@/features/checkout/components/payment-info-page";

export const generateMetadata = () => personalPageMetadata("Payment Information", "/payment-info");

export default function Page() {
  return (
    <PageFrame title="Payment Information" path="/payment-info">
      <PaymentInfoPage />
    </PageFrame>
  );
}
