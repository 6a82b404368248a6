import { CartPage } from "@/features/cart/components/cart-page";
import { PageFrame, personalPageMetadata } from "@/features/cart/components/page-frame";

export const generateMetadata = () => personalPageMetadata("My Cart", "/my-cart");

export default function Page() {
  return (
    <PageFrame title="My Cart" path="/my-cart">
      <CartPage />
    </PageFrame>
  );
}
