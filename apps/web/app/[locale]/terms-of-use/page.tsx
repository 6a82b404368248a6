import { useTranslations } from "next-intl";
import { InfoPage } from "@/features/info/info-page";
import { infoPageMetadata } from "@/features/info/info-metadata";
import { TermsOfUse } from "@/features/info/terms-of-use";
import { TermsOfUseBn } from "@/features/info/terms-of-use.bn";
import { useServerLocale } from "@/i18n/server";

export const generateMetadata = () => infoPageMetadata("terms", "/terms-of-use");

export default function Page() {
  const t = useTranslations("info");
  return (
    <InfoPage title={t("termsTitle")} path="/terms-of-use" updated="2026-11-01">
      {useServerLocale() === "bn" ? <TermsOfUseBn /> : <TermsOfUse />}
    </InfoPage>
  );
}
