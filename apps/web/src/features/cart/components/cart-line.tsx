"use client";

import type { CartLine as CartLineData } from "@shop/contracts";
import { formatTakaIn } from "@shop/contracts";
import { useLocale, useT } from "@/i18n/client";
import { useRef } from "react";
import { Spinner } from "@/components/ui/spinner";
import { ClientPrice as Price } from "@/features/catalog/components/client-price";
import { ProductImage } from "@/features/catalog/components/product-image";
import { StockOutBadge } from "@/features/catalog/components/stock-status";
import { effectivePrice } from "@/features/catalog/lib/pricing";
import { cn } from "@/lib/cn";
import { productHref } from "@/lib/routes";
import { localizePath } from "@/i18n/paths";
import { useCartStore } from "../cart-state";
import { removeLine } from "../cart-store";
import { useLineQuantity } from "../hooks/use-line-quantity";
import { TrashIcon } from "@/components/ui/more-icons";
import { PriceBreakNote } from "./price-break-note";
import { QuantityCutNotice } from "./quantity-cut-notice";
import { QuantityStepper } from "./quantity-stepper";

/**
 * One cart line, in the drawer and on /my-cart (spec §2): image and name link to the
 * product, price, quantity, line total and delete. A spinner covers the line while it
 * is being saved or removed.
 */
export function CartLine({ line, compact = false }: { line: CartLineData; compact?: boolean }) {
  const busy = useCartStore((s) => Boolean(s.busy[line.slug]));
  const { count, change } = useLineQuantity({ slug: line.slug, quantity: line.quantity, stock: line.current_stock });
  const available = line.is_available && line.current_stock > 0;
  const t = useT("cart");
  const locale = useLocale();
  const formatTaka = (taka: number) => formatTakaIn(taka, locale);
  const href = localizePath(locale, productHref(line.slug));
  const item = useRef<HTMLLIElement>(null);

  // The removed line takes the focus with it: hand it to the next line (or the one before).
  const remove = async () => {
    const neighbour = item.current?.nextElementSibling ?? item.current?.previousElementSibling;
    const list = item.current?.parentElement;
    if (!(await removeLine({ product: line.slug }))) return;
    const target = neighbour?.querySelector<HTMLElement>("button:not([disabled])") ?? list?.closest<HTMLElement>("[tabindex], dialog, main");
    target?.focus();
  };

  return (
    <li ref={item} className="relative flex gap-3 py-4" aria-busy={busy || undefined} data-cart-line={line.slug}>
      <a href={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <ProductImage
          src={line.image}
          alt=""
          width={compact ? 64 : 88}
          height={compact ? 64 : 88}
          sizes={compact ? "64px" : "88px"}
          minWidth={128}
          maxWidth={256}
          className={cn(
            "rounded-md border border-slate-200 bg-slate-50 object-contain p-1",
            compact ? "size-16" : "size-20 sm:size-22",
            !available && "opacity-60",
          )}
        />
      </a>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-start gap-2">
          <a href={href} className="line-clamp-2 flex-1 text-sm font-medium leading-5 text-slate-900 hover:text-brand-700 hover:underline">
            {line.name}
          </a>
          <button
            type="button"
            onClick={() => void remove()}
            disabled={busy}
            aria-label={t("remove", { name: line.name })}
            className="-mt-1 -mr-1 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-red-50 hover:text-red-600 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <TrashIcon className="size-4.5" />
          </button>
        </div>
        <Price price={line.price} hasDiscount={line.has_discount_price} discountPrice={line.discount_price} />
        <PriceBreakNote line={line} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          {available ? (
            <QuantityStepper count={count} stock={line.current_stock} onChange={change} productName={line.name} disabled={busy} />
          ) : (
            <StockOutBadge />
          )}
          <p className="text-sm font-semibold tabular-nums text-slate-900">
            <span className="sr-only">{t("lineTotal")}</span>
            {/* While a change waits to be saved, the line total follows the count shown. */}
            {formatTaka(count === line.quantity ? line.subtotal : Math.round(effectivePrice(line) * count * 100) / 100)}
          </p>
        </div>
        <QuantityCutNotice line={line} />
      </div>
      {busy ? (
        <div className="absolute inset-0 flex items-center justify-center rounded-md bg-white/60" data-line-busy="">
          <Spinner className="size-6 text-brand-600" />
        </div>
      ) : null}
    </li>
  );
}
