import type { Metadata } from "next";
import { personalPageMetadata } from "@/features/cart/components/page-frame";
import { Breadcrumbs } from "@/features/catalog/components/breadcrumbs";
import { OrderDetail } from "@/features/orders/components/order-detail";
import { orderHref } from "@/features/orders/lib/order-links";

type Props = { params: Promise<{ order_key: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { order_key } = await params;
  return personalPageMetadata("Order", orderHref(order_key));
}

/** /my-orders/{order_key}: open to anyone holding the key (proxy.ts leaves it unguarded); the API decides how much they see. */
export default async function Page({ params }: Props) {
  const { order_key } = await params;
  return (
    <div className="shop-container py-4 md:py-6">
      <Breadcrumbs
        crumbs={[
          { name: "Home", path: "/" },
          { name: "My Orders", path: "/my-orders" },
          { name: "Order", path: orderHref(order_key) },
        ]}
        hideCurrentOnMobile
      />
      <OrderDetail orderKey={order_key} />
    </div>
  );
}
