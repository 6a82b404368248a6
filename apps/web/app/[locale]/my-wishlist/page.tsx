import { PageFrame, personalPageMetadata } from "@/features/cart/components/page-frame";
import { WishlistPage } from "@/features/wishlist/components/wishlist-page";

export const generateMetadata = () => personalPageMetadata("My Wishlist", "/my-wishlist");

export default function Page() {
  return (
    <PageFrame title="My Wishlist" path="/my-wishlist">
      <WishlistPage />
    </PageFrame>
  );
}
