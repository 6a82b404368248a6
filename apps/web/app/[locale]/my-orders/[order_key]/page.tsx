import { getTranslations } from "next-intl/server";
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
  const listing = await getTranslations("listing");
  const pages = await getTranslations("pages");
  return (
    <div className="shop-container py-4 md:py-6">
      <Breadcrumbs
        crumbs={[
          { name: listing("home"), path: "/" },
          { name: pages("myOrders"), path: "/my-orders" },
          { name: pages("order"), path: orderHref(order_key) },
        ]}
        hideCurrentOnMobile
      />
      <OrderDetail orderKey={order_key} />
    </div>
  );
}
