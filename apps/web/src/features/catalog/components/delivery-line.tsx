"use client";

import { formatTakaIn, toBanglaDigits, type ProductDelivery } from "@shop/contracts";
import { useEffect, useState } from "react";
import { useLocale, useT } from "@/i18n/client";
import { districtIn } from "@/features/addresses/lib/district-names-bn";
import { api } from "@/lib/api/client";

type Quote = ProductDelivery["to"];

/**
 * "Delivery to Dhaka ৳70, 1-2 days" for this product's shipping weight (issue 47): to the
 * district of the shopper's chosen address, else Dhaka, with outside Dhaka beside it. The
 * page is cached, and the fee follows the shopper and the owner's table, so it is read
 * after loading (GET /v1/products/{slug}/delivery); until then the box's general fees stand.
 */
export function DeliveryLine({ slug }: { slug: string }) {
  const [delivery, setDelivery] = useState<ProductDelivery | null>(null);
  const t = useT("buy");
  const locale = useLocale();
  const digits = (n: number | string) => (locale === "bn" ? toBanglaDigits(String(n)) : String(n));
  const formatTaka = (taka: number) => formatTakaIn(taka, locale);
  const days = (q: Quote) =>
    q.days_min === q.days_max ? t("daysOne", { n: digits(q.days_min) }) : t("daysRange", { from: digits(q.days_min), to: digits(q.days_max) });
  // District names are the API's, in English: a Bangla page names the district in Bangla (the address form's list).
  const place = (q: Quote) => (q.zone === "inside_dhaka" ? t("dhaka") : districtIn(locale, q.district));
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
      <span className="font-medium">{t("deliveryTo", { place: place(to), fee: formatTaka(to.fee), days: days(to) })}</span>
      {outside && <span className="text-slate-600">{t("outsideDhaka", { fee: formatTaka(outside.fee), days: days(outside) })}</span>}
      {delivery.weight_grams > 1000 && (
        <span className="block text-xs text-slate-500">{t("weight", { kg: digits((delivery.weight_grams / 1000).toFixed(1)) })}</span>
      )}
    </p>
  );
}
