import { useTranslations } from "next-intl";

/** First focusable element of every page: jumps past the header to <main id="main">. */
export function SkipLink() {
  const t = useTranslations("header");
  return (
    <a
      href="#main"
      className="sr-only z-[120] rounded-md bg-white px-4 py-2 font-semibold text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:outline-2 focus:outline-brand-600"
    >
      {t("skip")}
    </a>
  );
}
