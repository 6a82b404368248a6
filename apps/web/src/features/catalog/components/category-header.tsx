import { toBanglaDigits, type CategoriesResponse } from "@shop/contracts";
import { useTranslations } from "next-intl";
import { useServerLocale, useServerPath } from "@/i18n/server";
import { imageAt, mediaUrl } from "../lib/media";

type Data = CategoriesResponse["data"];

/** Chips for the category's sub-categories, or its siblings. */
export function CategoryHeader({ data }: { data: Data }) {
  const category = data.category;
  const bn = useServerLocale() === "bn";
  const path = useServerPath();
  const t = useTranslations("listing");
  if (!category) return null;
  const parentMenu = category.parent ? data.main_menu.find((m) => m.slug === category.parent?.slug) : undefined;
  const chips = data.categories.length ? data.categories : (parentMenu?.children ?? []);
  const showingSiblings = !data.categories.length && chips.length > 0;

  return (
    <>
      {chips.length > 0 && (
        <nav aria-label={showingSiblings ? t("moreIn", { name: parentMenu?.name ?? "" }) : t("subCategories", { name: category.name })} className="mt-4">
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] md:mx-0 md:flex-wrap md:px-0">
            {chips.map((child) => {
              const current = child.slug === category.slug;
              return (
                <li key={child.slug} className="shrink-0">
                  <a
                    href={path(`/category/${child.slug}`)}
                    aria-current={current ? "page" : undefined}
                    className={`inline-flex items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                      current
                        ? "border-brand-600 bg-brand-600 text-white"
                        : "border-slate-200 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700"
                    }`}
                  >
                    {child.name}
                    <span className={`text-xs tabular-nums ${current ? "text-white/80" : "text-slate-500"}`}>
                      {bn ? toBanglaDigits(String(child.product_count)) : child.product_count}
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
    </>
  );
}

/**
 * The category's banner, below its products: a 300 px picture above the grid pushed the
 * first product below a laptop's first screen (issue 9). Loaded lazily.
 */
export function CategoryBanner({ data }: { data: Data }) {
  const category = data.category;
  if (!category?.banner) return null;
  const banner = category.banner;
  return (
    <div className="mt-8 overflow-hidden rounded-xl bg-slate-100">
      <img
        src={imageAt(mediaUrl(banner), 1450)}
        srcSet={[640, 1024, 1450].map((w) => `${imageAt(mediaUrl(banner), w)} ${w}w`).join(", ")}
        sizes="(min-width: 1440px) 1392px, 100vw"
        alt=""
        width={1450}
        height={480}
        loading="lazy"
        decoding="async"
        className="aspect-[1450/480] w-full object-cover"
      />
    </div>
  );
}
