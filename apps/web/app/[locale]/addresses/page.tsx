import { AddressesPage } from "@/features/addresses/components/addresses-page";
import { PageFrame, personalPageMetadata } from "@/features/cart/components/page-frame";

export const generateMetadata = () => personalPageMetadata("My Addresses", "/addresses");

export default function Page() {
  return (
    <PageFrame title="My Addresses" path="/addresses">
      <AddressesPage />
    </PageFrame>
  );
}
