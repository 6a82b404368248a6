import type { Locale } from "@shop/contracts";
import { localizePath } from "@/i18n/paths";
import { FAQ_GROUPS } from "./faq-data";
import { FAQ_GROUPS_BN } from "./faq-data.bn";

const groupsOf = (locale: Locale) => (locale === "bn" ? FAQ_GROUPS_BN : FAQ_GROUPS);

/** Questions as native disclosure widgets: keyboard and screen-reader friendly without script. */
export function FaqList({ locale }: { locale: Locale }) {
  return (
    <div className="mt-6 space-y-8">
      {groupsOf(locale).map((group, g) => (
        <section key={group.title} aria-labelledby={`faq-${g}`}>
          <h2 id={`faq-${g}`} className="text-lg font-bold text-slate-900">
            {group.title}
          </h2>
          <div className="mt-3 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
            {group.items.map((item) => (
              <details key={item.q} className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-3.5 font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
                  {item.q}
                  <svg
                    aria-hidden
                    viewBox="0 0 20 20"
                    className="size-5 shrink-0 text-slate-400 transition-transform group-open:rotate-180"
                    fill="currentColor"
                  >
                    <path d="M5.2 7.2a1 1 0 0 1 1.4 0L10 10.6l3.4-3.4a1 1 0 1 1 1.4 1.4l-4.1 4.1a1 1 0 0 1-1.4 0L5.2 8.6a1 1 0 0 1 0-1.4Z" />
                  </svg>
                </summary>
                <div className="px-4 pb-4 text-slate-700">
                  <p className="leading-7">{item.a}</p>
                  {item.link && (
                    <p className="mt-2">
                      <a href={localizePath(locale, item.link.href)} className="font-medium text-brand-700 underline underline-offset-2">
                        {item.link.label}
                      </a>
                    </p>
                  )}
                </div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

export function faqJsonLd(locale: Locale) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: groupsOf(locale)
      .flatMap((g) => g.items)
      .map((item) => ({
        "@type": "Question",
        name: item.q,
        acceptedAnswer: { "@type": "Answer", text: item.a },
      })),
  };
}
