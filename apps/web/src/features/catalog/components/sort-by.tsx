import { PRODUCT_SORTS, type ProductSort } from "@shop/contracts";
import { useTranslations } from "next-intl";
import { KEEP_SCROLL } from "@/lib/link-navigation";
import { listingParams, type ListingState } from "../lib/listing-query";

type Props = {
  basePath: string;
  state: ListingState;
  defaultSort: ProductSort;
  /** The choices, in order; by default every sort except relevance (which needs a search query). */
  sorts?: readonly ProductSort[];
};

const LISTING_SORTS: readonly ProductSort[] = PRODUCT_SORTS.filter((sort) => (sort as string) !== "relevance");

/**
 * The spec's "Sort By" radio list: a GET form, server-rendered. Once the page is
 * interactive a choice submits it at once and the app navigates (soft, keeping scroll
 * and focus: `data-submit-on-change`, src/lib/link-navigation.ts); before that, or
 * without JavaScript, it is a plain form with an Apply button, which is hidden once the
 * page navigates in the app. The listing's other choices ride along as hidden fields,
 * first, so the address reads as listingHref writes it; the default sort sends nothing.
 * It stays mounted as the address changes, so the focus stays on it; back and forward
 * put the address's choice into it (syncChoices in src/lib/link-navigation.ts).
 */
export function SortBy({ basePath, state, defaultSort, sorts = LISTING_SORTS }: Props) {
  const current = state.sort ?? defaultSort;
  const t = useTranslations("listing");
  return (
    <form method="get" action={basePath} data-submit-on-change="" data-scroll={KEEP_SCROLL} className="group">
      {listingParams(state, ["sort", "page"]).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <fieldset>
        <legend className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-900">
          {t("sortBy")}
          <span role="status" className="hidden items-center gap-1 text-xs font-normal text-slate-500 group-aria-busy:inline-flex">
            <span aria-hidden className="size-3 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600" />
            {t("updating")}
          </span>
        </legend>
        <div className="grid grid-cols-2 gap-1 md:grid-cols-1">
          {sorts.map((sort) => (
            <label key={sort} className="choice-row py-2 has-checked:bg-brand-50 has-checked:font-medium has-checked:text-brand-800">
              <input
                type="radio"
                name="sort"
                value={sort === defaultSort ? "" : sort}
                defaultChecked={current === sort}
                className="size-4 shrink-0 accent-brand-600"
              />
              {t(sort)}
            </label>
          ))}
        </div>
      </fieldset>
      <button
        type="submit"
        className="mt-2 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-brand-600 [[data-in-app]_&]:hidden"
      >
        {t("apply")}
      </button>
    </form>
  );
}
