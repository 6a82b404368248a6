import { InfoPage } from "@/features/info/info-page";
import { infoMetadata } from "@/features/info/info-metadata";
import { ShippingRefundPolicy } from "@/features/info/shipping-refund-policy";

export const metadata = infoMetadata(
  "Shipping & Refund Policy",
  "/shipping-and-refund-policy",
  "Delivery charges and times inside and outside Dhaka, express delivery, office pickup, 7-day returns and refunds.",
);

export default function Page() {
  return (
    <InfoPage title="Shipping & Refund Policy" path="/shipping-and-refund-policy" updated="1 November 2026">
      <ShippingRefundPolicy />
    </InfoPage>
  );
}
