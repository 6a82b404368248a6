"use client";

import { formatTaka, type ProductDelivery } from "@shop/contracts";
import { useEffect, useState } from "react";
import { api } from "@/lib/api/client";

type Quote = ProductDelivery["to"];

const days = (q: Quote) => (q.days_min === q.days_max ? `${q.days_min} days` : `${q.days_min}-${q.days_max} days`);
const place = (q: Quote) => (q.zone === "outside_dhaka" ? q.district : q.zone === "inside_dhaka" ? "Dhaka" : q.district);

/**
 * "Delivery to Dhaka ৳70, 1-2 days" for this product's shipping weight (issue 47): to the
 * district of the shopper's chosen address, else Dhaka, with outside Dhaka beside it. The
 * page is cached, and the fee follows the shopper and the owner's table, so it is read
 * after loading (GET /v1/products/{slug}/delivery); until then the box's general fees stand.
 */
export function DeliveryLine({ slug }: { slug: string }) {
  const [delivery, setDelivery] = useState<ProductDelivery | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api
      .get<{ message: string; data: ProductDelivery }>(`/v1/products/${encodeURIComponent(slug)}/delivery`, { cache: "no-store", signal: controller.signal })
      .then((res) => setDelivery(res.data.data))
      .catch(() => {
        // The box's general fees stay: they are this line's 1 kg figures.
      });
    return () => controller.abort();
  }, [slug]);
  if (!delivery) return null;
  const { to, outside_dhaka: outside } = delivery;
  return (
    <p className="mb-2 text-slate-800" data-testid="product-delivery-line">
      <span className="font-medium">
        Delivery to {place(to)} {formatTaka(to.fee)}, {days(to)}
      </span>
      {outside && (
        <span className="text-slate-600">
          {" "}
          · Outside Dhaka {formatTaka(outside.fee)}, {days(outside)}
        </span>
      )}
      {delivery.weight_grams > 1000 && <span className="block text-xs text-slate-500">Shipping weight {(delivery.weight_grams / 1000).toFixed(1)} kg</span>}
    </p>
  );
}
