import type { ProductSummary } from "@shop/contracts";
import { useTranslations } from "next-intl";
import { useServerPath } from "@/i18n/server";
import { ProductGrid } from "../components/product-grid";

type Props = {
  id: string;
  title: string;
  subtitle?: string;
  href: string;
  products: ProductSummary[];
  /** Below the first screen: the browser lays it out and paints it only when it scrolls near. */
  belowFold?: boolean;
};

/** Room a row holds until it is first laid out: heading and one line of cards. */
const BELOW_FOLD = "[content-visibility:auto] [contain-intrinsic-size:auto_30rem]";

/** One home row (New, Popular, Special, Today's Deals, Offers) with a link to its full listing. */
export function ProductSection({ id, title, subtitle, href, products, belowFold = false }: Props) {
  const t = useTranslations("home");
  const localize = useServerPath();
  if (!products.length) return null;
  return (
    <section aria-labelledby={id} className={belowFold ? BELOW_FOLD : undefined}>
      <div className="mb-3 flex items-end justify-between gap-4">
        <div>
          <h2 id={id} className="text-lg font-bold text-slate-900 md:text-xl">
            {title}
          </h2>
          {subtitle && <p className="mt-0.5 text-sm text-slate-600">{subtitle}</p>}
        </div>
        <a
          href={localize(href)}
          className="inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t("viewAll")}
          <span className="sr-only"> {title}</span>
          <span aria-hidden>→</span>
        </a>
      </div>
      <ProductGrid products={products} layout="row" label={title} />
    </section>
  );
}
