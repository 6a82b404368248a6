import { useTranslations } from "next-intl";
import { InfoPage } from "@/features/info/info-page";
import { infoPageMetadata } from "@/features/info/info-metadata";
import { PrivacyPolicy } from "@/features/info/privacy-policy";
import { PrivacyPolicyBn } from "@/features/info/privacy-policy.bn";
import { useServerLocale } from "@/i18n/server";

export const generateMetadata = () => infoPageMetadata("privacy", "/privacy-policy");

export default function Page() {
  const t = useTranslations("info");
  return (
    <InfoPage title={t("privacyTitle")} path="/privacy-policy" updated="2026-11-01">
      {useServerLocale() === "bn" ? <PrivacyPolicyBn /> : <PrivacyPolicy />}
    </InfoPage>
  );
}
