import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Breadcrumbs } from "@/features/catalog/components/breadcrumbs";
import { CompareTable } from "@/features/compare/components/compare-table";
import { getLocale } from "@/i18n/server";
import { localizePath } from "@/i18n/paths";
import { getCompare } from "@/lib/api/compare";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("comparePage");
  return {
    title: t("title"),
    // Any set of products makes a page: none of them is worth indexing.
    robots: { index: false, follow: true },
    alternates: { canonical: localizePath(await getLocale(), "/compare") },
  };
}

function slugsOf(value: string | string[] | undefined): string[] {
  const text = Array.isArray(value) ? value[0] : value;
  return [
    ...new Set(
      (text ?? "")
        .split(",")
        .map((slug) => slug.trim())
        .filter(Boolean),
    ),
  ];
}

/** /compare?products=a,b,c (issue 48): up to 4 products side by side. */
export default async function ComparePage({ searchParams }: Props) {
  const slugs = slugsOf((await searchParams).products);
  const locale = await getLocale();
  const result = slugs.length ? await getCompare(slugs, locale) : null;
  const t = await getTranslations("comparePage");
  const home = (await getTranslations("listing"))("home");
  return (
    <div className="shop-container py-4 md:py-6">
      <Breadcrumbs
        crumbs={[
          { name: home, path: "/" },
          { name: t("crumb"), path: "/compare" },
        ]}
      />
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{t("title")}</h1>
      {!result ? (
        <p className="mt-3 max-w-2xl text-slate-600">{t.rich("intro", { strong: (chunks) => <strong className="font-semibold">{chunks}</strong> })}</p>
      ) : "error" in result ? (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {result.error}.{" "}
          <a href={localizePath(locale, "/compare")} className="font-medium underline">
            {t("startAgain")}
          </a>
        </p>
      ) : (
        <CompareTable data={result.data} />
      )}
    </div>
  );
}
