"use client";

import type { Order, OrderItem } from "@shop/contracts";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { WriteReviewDialog } from "@/features/reviews/components/write-review-dialog";

/**
 * Write a Review from the orders list (spec §4): under a delivered order's card, one
 * button for each product the buyer has not reviewed yet, opening the same dialog as
 * the order page. A line reviewed here drops out at once.
 */
export function OrderReviewActions({ order }: { order: Order }) {
  const [reviewing, setReviewing] = useState<OrderItem | null>(null);
  const [reviewed, setReviewed] = useState<ReadonlySet<string>>(() => new Set());
  if (order.status !== "delivered" || !order.is_owner) return null;
  const pending = order.items.filter((item) => !item.is_reviewed && !reviewed.has(item.product_slug));
  if (pending.length === 0 && !reviewing) return null;
  return (
    <div className="mt-2 flex flex-wrap gap-2" data-order-reviews={order.order_key}>
      {pending.map((item) => (
        <Button key={item.product_slug} variant="outlined" onClick={() => setReviewing(item)} aria-haspopup="dialog">
          Write a Review<span className="sr-only"> for {item.name}</span>
        </Button>
      ))}
      <WriteReviewDialog
        target={reviewing ? { order, item: reviewing } : null}
        onClose={() => setReviewing(null)}
        onReviewed={(slug) => setReviewed((seen) => new Set(seen).add(slug))}
      />
    </div>
  );
}
