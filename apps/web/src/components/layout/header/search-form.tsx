import { LazySearchBox } from "@/features/search/components/lazy-search-box";
import { PlainSearchForm } from "@/features/search/components/search-field";
import { useTranslations } from "next-intl";
import { useServerPath } from "@/i18n/server";
import { HEADER_SEARCH_ID } from "@/lib/search-form";

/**
 * The header search box (spec §2 Search): suggestions, recent searches and the plain
 * GET form to /search?query= underneath live in the search feature; their code loads
 * on first use. One component for the desktop bar and the phone layout (there a
 * full-width row under the logo).
 */
export function SearchForm({ className }: { className?: string }) {
  const t = useTranslations("search");
  const path = useServerPath();
  return (
    <LazySearchBox className={className}>
      <PlainSearchForm
        id={HEADER_SEARCH_ID}
        words={{ label: t("label"), placeholder: t("placeholder"), submit: t("submit"), suggestions: t("suggestions"), action: path("/search") }}
      />
    </LazySearchBox>
  );
}
