import { InfoPage } from "@/features/info/info-page";
import { infoMetadata } from "@/features/info/info-metadata";
import { ShippingRefundPolicy } from "@/features/info/shipping-refund-policy";
import { getReturnPolicy } from "@/lib/api/returns";

// The return window is the owner's (RETURN_WINDOW_DAYS): read from the API, at most five minutes old.
export const revalidate = 300;

export const generateMetadata = () =>
  infoMetadata(
    "Shipping & Refund Policy",
    "/shipping-and-refund-policy",
    "Delivery charges and times inside and outside Dhaka, express delivery, office pickup, returns and refunds.",
  );

export default async function Page() {
  const policy = await getReturnPolicy();
  return (
    <InfoPage title="Shipping & Refund Policy" path="/shipping-and-refund-policy" updated="1 November 2026">
      <ShippingRefundPolicy returnDays={policy.window_days} />
    </InfoPage>
  );
}
