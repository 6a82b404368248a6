"use client";

import { formatDateIn, formatTakaIn, toBanglaDigits, type Order } from "@shop/contracts";
import { useLocale, useLocalePath, useT } from "@/i18n/client";
import { ChevronRightIcon } from "@/components/ui/icons";
import { ProductImage } from "@/features/catalog/components/product-image";
import { formatOrderDate } from "../lib/order-dates";
import { itemCount, itemCountText, orderHref } from "../lib/order-links";
import { OrderStatusBadge } from "./order-status-badge";

const THUMBS = 3;

/**
 * One order in the list, the whole card one link to the order (its name starts with
 * "Order #<number>"): a card on phones, one roomy row from 768 px.
 */
export function OrderRow({ order }: { order: Order }) {
  const more = order.items.length - THUMBS;
  const t = useT("orders");
  const locale = useLocale();
  const href = useLocalePath();
  const bn = locale === "bn";
  const count = itemCount(order);
  return (
    <a
      href={href(orderHref(order.order_key))}

      data-order-key={order.order_key}
      className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-3 rounded-xl border border-slate-200 bg-white p-4 transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:grid-cols-[minmax(0,15rem)_minmax(0,1fr)_7.5rem_8rem_1.25rem] md:gap-x-6 md:px-6 md:py-5"
    >
      <div className="min-w-0">
        <p className="font-semibold [overflow-wrap:anywhere] text-slate-900">{t("order", { number: order.order_number })}</p>
        <p className="mt-0.5 text-sm text-slate-600">
          <time dateTime={order.created_at}>{bn ? formatDateIn(order.created_at, "bn", "short") : formatOrderDate(order.created_at)}</time>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {bn ? (count === 1 ? t("itemOne") : t("items", { count: toBanglaDigits(String(count)) })) : itemCountText(count)}
        </p>
      </div>
      <div className="justify-self-end md:order-3 md:justify-self-start">
        <OrderStatusBadge status={order.status} />
      </div>
      <div className="flex items-center gap-1.5 md:order-2" aria-hidden="true">
        {order.items
          .slice(0, THUMBS)
          .map((item) =>
            item.image ? (
              <ProductImage
                key={item.product_slug}
                src={item.image}
                alt=""
                width={44}
                height={44}
                sizes="44px"
                minWidth={64}
                maxWidth={128}
                className="size-11 rounded-md border border-slate-200 bg-slate-50 object-contain p-0.5"
              />
            ) : (
              <span key={item.product_slug} className="size-11 rounded-md border border-slate-200 bg-slate-100" />
            ),
          )}
        {more > 0 ? (
          <span className="grid size-11 place-items-center rounded-md bg-slate-100 text-xs font-semibold text-slate-600">
            +{bn ? toBanglaDigits(String(more)) : more}
          </span>
        ) : null}
      </div>
      <p className="text-right md:order-4">
        <span className="block text-xs text-slate-500">{t("total")}</span>{" "}
        <span className="font-bold tabular-nums text-slate-900">{formatTakaIn(order.summary.total, locale)}</span>
      </p>
      <ChevronRightIcon className="hidden size-5 text-slate-400 md:order-5 md:block" />
    </a>
  );
}
