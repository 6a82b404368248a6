import { formatNumberIn, type CompareData } from "@shop/contracts";
import { useTranslations } from "next-intl";
import { AddToCartButton } from "@/features/cart/components/add-to-cart-button";
import { Price } from "@/features/catalog/components/price";
import { ProductImage } from "@/features/catalog/components/product-image";
import { StockStatus } from "@/features/catalog/components/stock-status";
import { useServerLocale } from "@/i18n/server";
import { productHref } from "@/lib/routes";
import { RemoveFromCompare } from "./remove-from-compare";

const nameCell =
  "sticky left-0 z-10 w-24 min-w-24 border-r border-slate-200 bg-slate-50 px-2 py-2 text-left align-top text-xs font-semibold text-slate-700 md:w-44 md:min-w-44 md:px-3 md:text-sm";
const cell = "min-w-30 px-2 py-2 align-top text-sm text-slate-800 md:min-w-44 md:px-3";

/**
 * The products side by side: picture, name, price, stock and Add to Cart, then one row
 * per attribute or specification, aligned, a row whose values differ marked. The row
 * names stay put while a phone scrolls the products sideways (two columns in view at 375 px).
 */
export function CompareTable({ data }: { data: CompareData }) {
  const { products, rows } = data;
  const differing = rows.filter((row) => row.differs).length;
  const t = useTranslations("comparePage");
  const locale = useServerLocale();
  return (
    <>
      <p className="mt-2 text-sm text-slate-600">
        {differing ? (
          <>
            <span className="mr-1 inline-block size-3 rounded-sm border border-amber-300 bg-amber-50 align-middle" aria-hidden="true" />
            {differing === 1 ? t("differsOne") : t("differsMany", { count: formatNumberIn(differing, locale) })}
            {t("marked")}
          </>
        ) : (
          t("same")
        )}
      </p>
      <div
        className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white"
        role="region"
        aria-label={t("region")}
        // A region that scrolls sideways must take focus so the keyboard can scroll it (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table className="w-full border-collapse">
          <caption className="sr-only">{t("caption", { names: products.map((p) => p.name).join(", ") })}</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <td className={nameCell}>
                <span className="sr-only">{t("product")}</span>
              </td>
              {products.map((product) => (
                <th key={product.slug} scope="col" className={`${cell} text-left font-normal`}>
                  <a href={productHref(product.slug)} className="block focus-visible:outline-2 focus-visible:outline-brand-600">
                    <ProductImage
                      src={product.image}
                      alt=""
                      width={128}
                      height={128}
                      sizes="128px"
                      minWidth={128}
                      maxWidth={256}
                      className="mx-auto size-20 object-contain md:size-28"
                    />
                    <span className="mt-2 line-clamp-3 block text-sm font-semibold text-slate-900 hover:text-brand-700">{product.name}</span>
                  </a>
                  <RemoveFromCompare slug={product.slug} name={product.name} slugs={products.map((p) => p.slug)} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-slate-100">
              <th scope="row" className={nameCell}>
                {t("price")}
              </th>
              {products.map((product) => (
                <td key={product.slug} className={cell}>
                  <Price price={product.price} hasDiscount={product.has_discount_price} discountPrice={product.discount_price} />
                </td>
              ))}
            </tr>
            <tr className="border-b border-slate-100">
              <th scope="row" className={nameCell}>
                {t("stock")}
              </th>
              {products.map((product) => (
                <td key={product.slug} className={cell}>
                  <StockStatus stock={product.current_stock} />
                </td>
              ))}
            </tr>
            <tr className="border-b border-slate-200">
              <th scope="row" className={nameCell}>
                <span className="sr-only">{t("addToCart")}</span>
              </th>
              {products.map((product) => (
                <td key={product.slug} className={cell}>
                  <AddToCartButton
                    product={{ slug: product.slug, name: product.name, current_stock: product.current_stock }}
                    labelWithName
                    compact
                    size="sm"
                    fullWidth
                  />
                </td>
              ))}
            </tr>
            {rows.map((row) => (
              <tr
                key={row.key}
                className={row.differs ? "border-b border-amber-100 bg-amber-50" : "border-b border-slate-100"}
                data-differs={row.differs || undefined}
              >
                <th scope="row" className={`${nameCell} ${row.differs ? "bg-amber-50" : ""}`}>
                  <span className="[overflow-wrap:anywhere]">{row.name}</span>
                  {row.differs && <span className="mt-0.5 block text-[11px] font-medium text-amber-800">{t("differs")}</span>}
                </th>
                {row.values.map((value, i) => (
                  <td key={products[i]?.slug ?? i} className={`${cell} [overflow-wrap:anywhere]`}>
                    {value ?? (
                      <span className="text-slate-400">
                        <span aria-hidden="true">–</span>
                        <span className="sr-only">{t("notGiven")}</span>
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
