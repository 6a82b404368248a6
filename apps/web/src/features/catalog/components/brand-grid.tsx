import { toBanglaDigits, type BrandItem } from "@shop/contracts";
import { useLocale, useTranslations } from "next-intl";
import { localizePath } from "@/i18n/paths";
import { imageAt, mediaUrl } from "../lib/media";

/** Every brand as a tile linking to its products (`/brands?brand=<slug>`). */
export function BrandGrid({ brands }: { brands: BrandItem[] }) {
  const t = useTranslations("brandsPage");
  const locale = useLocale() === "bn" ? "bn" : "en";
  return (
    <ul role="list" className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-5">
      {brands.map((brand) => (
        <li key={brand.slug}>
          <a
            href={localizePath(locale, `/brands?brand=${brand.slug}`)}
            className="group flex h-full flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-center transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <span className="flex h-16 w-full items-center justify-center">
              {brand.logo ? (
                <img
                  src={imageAt(mediaUrl(brand.logo), 256)}
                  srcSet={`${imageAt(mediaUrl(brand.logo), 128)} 1x, ${imageAt(mediaUrl(brand.logo), 256)} 2x`}
                  alt=""
                  width={128}
                  height={64}
                  loading="lazy"
                  decoding="async"
                  className="h-16 w-32 object-contain"
                />
              ) : (
                <span aria-hidden className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-xl font-bold text-brand-700">
                  {brand.name.slice(0, 1)}
                </span>
              )}
            </span>
            <span className="font-semibold text-slate-900 group-hover:text-brand-700">{brand.name}</span>
            <span className="text-xs text-slate-500">
              {locale === "bn" ? t("productCount", { count: toBanglaDigits(String(brand.product_count)) }) : t("productCount", { count: brand.product_count })}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
