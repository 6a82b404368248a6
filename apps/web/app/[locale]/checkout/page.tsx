import { PageFrame, personalPageMetadata } from "@/features/cart/components/page-frame";
import { CheckoutPage } from "@/features/checkout/components/checkout-page";

export const generateMetadata = () => personalPageMetadata("Checkout", "/checkout");

export default function Page() {
  return (
    <PageFrame title="Checkout" path="/checkout">
      <CheckoutPage />
    </PageFrame>
  );
}
