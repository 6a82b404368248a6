import type { Metadata } from "next";
import { FIXED_MENU_LINKS } from "@shop/contracts";
import { getTranslations } from "next-intl/server";
import { NotFoundMarker } from "@/components/layout/not-found-marker";
import { getLocale } from "@/i18n/server";
import { localizePath } from "@/i18n/paths";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("notFound");
  return { title: t("title"), robots: { index: false } };
}

/** Friendly 404: say what happened, offer a search and the main ways back into the shop. */
export default async function NotFound() {
  const t = await getTranslations("notFound");
  const header = await getTranslations("header");
  const locale = await getLocale();
  const href = (path: string) => localizePath(locale, path);
  const fixedNames: Record<string, string> = {
    "/category/innovation-kit": header("innovationKit"),
    "/category/gadgets-electronics": header("gadgets"),
    "/offers": header("offers"),
  };
  const links = [
    { name: t("newProducts"), href: "/new-products" },
    { name: t("popularProducts"), href: "/popular-products" },
    ...FIXED_MENU_LINKS.map((link) => ({ name: fixedNames[link.href] ?? link.name, href: link.href })),
    { name: t("allBrands"), href: "/brands" },
    { name: t("faq"), href: "/faq" },
  ];
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12 text-center md:py-20">
      <NotFoundMarker />
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">{t("code")}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">{t("heading")}</h1>
      <p className="mt-3 text-base text-slate-600">{t("text")}</p>

      <form action={href("/search")} method="get" role="search" className="mx-auto mt-8 flex max-w-md gap-2">
        <label htmlFor="not-found-search" className="sr-only">
          {t("searchLabel")}
        </label>
        <input
          id="not-found-search"
          name="query"
          type="search"
          required
          maxLength={200}
          placeholder={t("searchPlaceholder")}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-4 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
        />
        <button
          type="submit"
          className="rounded-md bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t("search")}
        </button>
      </form>

      <div className="mt-10">
        <a
          href={href("/")}
          className="inline-flex items-center rounded-md border border-brand-600 bg-white px-5 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t("backHome")}
        </a>
      </div>
      <nav aria-label={t("popularPages")} className="mt-8">
        <ul className="flex flex-wrap justify-center gap-2">
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={href(link.href)}
                className="inline-flex rounded-full border border-slate-200 bg-white px-3.5 py-1.5 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-700"
              >
                {link.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
