import { useTranslations } from "next-intl";
import { JsonLdScript } from "@/features/catalog/components/json-ld-script";
import { FaqList, faqJsonLd } from "@/features/info/faq";
import { InfoPage } from "@/features/info/info-page";
import { infoPageMetadata } from "@/features/info/info-metadata";
import { useServerLocale, useServerPath } from "@/i18n/server";

export const generateMetadata = () => infoPageMetadata("faq", "/faq");

export default function Page() {
  const t = useTranslations("info");
  const locale = useServerLocale();
  const href = useServerPath();
  return (
    <InfoPage
      title={t("faqTitle")}
      path="/faq"
      intro={t.rich("faqIntro", {
        link: (words) => (
          <a href={href("/contact")} className="font-medium text-brand-700 underline underline-offset-2">
            {words}
          </a>
        ),
      })}
      prose={false}
    >
      <JsonLdScript data={faqJsonLd(locale)} />
      <FaqList locale={locale} />
    </InfoPage>
  );
}
