"use client";

import { formatTakaIn, toBanglaDigits, type Order, type OrderItem } from "@shop/contracts";
import { useLocale, useLocalePath, useT } from "@/i18n/client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ClientPrice as Price } from "@/features/catalog/components/client-price";
import { ProductImage } from "@/features/catalog/components/product-image";
import { WriteReviewDialog } from "@/features/reviews/components/write-review-dialog";
import { getOrder } from "@/lib/api/orders";
import { productHref } from "@/lib/routes";

type LinesOrder = Pick<Order, "items" | "status" | "is_owner" | "order_key" | "order_number" | "created_at">;

/**
 * The order's lines as bought: image, name (to the product), quantity, unit price
 * (the regular one struck through when it was discounted) and line total. On a
 * delivered order the buyer sees Write a Review on each line not reviewed yet, and
 * Reviewed instead on the lines they have reviewed.
 */
export function OrderLines({ order }: { order: LinesOrder }) {
  const reviewable = order.status === "delivered" && order.is_owner;
  const t = useT("orders");
  const [reviewing, setReviewing] = useState<OrderItem | null>(null);
  // The lines as last read after a review; dropped when the page hands in a newer order.
  const [fresh, setFresh] = useState<{ from: OrderItem[]; items: OrderItem[] } | null>(null);
  const items = fresh && fresh.from === order.items ? fresh.items : order.items;

  const markReviewed = (slug: string) => {
    const from = order.items;
    setFresh({ from, items: items.map((item) => (item.product_slug === slug ? { ...item, is_reviewed: true } : item)) });
    getOrder(order.order_key).then(
      (next) => setFresh({ from, items: next.items }),
      // The review is saved and the line already says so; the order page's next read corrects anything else.
      (error: unknown) => console.error("Could not read the order again after a review", error),
    );
  };

  return (
    <>
      <ul role="list" className="divide-y divide-slate-200" aria-label={t("orderedProducts")}>
        {items.map((item) => (
          <Line key={item.product_slug} item={item} onReview={reviewable ? () => setReviewing(item) : null} />
        ))}
      </ul>
      {reviewable ? (
        <WriteReviewDialog target={reviewing ? { order, item: reviewing } : null} onClose={() => setReviewing(null)} onReviewed={markReviewed} />
      ) : null}
    </>
  );
}

function Line({ item, onReview }: { item: OrderItem; onReview: (() => void) | null }) {
  const t = useT("orders");
  const locale = useLocale();
  const href = useLocalePath();
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
          <a
            href={href(productHref(item.product_slug))}

            className="line-clamp-2 text-sm leading-5 font-medium [overflow-wrap:anywhere] text-slate-900 hover:text-brand-700 hover:underline"
          >
            {item.name}
          </a>
          <Price price={item.price} hasDiscount={item.has_discount_price} discountPrice={item.discount_price} />
          <p className="text-sm text-slate-600">{t("qty", { count: locale === "bn" ? toBanglaDigits(String(item.quantity)) : item.quantity })}</p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2 sm:flex-col sm:items-end">
          <p className="text-sm font-semibold tabular-nums text-slate-900">
            <span className="sr-only">{t("lineTotal")}</span>
            {formatTakaIn(item.total, locale)}
          </p>
          {onReview ? <Review item={item} onOpen={onReview} /> : null}
        </div>
      </div>
    </li>
  );
}

/** Write a Review on each line of a delivered order not reviewed yet; a reviewed line says Reviewed instead. */
function Review({ item, onOpen }: { item: OrderItem; onOpen: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 sm:justify-end">
      {item.is_reviewed ? (
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
          Reviewed<span className="sr-only">: you have reviewed {item.name}</span>
        </p>
      ) : (
        <Button variant="outlined" onClick={onOpen} aria-haspopup="dialog">
          Write a Review<span className="sr-only"> for {item.name}</span>
        </Button>
      )}
    </div>
  );
}
