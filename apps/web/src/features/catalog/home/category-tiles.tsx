import type { MenuItem } from "@shop/contracts";
import { useTranslations } from "next-intl";
import { useServerPath } from "@/i18n/server";
import { imageAt, mediaUrl } from "../lib/media";

type Tile = Pick<MenuItem, "name" | "slug" | "logo">;

/** Categories as tiles: icon and name, linking to the category listing. */
export function CategoryTiles({ categories, title, id = "shop-by-category" }: { categories: Tile[]; title?: string; id?: string }) {
  const t = useTranslations("home");
  const localize = useServerPath();
  if (!categories.length) return null;
  return (
    <section aria-labelledby={id}>
      <div className="mb-3 flex items-end justify-between gap-4">
        <h2 id={id} className="text-lg font-bold text-slate-900 md:text-xl">
          {title ?? t("shopByCategory")}
        </h2>
      </div>
      {/* Phones: two rows that scroll sideways; wider screens: a plain grid. */}
      <ul
        role="list"
        className="-mx-4 grid snap-x auto-cols-[29%] grid-flow-col grid-rows-2 gap-2.5 overflow-x-auto scroll-px-4 px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:grid-flow-row sm:grid-cols-5 sm:grid-rows-none sm:gap-3 sm:overflow-visible sm:px-0 xl:grid-cols-10"
      >
        {categories.map((category) => (
          <li key={category.slug} className="snap-start">
            <a href={localize(`/category/${category.slug}`)} className="group category-tile">
              <span className="category-tile-icon">
                {category.logo ? (
                  <img
                    src={imageAt(mediaUrl(category.logo), 128)}
                    srcSet={`${imageAt(mediaUrl(category.logo), 64)} 1x, ${imageAt(mediaUrl(category.logo), 128)} 2x`}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                    decoding="async"
                    className="size-14 object-contain"
                  />
                ) : (
                  <span aria-hidden className="text-lg font-bold text-brand-700">
                    {category.name.slice(0, 1)}
                  </span>
                )}
              </span>
              <span className="category-tile-name">{category.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
