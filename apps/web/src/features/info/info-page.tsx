import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { formatDateIn } from "@shop/contracts";
import { Breadcrumbs } from "@/features/catalog/components/breadcrumbs";
import { useServerLocale } from "@/i18n/server";

type Props = {
  title: string;
  path: string;
  intro?: ReactNode;
  /** The day the text last changed, "YYYY-MM-DD" (Dhaka). */
  updated?: string;
  children: ReactNode;
  /** Wider pages (contact, blog list) skip the reading-width limit. */
  wide?: boolean;
  /** Pages built from their own components (contact cards, FAQ) skip the long-text styles. */
  prose?: boolean;
};

/** Long-form text styles, scoped to the information pages (no typography plugin needed). */
export const PROSE =
  "text-[15px] leading-7 text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_h2]:mt-9 [&_h2]:scroll-mt-24 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-5 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[13px] [&_table]:mt-4 [&_table]:w-full [&_table]:text-left [&_table]:text-sm [&_th]:border-b [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold [&_th]:text-slate-900 [&_td]:border-b [&_td]:border-slate-100 [&_td]:px-3 [&_td]:py-2";

/** Frame of every information page: breadcrumbs, title, optional date, readable text. */
export function InfoPage({ title, path, intro, updated, children, wide = false, prose = true }: Props) {
  const home = useTranslations("listing")("home");
  const t = useTranslations("info");
  const locale = useServerLocale();
  return (
    <div className="shop-container py-4 md:py-6">
      <Breadcrumbs
        crumbs={[
          { name: home, path: "/" },
          { name: title, path },
        ]}
      />
      <article className={`mt-3 ${wide ? "" : "max-w-3xl"}`}>
        <header className="border-b border-slate-200 pb-5">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{title}</h1>
          {intro && <div className="mt-2 text-base text-slate-600">{intro}</div>}
          {updated && <p className="mt-2 text-sm text-slate-500">{t("lastUpdated", { date: formatDateIn(updated, locale) })}</p>}
        </header>
        <div className={prose ? `mt-2 ${PROSE}` : "mt-2"}>{children}</div>
      </article>
    </div>
  );
}
