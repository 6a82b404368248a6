"use client";

import { formatTaka, type Order, type OrderItem } from "@shop/contracts";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Price } from "@/features/catalog/components/price";
import { ProductImage } from "@/features/catalog/components/product-image";
import { productHref } from "@/lib/routes";
import { toast } from "@/lib/toast";

/**
 * The order's lines as bought: image, name (to the product), quantity, unit price
 * (the regular one struck through when it was discounted) and line total. On a
 * delivered order the buyer sees Write a Review on each line not yet reviewed.
 */
export function OrderLines({ order }: { order: Pick<Order, "items" | "status" | "is_owner"> }) {
  const reviewable = order.status === "delivered" && order.is_owner;
  return (
    <ul role="list" className="divide-y divide-slate-200" aria-label="Ordered products">
      {order.items.map((item) => (
        <Line key={item.product_slug} item={item} reviewable={reviewable} />
      ))}
    </ul>
  );
}

function Line({ item, reviewable }: { item: OrderItem; reviewable: boolean }) {
  return (
    <li className="flex gap-3 py-4" data-order-line={item.product_slug}>
      {item.image ? (
        <ProductImage
          src={item.image}
          alt={item.name}
          width={80}
          height={80}
          sizes="80px"
          minWidth={128}
          maxWidth={256}
          className="size-16 shrink-0 rounded-md border border-slate-200 bg-slate-50 object-contain p-1 sm:size-20"
        />
      ) : (
        <span aria-hidden="true" className="size-16 shrink-0 rounded-md border border-slate-200 bg-slate-100 sm:size-20" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-start sm:gap-4">
        <div className="min-w-0 flex-1 space-y-1">
          <Link
            href={productHref(item.product_slug)}
            prefetch={false}
            className="line-clamp-2 text-sm leading-5 font-medium [overflow-wrap:anywhere] text-slate-900 hover:text-brand-700 hover:underline"
          >
            {item.name}
          </Link>
          <Price price={item.price} hasDiscount={item.has_discount_price} discountPrice={item.discount_price} />
          <p className="text-sm text-slate-600">Qty: {item.quantity}</p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2 sm:flex-col sm:items-end">
          <p className="text-sm font-semibold tabular-nums text-slate-900">
            <span className="sr-only">Line total: </span>
            {formatTaka(item.total)}
          </p>
          {reviewable ? <Review item={item} /> : null}
        </div>
      </div>
    </li>
  );
}

/** The review dialog comes with the reviews work; until then the button says so. */
function Review({ item }: { item: OrderItem }) {
  if (item.is_reviewed) {
    return (
      <p className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-emerald-700" data-reviewed="">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth={2.5}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
        Reviewed
      </p>
    );
  }
  return (
    <Button variant="outlined" onClick={() => toast.info("Reviews open soon")}>
      Write a Review<span className="sr-only"> for {item.name}</span>
    </Button>
  );
}
