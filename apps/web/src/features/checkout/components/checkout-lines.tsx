import { formatTakaIn, toBanglaDigits, type Cart } from "@shop/contracts";
import { useLocale, useLocalePath, useT } from "@/i18n/client";
import { productHref } from "@/lib/routes";
import { QuantityCutNotice } from "@/features/cart/components/quantity-cut-notice";

/** The cart's lines, compact: what the order will hold (checkout and payment pages). */
export function CheckoutLines({ cart }: { cart: Cart }) {
  const t = useT("checkout");
  const words = useT("cart");
  const locale = useLocale();
  const href = useLocalePath();
  const digits = (n: number) => (locale === "bn" ? toBanglaDigits(String(n)) : String(n));
  const formatTaka = (taka: number) => formatTakaIn(taka, locale);
  return (
    <section aria-labelledby="checkout-lines-title" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="checkout-lines-title" className="text-base font-semibold text-slate-900">
          {words("productsCount", { count: digits(cart.products.length) })}
        </h2>
        <a href={href("/my-cart")} className="text-sm font-medium text-brand-700 hover:underline">
          {words("editCart")}
        </a>
      </div>
      <ul className="divide-y divide-slate-200 text-sm" aria-label={t("inThisOrder")}>
        {cart.products.map((line) => (
          <li key={line.slug} className="flex items-start gap-3 py-2.5">
            <img src={line.image} alt="" width={48} height={48} loading="lazy" className="size-12 shrink-0 rounded-md border border-slate-200 object-contain" />
            <div className="min-w-0 flex-1">
              <a
                href={productHref(line.slug)}

                className="line-clamp-2 font-medium text-slate-900 [overflow-wrap:anywhere] hover:text-brand-700"
              >
                {line.name}
              </a>
              <p className="text-slate-500">
                {digits(line.quantity)} × {formatTaka(line.has_discount_price && line.discount_price !== null ? line.discount_price : line.price)}
              </p>
              {line.is_available ? null : <p className="font-medium text-red-700">{t("outOfStock")}</p>}
              <div className="mt-1.5 empty:hidden">
                <QuantityCutNotice line={line} />
              </div>
            </div>
            <span className="font-semibold tabular-nums text-slate-900">{formatTaka(line.subtotal)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
