import { formatNumberIn } from "@shop/contracts";
import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/server";
import { cn } from "@/lib/cn";
import { getMainMenu } from "@/lib/api/menu";
import { categoryHref } from "@/lib/routes";
import { popularCategories, searchHref } from "../lib/search-query";

/** Part numbers and names shoppers search for most: examples in the tips. */
export const EXAMPLE_SEARCHES = ["ESP32", "L298N", "HC-SR04", "Arduino Uno", "18650", "Servo motor"] as const;
/** The same on a Bangla page: the kind of part in Bangla, as search takes it (its Bangla words, decision 050). */
const EXAMPLE_SEARCHES_BN = ["ESP32", "L298N", "HC-SR04", "Arduino Uno", "18650", "সার্ভো মোটর"] as const;

const chip =
  "inline-flex min-h-11 items-center rounded-full border border-slate-200 bg-white px-4 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:min-h-9";

/** The main categories with the most products, as links (nothing when the menu is unavailable). */
export async function PopularCategories({ headingId = "popular-categories" }: { headingId?: string }) {
  const categories = popularCategories(await getMainMenu(), 8);
  if (!categories.length) return null;
  const t = await getTranslations("searchEmpty");
  const locale = await getLocale();
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {t("popularCategories")}
      </h2>
      <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {categories.map((c) => (
          <li key={c.slug}>
            <a
              href={categoryHref(c.slug)}
              className="flex min-h-11 items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="min-w-0 truncate">{c.name}</span>
              <span className="shrink-0 text-xs font-normal tabular-nums text-slate-500">{t("items", { count: formatNumberIn(c.product_count, locale) })}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ExampleSearches({ label, locale }: { label: string; locale: string }) {
  return (
    <div className="mt-4">
      <p className="text-sm text-slate-600">{label}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {(locale === "bn" ? EXAMPLE_SEARCHES_BN : EXAMPLE_SEARCHES).map((term) => (
          <li key={term}>
            {/* A part's name is English whatever the page's language: said so to screen readers. */}
            <a href={searchHref(term)} className={chip} lang={/[A-Za-z]/.test(term) ? "en" : undefined}>
              {term}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /search without a query: what to type, and where to browse instead. */
export async function SearchPrompt() {
  const t = await getTranslations("searchEmpty");
  return (
    <div className="mt-3">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{t("title")}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">{t("typeHint")}</p>
      <ExampleSearches label={t("tryThese")} locale={await getLocale()} />
      <PopularCategories />
    </div>
  );
}

/** A search that found nothing: the API's spelling correction if any, tips, popular categories. */
export async function NoResults({ query, didYouMean }: { query: string; didYouMean?: string | null }) {
  const t = await getTranslations("searchEmpty");
  const suggestion = didYouMean && didYouMean.trim().toLowerCase() !== query.toLowerCase() ? didYouMean.trim() : null;
  return (
    <div className="mt-5 rounded-xl border border-slate-200 bg-white px-5 py-6 md:px-8 md:py-8">
      {suggestion && (
        <p className="text-lg text-slate-900">
          {t.rich("didYouMean", {
            suggestion,
            link: (chunks) => (
              <a href={searchHref(suggestion)} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
                {chunks}
              </a>
            ),
          })}
        </p>
      )}
      <h2
        className={
          // Clamped like the page's heading: a long pasted query does not push the tips off the first screen.
          cn("line-clamp-3 font-semibold text-slate-900 [overflow-wrap:anywhere]", suggestion ? "mt-4 text-base" : "text-lg")
        }
      >
        {t("noneFor", { query })}
      </h2>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
        <li>{t("tipSpelling")}</li>
        <li>{t("tipFewer")}</li>
        <li>{t("tipPart")}</li>
      </ul>
      <ExampleSearches label={t("popularSearches")} locale={await getLocale()} />
      <PopularCategories headingId="no-results-categories" />
    </div>
  );
}
